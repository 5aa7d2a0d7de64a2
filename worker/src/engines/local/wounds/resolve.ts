import type { InstanceRef } from '@shared/src/reports/instances'
import { woundField, type WoundField, type WoundRole } from '@shared/src/tags/wound-roles'
import type { MatchedTag, TagInfo } from '../../types'
import { textBetween } from '../extract-tokens'
import { TRUST } from '../trust'
import { sentenceOf, type Candidate, type WoundContext } from './context'
import { resolveCue, type CueTarget } from './cues'
import { WOUND_READINGS } from './registry'

/** A span of the transcript and where its values go: from one cue to the next. */
export interface Segment {
  first: number
  target: CueTarget
  cueLast: number
}

/** Splits the transcript at its wound cues; "it", "this wound", "the track" stay with the wound named last. */
export function segmentsOf(ctx: WoundContext, instances: InstanceRef[]): Segment[] {
  const out: Segment[] = [{ first: 0, target: null, cueLast: -1 }]
  let last: InstanceRef | null = null
  for (const cue of ctx.cues) {
    const target = resolveCue(cue, instances, last)
    if (target && 'instance' in target) last = target.instance
    out.push({ first: cue.first, target, cueLast: cue.last })
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

/** Wound readings' candidates placed on fields and instances. A size goes whole to a size field, else in parts. */
export function readWounds(ctx: WoundContext, tags: TagInfo[], instances: InstanceRef[], segments: Segment[]): Placed[] {
  const fields = woundFields(tags, instances)
  if (!fields.size) return []
  const out: Placed[] = []
  for (const reading of WOUND_READINGS) {
    for (const c of reading.read(ctx)) {
      const seg = segmentAt(segments, c.first)
      const held = heldBy(seg.target)
      const split = c.parts && !fieldFor('size', c, fields, held)
      const parts: [WoundRole, string][] = split ? [['length', c.parts!.length], ['width', c.parts!.width]] : [[c.role, c.value]]
      for (const [role, raw] of parts) {
        const f = fieldFor(role, c, fields, held)
        if (!f) continue
        const value = role === 'type' ? f.choices?.find((x) => x.toLowerCase().startsWith(raw)) : raw
        if (!value) continue
        const s = sentenceOf(ctx, c.first)
        out.push({
          id: f.tag.id,
          name: f.tag.name,
          value,
          confidence: TRUST[c.tier],
          location: textBetween(ctx.t, s.first, s.end - 1),
          ...targetFields(seg.target),
          position: c.first,
          last: c.last,
          key: `${f.tag.id}@${targetKey(seg.target)}`,
        })
      }
    }
  }
  return out
}
