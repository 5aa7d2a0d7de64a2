import { quantityAt } from '@shared/src/tags/quantity'
import { phraseWords } from '@shared/src/tags/vocabulary'
import { BEING as BEING_LEXICON, BEING_VERBS } from '@shared/src/tags/lexicon'
import { ASPECT_STEMS, MEASURE_STEMS, type FieldSpec } from './extract-phrases'
import { saysParticiple, stemWord, textBetween } from './extract-tokens'
import {
  correctionAt, isNegation, MEASURE_VERBS, negatedBefore, NONE, NOT_A_VALUE, skipFillers, TEXT_FILLERS, type ValueOutcome, type ValueWindow,
} from './extract-values'
import { unitDimension } from './extract-quantity'
import { TRUST } from './trust'

/**
 * Descriptions: when a thing named without its aspect noun is described ("the tongue is protruding", "eyes blue"),
 * and the free-text value after a field's name, trimmed to its clause by the value convention.
 */

/** Verbs of being and lying that tie a described thing to its description ("the knot is situated behind the ear"). */
const BEING = new Set([...BEING_LEXICON, 'directed', 'runs', 'run', 'ran'])
const PLACES = new Set([
  'on', 'in', 'at', 'over', 'behind', 'above', 'below', 'between', 'under', 'beneath', 'near', 'within', 'across', 'into', 'beyond',
])
const PLACE_NOUNS = new Set(['location', 'site'].map(stemWord))
const WAY_NOUNS = new Set(['direction', 'course'].map(stemWord))
const POSITION_NOUNS = new Set(['position'].map(stemWord))
/** How a body or a part of it lies, besides the place words. */
const POSTURES = new Set([
  'prone', 'supine', 'lying', 'sitting', 'seated', 'kneeling', 'standing', 'crouching', 'suspended', 'hanging', 'flexed', 'extended',
  'protruding', 'protruded', 'clenched', 'retracted', 'curled', 'face', 'upright', 'slumped',
])
const COLOUR_NOUNS = new Set(['colour', 'color'].map(stemWord))
const SHADES = new Set(['dark', 'light', 'pale', 'deep', 'bright', 'mid', 'reddish', 'yellowish', 'greyish', 'bluish', 'brownish'])
const COLOURS = new Set([
  'black', 'white', 'grey', 'gray', 'brown', 'blue', 'green', 'hazel', 'red', 'blonde', 'blond', 'fair', 'auburn', 'ginger', 'yellow',
  'purple', 'pink', 'amber', 'orange', 'silver', 'greying', 'graying', 'dyed', 'bleached',
])
/** A colour word, a shade or a blend of them: "blue-grey", "dark", "reddish", "yellowish-brown". */
export const isColourWord = (norm: string) =>
  norm.split('-').every((part) =>
    COLOURS.has(part) || SHADES.has(part) || /^(?:red|yellow|grey|gray|blu|green|brown|purpl|pink)ish$/.test(part))
const aspectOf = (field: FieldSpec) => stemWord(phraseWords(field.def.name).at(-1) ?? '')

/** Exclusive end of the colour words starting at `first` ("dark brown", "blue and grey"), or null when none start there. */
function colourRunEnd(norms: string[], first: number, end: number): number | null {
  let k = first
  const joins = (j: number) => ['and', 'to', '-'].includes(norms[j]) && j > first && isColourWord(norms[j + 1] ?? '')
  while (k < end && (isColourWord(norms[k]) || joins(k))) k++
  if (k === first) return null
  // "dyed black with grey roots": a colour of a part of the hair belongs to the colour said.
  if (norms[k] === 'with' && isColourWord(norms[k + 1] ?? '')) {
    let j = k + 1
    while (j < end && isColourWord(norms[j])) j++
    if (j < end && /^\p{L}+$/u.test(norms[j])) return j + 1
  }
  return k
}

/** The posture a verb says ("protrudes" → "protruding"), or null. */
const postureVerb = (norm: string) => [...POSTURES].find((p) => saysParticiple(norm, p)) ?? null

