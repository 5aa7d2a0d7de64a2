import type { TagFieldProperties } from './field'
import { parseNumber } from './numbers'
import { convertUnit, formatQuantity, unitInfo } from './units'

type RangeProps = Pick<TagFieldProperties, 'unit' | 'rangeMin' | 'rangeMax' | 'dimension'>

// Digits as values are written: "1,345", "0.8", "-2"; several in "3 x 2 cm".
const NUMBER = /[-−]?\d{1,3}(?:,\d{3})+(?:\.\d+)?|[-−]?\d+(?:\.\d+)?/g

const toNumber = (text: string) => Number(text.replace(/,/g, '').replace('−', '-'))

/** The numbers of a value and the unit written after the last one ('3 x 2 cm' → [3, 2], 'cm'). */
function readQuantity(value: string): { numbers: number[]; unit: string } | null {
  const digits = [...value.matchAll(NUMBER)]
  if (digits.length) {
    const last = digits[digits.length - 1]
    return { numbers: digits.map((m) => toNumber(m[0])), unit: value.slice(last.index + last[0].length).trim().replace(/[.;,]+$/, '') }
  }
  // Typed by hand in words ("three hundred and fifty grams").
  const tokens = value.toLowerCase().split(/[\s-]+/).filter(Boolean)
  const parsed = parseNumber(tokens, 0)
  return parsed ? { numbers: [parsed.value], unit: tokens.slice(parsed.length).join(' ') } : null
}

const limitText = (n: number) => String(n).replace('-', '−')

/** How the range reads to a pathologist: "150–700 g", "0–100%", "−30 to 50 °C", "at least 5 g". */
export function rangeText({ unit, rangeMin, rangeMax }: RangeProps): string | null {
  if (rangeMin !== null && rangeMax !== null) {
    const joined = rangeMin < 0 || rangeMax < 0 ? `${limitText(rangeMin)} to ${limitText(rangeMax)}` : `${limitText(rangeMin)}–${limitText(rangeMax)}`
    return formatQuantity(joined, unit)
  }
  if (rangeMin !== null) return `at least ${formatQuantity(limitText(rangeMin), unit)}`
  if (rangeMax !== null) return `at most ${formatQuantity(limitText(rangeMax), unit)}`
  return null
}

/**
 * The warning for a value outside its field's plausible range ("Outside the plausible range
 * 150–700 g"), or null when it is inside, the field has no range, or the value cannot be read or
 * converted (a unit of another dimension is the extractor's business, not a range question). The
 * value is never changed: a surprising value may be right, so it is flagged, not refused.
 */
export function rangeWarning(props: RangeProps, value: string): string | null {
  const range = rangeText(props)
  if (!range) return null
  const q = readQuantity(value)
  if (!q) return null
  let numbers = q.numbers
  if (q.unit && props.unit && unitInfo(q.unit)) {
    const converted = numbers.map((n) => convertUnit(n, q.unit, props.unit!))
    if (converted.some((n) => n === null)) return null
    numbers = converted as number[]
  } else if (q.unit && unitInfo(q.unit)) {
    // The field has no unit (a count) but the value names one: nothing to compare with.
    return null
  }
  const outside = numbers.some((n) => (props.rangeMin !== null && n < props.rangeMin) || (props.rangeMax !== null && n > props.rangeMax))
  if (!outside) return null
  if (props.rangeMax === null) return `Below the plausible minimum ${formatQuantity(limitText(props.rangeMin!), props.unit)}`
  if (props.rangeMin === null) return `Above the plausible maximum ${formatQuantity(limitText(props.rangeMax), props.unit)}`
  return `Outside the plausible range ${range}`
}
