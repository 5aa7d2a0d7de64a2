import { describe, expect, it } from 'vitest'
import { CreateTagInput, identifierFromName, normalizeTagName } from './tag.schema'

describe('tag names', () => {
  it('normalises a name: trimmed, white space turned into underscores', () => {
    expect(normalizeTagName('  heart   weight\t(g) ')).toBe('heart_weight_(g)')
  })

  it('derives a lower snake_case identifier', () => {
    expect(identifierFromName('Heart_Weight')).toBe('heart_weight')
    expect(identifierFromName('Température °C')).toBe('temperature_c')
    expect(identifierFromName('__x--y__')).toBe('x_y')
    expect(identifierFromName('°')).toBe('tag')
  })

  it('parses a create body with defaults', () => {
    expect(CreateTagInput.parse({ name: ' a b ', color: '#ABCDEF', category: '  ' })).toEqual({ name: 'a_b', color: '#abcdef', category: null })
    expect(CreateTagInput.parse({ name: 'x' }).color).toBe('#3b82f6')
  })
})