/** "lies horizontally" is how a wound is oriented, not where a track or ligature runs. */
const RESTING = new Set(['lies', 'lie', 'lay', 'lying'])
const DIRECTIONS = new Set([
  'backwards', 'backward', 'forwards', 'forward', 'upwards', 'upward', 'downwards', 'downward', 'left', 'right', 'medially', 'laterally',
  'horizontally', 'obliquely', 'vertically', 'horizontal', 'oblique', 'vertical', 'anteriorly', 'posteriorly', 'superiorly', 'inferiorly',
  'from', 'front', 'back', 'steeply', 'upward', 'transversely', 'transverse', 'diagonally',
])

/**
 * "The tongue is protruding …", "the entrance wound is on the right temple": a thing named without its aspect
 * noun names the field only when a verb of being follows; a place field also needs a place word after it.
 */
export function descriptionFollows(norms: string[], i: number, field: FieldSpec): boolean {
  const aspectNoun = stemWord(phraseWords(field.def.name).at(-1) ?? '')
  // "Eyes blue.": a colour needs no verb.
  const c = norms[i] === ':' ? i + 1 : i
  if (COLOUR_NOUNS.has(aspectNoun) && isColourWord(norms[c] ?? '')) return true
  // "The tongue protrudes between the teeth": a verb of posture says the position itself.
  if (POSITION_NOUNS.has(aspectNoun) && postureVerb(norms[i] ?? '')) return true
  if (!BEING.has(norms[i] ?? '')) return false
  let j = i
  while (BEING.has(norms[j] ?? '')) j++
  if (isNegation(norms[j] ?? '')) return false
  const aspect = stemWord(phraseWords(field.def.name).at(-1) ?? '')
  // "the wound was explored in theatre" says nothing of the track's direction; "the track is directed backwards" does.
  if (WAY_NOUNS.has(aspect)) return DIRECTIONS.has(norms[j] ?? '') && norms.slice(i, j).some((w) => !RESTING.has(w))
  // "The eyes are closed" is no colour; "the irides are dark brown" is.
  if (COLOUR_NOUNS.has(aspect)) return isColourWord(norms[j] ?? '') && (COLOURS.has(norms[j]) || isColourWord(norms[j + 1] ?? ''))
  // "the tongue is swollen" is no position; "the tongue is protruding between the teeth" is.
  if (POSITION_NOUNS.has(aspect)) return PLACES.has(norms[j] ?? '') || POSTURES.has(norms[j] ?? '')
  return !PLACE_NOUNS.has(aspect) || PLACES.has(norms[j] ?? '')
}

/**
 * How far a description after a verb of being can be trusted for the field: places, directions and colours
 * are checked words; a position, material or appearance could be any description, so it is only offered.
 */
export function describedTrust(field: FieldSpec): number {
  const aspect = stemWord(phraseWords(field.def.name).at(-1) ?? '')
  return [PLACE_NOUNS, WAY_NOUNS, COLOUR_NOUNS, POSITION_NOUNS].some((nouns) => nouns.has(aspect)) ? 1 : TRUST.possible
}


/** Adjectives that say which measure a quantity before them is ("9 cm long", "12 mm wide"). */
export const MEASURE_ADJECTIVES = new Set(['long', 'wide', 'thick', 'deep', 'high', 'broad'])
const UP_TO = new Set(['up', 'to', 'about', 'approximately', 'some', 'nearly', 'almost'])

/** The adjective's index when "(up to) N unit long" starts at `first`, else null. */
export function measureByAdjective(norms: string[], first: number, end: number): number | null {
  let i = first
  while (i < end && UP_TO.has(norms[i])) i++
  const q = i < end ? quantityAt(norms, i, { end }) : null
  if (!q?.unit) return null
  const at = q.last + 1
  return at < end && MEASURE_ADJECTIVES.has(norms[at]) ? at : null
}

const TRAILING_JOINERS = new Set(['and', 'the', 'a', 'an', 'with', 'or'])

/** Reads a free-text value: the words after the phrase up to the sentence end or the next field. */
// By the value convention a text or location value has no leading article or place preposition.
const LEAD_WORDS = new Set([
  'as', 'of', 'by', 'situated', 'located', 'sited', 'seen', 'present', 'on', 'in', 'at', 'over', 'the', 'a', 'an', 'about',
  'approximately', 'some',
])
const LINE_NUMBER = /^(?:1|i|one)$/

/**
 * Skips "situated on the", a leading "1a" line number, and a quantity before the finding ("about 200 mL of"). An amount
 * joined to the finding by "and" ("about 150 mL and brown fluid", "of" heard as "and") is the amount's too: a volume is no
 * description of what is contained.
 */
