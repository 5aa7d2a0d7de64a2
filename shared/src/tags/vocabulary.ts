import { normaliseUnit } from './units'

/**
 * The words of spoken phrases, and the machine-readable sentences of a tag description:
 * `Aliases: heart weight, cardiac weight.` `Unit: g.` `Values: left, right, bilateral.`
 * The field definition (./field-definition.ts) reads them; the speech engines read the field
 * definition (./spoken-field.ts), so the grammar and the extractor know a field the same way.
 */

/** Nouns that make an organ a measured field: "heart weight" is also said "weight of the heart" or "the heart weighs". */
export const MEASURE_NOUNS: readonly string[] = [
  'weight', 'length', 'width', 'diameter', 'thickness', 'volume', 'circumference', 'height', 'depth', 'size', 'temperature', 'measurement',
]

export type TagKind = 'number' | 'choice' | 'text'

export interface TagDescriptionInfo {
  /** Spoken phrases naming the field, lower case, without the implicit identifier phrase. */
  aliases: string[]
  /** Canonical unit ('g', 'cm', 'mL', '°C') or the text as written when unknown; null for non-numeric fields. */
  unit: string | null
  /** Allowed words of a choice field, as written. */
  values: string[]
  kind: TagKind
}

// A key sentence starts a sentence and runs to a full stop followed by space/end, a newline,
// or the end of the text ("Normal values: 250-350 g" inside prose is not a key sentence).
const KEY_SENTENCE = /(?<=(?:^|[.!?;\n])\s*)(aliases|alias|unit|units|values|options)\s*:\s*(.*?)(?:\.(?=\s|$)|\n|$)/gi

const splitList = (text: string) =>
  text
    .split(/[,;]/)
    .map((s) => s.trim().replace(/^["'“”‘’]+|["'“”‘’]+$/g, '').trim())
    .filter(Boolean)

function distinct(items: string[], key: (s: string) => string = (s) => s): string[] {
  const seen = new Set<string>()
  return items.filter((s) => {
    const k = key(s)
    if (seen.has(k)) return false
    seen.add(k)
    return true
  })
}

/** Normalises a spoken phrase: lower case, separators to single spaces ("Heart_Weight" → "heart weight"). */
export function normalisePhrase(text: string): string {
  return text
    .toLowerCase()
    .replace(/[_\-/]+/g, ' ')
    .replace(/[^\p{L}\p{N}'°%\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The words of a phrase as the speech grammar and the extractor see them. */
export function phraseWords(phrase: string): string[] {
  const p = normalisePhrase(phrase)
  return p ? p.split(' ') : []
}

/** Reads the Aliases/Unit/Values sentences of a tag description; a unit makes it numeric, values make it a choice. */
export function parseTagDescription(description: string | null | undefined): TagDescriptionInfo {
  const aliases: string[] = []
  const values: string[] = []
  let unit: string | null = null
  for (const m of (description ?? '').matchAll(KEY_SENTENCE)) {
    const key = m[1].toLowerCase()
    const body = m[2].trim()
    if (key.startsWith('alias')) aliases.push(...splitList(body).map(normalisePhrase).filter(Boolean))
    else if (key.startsWith('unit')) {
      const raw = body.replace(/\.$/, '').trim()
      if (raw) unit = normaliseUnit(raw) ?? raw
    } else values.push(...splitList(body))
  }
  const kind = unit ? 'number' : values.length ? 'choice' : 'text'
  return {
    aliases: distinct(aliases),
    unit,
    values: kind === 'choice' ? distinct(values, (v) => v.toLowerCase()) : [],
    kind,
  }
}
