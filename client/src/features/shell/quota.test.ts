import { describe, expect, it } from 'vitest'
import type { UsageStats } from '@shared/src/auth/auth.schema'
import { quotaMessage, usageCounters } from './quota'

const stats = (tags: number, cleanups: number, unlimited = false): UsageStats => ({
  tagMatches: { used: 50 - tags, limit: 50, remaining: tags },
  reportCleanups: { used: 50 - cleanups, limit: 50, remaining: cleanups },
  unlimited,
  resetsOn: '2025-07-01',
})

describe('quotaMessage', () => {
  it('is silent while both counters have some left, or for unlimited users', () => {
    expect(quotaMessage(stats(1, 1))).toBeNull()
    expect(quotaMessage(undefined)).toBeNull()
    expect(quotaMessage(stats(0, 0, true))).toBeNull()
  })
  it('names what ran out', () => {
    expect(quotaMessage(stats(0, 3))).toBe('You have reached the maximum tag matches for this month. Your quota will be reset on the 1st of next month.')
    expect(quotaMessage(stats(3, 0))).toBe('You have reached the maximum report cleanups for this month. Your quota will be reset on the 1st of next month.')
    expect(quotaMessage(stats(0, 0))).toBe(
      'You have reached the maximum tag matches and report cleanups for this month. Your quota will be reset on the 1st of next month.',
    )
  })
})

describe('usageCounters', () => {
  it('shows used and limit, falling back to the free tier limit of 50', () => {
    const s = stats(47, 50)
    s.reportCleanups = { used: 2, limit: null, remaining: null }
    expect(usageCounters(s)).toEqual([
      { key: 'tagMatches', label: 'Tag matches', used: 3, limit: 50 },
      { key: 'reportCleanups', label: 'Report cleanups', used: 2, limit: 50 },
    ])
  })
})
