import { UNITS, unitInfo } from '@shared/src/tags/units'
import { ownPhrases, spokenField, type SpokenField } from '@shared/src/tags/spoken-field'
import { MEASURE_NOUNS } from '@shared/src/tags/vocabulary'
import { STEP_LEAD_INS } from '@shared/src/tags/lexicon'
import type { TagInfo } from '../types'
import { MEASURE_VERBS } from './extract-values'
import { REPORTING_VERBS } from './extract-reported'
import { PLACE_ADJECTIVES } from './extract-qualities'
import { NUMBER_RULES } from './grammar-numbers'
import { woundRules } from './grammar-wounds'
import { personRules } from './grammar-person'
import { NARROWING_AFTER, narrowingNames } from './grammar-narrowing'
import { type WordLookup } from './grammar-words'
import { Words } from './grammar-spell'
import { backgroundWords } from './grammar-background'

/** A JSGF grammar for field dictation, and the dictionary words it needs added. */
export interface DictationGrammar {
  jsgf: string
  /** [word, ArpaBet pronunciation] pairs to add to the recogniser's dictionary before the grammar. */
  newWords: [string, string][]
  /** Phrases and values left out because a word could not be spelled through known words. */
  dropped: string[]
}

const MEASURES = new Set(MEASURE_NOUNS)
const inflections = (verb: string) => {
  const stem = verb.replace(/e$/, '')
  return [verb, `${verb}s`, `${stem}ed`, `${stem}ing`]
}
/**
 * The extractor's verbs of weighing and measuring, inflected: after a field's name, or on their own before a value
 * ("… and weighs 90 grams", "measuring 172 centimetres and weighing 108 kilograms").
 */
export const VERBS = [...MEASURE_VERBS].flatMap(inflections)
/** What may stand between a verb and its value ("weighs approximately 400 grams"). */
const HEDGES = ['about', 'approximately']
/** Words that may stand between a field's name and its value ("the heart weighs 350 grams"). */
export const LINKS = ['is', 'are', 'was', 'were', ...VERBS, ...HEDGES]
/** Words after a length that the extractor reads as part of it ("71 inches long", "1.8 cm thick"). */
const EXTENTS = ['long', 'tall', 'thick', 'in length', 'in thickness']
/** Words after a weight said of each of a pair or of both ("the kidneys weigh 145 grams each", "14 grams together"). */
const SHARES = ['each', 'together', 'combined']
export const NEGATIONS = ['not weighed', 'not measured', 'not recorded', 'not seen', 'none', 'absent', 'nil']
const COMMANDS = [
  'period', 'full stop', 'comma', 'next', 'new line', 'new paragraph', 'and', 'correction', 'scratch that', 'i mean', 'sorry',
  'respectively',
]
export const BOTH_SIDES = ['right and left', 'left and right']
/** What a pathologist says before a list of fields ("organ weights: heart …"). */
export const OPENERS = ['organ weights', 'the organ weights are', 'weights', 'measurements', 'in grams']

/** Spoken forms of a field's name: as configured, "weight of the heart", and "heart" before a verb. */
function spokenNames(v: SpokenField): { names: string[]; short: string[] } {
  const names: string[] = []
  const short: string[] = []
  for (const phrase of v.phrases) {
    names.push(phrase)
    const words = phrase.split(' ')
    const last = words[words.length - 1]
    if (words.length >= 2 && MEASURES.has(last)) {
      names.push(`${last} of the ${words.slice(0, -1).join(' ')}`)
      if (v.kind === 'number') short.push(words.slice(0, -1).join(' '))
    }
  }
  return { names, short }
}

/**
 * Both sides named at once: "lung weight" from "left lung weight" and "right lung weight", and the
 * organ's plural before a verb ("the right and left lungs weigh …", "the left and right ventricular
 * walls measure …"). A plural the dictionary lacks ("pulmonarys" from the inferred "pulmonary
 * weight") is no word anyone says, so plurals are only taken as the dictionary spells them.
 */
