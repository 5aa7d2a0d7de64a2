import { CONFIDENCE_HIGH, CONFIDENCE_LOW } from '@shared/src/constants'

/**
 * Named trust tiers of the local readings, tied to the dialog's thresholds: a value at or above
 * CONFIDENCE_HIGH is ticked by default, one between CONFIDENCE_LOW and it is offered unticked,
 * one below CONFIDENCE_LOW is shown as doubtful.
 * - certain: the field's own name and a value of the field's kind right after it.
 * - sure: a fixed construction that can only mean this field ("4 cm to the right of the midline").
 * - likely: a construction that usually means it ("measures 3 by 2 cm" after a wound is named).
 * - offered: read from looser words; shown, not ticked.
 * - doubtful: a guess the user should check.
 */
export const TRUST = {
  certain: 0.95,
  sure: 0.9,
  likely: Math.max(CONFIDENCE_HIGH, 0.85),
  offered: (CONFIDENCE_HIGH + CONFIDENCE_LOW) / 2,
  doubtful: CONFIDENCE_LOW - 0.05,
} as const

export type TrustTier = keyof typeof TRUST
