import { NARROWING_NOUNS, NARROWING_VERBS, VESSEL_NOUNS } from '@shared/src/tags/lexicon'
import { ownPhrases, spokenField } from '@shared/src/tags/spoken-field'
import type { TagInfo } from '../types'
import { saysNarrowing } from './extract-reported'
import type { Spell } from './grammar-wounds'

/** Links between a vessel and its narrowing ("the right coronary artery shows …", "… has up to …"), as the extractor skips them. */
const LINKS = ['is', 'was', 'shows', 'has']

/** The words of narrowing said after the percent ("75 percent stenosis", "70 percent narrowed"). */
export const NARROWING_AFTER: readonly string[] = [...NARROWING_NOUNS, ...NARROWING_VERBS]

/**
 * The names of the measured fields that say a narrowing, with what the extractor reads between such a name and its percent
 * (`narrowedAt`): the vessel, a link, a verb of narrowing with "by", "up to" and an article ("the left anterior descending
 * artery is narrowed by up to …", "the circumflex artery has a …"). The grammar's item says them before the measured
 * fields' own value rule, whose numbers the word graph then shares (a value of their own, a quantity and a noun, copied the
 * numbers: +7 % arcs, against +2.4 %); the nouns of narrowing after the percent are words after a unit. Null when no field
 * says a narrowing.
 */
export function narrowingNames(vocabulary: readonly TagInfo[], spell: Spell): string | null {
  const narrowing = vocabulary.filter((tag) => {
    const field = spokenField(tag)
    return field.kind === 'number' && saysNarrowing(field.phrases, tag.description)
  })
  const names = spell(narrowing.flatMap(ownPhrases))
  const vessel = spell(VESSEL_NOUNS, true)
  const link = spell(LINKS, true)
  const verb = spell(NARROWING_VERBS, true)
  if (!names || !vessel || !link || !verb) return null
  return `${names} [${vessel}] [${link}] [${verb} [by]] [up to] [a]`
}
