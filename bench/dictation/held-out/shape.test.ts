import { describe, expect, it } from 'vitest'
import { PLAIN_TAGS } from '../plain-tags'
import { KINDS, titleOf, WOUND_PLAIN_TAGS } from '../wounds/tags'
import { HELD_OUT_FIELD_CLIPS, HELD_OUT_NARRATIVE_CLIPS, HELD_OUT_WOUND_CLIPS } from './audio'
import { HELD_OUT_CASES } from './families'
import { HELD_OUT_GUNSHOT_BLUNT } from './wounds-other'
import { HELD_OUT_SHARP } from './wounds-sharp'

/**
 * The held-out set's data is consistent: every key names a field that exists, a wound key names a field its
 * instance holds, ids are unique, and spoken sentences are written in words. No engine runs here: the set
 * has no floor, so that nothing is tuned on it.
 */
const fields = new Set([...PLAIN_TAGS, ...WOUND_PLAIN_TAGS].map((t) => t.identifier))
const wounds = [...HELD_OUT_SHARP, ...HELD_OUT_GUNSHOT_BLUNT]
const spokenWounds = HELD_OUT_WOUND_CLIPS.map((c) => ({ id: c.id, instances: c.instances, expected: c.expected, negated: [] as string[] }))

describe('held-out evaluation set', () => {
  it('has at least 60 wound reports with 300 values, 40 field sentences and 30 spoken sentences with 6 narrative ones', () => {
    expect(wounds.length).toBeGreaterThanOrEqual(60)
    expect(wounds.reduce((n, c) => n + Object.keys(c.expected).length, 0)).toBeGreaterThanOrEqual(300)
    expect(HELD_OUT_CASES.length).toBeGreaterThanOrEqual(40)
    expect(HELD_OUT_FIELD_CLIPS.length + HELD_OUT_WOUND_CLIPS.length).toBeGreaterThanOrEqual(30)
    expect(HELD_OUT_NARRATIVE_CLIPS.length).toBeGreaterThanOrEqual(6)
  })

  it('keys every wound value to a field its instance holds, or to no instance or a new one', () => {
    const wrong: string[] = []
    for (const c of [...wounds, ...spokenWounds]) {
      const held = new Map(c.instances.map((i) => [titleOf(i.kind, i.index), KINDS[i.kind].fields]))
      for (const key of [...Object.keys(c.expected), ...(c.negated ?? [])]) {
        const [field, target] = key.split('@')
        if (!fields.has(field)) wrong.push(`${c.id}: no field ${field}`)
        else if (target !== '' && !target.startsWith('+') && !held.get(target)?.includes(field)) wrong.push(`${c.id}: ${key}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('names only existing fields in the field sentences and spoken clips, with unique ids', () => {
    const all = [...HELD_OUT_CASES, ...HELD_OUT_FIELD_CLIPS, ...HELD_OUT_NARRATIVE_CLIPS]
    const unknown = all.flatMap((c) => [...Object.keys(c.expected), ...('negated' in c ? (c.negated ?? []) : [])].filter((f) => !fields.has(f)))
    expect(unknown).toEqual([])
    const ids = [...all, ...wounds, ...HELD_OUT_WOUND_CLIPS].map((c) => c.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('writes every spoken sentence in words, with no digits, and narrative ones with nothing expected', () => {
    const spoken = [...HELD_OUT_FIELD_CLIPS, ...HELD_OUT_NARRATIVE_CLIPS, ...HELD_OUT_WOUND_CLIPS].map((c) => c.spoken)
    expect(spoken.filter((s) => /\d/.test(s))).toEqual([])
    expect(HELD_OUT_NARRATIVE_CLIPS.every((c) => Object.keys(c.expected).length === 0)).toBe(true)
  })
})
