import { describe, expect, it } from 'vitest'
import { CONFIDENCE_HIGH, CONFIDENCE_LOW } from '@shared/src/constants'
import { DISCOUNT, TIER_BAND, TRUST, type TrustTier } from './trust'

/** The review dialog's band of a confidence, by the thresholds the client shares. */
const band = (c: number) => (c >= CONFIDENCE_HIGH ? 'High' : c < CONFIDENCE_LOW ? 'Low' : 'Medium')

describe('trust tiers', () => {
  it.each(Object.keys(TRUST) as TrustTier[])('%s falls in the dialog band it is named for', (tier) => {
    expect(band(TRUST[tier])).toBe(TIER_BAND[tier])
  })

  it('runs from the surest tier down to the doubtful one', () => {
    const scores = Object.values(TRUST)
    expect([...scores].sort((a, b) => b - a)).toEqual(scores)
    expect(new Set(scores).size).toBe(scores.length)
  })

  it('only ever lowers a score', () => {
    for (const factor of Object.values(DISCOUNT)) {
      expect(factor).toBeGreaterThan(0)
      expect(factor).toBeLessThan(1)
    }
  })
})