export function pairedNames(vocabs: SpokenField[]): { names: string[]; plurals: string[] } {
  const phrases = new Set(vocabs.filter((v) => v.kind === 'number').flatMap((v) => v.phrases))
  const names = new Set<string>()
  const plurals = new Set<string>()
  for (const p of phrases) {
    if (!p.startsWith('left ') || !phrases.has(`right ${p.slice(5)}`)) continue
    const base = p.slice(5).split(' ')
    names.add(base.join(' '))
    // "Lung weight" → "lungs", "ventricular wall" → "ventricular walls".
    // A synonym may end in the verb it is said with ("left lung weighs"): the organ is the words before.
    const last = base[base.length - 1]
    const organ = base.length >= 2 && (MEASURES.has(last) || VERBS.includes(last)) ? base.slice(0, -1) : base
    if (!MEASURES.has(organ[organ.length - 1])) plurals.add(`${organ.join(' ')}s`)
  }
  return { names: [...names], plurals: [...plurals] }
}

/** A singular unit of a length, mass or volume, of which a part is said ("of a centimetre", "of a gram"). */
const isPartUnit = (word: string) => !word.endsWith('s') && ['length', 'mass', 'volume'].includes(unitInfo(word)?.dimension ?? '')

function unitWords(vocabs: SpokenField[]): string[] {
  const dims = new Set<string>()
  const extra: string[] = []
  for (const v of vocabs) {
    if (!v.unit) continue
    const info = unitInfo(v.unit)
    if (info) dims.add(info.dimension)
    else extra.push(v.unit)
  }
  return [...UNITS.filter((u) => dims.has(u.dimension)).flatMap((u) => u.spoken), ...extra]
}

/** The spoken names of the fields of the given kinds, as JSGF alternatives. */
function fieldNames(w: Words, vocabs: SpokenField[], kinds: SpokenField['kind'][], paired: string[] = []): string | null {
  return w.alternatives([
    ...vocabs
      .filter((v) => kinds.includes(v.kind))
      .flatMap((v) => {
        const n = spokenNames(v)
        return [...n.names, ...n.short]
      }),
    ...paired,
  ])
}

export interface GrammarOptions {
  /**
   * Whether a free-text field's name may be followed by a number and unit (default true). Off, a
   * quantity follows only a measured field's name, so "heart … three hundred and eighty grams" cannot
   * decode as "scar 380 grams".
   */
  textQuantities?: boolean
  /**
   * Whether a measured field's name may be followed by words of description (./grammar-background) before its
   * value, after a verb of being or having, and after its value's unit after "and", "of" or "with" ("the brain is of
   * normal appearance and weighs …", "… 95 grams and has a normal lobular pattern"), and a choice field's name by words of
   * description and "and" before its choice ("the lividity is posterior and fixed"). On by default: with the word graph
   * it costs about a fifth more search, hears such sentences word for word and forces fewer wrong values (bench/RESULTS.md).
   */
  describe?: boolean
}

