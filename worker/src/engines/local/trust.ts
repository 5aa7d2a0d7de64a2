import { CONFIDENCE_HIGH, CONFIDENCE_LOW } from '@shared/src/constants'

/**
 * Named trust tiers of the local readings, tied to the dialog's thresholds: a value at or above
 * CONFIDENCE_HIGH is High and ticked by default, one from CONFIDENCE_LOW up to it is Medium and
 * offered unticked, one below CONFIDENCE_LOW is Low and shown as doubtful. Every score a reader
 * gives is one of these tiers, capped by one, or lowered by a DISCOUNT below.
 * - exact (High): a quantity in the field's own unit right after its name.
 * - converted (High): a quantity in another unit of the field's dimension ("1.6 kg" for grams).
 * - certain (High): the field's own name and a value of the field's kind right after it.
 * - assumed (High): a bare number after the field's name; the field's unit (or a count) is taken.
 * - sure (High): a fixed construction that can only mean this field ("4 cm to the right of the midline").
 * - likely (High): a construction that usually means it ("measures 3 by 2 cm" after a wound is named).
 * - ticked (High, at the mark): read with nothing to check it by (a unit for a field that has none).
 * - probable (Medium): one of several fields the words may fill, picked by the nearest name or noun.
 * - possible (Medium): a value implied by other words than the field's name.
 * - offered (Medium): read from looser words; shown, not ticked.
 * - unsure (Medium): a value the readers or the match checks doubt (a long description, a choice said later).
 * - doubtful (Low): a guess the user should check.
 */
export const TRUST = {
  exact: 1,
  converted: 0.97,
  certain: 0.95,
  assumed: 0.92,
  sure: 0.9,
  likely: Math.max(CONFIDENCE_HIGH, 0.85),
  ticked: CONFIDENCE_HIGH,
  probable: 0.75,
  possible: 0.7,
  offered: (CONFIDENCE_HIGH + CONFIDENCE_LOW) / 2,
  unsure: 0.6,
  doubtful: CONFIDENCE_LOW - 0.05,
} as const

export type TrustTier = keyof typeof TRUST

/** The dialog's band of each tier (its test holds every tier to it). */
export const TIER_BAND: Readonly<Record<TrustTier, 'High' | 'Medium' | 'Low'>> = {
  exact: 'High',
  converted: 'High',
  certain: 'High',
  assumed: 'High',
  sure: 'High',
  likely: 'High',
  ticked: 'High',
  probable: 'Medium',
  possible: 'Medium',
  offered: 'Medium',
  unsure: 'Medium',
  doubtful: 'Low',
}

/** Factors that lower a reading's score when the way it was read leaves room for doubt. */
export const DISCOUNT = {
  /** The field's name said shortened ("heart" for heart weight). */
  shortName: 0.85,
  /** The field's name said in a folded form (plural, other word order), not literally. */
  foldedName: 0.95,
  /** Named indirectly: by a header, a list read "respectively", the contents of a cavity. */
  indirect: 0.9,
  /** A value implied by words other than the field's name ("the heart is enlarged at 520 g"). */
  implied: 0.85,
  /** A value outside the field's plausible range. */
  outOfRange: 0.6,
  /** Two fields read the same value equally well: neither is sure. */
  tied: 0.45,
} as const
