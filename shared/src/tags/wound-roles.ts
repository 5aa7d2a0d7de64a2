/**
 * What a field of a wound holds, read from its name and description (typed properties or a plain
 * sentence): the site, the height above the heel, the distance from the midline, a size, a depth,
 * the direction of the track, the organs it passes through, the wound's type.
 */
import {
  DIRECTION_VERBS, LYING_WORDS, MEASURE_NOUNS, TRACK_ENTERS, TRACK_NOUNS, WOUND_NOUNS, WOUND_TYPE_WORDS, WOUND_TYPES,
} from './lexicon'
import { SIZE_SEPARATORS } from './quantity'

export type WoundRole = 'type' | 'site' | 'heel' | 'midline' | 'length' | 'width' | 'size' | 'depth' | 'direction' | 'organs' | 'diameter'

export interface WoundField {
  role: WoundRole
  /** A site of a gunshot entrance or exit only. */
  variant?: 'entrance' | 'exit'
  /** The type field's values. */
  choices?: string[]
}

/** Names of fields of something else than one wound's description. */
const OTHER = /stippl|collar|ligature|furrow|bumper|crown|foot|body|burn|electrical|soot|range|count|belt|petech|number of/

/** The wound role of a field, or null when it describes something else. */
export function woundField(tag: { name: string; description?: string | null; choices?: readonly string[] | null }): WoundField | null {
  const name = tag.name.toLowerCase().replace(/_/g, ' ')
  const text = `${name} ${(tag.description ?? '').toLowerCase()}`
  if (OTHER.test(name)) return null
  if (/midline/.test(text)) return { role: 'midline' }
  if (/heel|top of the head/.test(text) && /height|above|below/.test(text)) return { role: 'heel' }
  if (/diameter/.test(text)) return { role: 'diameter' }
  if (/organ/.test(text) && /track|pass|through/.test(text)) return { role: 'organs' }
  if (/direction|trajectory/.test(text)) return { role: 'direction' }
  if (/depth/.test(text)) return { role: 'depth' }
  if (/\b(type|kind)\b/.test(name) || /\b(type|kind) of (the )?wound/.test(text)) {
    const listed = tag.choices?.length ? [...tag.choices] : WOUND_TYPES.filter((w) => new RegExp(`\\b${w}`).test(text))
    return listed.length ? { role: 'type', choices: listed } : null
  }
  if (/\bsize\b/.test(name)) return { role: 'size' }
  if (/width|gape/.test(text)) return { role: 'width' }
  if (/length/.test(text)) return { role: 'length' }
  if (/location|site|where/.test(text) && /wound|injur/.test(text)) {
    if (/entrance|entry/.test(text)) return { role: 'site', variant: 'entrance' }
    if (/\bexit/.test(text)) return { role: 'site', variant: 'exit' }
    return { role: 'site' }
  }
  return null
}

/**
 * The words each wound role is read from, so a field described without its own name ("130 cm above the heel",
 * "to a depth of 7 cm", "passes front to back", "a stab wound") is still named by them. An entry of several
 * words is said as a run. Built from the lexicon's lists the readings read with, so both agree on them.
 */
/** A size said as length by width ("2.5 by 0.8 cm") gives a length and a width as well. */
const SIZE_BY = SIZE_SEPARATORS
/** A measure said before the wound's noun is its length ("a 2.2 cm stab wound"). */
const MEASURED_NOUNS = ['stab wound', 'incised wound']

export const ROLE_WORDS: Readonly<Record<WoundRole, readonly string[]>> = {
  type: [...WOUND_TYPE_WORDS],
  site: ['on', 'over', 'behind', 'across', ...LYING_WORDS, ...WOUND_NOUNS, 'entrance', 'entry', 'exit'],
  heel: ['heel', 'heels', 'top of the head'],
  midline: ['midline'],
  length: [...measureWords('length'), 'measures', 'measuring', ...SIZE_BY, ...MEASURED_NOUNS],
  width: [...measureWords('width'), 'gapes', 'gaping', ...SIZE_BY],
  size: [...measureWords('length'), ...measureWords('width'), 'measures', 'measuring', ...SIZE_BY],
  depth: [...measureWords('depth'), 'penetrates', 'penetrating', 'track'],
  direction: [...DIRECTION_VERBS, ...TRACK_NOUNS],
  organs: ['through', 'into', ...TRACK_ENTERS],
  diameter: [...measureWords('diameter'), 'round', 'circular', 'defect', 'perforation', 'hole'],
}

function measureWords(dimension: string): string[] {
  return Object.keys(MEASURE_NOUNS).filter((w) => MEASURE_NOUNS[w] === dimension)
}

/** True when the words (lower-case tokens) hold a word or run of words the role is read from. */
export function saysRole(role: WoundRole, words: readonly string[]): boolean {
  return ROLE_WORDS[role].some((entry) => {
    const run = entry.split(' ')
    for (let i = 0; i + run.length <= words.length; i++) if (run.every((w, k) => words[i + k] === w)) return true
    return false
  })
}
