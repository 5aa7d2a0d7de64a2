import { ASPECTS, BEING_VERBS as BEING, NEGATIONS, SIDES } from '@shared/src/tags/lexicon'
import { BODY_REGIONS } from '@shared/src/tags/body-regions'
import { phraseWords } from '@shared/src/tags/vocabulary'
import type { FieldSpec } from './extract-phrases'
import type { ValueNamed } from './extract-linked'
import { stemWord, textBetween, type Tokenized } from './extract-tokens'
import { TRUST } from './trust'

/**
 * A thing with a picture and a site, when the report has a field for each ("Tattoo description" and "Tattoo
 * site"): "a tattoo of a rose on the left forearm", "on the right shoulder is a tattoo of a dragon", "a tattoo on
 * the back of the right hand depicting a swallow", "tattoo, left ankle, a butterfly". The picture fills the
 * description field and the place the site field; neither takes the other's words.
 */

const PICTURE_NOUNS = new Set(['description', 'design', 'picture', 'motif', 'image', 'depiction'])
const SITE_NOUNS = new Set(['site', 'location', 'position', 'place'])
const PLACE_WORDS = new Set(['on', 'over', 'at', 'in', 'across', 'behind', 'above', 'below', 'along'])
const PICTURE_VERBS = new Set(['depicting', 'showing', 'reading', 'of', 'portraying', 'representing'])
const ARTICLES = new Set(['a', 'an', 'the'])

interface Pair {
  thing: string
  picture: FieldSpec
  site: FieldSpec
}

function pairsOf(fields: FieldSpec[]): Pair[] {
  const by = (nouns: Set<string>) =>
    new Map(fields.filter((f) => f.def.kind === 'text').flatMap((f) => {
      const words = phraseWords(f.def.name)
      return words.length === 2 && nouns.has(words[1]) ? [[stemWord(words[0]), f] as const] : []
    }))
  const pictures = by(PICTURE_NOUNS)
  const sites = by(SITE_NOUNS)
  return [...pictures].flatMap(([thing, picture]) => (sites.has(thing) ? [{ thing, picture, site: sites.get(thing)! }] : []))
}

/** True when the words from i name a place on the body: a side, an aspect or a region. */
const placeAt = (norms: string[], i: number) =>
  SIDES.includes(norms[i]) || BODY_REGIONS.has(norms[i]) || ASPECTS.includes(norms[i])

/** From `from`, skipping articles, to the first token that `stops` (exclusive), within `end`. */
function span(norms: string[], from: number, end: number, stops: (k: number) => boolean): { first: number; last: number } | null {
  let first = from
  while (first < end && ARTICLES.has(norms[first])) first++
  let k = first
  while (k < end && !stops(k)) k++
  return k > first ? { first, last: k - 1 } : null
}

/** The pictures and sites read, and the token of each thing they were read for (its name is no value of its own). */
export function readDepicted(t: Tokenized, norms: string[], fields: FieldSpec[]): { values: ValueNamed[]; things: number[] } {
  const pairs = pairsOf(fields)
  const out: ValueNamed[] = []
  const things: number[] = []
  if (!pairs.length) return { values: out, things }
  for (const s of t.sentences) {
    const end = s.end - (t.tokens[s.end - 1]?.punct ? 1 : 0)
    for (const p of pairs) {
      const at = t.tokens.findIndex((tok, k) => k >= s.first && k < end && tok.stem === p.thing)
      // "There is no tattoo on the arms": nothing to describe.
      if (at < 0 || t.tokens.slice(Math.max(s.first, at - 3), at).some((tok) => NEGATIONS.has(tok.norm))) continue
      const punct = (k: number) => t.tokens[k].punct
      let picture: { first: number; last: number } | null = null
      let site: { first: number; last: number } | null = null
      // "On the right shoulder is a tattoo …": the place opens the sentence, up to the verb of being.
      if (PLACE_WORDS.has(norms[s.first]) && at > s.first) site = span(norms, s.first + 1, at, (k) => BEING.has(norms[k]) || punct(k))
      for (let k = at + 1; k < end; k++) {
        if (PICTURE_VERBS.has(norms[k]) && !picture) {
          picture = span(norms, k + 1, end, (j) => punct(j) || (PLACE_WORDS.has(norms[j]) && j > k + 1))
          if (picture) k = picture.last
        } else if (PLACE_WORDS.has(norms[k]) && !site) {
          // "on the back of the right hand depicting …": "of the" stays in the place, "of a" opens the picture.
          const opensPicture = (j: number) => PICTURE_VERBS.has(norms[j]) && (norms[j] !== 'of' || ['a', 'an'].includes(norms[j + 1]))
          site = span(norms, k + 1, end, (j) => punct(j) || opensPicture(j))
          if (site) k = site.last
        } else if (norms[k] === ',' && !punct(k + 1)) {
          // "Tattoo, left ankle, a butterfly": a listed part that names a place is the site, another the picture.
          const part = span(norms, k + 1, end, punct)
          if (!part) continue
          if (placeAt(norms, part.first) && !site) site = part
          else if (!picture) picture = part
          k = part.last
        }
      }
      if (picture || site) things.push(at)
      const said = (field: FieldSpec, at: { first: number; last: number }): ValueNamed => ({
        field, value: textBetween(t, at.first, at.last), score: TRUST.likely, first: at.first, last: at.last,
      })
      if (picture) out.push(said(p.picture, picture))
      if (site) out.push(said(p.site, site))
    }
  }
  return { values: out, things }
}