function trimLead(w: ValueWindow, first: number, end: number): number {
  for (let moved = true; moved && first < end; ) {
    moved = false
    const norm = w.norms[first]
    if (LEAD_WORDS.has(norm) && first + 1 < end) {
      first++
      moved = true
    } else if (LINE_NUMBER.test(norm) && /^[abc]$/.test(w.norms[first + 1] ?? '')) {
      first += 2
      while (first < end && w.t.tokens[first].punct) first++
      moved = true
    } else {
      const q = quantityAt(w.norms, first, { end })
      const joined = (last: number, unit: string) => w.norms[last + 1] === 'and' && last + 2 < end && unitDimension(unit) === 'volume'
      if (q?.unit && (w.norms[q.last + 1] === 'of' || joined(q.last, q.unit))) {
        first = q.last + 2
        moved = true
      }
    }
  }
  return first
}

/** "…, in keeping with the position he was found in": what the finding fits is an opinion, not the finding. */
const opinionAt = (norms: string[], i: number) =>
  (norms[i] === 'in' && norms[i + 1] === 'keeping') || (['consistent', 'compatible'].includes(norms[i]) && norms[i + 1] === 'with')

/** Ends a text value before the next numbered line ("…, 1b stab wound") and before ", which were retained". */
function trimTail(w: ValueWindow, first: number, end: number): number {
  for (let k = first + 1; k < end; k++) {
    const lineNo = /^(?:1|i|one|2|ii|two)$/.test(w.norms[k]) && /^[abc]$/.test(w.norms[k + 1] ?? '') && w.t.tokens[k - 1].punct
    const aside = w.norms[k] === ',' && (['which', 'were', 'was', 'that'].includes(w.norms[k + 1] ?? '') || opinionAt(w.norms, k + 1))
    // "dark brown and measures up to 4 cm": a new verb starts another statement about the thing.
    const after = w.norms[k + 1] ?? ''
    const verbAfter = BEING_VERBS.has(after) || ['shows', 'show', 'has', 'have', 'contains'].includes(after)
    const nextVerb = w.norms[k] === 'and' && (MEASURE_VERBS.has(w.t.tokens[k + 1]?.stem ?? '') || verbAfter)
    // "on the right temple with a 1 mm abrasion collar": what the thing comes with is another finding.
    const withAnother = w.norms[k] === 'with' && ['a', 'an'].includes(w.norms[k + 1] ?? '')
    // "horizontal and 15 mm wide": a measure said by its adjective is the value of another field of the thing.
    const measured = (w.norms[k] === 'and' || w.t.tokens[k].punct) && measureByAdjective(w.norms, k + 1, end) !== null
    // "on the left knee measures 3 x 2 cm": the verb measures the thing; the place ends before it.
    const measures = ['measures', 'measured'].includes(w.norms[k]) && !w.t.tokens[k - 1].punct
    if (lineNo || aside || nextVerb || withAnother || measured || measures) end = k
  }
  while (end > first && w.t.tokens[end - 1].punct) end--
  return end
}

/** Words that open the phrase a describing word stands in: "there is early decomposition", "of muscular build". */
const OPENERS = new Set(['the', 'a', 'an', 'of', 'is', 'are', 'was', 'were', 'there', 'and', 'with', 'some'])

/** "There is early decomposition", "He is of muscular build": the describing words just before a text field's name. */
function describedBefore(w: ValueWindow): ValueOutcome {
  let k = w.phraseStart - 1
  const last = k
  const opens = (j: number) => w.t.tokens[j].punct || OPENERS.has(w.norms[j]) || isNegation(w.norms[j]) || /^\d/.test(w.norms[j])
  while (k >= 0 && last - k < 3 && !opens(k)) k--
  if (k === last) return NONE
  if (k >= 0 && !w.t.tokens[k].boundary && !OPENERS.has(w.norms[k])) return NONE
  if (negatedBefore({ ...w, phraseStart: k + 1 }) || (k >= 0 && isNegation(w.norms[k]))) return { kind: 'negated' }
  return { kind: 'value', value: textBetween(w.t, k + 1, last), last, score: TRUST.offered }
}

