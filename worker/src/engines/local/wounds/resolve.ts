import type { InstanceRef } from '@shared/src/reports/instances'
import { woundField, type WoundField, type WoundRole } from '@shared/src/tags/wound-roles'
import type { MatchedTag, TagInfo } from '../../types'
import { textBetween } from '../extract-tokens'
import { TRUST } from '../trust'
import { sentenceOf, type Candidate, type WoundContext } from './context'
import { DETAIL_KINDS, isDetail, resolveCue, type CueTarget } from './cues'
import { WOUND_READINGS } from './registry'

/** A span of the transcript and where its values go: from one cue to the next. */
export interface Segment {
  first: number
  target: CueTarget
  cueLast: number
  /** The further wounds of a plural cue ("stab wounds 2 and 3"). */
  also: CueTarget[]
}

/** Splits the transcript at its wound cues; "it", "this wound", "the track" stay with the wound named last. */
export function segmentsOf(ctx: WoundContext, instances: InstanceRef[]): Segment[] {
  const out: Segment[] = [{ first: 0, target: null, cueLast: -1, also: [] }]
  let last: InstanceRef | null = null
  const named = new Set<string>()
  for (const cue of ctx.cues) {
    if (isDetail(cue, instances)) continue
    const target = resolveCue(cue, instances, last, named)
    const also = (cue.more ?? []).map((n) => resolveCue({ ...cue, n, more: undefined }, instances, last, named))
    for (const t of [target, ...also]) if (t && 'instance' in t) named.add(t.instance.chapterId)
    if (target && 'instance' in target) last = target.instance
    out.push({ first: cue.first, target, cueLast: cue.last, also })
  }
  return out
}

export const segmentAt = (segments: Segment[], i: number) => segments.filter((s) => s.first <= i).pop()!

/** The report's wound fields: tags held by an instance whose name and description give a wound role. */
export function woundFields(tags: TagInfo[], instances: InstanceRef[]): Map<string, WoundField & { tag: TagInfo }> {
  const held = new Set(instances.flatMap((i) => i.tagIds))
  const out = new Map<string, WoundField & { tag: TagInfo }>()
  for (const tag of tags) {
    if (!held.has(tag.id)) continue
    const f = woundField(tag)
    if (f) out.set(tag.id, { ...f, tag })
  }
  return out
}

export interface Placed extends MatchedTag {
  position: number
  last: number
  key: string
}

export const targetKey = (t: CueTarget) => (!t ? '' : 'instance' in t ? t.instance.chapterId : `+${t.proposed.instance}`)
export const heldBy = (t: CueTarget): string[] | null => (!t ? null : 'instance' in t ? t.instance.tagIds : t.tagIds)

/** The target fields of a target: what the instance (or the new one) holds; null when no cue said. */
export function targetFields(t: CueTarget): Partial<MatchedTag> {
  if (!t) return {}
  if ('instance' in t) return { chapterId: t.instance.chapterId, instance: t.instance.label }
  return { proposedInstance: t.proposed }
}

/** The field of a role for a target: the one the instance holds, the entrance or exit site the words say, or the only one. */
function fieldFor(role: WoundRole, c: Candidate, fields: Map<string, WoundField & { tag: TagInfo }>, held: string[] | null) {
  const all = [...fields.values()].filter((f) => f.role === role && (!held || held.includes(f.tag.id)))
  if (all.length <= 1) return all[0]
  return all.find((f) => f.variant === c.variant) ?? all.find((f) => !f.variant)
}

/**
 * Where a candidate goes: its segment's wound, or each wound of a plural cue ("stab wounds 2 and 3 each measure 1.5 cm"); with
 * "respectively" the n-th value of a role said after the cue goes to the n-th wound.
 */
function targetsOf(ctx: WoundContext, seg: Segment, c: Candidate, all: Candidate[]): CueTarget[] {
  const targets = [seg.target, ...seg.also]
  // A value said in the cue itself ("stab wounds one and two") is each wound's, "respectively" or not.
  if (targets.length === 1 || c.first <= seg.cueLast) return targets
  const s = sentenceOf(ctx, c.first)
  if (!ctx.norms.slice(s.first, s.end).includes('respectively')) return targets
  const nth = all.filter((x) => x.role === c.role && x.first >= seg.first && x.first < c.first).length
  return targets[nth] ? [targets[nth]] : []
}

/** Wound readings' candidates placed on fields and instances. A size goes whole to a size field, else in parts. */
export function readWounds(ctx: WoundContext, tags: TagInfo[], instances: InstanceRef[], segments: Segment[]): Placed[] {
  const fields = woundFields(tags, instances)
  if (!fields.size) return []
  const out: Placed[] = []
  for (const reading of WOUND_READINGS) {
    const found = reading.read(ctx)
    for (const c of found) {
      const seg = segmentAt(segments, c.first)
      for (const target of targetsOf(ctx, seg, c, found)) out.push(...place(ctx, c, fields, target))
    }
  }
  return out
}

/** "A 2 cm bruise lies beside it": a bruise or abrasion said of a wound of another kind is a detail of it, not its type. */
function detailOfAnother(kind: string, target: CueTarget): boolean {
  if (!DETAIL_KINDS.has(kind) || !target || !('instance' in target)) return false
  return !`${target.instance.typeName ?? ''} ${target.instance.moduleName}`.toLowerCase().includes(kind)
}

/** One candidate on the fields of one target. */
function place(ctx: WoundContext, c: Candidate, fields: Map<string, WoundField & { tag: TagInfo }>, target: CueTarget): Placed[] {
  const out: Placed[] = []
  const held = heldBy(target)
  const split = c.parts && !fieldFor('size', c, fields, held)
  const parts: [WoundRole, string][] = split ? [['length', c.parts!.length], ['width', c.parts!.width]] : [[c.role, c.value]]
  for (const [role, raw] of parts) {
    const f = fieldFor(role, c, fields, held)
    if (!f) continue
    const value = role === 'type' ? f.choices?.find((x) => x.toLowerCase().startsWith(raw)) : raw
    if (!value || (role === 'type' && detailOfAnother(raw, target))) continue
    const s = sentenceOf(ctx, c.first)
    out.push({
      id: f.tag.id,
      name: f.tag.name,
      value,
      confidence: TRUST[c.tier],
      location: textBetween(ctx.t, s.first, s.end - 1),
      ...targetFields(target),
      position: c.first,
      last: c.last,
      key: `${f.tag.id}@${targetKey(target)}`,
    })
  }
  return out
}
