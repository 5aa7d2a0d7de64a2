import type { ProposedInstance } from '@shared/src/jobs/events.schema'
import { instanceTitle } from '@shared/src/reports/compose'
import type { InstanceRef } from '@shared/src/reports/instances'
import { ORDINAL_WORDS, WOUND_NOUNS, WOUND_TYPE_WORDS } from '@shared/src/tags/lexicon'
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
  if (ctx.norms[noun] !== 'wound' && ctx.norms[noun] !== 'injury') types.push(ctx.norms[noun])
  return { first, types }
}

/** Every wound cue of the transcript, in order. */
export function findCues(ctx: Words): Cue[] {
  const cues: Cue[] = []
  for (let i = 0; i < ctx.norms.length; i++) {
    if (!WOUND_NOUNS.has(ctx.norms[i])) continue
    const { first, types } = typesBefore(ctx, i)
    const before = ctx.norms[first - 1]
    const det = ctx.norms[first - 2]
    if (before && ORDINAL_WORDS[before] && (det === 'the' || det === 'a')) {
      cues.push({ first: first - 2, last: i, types, n: ORDINAL_WORDS[before], mode: 'ordinal' })
      continue
    }
    if (before === 'next' && det === 'the') {
      cues.push({ first: first - 2, last: i, types, n: 0, mode: 'next' })
      continue
    }
    let at = i + 1
    if (['number', 'no', 'numbered'].includes(ctx.norms[at])) at++
    // "Stab wound No. 1": the abbreviation's full stop.
    if (ctx.norms[at - 1] === 'no' && ctx.norms[at] === '.') at++
    const n = numberAt(ctx, at)
    if (n !== null && n > 0) cues.push({ first, last: at, types, n, mode: 'number', letter: /^[A-Z]$/.test(ctx.raw[at]) })
  }
  return cues
}

/** Where a cue sends the values after it: an instance of the report, or one it lacks. */
export type CueTarget = { instance: InstanceRef } | { proposed: ProposedInstance; tagIds: string[] } | null

const words = (s: string | null) => (s ?? '').toLowerCase().split(/\W+/).map(stemWord)
const byType = (types: string[], i: InstanceRef) => types.length > 0 && types.every((w) => words(i.typeName).includes(stemWord(w)))
const byModule = (types: string[], i: InstanceRef) => types.length > 0 && types.every((w) => words(i.moduleName).includes(stemWord(w)))

/** The instance a cue names, given the instance named before it. */
export function resolveCue(cue: Cue, instances: InstanceRef[], last: InstanceRef | null): CueTarget {
  const ofType = instances.filter((i) => byType(cue.types, i))
  const ofModule = instances.filter((i) => byModule(cue.types, i))
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
