import { describe, expect, it } from 'vitest'
import { dateIn, daysBetween, dueState, waitingLabel } from './turnaround'

describe('the turnaround clock', () => {
  it('counts whole calendar days, across a change of daylight saving time', () => {
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30)
    expect(daysBetween('2026-10-20', '2026-11-03')).toBe(14)
    expect(daysBetween('2026-03-05', '2026-03-05')).toBe(0)
  })

  it('reads the day of an instant in the office’s time zone', () => {
    const at = new Date('2026-03-10T02:00:00Z')
    expect(dateIn('UTC', at)).toBe('2026-03-10')
    expect(dateIn('America/New_York', at)).toBe('2026-03-09')
    expect(dateIn('Pacific/Auckland', new Date('2026-03-09T12:00:00Z'))).toBe('2026-03-10')
  })

  it('marks an open report due soon in the last 14 days before the target and overdue after it', () => {
    expect(dueState(76, 90, false)).toBeNull()
    expect(dueState(77, 90, false)).toBe('due_soon')
    expect(dueState(90, 90, false)).toBe('due_soon')
    expect(dueState(91, 90, false)).toBe('overdue')
    expect(dueState(300, 90, true)).toBeNull()
  })

  it('names what a report waits for and for how long', () => {
    expect(waitingLabel([{ type: 'toxicology', days: 23 }])).toBe('Waiting: toxicology (23 days)')
    expect(waitingLabel([{ type: 'toxicology', days: 1 }, { type: 'histology', days: 0 }])).toBe('Waiting: toxicology (1 day), histology (0 days)')
  })
})
