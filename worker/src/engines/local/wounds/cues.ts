import type { ProposedInstance } from '@shared/src/jobs/events.schema'
import { instanceTitle } from '@shared/src/reports/compose'
import type { InstanceRef } from '@shared/src/reports/instances'
import { BEING, ORDINAL_WORDS, WOUND_NOUNS, WOUND_TYPE_WORDS } from '@shared/src/tags/lexicon'
import { stemWord, tokenize, type Tokenized } from '../extract-tokens'
import type { Cue, WoundContext } from './context'

const LETTERED = /gunshot|firearm|shotgun/i

const FOLLOWING_UNIT = /^(cm|mm|m|in|inch|inches|ft|centimetres?|centimeters?|millimetres?|millimeters?|x|by|×|point|long|wide|deep|%)$/

type Words = Pick<WoundContext, 'norms' | 'raw'>

/** The context of the wound readings for a tokenized transcript. */
export function contextOf(t: Tokenized): WoundContext {
  const words = { norms: t.tokens.map((x) => x.norm), raw: t.tokens.map((x) => t.text.slice(x.start, x.end)) }
  return { t, ...words, cues: findCues(words) }
}

export const woundContext = (text: string) => contextOf(tokenize(text))

function numberAt(ctx: Words, i: number): number | null {
  const norm = ctx.norms[i]
  if (norm === undefined) return null
  if (/^[A-H]$/.test(ctx.raw[i]) && ctx.raw[i] !== 'I') return ctx.raw[i].charCodeAt(0) - 64
  const stem = stemWord(norm)
  if (!/^\d{1,2}$/.test(stem)) return null
  if (FOLLOWING_UNIT.test(ctx.norms[i + 1] ?? '')) return null
  return Number(stem)
}

function typesBefore(ctx: Words, noun: number): { first: number; types: string[] } {
  let first = noun
  while (first > 0 && WOUND_TYPE_WORDS.has(ctx.norms[first - 1])) first--
  const types = ctx.norms.slice(first, noun)
  // "GSW A": the abbreviation names a gunshot wound.
  if (ctx.norms[noun] === 'gsw') types.push('gunshot')
  else if (!['wound', 'wounds', 'injury', 'injuries'].includes(ctx.norms[noun])) types.push(ctx.norms[noun].replace(/s$/, ''))
  return { first, types }
}

const PLURAL_NOUNS = new Set(['wounds', 'lacerations', 'injuries'])
const SENTENCE_ENDS = new Set(['.', ';', ':', '!', '?'])
/** Determiners before a wound named by its kind alone at the head of a sentence ("The exit wound lies …"). */
const KIND_OPENERS = new Set(['the', 'a', 'an', 'this', 'another'])
/** Kinds that are often details of another wound ("a bruise around it"): a cue only where an instance is of that kind. */
export const DETAIL_KINDS = new Set(['abrasion', 'bruise', 'contusion'])

const GUNSHOT_KINDS = new Set(['entrance', 'entry', 'exit'])
/** Words after "the entrance" or "the exit" that make it the wound described next rather than a word of another phrase. */
const KIND_FOLLOWS = new Set([...BEING, 'on', 'at', 'over', 'in'])

const startsSentence = (ctx: Words, i: number) => i === 0 || SENTENCE_ENDS.has(ctx.norms[i - 1])

/** "of entrance", "of exit" after the noun: "gunshot wound of entrance". */
function kindAfter(ctx: Words, noun: number): string | null {
  const w = ctx.norms[noun + 2]
  return ctx.norms[noun + 1] === 'of' && (w === 'entrance' || w === 'entry' || w === 'exit') ? w : null
}

/** The numbers after a plural noun: "stab wounds 2 and 3", "wounds one, two and three"; the last token read. */
function numbersAfter(ctx: Words, at: number): { ns: number[]; last: number } | null {
  const ns: number[] = []
  let k = at
  for (;;) {
    const n = numberAt(ctx, k)
    if (n === null || n <= 0) break
    ns.push(n)
    if (![',', 'and', 'to'].includes(ctx.norms[k + 1]) || numberAt(ctx, k + 2) === null) break
    k += 2
  }
  return ns.length > 1 ? { ns, last: k } : null
}

