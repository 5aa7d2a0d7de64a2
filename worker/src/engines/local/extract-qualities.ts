import { BEING_VERBS } from '@shared/src/tags/lexicon'
import { phraseWords } from '@shared/src/tags/vocabulary'
import type { FieldSpec, PhraseMatch } from './extract-phrases'
import { stemWord, textBetween, type Tokenized } from './extract-tokens'

/**
 * "Lividity is posterior and fixed", "hypostasis is on the back and blanches on pressure": one name, two qualities.
 * Where the tag set has a field of where the thing lies ("Livor distribution") beside the one named, the place said
 * first is that field's value and what follows "and" is the named field's.
 */

/** Nouns of a field that records where its thing lies. */
const PLACE_ASPECTS = new Set(['distribution', 'location', 'site', 'position'].map(stemWord))
/** Words that say where on the body, alone ("posterior", "dependent"). */
export const PLACE_ADJECTIVES = new Set([
  'posterior', 'anterior', 'dorsal', 'ventral', 'dependent', 'lateral', 'posteriorly', 'anteriorly', 'dorsally', 'ventrally',
])
const PLACE_PREPOSITIONS = new Set(['on', 'over', 'in', 'along', 'across'])
const ARTICLES = new Set(['the', 'a', 'an'])

/** The place field of the thing `m` names: a field named "<thing> distribution" or "distribution of <thing>". */
function placeSibling(t: Tokenized, m: PhraseMatch, fields: FieldSpec[]): FieldSpec | null {
  // "lividity is" names the field with its verb: the thing is the words before it.
  const words = t.tokens.slice(m.start, m.end).filter((x, k) => k === 0 || !BEING_VERBS.has(x.norm))
  const said = words.map((x) => x.stem).join(' ')
  const fits = fields.filter((f) => {
    if (f === m.field || f.def.kind === 'measurement') return false
    return f.def.phrases.some((p) => {
      const ws = phraseWords(p).map(stemWord)
      if (PLACE_ASPECTS.has(ws[ws.length - 1])) return ws.slice(0, -1).join(' ') === said
      return PLACE_ASPECTS.has(ws[0]) && ws[1] === 'of' && ws.slice(ARTICLES.has(ws[2]) ? 3 : 2).join(' ') === said
    })
  })
  return fits.length === 1 ? fits[0] : null
}

export interface PlaceSplit {
  field: FieldSpec
  value: string
  first: number
  last: number
  /** Token index where the named field's own value begins (after "and"). */
  rest: number
}

/** The place said right after the name and a verb of being, when "and" and another quality follow it. */
export function readPlaceFirst(t: Tokenized, norms: string[], m: PhraseMatch, fields: FieldSpec[], end: number): PlaceSplit | null {
  let i = m.end
  while (i < end && BEING_VERBS.has(norms[i])) i++
  if (i === m.end && !BEING_VERBS.has(norms[m.end - 1])) return null
  let first = i
  let last: number
  if (PLACE_ADJECTIVES.has(norms[i])) last = i
  else if (PLACE_PREPOSITIONS.has(norms[i])) {
    first = i + 1
    while (ARTICLES.has(norms[first])) first++
    last = first
    while (last + 1 < end && norms[last + 1] !== 'and' && !t.tokens[last + 1].punct && last - first < 3) last++
    if (norms[last + 1] !== 'and') return null
  } else return null
  if (norms[last + 1] !== 'and' || last + 2 >= end) return null
  const field = placeSibling(t, m, fields)
  return field ? { field, value: textBetween(t, first, last), first: i, last, rest: last + 2 } : null
}
