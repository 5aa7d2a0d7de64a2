import type { InstanceRef } from '@shared/src/reports/instances'
import { woundField } from '@shared/src/tags/wound-roles'
import type { MatchedTag, TagInfo } from '../types'
import type { Tokenized } from './extract-tokens'
import { TRUST } from './trust'
import { contextOf } from './wounds/cues'
import { heldBy, readWounds, segmentAt, segmentsOf, targetFields, targetKey, woundFields, type Placed } from './wounds/resolve'

/** A value the phrase readers found, with the tokens it was read from. */
export interface Said extends MatchedTag {
  position: number
  last?: number
}

/**
 * Places values on a report with numbered injury instances. The wound readings fill the wound fields the
 * instances hold (a wound field they leave empty for an instance keeps what the phrase readers found, offered
 * unticked); every other value keeps what the phrase readers found. A value after a wound cue goes to
 * the instance the cue names (or to the one it would add) when that instance holds the field; with no cue,
 * or a field the instance does not hold, it carries no instance and the job decides. A field said twice
 * keeps the value said last, per instance. Phrase-reader values inside a cue or a wound value are dropped:
 * "stab wound 2" is not a count, "the left side of the chest, 4 cm from the midline" is not a circumference.
 */
export function placeByInstance(t: Tokenized, tags: TagInfo[], instances: InstanceRef[], said: Said[]): MatchedTag[] {
  const ctx = contextOf(t)
  const segments = segmentsOf(ctx, instances)
  const read = readWounds(ctx, tags, instances, segments)
  const fields = woundFields(tags, instances)
  const woundIds = new Set(fields.keys())
  const cues = segments.filter((s) => s.cueLast >= 0).map((s) => [s.first, s.cueLast])
  const inWound = (i: number) => [...cues, ...read.map((w) => [w.position, w.last])].some(([x, y]) => x <= i && i <= y)
  // "The body measures 175 cm in length": another field named before a wound's measure in its clause takes it, not the wound.
  const claims = said.filter(
    (f) => !woundIds.has(f.id) && f.last !== undefined && f.position < f.last && !inWound(f.position) && sameClause(t, f.position, f.last),
  )
  const measure = (w: Placed) => MEASURES.has(fields.get(w.id)?.role ?? 'site')
  const wounds = read.filter((w) => !measure(w) || !claims.some((f) => f.position < w.position && w.position <= f.last!))
  const spans = [...cues, ...wounds.map((w) => [w.position, w.last])]
  const inside = (a: number, b: number) => spans.some(([x, y]) => a <= y && x <= b)
  const placed: Placed[] = [...wounds]
  const filled = new Set(wounds.map((w) => w.key))
  for (const f of said) {
    if (inside(f.position, f.last ?? f.position)) continue
    const seg = segmentAt(segments, f.position)
    const held = heldBy(seg.target)
    // A wound field the named wound lacks ("20 cm above the heel" of a laceration) is no value of another wound, nor of none,
    // even when no wound of the report holds it.
    if (held && (woundIds.has(f.id) || woundRoleOf(tags, f.id)) && !held.includes(f.id)) continue
    const target = held?.includes(f.id) ? seg.target : null
    const key = `${f.id}@${targetKey(target)}`
    // A wound field the wound readings left empty for this instance keeps what the phrase readers found, offered only.
    if (woundIds.has(f.id) && filled.has(key)) continue
    const confidence = woundIds.has(f.id) ? Math.min(f.confidence, TRUST.offered) : f.confidence
    const { last: _last, ...m } = f
    placed.push({ ...m, confidence, ...targetFields(target), key, last: f.last ?? f.position })
  }
  const byKey = new Map<string, Placed>()
  for (const p of placed.sort((a, b) => a.position - b.position)) byKey.set(p.key, p)
  return [...byKey.values()].sort((a, b) => a.position - b.position).map(({ position: _p, key: _k, last: _l, ...m }) => m)
}

/**
 * Is the field a wound's place or track (its height above the heel, distance from the midline, depth, direction, organs),
 * whether or not an instance holds it? A size or site may be another thing's ("bruise size"), so those are not counted.
 */
const woundRoleOf = (tags: TagInfo[], id: string) => {
  const tag = tags.find((x) => x.id === id)
  const role = tag ? woundField(tag)?.role : undefined
  return !!role && PLACE_AND_TRACK.has(role)
}
const PLACE_AND_TRACK = new Set(['heel', 'midline', 'depth', 'direction', 'organs'])

/** Roles of a wound's own measures, which a field named before them in their clause may claim. */
const MEASURES = new Set(['length', 'width', 'size', 'depth', 'diameter'])

/** Are tokens a..b in one clause: one sentence, no comma or semicolon between? */
const sameClause = (t: Tokenized, a: number, b: number) =>
  t.tokens[a]?.sentence === t.tokens[b]?.sentence && !t.tokens.slice(a, b + 1).some((x) => x.norm === ',' || x.norm === ';')