/** A cue said with a plural noun: "the second of the stab wounds", "the third of the three stab wounds", "stab wounds 2 and 3". */
function pluralCue(ctx: Words, i: number): Cue | null {
  const { first, types } = typesBefore(ctx, i)
  const listed = numbersAfter(ctx, i + 1)
  if (listed) return { first, last: listed.last, types, n: listed.ns[0], mode: 'number', more: listed.ns.slice(1) }
  // "Both lacerations are on the scalp", "all three stab wounds": each wound of that kind, the first to the n-th.
  const count = ctx.norms[first - 1] === 'both' ? 2 : ['all', 'the'].includes(ctx.norms[first - 2]) ? numberAt(ctx, first - 1) : null
  const all = ctx.norms[first - 1] === 'both' ? first - 1 : first - 2
  if (count && count >= 2 && count <= 9 && (ctx.norms[all] !== 'the' || ctx.norms[all - 1] !== 'of') && types.length) {
    return { first: all, last: i, types, n: 1, mode: 'ordinal', more: Array.from({ length: count - 1 }, (_, k) => k + 2) }
  }
  let k = first - 1
  if (numberAt(ctx, k) !== null) k--
  if (ctx.norms[k] === 'the') k--
  const nth = ORDINAL_WORDS[ctx.norms[k - 1]]
  if (ctx.norms[k] !== 'of' || !nth || ctx.norms[k - 2] !== 'the') return null
  return { first: k - 2, last: i, types, n: nth, mode: 'ordinal' }
}

/** A wound named by its kind alone at the head of a sentence: "The incised wound is …", "Gunshot wound of entrance:", "Exit:". */
function kindCue(ctx: Words, i: number, first: number, types: string[]): Cue | null {
  const of = kindAfter(ctx, i)
  const kinds = of ? [...types, of] : types
  if (!kinds.length) return null
  const opened = KIND_OPENERS.has(ctx.norms[first - 1]) && startsSentence(ctx, first - 1)
  const head = startsSentence(ctx, first) ? first : opened ? first - 1 : -1
  if (head < 0) return null
  return { first: head, last: of ? i + 2 : i, types: kinds, n: 0, mode: 'kind' }
}

/** Every wound cue of the transcript, in order. */
export function findCues(ctx: Words): Cue[] {
  const cues: Cue[] = []
  for (let i = 0; i < ctx.norms.length; i++) {
    const w = ctx.norms[i]
    // "Exit: on the left side of the neck", "Exit. On the left forehead": a kind said alone as a heading.
    if (GUNSHOT_KINDS.has(w) && (ctx.norms[i + 1] === ':' || ctx.norms[i + 1] === '.') && startsSentence(ctx, i)) {
      cues.push({ first: i, last: i, types: [w], n: 0, mode: 'kind' })
      continue
    }
    // "…: the entrance lies on the front of the thigh, …, and the exit is on the back": an entrance or exit named by its kind.
    if (GUNSHOT_KINDS.has(w) && ctx.norms[i - 1] === 'the' && KIND_FOLLOWS.has(ctx.norms[i + 1])) {
      cues.push({ first: i - 1, last: i, types: [w], n: 0, mode: 'kind' })
      continue
    }
    // "The second one, behind the left ear": the ordinal names a wound of the kind being described.
    if (w === 'one' && ORDINAL_WORDS[ctx.norms[i - 1]] && ctx.norms[i - 2] === 'the' && ctx.norms[i + 1] === ',') {
      cues.push({ first: i - 2, last: i, types: [], n: ORDINAL_WORDS[ctx.norms[i - 1]], mode: 'ordinal' })
      continue
    }
    if (PLURAL_NOUNS.has(w)) {
      const cue = pluralCue(ctx, i)
      if (cue) cues.push(cue)
      continue
    }
    if (!WOUND_NOUNS.has(w) && w !== 'gsw') continue
    const { first, types } = typesBefore(ctx, i)
    const before = ctx.norms[first - 1]
    const det = ctx.norms[first - 2]
    if (before && ORDINAL_WORDS[before] && (det === 'the' || det === 'a')) {
      cues.push({ first: first - 2, last: i, types, n: ORDINAL_WORDS[before], mode: 'ordinal' })
      continue
    }
    if ((before === 'next' || before === 'last') && det === 'the') {
      cues.push({ first: first - 2, last: i, types, n: 0, mode: before })
      continue
    }
    let at = i + 1
    if (['number', 'no', 'numbered'].includes(ctx.norms[at])) at++
    // "Stab wound No. 1": the abbreviation's full stop.
    if (ctx.norms[at - 1] === 'no' && ctx.norms[at] === '.') at++
    const n = numberAt(ctx, at)
    if (n !== null && n > 0) cues.push({ first, last: at, types, n, mode: 'number', letter: /^[A-Z]$/.test(ctx.raw[at]) })
    else {
      const cue = kindCue(ctx, i, first, types)
      if (cue) cues.push(cue)
    }
  }
  return cues
}