/** The words of description as JSGF alternatives, without the words the grammar's rules and items already say. */
function descriptionWords(w: Words, rules: string[], items: string[]): string | null {
  const said = [...rules, ...items].join(' ').replace(/<[^>]*>|\/[^/]*\//g, ' ')
  return w.alternatives(backgroundWords(new Set(said.match(/[a-z']+/g) ?? []), PLACE_ADJECTIVES), true)
}

/**
 * Builds the recognition grammar of a tag vocabulary: a loop of items, each a field name, a
 * command or a choice word, optionally followed by a value. A field's value is typed by its kind:
 * a measured field takes a number with a unit, a choice field one of the choice words, both a
 * negation. "Eye colour three hundred and fifty" is therefore not a sentence of the grammar, which
 * keeps a numeric dictation from decoding as a choice field's name. The value rules stay shared
 * (not one per field): PocketSphinx inlines every rule reference, and per-field value rules made
 * the search about 2.5× slower at the same accuracy (measured on flite voices). The grammar has no
 * way out for speech outside it: the recogniser forces such speech into the grammar's words, and the
 * transcript's guard (./transcribe-guard) shows what looks forced as "…".
 */
export function buildGrammar(vocabulary: TagInfo[], lookup: WordLookup, options: GrammarOptions = {}): DictationGrammar {
  const w = new Words(lookup)
  const vocabs = vocabulary.map((tag) => ({ ...spokenField(tag), phrases: ownPhrases(tag) }))
  const rules: string[] = [...NUMBER_RULES]

  const units = w.alternatives(unitWords(vocabs), true)
  const link = w.alternatives(LINKS, true)
  const negation = w.alternatives(NEGATIONS, true)
  const choices = w.alternatives(w.sayings(vocabs.flatMap((v) => v.values)))
  const paired = pairedNames(vocabs)
  // "The right and left lungs weigh …": both sides before a plural organ.
  const sides = w.alternatives(BOTH_SIDES, true) ?? 'right and left'
  const plurals = w.alternatives(paired.plurals, true)
  const singular = fieldNames(w, vocabs, ['number'], paired.names)
  // A plural organ may be said with "both" before it and its sides after it ("both lungs", "the lungs, right and left, weigh …").
  const pluralNames = plurals ? `[both] ${plurals} [${sides}]` : null
  // A vessel's narrowing is said with its own words around the percent ("the circumflex artery has up to 50 percent narrowing").
  const narrowed = narrowingNames(vocabulary, (texts, fixed) => w.alternatives(texts, fixed))
  const numberNames = singular && pluralNames ? `(${singular} | ${pluralNames})` : (singular ?? pluralNames)
  const choiceNames = fieldNames(w, vocabs, ['choice'])
  const textNames = fieldNames(w, vocabs, ['text'])
  const commands = w.alternatives([...COMMANDS, ...BOTH_SIDES], true)

  // A part of one unit, as the quantity reader reads it: "zero point eight of a centimetre".
  const partUnits = w.alternatives(unitWords(vocabs).filter(isPartUnit), true)
  const part = partUnits ? ` | [zero] point <decimal_digit> [<decimal_digit>] of (a | an) ${partUnits}` : ''
  rules.push(`<quantity> = <number>${units ? ` [${units}]` : ''}${part};`)
  const valueOf = (...kinds: (string | null)[]) => kinds.filter(Boolean).join(' | ')
  rules.push(`<value> = ${valueOf('<quantity>', choices, negation)};`)
  // A measure as said after a verb or a side: "71 inches long", "about 400 grams"; a vessel's narrowing ends in its noun.
  const extent = w.alternatives([...EXTENTS, ...SHARES, ...(narrowed ? NARROWING_AFTER : [])], true)
  const hedge = w.alternatives(HEDGES, true)
  rules.push(`<measure> = ${hedge ? `[${hedge}] ` : ''}<quantity>${extent ? ` [${extent}]` : ''};`)
  const items: string[] = []
  // A measured field's value may be reported ("the carbon monoxide saturation came back at 62 percent"): the reporting verbs
  // weigh as one more link, so the links weigh almost as before.
  const reporting = w.alternatives(REPORTING_VERBS, true)
  if (reporting) rules.push(`<reported> = ${reporting};`)
  const reported = link && reporting ? `(${link.slice(1, -1)} | <reported>)` : link
  // The step of the examination may come before a measured field's name ("on removal the brain weighs …").
  const leadIn = w.alternatives(STEP_LEAD_INS, true)
  const field = (rule: string, names: string | null, value: string, before = '', after = '') => {
    if (!names) return
    const linked = rule === 'measured' ? reported : link
    const lead = rule === 'measured' && leadIn ? `[${leadIn}] ` : ''
    rules.push(`<${rule}> = ${lead}[the | no] ${rule === 'measured' ? `[${sides}] ` : ''}${names}${linked ? ` [${linked}]` : ''};`)
    items.push(`<${rule}> ${before}[${value}${after}]`)
  }
  const verbs = w.alternatives(VERBS, true)
  // A description before the value follows a verb of being or having and ends in a verb of weighing or measuring
  // ("the heart is enlarged, weighing 520 grams"); after the value it may follow at once ("… 95 grams and has a …").
  // Without the verb its words took a number's first word: "wall one point three" was heard as "wall was a point three"
  // (espeak-ng's Klatt voice), "the left ventricle is one point five" as "… is on point five".
  const describe = options.describe !== false && numberNames !== null && verbs !== null
  // Both sides of a plural organ may be said again before the verb ("both kidneys are pale and the left and right weigh …"),
  // right after the description's words ("and" and "the" among them): a path of their own after "and the" copied every word of
  // description into new states of the word graph (+6 % arcs), where this adds a few.
  const described = describe ? `[(is | are | was | were | has | have) <description> [${sides}] [and] ${verbs}] ` : ''
  // After the value a description follows only its unit and "and", "of" or "with": after a bare number, or at once,
  // its words took a number's last words ("one hundred and eighty one" heard as "180 lined than tan").
  const unitThenWords = units ? ` [${units}${extent ? ` [${extent}]` : ''} [(and | of | with) <description>]]` : ''
  if (describe) rules.push(`<described_measure> = ${hedge ? `[${hedge}] ` : ''}(<number>${unitThenWords}${part});`)
  field('measured', numberNames, `(${valueOf(describe ? '<described_measure>' : '<measure>', negation)})`, described)
  if (narrowed) {
    rules.push(`<narrowed> = [the] ${narrowed};`)
    items.push(`<narrowed> ${describe ? '<described_measure>' : '<measure>'}`)
  }
  // After "and": a verb of weighing or measuring before a value after a description ("the spleen is small and
  // weighs 90 grams", "… measuring 172 centimetres and weighing 108 kilograms"), and the other side of a paired organ
  // ("the right kidney weighs 140 grams and the left 150"). Both end in a value, so narrative is not read as either;
  // on their own (without "and") they let a field's name go unheard: "heart weight 350 grams" came out as "sorry
  // weighed 350 grams". One item for both, so the number rules are inlined once more, not twice.
  const side = paired.names.length && link ? `[the] (right | left) [${link}]` : null
  const after = [verbs, side].filter(Boolean)
  if (after.length) items.push(`and (${after.join(' | ')}) <measure>`)
  // A choice may follow a description of the thing named ("the lividity is posterior and fixed"): without it the
  // description was forced into other words. A free-text field's value of description words ("tattoos pale") is no path:
  // narrative was then heard as such values (held-out narrative clips, 3 fills against 6).
  const qualified = describe ? '[<description> and] ' : ''
  if (choices) field('chosen', choiceNames, `(${qualified}(${valueOf(choices, negation)}))`)
  else field('chosen', choiceNames, '<value>')
  // A described (free-text) field takes a quantity only when `textQuantities` is on.
  const wordsOnly = options.textQuantities === false ? valueOf(choices, negation) : ''
  // A place word is a free-text value of its own ("livor distribution posterior"), as the extractor reads it.
  const places = w.alternatives(PLACE_ADJECTIVES, true)
  field('described', textNames, `(${valueOf(wordsOnly || '<value>', places)})`)
  // Wound descriptions are said without field names ("stab wound two is on the left side of the chest"), and the body
  // described as a person with its build ("the body is that of a muscular man").
  const spell = (texts: Iterable<string>, fixed?: boolean) => w.alternatives(texts, fixed)
  for (const said of [woundRules(vocabulary, spell), personRules(vocabulary, spell)]) {
    rules.push(...(said?.rules ?? []))
    items.push(...(said?.items ?? []))
  }
  if (commands) {
    rules.push(`<command> = ${commands};`)
    // A number after a command carries its unit ("correction, 420 grams"): bare, "and eleven centimetres" was heard as "and 1110".
    items.push(`<command> [${valueOf(units ? `<number> ${units}` : '<number>', choices, negation)}]`)
  }
  // Hesitations ("um", "er") are not words of the grammar: tried, "um" (AH M) took the end of
  // espeak-ng's "grams" ("fifty and um").
  const openers = w.alternatives(OPENERS, true)
  if (openers) items.push(openers)
  // A choice word may also come first, before the field it describes: "bilateral pleural effusion".
  if (choices) items.push(choices)
  // "Firm and dark": the words of a description may be joined by "and".
  if (describe) rules.push(`<description> = (${descriptionWords(w, rules, items)} | and)+;`)
  const item = items.length ? items.map((i) => `(${i})`).join(' | ') : '<value>'
  // One or more items, written as a right recursion: PocketSphinx reads `<item>+` as `<item> | <item> <g>`, two copies of
  // every item entered after each item, which doubled the search (measured: same words, 2.3× the search's CPU).
  const header = ['#JSGF V1.0;', 'grammar dictation;', 'public <dictation> = <item> [<dictation>];', `<item> = ${item};`]
  return {
    jsgf: `${[...header, ...rules].join('\n')}\n`,
    newWords: [...w.newWords],
    dropped: [...new Set(w.dropped)],
  }
}
