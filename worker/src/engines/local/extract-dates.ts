import { ONES, parseNumber, TEENS, TENS } from '@shared/src/tags/numbers'
import type { Tokenized } from './extract-tokens'

/** Dates as dictated ("2 January 2024", "the fourteenth of March, twenty twenty-four", "March 14, 2024") → ISO. */

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']
const ORDINAL_ONES: Record<string, number> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
  eleventh: 11, twelfth: 12, thirteenth: 13, fourteenth: 14, fifteenth: 15, sixteenth: 16, seventeenth: 17,
  eighteenth: 18, nineteenth: 19, twentieth: 20, thirtieth: 30,
}
const SKIP = new Set(['the', 'of', ',', 'on'])

/** A day of the month at i: "14", "14th", "fourteenth", "twenty first". */
function dayAt(norms: string[], i: number): { day: number; next: number } | null {
  const w = norms[i]
  if (w === undefined) return null
  if (/^\d{1,2}$/.test(w)) return { day: Number(w), next: /^(st|nd|rd|th)$/.test(norms[i + 1] ?? '') ? i + 2 : i + 1 }
  if (w in ORDINAL_ONES) return { day: ORDINAL_ONES[w], next: i + 1 }
  if ((w === 'twenty' || w === 'thirty') && (norms[i + 1] ?? '') in ORDINAL_ONES) {
    return { day: TENS[w] + ORDINAL_ONES[norms[i + 1]], next: i + 2 }
  }
  return null
}

/** A year at i: "2024", "twenty twenty-four", "two thousand and twenty four", "nineteen ninety". */
function yearAt(norms: string[], i: number): { year: number; next: number } | null {
  const w = norms[i]
  if (w === undefined) return null
  if (/^\d{4}$/.test(w)) return { year: Number(w), next: i + 1 }
  const century = w in TEENS ? TEENS[w] : w === 'twenty' ? 20 : null
  const n = norms[i + 1]
  if (century !== null && n !== undefined && (n in TENS || n in TEENS)) {
    const rest = n in TEENS ? TEENS[n] : TENS[n] + ((norms[i + 2] ?? '') in ONES ? ONES[norms[i + 2]] : 0)
    return { year: century * 100 + rest, next: i + (n in TENS && (norms[i + 2] ?? '') in ONES ? 3 : 2) }
  }
  const num = parseNumber(norms, i)
  return num && num.value >= 1900 && num.value <= 2100 ? { year: num.value, next: i + num.length } : null
}

const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`

/** Reads a full date (day, month and year all said) starting within [from, limit); null otherwise. */
export function readDate(t: Tokenized, from: number, limit: number): { value: string; last: number } | null {
  const norms = t.tokens.slice(0, limit).map((x) => x.norm)
  let i = from
  while (i < limit && SKIP.has(norms[i])) i++
  // "2 January 2024", "the fourteenth of March, twenty twenty-four"
  const d = dayAt(norms, i)
  if (d) {
    let j = d.next
    while (j < limit && SKIP.has(norms[j])) j++
    const month = MONTHS.indexOf(norms[j])
    if (month >= 0) {
      let k = j + 1
      while (k < limit && SKIP.has(norms[k])) k++
      const y = yearAt(norms, k)
      if (y && d.day >= 1 && d.day <= 31) return { value: iso(y.year, month + 1, d.day), last: y.next - 1 }
    }
  }
  // "March 14, 2024"
  const month = MONTHS.indexOf(norms[i])
  const d2 = month >= 0 ? dayAt(norms, i + 1) : null
  if (d2) {
    let k = d2.next
    while (k < limit && SKIP.has(norms[k])) k++
    const y = yearAt(norms, k)
    if (y && d2.day >= 1 && d2.day <= 31) return { value: iso(y.year, month + 1, d2.day), last: y.next - 1 }
  }
  return null
}
