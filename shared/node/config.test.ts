import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'

describe('configuration', () => {
  it('has working defaults and no AI keys (offline engines)', () => {
    const c = loadConfig({})
    expect(c.PORT).toBe(3000)
    expect(c.DATABASE_URL).toMatch(/^postgres:\/\/.*127\.0\.0\.1/)
    expect(c.REDIS_URL).toBe('redis://127.0.0.1:6379')
    expect(c.OPENAI_API_KEY).toBeUndefined()
    expect(c.INVITATION_CODES).toEqual([])
    expect(c.DATABASE_POOL_SIZE).toBe(20)
  })

  it('splits invitation codes on commas', () => {
    expect(loadConfig({ INVITATION_CODES: ' A1, B2 ,,C3' }).INVITATION_CODES).toEqual(['A1', 'B2', 'C3'])
  })

  it('stops with a message naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', ADMIN_PASSWORD: '123' })).toThrow(ConfigError)
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', ADMIN_PASSWORD: '123' })
    } catch (e) {
      const msg = (e as Error).message
      expect(msg).toContain('PORT')
      expect(msg).toContain('DATABASE_URL: must be a postgres:// URL')
      expect(msg).toContain('ADMIN_PASSWORD: must be at least 6 characters')
    }
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).DATABASE_POOL_SIZE).toBe(4)
    for (const bad of ['0', 'many', '2.5']) expect(() => loadConfig({ DATABASE_POOL_SIZE: bad })).toThrow(/DATABASE_POOL_SIZE/)
  })
})