/** A field named by the thing itself ("Scars", "Tattoos"), not by an aspect or a measure of a thing. */
const namesThing = (field: FieldSpec) => {
  const last = stemWord(phraseWords(field.def.name).at(-1) ?? '')
  return field.def.kind === 'text' && !ASPECT_STEMS.has(last) && !MEASURE_STEMS.has(last)
}

export function readText(w: ValueWindow, field?: FieldSpec): ValueOutcome {
  const after = readTextAfter(w, field)
  // "protrudes between the teeth" is written as the position it describes, "protruding between the teeth".
  const posture = field && POSITION_NOUNS.has(aspectOf(field)) && after.kind === 'value' ? postureVerb(w.norms[w.from] ?? '') : null
  if (posture && after.kind === 'value' && after.value.toLowerCase().startsWith(w.norms[w.from])) {
    return { ...after, value: `${posture}${after.value.slice(w.norms[w.from].length)}` }
  }
  // "a healed appendicectomy scar in the right iliac fossa": the thing's kind before its name and its place after it.
  if (field && namesThing(field) && after.kind === 'value' && PLACES.has(w.norms[w.from] ?? '')) {
    const before = describedBefore(w)
    if (before.kind === 'value') {
      const first = w.phraseStart - before.value.split(' ').length
      return { kind: 'value', value: textBetween(w.t, first, after.last), last: after.last, score: 0.8 }
    }
  }
  // Nothing after the name, or only an aside (", with green discolouration …"): the words before it describe it.
  if (after.kind === 'none' || (after.kind === 'value' && w.norms[w.from] === ',' && w.norms[w.from + 1] === 'with')) {
    const before = describedBefore(w)
    if (before.kind !== 'none') return before
  }
  return after
}

function readTextAfter(w: ValueWindow, field?: FieldSpec): ValueOutcome {
  let first = skipFillers(w, w.from, (_s, norm) => TEXT_FILLERS.has(norm))
  let end = w.limit
  for (let k = first; k < end; k++) {
    const marker = correctionAt(w.norms, k)
    if (!marker) continue
    if (marker.retract && k + marker.length >= end) return { kind: 'retracted' }
    first = k + marker.length
    k = first - 1
  }
  while (first < end && w.t.tokens[first].punct) first++
  // "hazel and the | sclerae are clear": the words that join the next statement belong to neither.
  while (end > first && (w.t.tokens[end - 1].punct || TRAILING_JOINERS.has(w.norms[end - 1]))) end--
  // "a rose on the right hand and a healed appendicectomy scar": the words before the next name describe that one.
  if (w.limit === w.hardLimit && w.limit < (w.sentenceEnd ?? w.t.tokens.length)) {
    let k = end - 1
    while (k > first && end - k <= 3 && !OPENERS.has(w.norms[k]) && !w.t.tokens[k].punct) k--
    if (k < end - 1 && ['a', 'an'].includes(w.norms[k]) && w.norms[k - 1] === 'and' && k - 1 > first) end = k - 1
  }
  // "No tattoos", "no exit wound was identified": a negated field gets no value at all.
  if (negatedBefore(w)) return { kind: 'negated' }
  // "Toxicology samples will be sent …", "contents were not measured": talk about the field, not its value.
  if (first < end && (NOT_A_VALUE.has(w.norms[first]) || isNegation(w.norms[first]))) return NONE
  // "The gastric contents measure 150 mL": a quantity, the measurement's value, not a description.
  if (first < end && MEASURE_VERBS.has(w.t.tokens[first].stem)) return NONE
  first = trimLead(w, first, end)
  end = trimTail(w, first, end)
  // "grey-black, 6 cm long", "light auburn and shoulder length": a colour field takes the colour words, all of them.
  if (field && COLOUR_NOUNS.has(aspectOf(field))) end = Math.min(end, colourRunEnd(w.norms, first, end) ?? end)
  // "The scalp hair is up to 150 mm long": a length said of the thing, not its colour or course.
  if (first < end && measureByAdjective(w.norms, first, end) === end - 1) return NONE
  // "Gastric contents 250 mL": a bare quantity is a measurement's value, not a description.
  const q = first < end ? quantityAt(w.norms, first, { end }) : null
  if (q && q.last + 1 >= end) return NONE
  const value = first < end ? textBetween(w.t, first, end - 1) : ''
  if (!value) return NONE
  const words = end - first
  return { kind: 'value', value, last: end - 1, score: words > 20 ? TRUST.unsure : TRUST.ticked }
}
