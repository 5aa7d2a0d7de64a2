import { BODY_REGIONS } from '@shared/src/tags/body-regions'
import {
  ASPECTS, BEING, DIRECTION_CORE, DIRECTION_VERBS, ORDINAL_WORDS, SIDES, WOUND_NOUNS, WOUND_TYPE_WORDS,
} from '@shared/src/tags/lexicon'
import { fieldDefinition } from '@shared/src/tags/field-definition'
import { UNITS, unitInfo } from '@shared/src/tags/units'
import { woundField } from '@shared/src/tags/wound-roles'
import type { TagInfo } from '../types'

/** Spells phrases as JSGF alternatives "(a | b)", or null when none can be pronounced. */
export type Spell = (texts: Iterable<string>, fixed?: boolean) => string | null

/** Letters that name a gunshot wound ("wound A"), as the extractor reads them. */
export const WOUND_LETTERS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']
/** Type words of wounds that reports name by letters ("gunshot wound B", "exit wound A"); other wounds are numbered. */
export const LETTERED_KINDS = ['gunshot', 'shotgun', 'entrance', 'entry', 'exit']
/** Type words said before another type word ("entrance gunshot wound", "defence stab wound"), or after one ("gunshot exit wound"). */
const ROLE_WORDS = ['entrance', 'entry', 'exit', 'defence', 'defense']
/** Adverbs before a direction word ("slightly downwards"). */
const DIRECTION_ADVERBS = ['slightly', 'steeply', 'sharply', 'somewhat', 'markedly']
/** Organs and tissues a wound track passes through, with the regions' own words. */
export const TRACK_ORGANS = [
  'skin', 'muscle', 'muscles', 'intercostal muscle', 'pericardium', 'ventricle', 'atrium', 'heart', 'aorta', 'lung', 'upper lobe',
  'lower lobe', 'middle lobe', 'pleura', 'diaphragm', 'liver', 'spleen', 'stomach', 'kidney', 'small intestine', 'large intestine',
  'colon', 'bowel', 'mesentery', 'omentum', 'pancreas', 'rib', 'cartilage', 'sternum', 'vertebra', 'spinal cord', 'trachea',
  'oesophagus', 'jugular vein', 'carotid artery', 'subcutaneous tissue', 'fat', 'psoas muscle', 'hamstring muscles', 'gluteal muscles',
]
/** The shape of a wound, said before its measure ("it is round, 0.7 cm"). */
export const SHAPES = ['round', 'oval', 'circular', 'elliptical', 'irregular', 'stellate', 'linear', 'curved']
/** What a gunshot wound's measure is said of after "has a" ("it has a round central defect of 0.8 cm"). */
export const DEFECT_NOUNS = ['defect', 'hole', 'perforation']
/** Verbs before the organs a track reaches ("perforating the left kidney", "ends in the hamstring muscles"). */
export const ORGAN_VERBS = ['through', 'into', 'perforating', 'perforates', 'ends in', 'ending in', 'enters', 'entering']
/** Said before a measure ("at a depth of about 10 cm"). */
export const ABOUT_WORDS = ['about', 'approximately', 'some']

/** Things a wound statement is said of ("it lies …", "its centre is …", "the skin defect is …", "the blade was drawn …"). */
const SUBJECT_NOUNS = ['defect', 'track', 'blade', 'length', 'width', 'depth', 'diameter']
/** What a measure of a wound is said after ("it penetrates 7 cm", "it gapes to 0.6 cm"). */
export const MEASURE_VERBS = ['measures', 'measuring', 'measured', 'penetrates', 'penetrating', 'gapes to', 'gaping to']
/** What a measure of a wound is said before ("4 cm in length", "2 cm long"). */
export const MEASURE_TAILS = ['in length', 'in width', 'in diameter', 'in depth', 'long', 'wide', 'deep']

/** Region words that name a part of another region, said before "of the" and it ("the crown of the head"). */
export const PART_REGIONS = ['crown', 'vertex', 'back', 'palm', 'sole', 'nape']

