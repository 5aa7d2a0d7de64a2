import { describe, expect, it } from 'vitest'
import { describeTarget } from './audit-format'

describe('audit target', () => {
  it('names the target from its details, else by a short id', () => {
    expect(describeTarget({ targetType: 'injury_module', targetId: 'abc', details: { name: 'Gunshot wound' } })).toBe('injury module · Gunshot wound')
    expect(describeTarget({ targetType: 'user', targetId: '12345678-aaaa', details: null })).toBe('user · 12345678')
    expect(describeTarget({ targetType: null, targetId: null, details: { email: 'a@b.org' } })).toBe('a@b.org')
  })
})