/** Where a cue sends the values after it: an instance of the report, or one it lacks. */
export type CueTarget = { instance: InstanceRef } | { proposed: ProposedInstance; tagIds: string[] } | null

const words = (s: string | null) => (s ?? '').toLowerCase().split(/\W+/).map(stemWord)
const byType = (types: string[], i: InstanceRef) => types.length > 0 && types.every((w) => words(i.typeName).includes(stemWord(w)))
const byModule = (types: string[], i: InstanceRef) => types.length > 0 && types.every((w) => words(i.moduleName).includes(stemWord(w)))

/** Does the instance's type or module name every kind word of the cue ("the gunshot entrance wound")? */
const ofKind = (types: string[], i: InstanceRef) => types.every((w) => [...words(i.typeName), ...words(i.moduleName)].includes(stemWord(w)))

/**
 * The instance a wound named by its kind alone is: the one named last when it is of that kind, else the only one of that
 * kind, else the first of that kind not named yet. None (the values go to no instance) when no instance is of that kind:
 * a wound of another kind ends the scope of the one before it.
 */
function resolveKind(cue: Cue, instances: InstanceRef[], last: InstanceRef | null, named: ReadonlySet<string>): CueTarget {
  const kind = instances.filter((i) => ofKind(cue.types, i))
  if (last && kind.includes(last)) return { instance: last }
  const hit = kind.length === 1 ? kind[0] : kind.find((i) => !named.has(i.chapterId))
  return hit ? { instance: hit } : null
}

/** A detail of the wound being described ("A bruise surrounds it") rather than a wound of the report: no cue. */
export const isDetail = (cue: Cue, instances: InstanceRef[]) =>
  cue.mode === 'kind' && cue.types.every((t) => DETAIL_KINDS.has(t)) && !instances.some((i) => ofKind(cue.types, i))

/** The instance a cue names, given the instance named before it and the instances named so far. */
export function resolveCue(
  cue: Cue,
  instances: InstanceRef[],
  last: InstanceRef | null,
  named: ReadonlySet<string> = new Set(),
): CueTarget {
  if (cue.mode === 'kind') return resolveKind(cue, instances, last, named)
  const ofType = instances.filter((i) => byType(cue.types, i))
  const ofModule = instances.filter((i) => byModule(cue.types, i))
  if (cue.mode === 'last') {
    const kind = instances.filter((i) => ofKind(cue.types, i))
    return kind.length ? { instance: kind[kind.length - 1] } : null
  }
  if (cue.mode === 'next') {
    if (!last) return null
    const next = instances.find((i) => i.moduleId === last.moduleId && i.index === last.index + 1)
    return next ? { instance: next } : null
  }
  if (ofType.length) {
    // "stab wound 3": the third stab wound, unless #3 of the module is itself a stab wound.
    const same = cue.mode === 'number' ? ofType.find((i) => i.index === cue.n) : undefined
    const nth = same ?? ofType[cue.n - 1]
    if (nth) return { instance: nth }
    const sibling = ofType[0]
    const index = Math.max(cue.n, Math.max(...instances.filter((i) => i.moduleId === sibling.moduleId).map((i) => i.index)) + 1)
    const title = instanceTitle(sibling.moduleName, index - 1, sibling.typeName ? [sibling.typeName] : [])
    const proposed = { moduleId: sibling.moduleId, typeId: sibling.typeId, index, instance: title }
    return { proposed, tagIds: sibling.tagIds }
  }
  if (cue.types.length && !ofModule.length) return null
  const pool = ofModule.length ? ofModule : instances
  const modules = [...new Set(pool.map((i) => i.moduleId))]
  // Gunshot wounds are lettered ("wound A"), the others numbered ("wound 2"): the cue's form picks among the modules.
  const sameForm = [...new Set(pool.filter((i) => LETTERED.test(i.moduleName) === !!cue.letter).map((i) => i.moduleId))]
  const byLast = last && modules.includes(last.moduleId) ? last.moduleId : null
  const formOnly = sameForm.length === 1 ? sameForm[0] : null
  const moduleId = modules.length === 1 ? modules[0] : cue.letter ? (formOnly ?? byLast) : (byLast ?? formOnly)
  if (!moduleId) return null
  const inModule = pool.filter((i) => i.moduleId === moduleId)
  const hit = cue.mode === 'ordinal' ? inModule[cue.n - 1] : inModule.find((i) => i.index === cue.n)
  return hit ? { instance: hit } : null
}