/** Region words that describe another region ("temporal", "iliac", "axillary"). */
const isPlaceAdjective = (region: string) => /...(al|ar|ic|ac|ary)$/.test(region)

/**
 * Units a wound is measured and placed in, in metric and American reports: millimetres, centimetres, inches ("fifty inches
 * above the heel"). Feet and metres measure a body, not a wound: offered for a wound, kal's, awb's and rms's "gapes to zero
 * point eight of a centimetre" were heard as "0.8 foot".
 */
const WOUND_UNITS = ['mm', 'cm', 'in']

/** The spoken length units of a wound's measures: the wound units and any other length unit a wound field is kept in. */
export function woundLengthWords(vocabulary: TagInfo[]): string[] {
  const own = vocabulary.filter((t) => woundField(t) !== null).map((t) => fieldDefinition(t).unit)
  const kept = new Set([...WOUND_UNITS, ...own.filter((u): u is string => !!u && unitInfo(u)?.dimension === 'length')])
  return UNITS.filter((u) => u.dimension === 'length' && kept.has(u.unit)).flatMap((u) => u.spoken)
}

/** A verb of direction said after "is" ("directed", "passing", "drawn"). */
const isParticiple = (verb: string) => /(ed|ing|drawn)$/.test(verb)

/** A track's subject and verb: "is" only before a participle ("it is directed", "the track passes", "passing"). */
function directionVerbs(participles: string | null, finite: string | null): string {
  const ways = [participles && `[[the track | it] [is]] ${participles}`, finite && `[the track | it] ${finite}`].filter(Boolean)
  return ways.length ? ways.join(' | ') : '[the track | it] passes'
}

/** Whether any field of the vocabulary is part of a wound's description. */
export const hasWoundFields = (vocabulary: TagInfo[]) => vocabulary.some((t) => woundField(t) !== null)

/**
 * The rules and loop items of wound descriptions, said without field names: instance cues ("stab wound
 * two", "wound number three", "the second stab wound", "the next wound", "wound A"), sites ("on the
 * outer aspect of the left upper arm"), "N centimetres above the heel", "N centimetres to the left of
 * the midline", "measures N by N centimetres", "to a depth of (about) N centimetres", directions ("passes front
 * to back, right to left and slightly downwards", "… for 4 cm"), a shape ("round"), and the organs a track
 * passes through, perforates or ends in. Words come from the lexicon the text extractor reads. Uses <n99>,
 * <n999> and <decimal_digit>. Null when no field of the vocabulary is a wound's.
 *
 * The recogniser forces narrative into these phrases too, and a stretch whose best path at its last frame
 * is inside a phrase, not at the end of one, decodes to nothing at all (PocketSphinx keeps only a result
 * that reaches the grammar's end). So a phrase that must go on to a number and its unit does not start
 * with words narrative says often: "confirmed death at the scene" was heard as "for a depth of fifteen"
 * when "for a depth of N cm" was a phrase of its own. Where a subject comes before its measure ("the
 * depth of the track is | about 8 cm") the two are separate items, each of which can end a stretch.
 */
