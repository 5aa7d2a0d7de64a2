import { describe, expect, it } from 'vitest'
import { calendarDay, lastEdited, plural } from './home-texts'

describe('lastEdited', () => {
  const fmt = (d: Date) => `Last edited ${d.toLocaleDateString()} at ${d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}`
  it('uses updatedAt, else createdAt, else now', () => {
    const now = new Date(2025, 0, 5, 9, 15)
    expect(lastEdited('2025-02-01T12:00:00Z', '2025-01-01T12:00:00Z', now)).toBe(fmt(new Date('2025-02-01T12:00:00Z')))
    expect(lastEdited(null, '2025-01-01T12:00:00Z', now)).toBe(fmt(new Date('2025-01-01T12:00:00Z')))
    expect(lastEdited(undefined, undefined, now)).toBe(fmt(now))
    expect(lastEdited('garbage', undefined, now)).toBe(fmt(now))
  })
  it('pluralises counts', () => {
    expect(plural(1, 'report')).toBe('1 report')
    expect(plural(3, 'chapter')).toBe('3 chapters')
  })
  it('writes a calendar day as toLocaleDateString does, in UTC whatever the browser time zone', () => {
    const opts = { timeZone: 'UTC', month: 'short', day: 'numeric' } as const
    expect(calendarDay('2024-03-14')).toBe(new Date('2024-03-14T00:00:00Z').toLocaleDateString(undefined, { ...opts, year: 'numeric' }))
    expect(calendarDay('2024-12-31', false)).toBe(new Date('2024-12-31T00:00:00Z').toLocaleDateString(undefined, opts))
    expect(calendarDay('2024-03-14')).toContain('2024')
    expect(calendarDay('2024-03-14', false)).not.toContain('2024')
  })
})
