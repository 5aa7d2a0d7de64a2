import { BODY_REGIONS } from '@shared/src/tags/body-regions'
import {
  ASPECTS, BEING, DIRECTION_CORE, DIRECTION_VERBS, ORDINAL_WORDS, SIDES, WOUND_NOUNS, WOUND_TYPE_WORDS,
} from '@shared/src/tags/lexicon'
import { woundField } from '@shared/src/tags/wound-roles'
import type { TagInfo } from '../types'

/** Spells phrases as JSGF alternatives "(a | b)", or null when none can be pronounced. */
export type Spell = (texts: Iterable<string>, fixed?: boolean) => string | null

/** Letters that name a gunshot wound ("wound A"), as the extractor reads them. */
export const WOUND_LETTERS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']
/** Adverbs before a direction word ("slightly downwards"). */
const DIRECTION_ADVERBS = ['slightly', 'steeply', 'sharply', 'somewhat', 'markedly']
/** Organs and tissues a wound track passes through, with the regions' own words. */
export const TRACK_ORGANS = [
  'skin', 'muscle', 'muscles', 'intercostal muscle', 'pericardium', 'ventricle', 'atrium', 'heart', 'aorta', 'lung', 'upper lobe',
  'lower lobe', 'middle lobe', 'pleura', 'diaphragm', 'liver', 'spleen', 'stomach', 'kidney', 'small intestine', 'large intestine',
  'colon', 'bowel', 'mesentery', 'omentum', 'pancreas', 'rib', 'cartilage', 'sternum', 'vertebra', 'spinal cord', 'trachea',
  'oesophagus', 'jugular vein', 'carotid artery', 'subcutaneous tissue', 'fat',
]

/** Whether any field of the vocabulary is part of a wound's description. */
export const hasWoundFields = (vocabulary: TagInfo[]) => vocabulary.some((t) => woundField(t) !== null)

/**
 * The rules and loop items of wound descriptions, said without field names: instance cues ("stab wound
 * two", "wound number three", "the second stab wound", "the next wound", "wound A"), sites ("on the
 * outer aspect of the left upper arm"), "N centimetres above the heel", "N centimetres to the left of
 * the midline", "measures N by N centimetres", "to a depth of N centimetres", directions ("passes front
 * to back, right to left and slightly downwards") and "passes through the <organs>". Words come from
 * the lexicon the text extractor reads. Uses <number> and <quantity>. Null when no field of the
 * vocabulary is a wound's.
 */
export function woundRules(vocabulary: TagInfo[], spell: Spell): { rules: string[]; items: string[] } | null {
  if (!hasWoundFields(vocabulary)) return null
  const types = spell(WOUND_TYPE_WORDS, true)
  const nouns = spell(WOUND_NOUNS, true)
  const regions = spell(BODY_REGIONS)
  const aspects = spell(ASPECTS, true)
  const sides = spell(SIDES, true)
  const ordinals = spell(Object.keys(ORDINAL_WORDS).filter((w) => /^[a-z]+$/.test(w)), true)
  const letters = spell(WOUND_LETTERS, true)
  const being = spell(BEING, true)
  const core = spell(DIRECTION_CORE, true)
  const verbs = spell(DIRECTION_VERBS, true)
  const adverbs = spell(DIRECTION_ADVERBS, true)
  const organs = spell(TRACK_ORGANS)
  if (!nouns || !regions || !sides || !core) return null
  const rules = [
    `<w_kind> = ${types ? `${types}* ` : ''}${nouns};`,
    `<w_cue> = [the] <w_kind> [number] (<n99>${letters ? ` | ${letters}` : ''})${ordinals ? ` | the ${ordinals} <w_kind>` : ''} | the next <w_kind>;`,
    `<w_place> = [${sides}]${aspects ? ` [${aspects}] [${aspects}]` : ''} ${regions} [${regions}];`,
    `<w_site> = [${being ?? 'is'}] (on | over | in | at | to | of) the [[${sides}]${aspects ? ` ${aspects} [${aspects}]` : ''} of the] <w_place>;`,
    `<w_heel> = <quantity> (above | below) the heel;`,
    `<w_midline> = <quantity> ((to the ${sides} of) | from) the midline;`,
    `<w_size> = [it] (measures | measuring | measured) <number> [<quantity>] by <quantity>;`,
    `<w_depth> = to a [total] depth of <quantity>;`,
    `<w_way> = [from] ${adverbs ? `[${adverbs}] ` : ''}${core} [to [the] ${core}];`,
    `<w_direction> = [the track | it] [is] ${verbs ?? 'passes'} <w_way> ([and | comma] <w_way>)*;`,
  ]
  const items = ['<w_cue>', '<w_site>', '<w_heel>', '<w_midline>', '<w_size>', '<w_depth>', '<w_direction>']
  if (organs) {
    rules.push(`<w_organ> = [the] [${sides}] [${ordinals ?? 'first'}] ${organs};`)
    rules.push(`<w_organs> = [the track | it] ${verbs ?? 'passes'} (through | into) <w_organ> ([and | comma] <w_organ>)*;`)
    items.push('<w_organs>')
  }
  return { rules, items }
}