export function woundRules(vocabulary: TagInfo[], spell: Spell): { rules: string[]; items: string[] } | null {
  if (!hasWoundFields(vocabulary)) return null
  const roles = spell(ROLE_WORDS, true)
  const types = spell([...WOUND_TYPE_WORDS].filter((t) => !ROLE_WORDS.includes(t)), true)
  const lettered = spell(LETTERED_KINDS, true)
  const role = roles ? `[${roles}] ` : ''
  const nouns = spell(WOUND_NOUNS, true)
  const kindOnly = types || roles ? `(${[types && `${role}${types}`, roles].filter(Boolean).join(' | ')}) ${role}${nouns}` : null
  const regions = spell(BODY_REGIONS)
  const parts = spell(PART_REGIONS)
  const placeAdjectives = spell([...BODY_REGIONS].filter(isPlaceAdjective))
  const aspects = spell(ASPECTS, true)
  const sides = spell(SIDES, true)
  const ordinals = spell(Object.keys(ORDINAL_WORDS).filter((w) => /^[a-z]+$/.test(w)), true)
  const letters = spell(WOUND_LETTERS, true)
  const lettersCue = letters && lettered ? ` | [the] ${role}${lettered} ${role}${nouns} [number] ${letters}` : ''
  const being = spell(BEING, true)
  const core = spell(DIRECTION_CORE, true)
  const verbs = spell(DIRECTION_VERBS, true)
  const participles = spell([...DIRECTION_VERBS].filter(isParticiple), true)
  const finite = spell([...DIRECTION_VERBS].filter((v) => !isParticiple(v)), true)
  const adverbs = spell(DIRECTION_ADVERBS, true)
  const organs = spell(TRACK_ORGANS)
  if (!nouns || !regions || !sides || !core) return null
  const tails = spell(MEASURE_TAILS, true)
  const lengthWords = woundLengthWords(vocabulary)
  const lengths = spell(lengthWords, true)
  const oneLength = spell(lengthWords.filter((w) => !w.endsWith('s')), true)
  const subjects = spell(SUBJECT_NOUNS, true)
  if (!lengths) return null
  const being2 = being ? ` [${being}] [${being}]` : ''
  const rules = [
    // One type word at most, with a role before or after it ("entrance gunshot wound", "gunshot exit wound"):
    // any run of type words let "stab wound two is" be heard as "stab blunt bruise A".
    `<w_kind> = ${role}${types ? `[${types}] ` : ''}${role}${nouns};`,
    // A report numbers its wounds from one, so a wound's number is a single digit but in a long series: a
    // number from ten up costs 1e-10 against a digit, so "stab wound two" at a pause is not heard as "stab wound ten"
    // (at 1 against 8 it was).
    '<w_index> = /1/ <digit> | /1e-10/ (<teen> | <tens> [<digit>]);',
    // Letters name gunshot wounds only: after "incised wound" a letter took "two" ("incised wound G").
    // A wound named by its kind alone after "the" ("the incised wound lies …"), as a report names the one wound of its kind:
    // without it, "the incised wound" took a number ("the incised wound 5").
    `<w_cue> = [the] <w_kind> [number] <w_index>${lettersCue} | the next <w_kind>`
      + `${ordinals ? ` | the ${ordinals} <w_kind>` : ''}${kindOnly ? ` | the ${kindOnly}` : ''};`,
    // A wound's measures are never said as "one ten" for 110 (that form is for weights): without it, "by one
    // centimetre" at a pause cannot come out as "by 110", and the unit is always said. A wound is measured to the
    // millimetre, so one decimal digit: with two, espeak-ng's "three point five" was "3.25".
    '<w_number> = (zero | <n999>) [point <decimal_digit> | and a half] | point <decimal_digit>;',
    // A part of one unit: "zero point eight of a centimetre", "half a centimetre".
    `<w_cm> = <w_number> ${lengths}${oneLength ? ` | ([zero] point <decimal_digit> of | half) (a | an) ${oneLength}` : ''};`,
    // "The depth of the track is": a subject said before its measure, an item of its own (it can end there).
    // "The track of wound two is": a cue ends the subject as it ends "of the wound".
    `<w_subject> = (it | its (centre | ${subjects ?? 'length'}) | (the | this) [skin] (${nouns} | ${subjects ?? 'track'})`
      + ` [of (the (track | wound) | <w_cue>)])${being2};`,
    // "Is a stab wound" with its verb: without one, "a stab wound" at the start took "stab wound one" ("a stab wound gland").
    `<w_is_kind> = ${being ?? 'is'} (a | an) <w_kind>;`,
    // A second region word only after an adjective of place ("left temporal scalp"): after any region, "thigh, sixty"
    // was heard as "thigh nape".
    // A part of a region said with "of the" ("the crown of the head", "the palm of the right hand"); only a part's word
    // takes it: after any region, rms's "left side of the chest" could be "left side toe of the chest".
    `<w_place> = [${sides}]${aspects ? ` [${aspects}] [${aspects}]` : ''} ${placeAdjectives ? `[${placeAdjectives}] ` : ''}(${regions}`
      + `${parts ? ` | ${parts} of the [${sides}] ${regions}` : ''});`,
    // "Of the" begins no site of its own: it let rms's "left side of the chest" be "left side toe" and "of the chest".
    // "Above" and "below" a region are sites too ("above the right eyebrow"), as is "across" one ("lies across the wrist").
    `<w_site> =${being2} (on | over | in | at | to | across | above | below) the`
      + ` [[${sides}]${aspects ? ` ${aspects} [${aspects}]` : ''} of the] <w_place>;`,
    `<w_beside> = [to the] ${sides} of the${aspects ? ` [${aspects}]` : ''} (<w_place> | midline);`,
    `<w_heel> = (above | below) [the] [${sides}] heel [level];`,
    `<w_midline> = (([to the] ${sides} of) | from) the${aspects ? ` [${aspects}]` : ''} midline;`,
    // "… and measures 5 by 2 cm", "… 5 cm long and gapes to 0.8 cm": "and" only before a verb of measuring.
    `<w_size> = [it | and] (measures | measuring | measured) (<w_number> | <w_cm>) by <w_cm>;`,
    `<w_about> = ${spell(ABOUT_WORDS, true) ?? 'about'};`,
    `<w_amount> = ([and] ${spell(MEASURE_VERBS, true) ?? 'measures'} [<w_about>] | <w_about>) <w_cm>${tails ? ` [${tails}]` : ''};`,
    // A measure said first ("4 cm long", "8 cm above the heel", "2 cm to the left of the midline") is one item: each item
    // that starts with a number is a copy of the number rules entered after every item (one copy, not three: same words).
    `<w_placed> = <w_cm> [${tails ? `${tails} | ` : ''}<w_heel> | <w_midline>];`,
    '<w_edges> = with the edges (brought | held | placed) together;',
    `<w_depth> = (to | at) a [total] depth of [<w_about>] <w_cm>;`,
    `<w_pair> = [from] ${adverbs ? `[${adverbs}] ` : ''}${core} to [the] ${core};`,
    `<w_way> = <w_pair> | [from] ${adverbs ? `[${adverbs}] ` : ''}${core} | to the ${core};`,
    // "For 4 cm" only after a direction ("passes forward and upward for 4 cm"), never a phrase of its own (see above).
    // After the first, a single direction word needs "and" ("front to back and downwards", "back to front, left to right"):
    // without, kal's "passes front to back" was "passes from up to up back".
    // "Is" only before a participle ("stab wound three is directed downwards"): before any verb, awb's "stab wound three is
    // eight centimetres" was heard as "stab wound 3 is extends down".
    `<w_direction> = (${directionVerbs(participles, finite)}) <w_way> ((and | comma) <w_way> | <w_pair>)* [for [<w_about>] <w_cm>];`,
  ]
  const shapes = spell(SHAPES, true)
  if (shapes) rules.push(`<w_shape> = ${shapes};`)
  // "It has a round central defect of 0.8 cm": a gunshot wound's diameter, said after "has a" and its shape.
  const defects = spell(DEFECT_NOUNS, true)
  if (defects) {
    const shape = shapes ? ` [${shapes}]` : ''
    rules.push(`<w_defect> = [it] (has | shows) (a | an)${shape} [central] ${defects} (of | measuring) [<w_about>] <w_cm>;`)
  }
  const items = [
    ...(shapes ? ['<w_shape>'] : []), '<w_cue>', '<w_subject>', '<w_is_kind>', '<w_site>', '<w_beside>', '<w_placed>',
    '<w_size>', '<w_amount>', '<w_edges>', '<w_depth>', '<w_direction>', ...(defects ? ['<w_defect>'] : []),
  ]
  if (organs) {
    rules.push(`<w_organ> = [the] [${sides}] [${ordinals ?? 'first'}] ${organs};`)
    const reach = spell(ORGAN_VERBS, true) ?? '(through | into)'
    rules.push(`<w_organs> = [and] [[the track | it] ${verbs ?? 'passes'}] ${reach} <w_organ> ([and | comma] <w_organ>)*;`)
    items.push('<w_organs>')
  }
  return { rules, items }
}
