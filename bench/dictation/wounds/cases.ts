/**
 * The wound section of the dictation evaluation set: 160 reports with two to four numbered injury
 * instances, each with a dictated paragraph describing the wounds one by one (cue, site with
 * side, height above the heel, distance from the midline with its side, size, direction, depth,
 * organs of the track), built from the phrasings in describe.ts by a fixed seed.
 *
 * VALUE CONVENTION (in addition to the main set's, see ../cases.ts)
 *   wound_type: the choice named ("stab", "incised", "laceration"), said in the cue or the sentence.
 *   wound_location, entrance_ and exit_wound_location: the site after "on the", lower case.
 *   distance_from_midline: the distance and the side said, "4.5 cm right"; "4.5 cm" when no side is said.
 *   wound_size: "3 x 2 cm"; wound_length and wound_width each "3 cm" where the instance holds those.
 *   wound_direction: the direction words as said, up to the measure or organs that follow.
 *   track_organs: the organs in the order said, without articles, joined by ", ".
 * Keys are 'field@target' (see types.ts): the instance the cue names, a new one, or '' with no cue.
 */
import { describeWound, type WoundToDescribe } from './describe'
import { random, type Random } from './phrases'
import { titleOf } from './tags'
import type { CaseInstance, InstanceKind, WoundCase } from './types'

const SCENARIOS: { kinds: InstanceKind[]; use: 'typed' | 'numbered' | 'mixed' | 'propose' | 'none' }[] = [
  { kinds: ['stab', 'stab'], use: 'typed' },
  { kinds: ['stab', 'stab', 'stab'], use: 'mixed' },
  { kinds: ['stab', 'incised', 'stab'], use: 'typed' },
  { kinds: ['stab', 'stab', 'entrance', 'exit'], use: 'typed' },
  { kinds: ['entrance', 'exit', 'entrance'], use: 'typed' },
  { kinds: ['laceration', 'laceration', 'stab'], use: 'typed' },
  { kinds: ['stab', 'stab'], use: 'propose' },
  { kinds: ['stab', 'stab'], use: 'numbered' },
  { kinds: ['stab', 'stab', 'stab', 'stab'], use: 'mixed' },
  { kinds: ['stab', 'stab'], use: 'none' },
]

/** Numbers instances within their module, as the report does ('#1', '#2' per module). */
function numbered(kinds: InstanceKind[]): CaseInstance[] {
  const next: Record<string, number> = {}
  return kinds.map((kind) => {
    const mod = kind === 'entrance' || kind === 'exit' ? 'gsw' : kind === 'laceration' ? 'blunt' : 'sharp'
    next[mod] = (next[mod] ?? 0) + 1
    return { kind, index: next[mod] }
  })
}

const DISTRACTORS = [
  'The knife recovered at the scene has a single-edged blade 14 cm long.',
  'Photographs were taken of each wound with a scale.',
  'The clothing shows corresponding defects.',
  'There is no hilt mark.',
  'The margins are clean-cut without abrasion.',
]

function buildCase(r: Random, n: number): WoundCase {
  const scenario = SCENARIOS[n % SCENARIOS.length]
  const instances = numbered(scenario.kinds)
  const order = instances.map((_, i) => i)
  if (r.chance(0.2)) order.reverse()
  const sentences: string[] = []
  const expected: Record<string, string> = {}
  const negated: string[] = []
  if (r.chance(0.25)) sentences.push(r.pick(DISTRACTORS))
  let previous: CaseInstance | null = null
  const describe = (inst: CaseInstance, target: string, cue: WoundToDescribe['cue']) => {
    // A wound the report lacks is named by its own number ("stab wound three"), not by one of the report's.
    const ofKind = instances.includes(inst) ? instances.filter((i) => i.kind === inst.kind && i.index <= inst.index).length : inst.index
    const d = describeWound(r, { inst, ofKind, target, cue })
    sentences.push(...d.sentences)
    Object.assign(expected, d.expected)
    negated.push(...d.negated)
    previous = inst
  }
  if (scenario.use === 'none') {
    // One wound, no number said: nothing tells which instance it is.
    describe(instances[r.int(0, 1)], '', 'none')
  } else if (scenario.use === 'propose') {
    describe(instances[0], titleOf('stab', 1), 'typed')
    describe({ kind: 'stab', index: 3 }, `+${titleOf('stab', 3)}`, 'typed')
  } else {
    for (const i of order) {
      const inst = instances[i]
      const prev = previous as CaseInstance | null
      const follows = prev !== null && prev.kind === inst.kind && prev.index === inst.index - 1
      const cue = scenario.use === 'numbered' ? 'numbered' : scenario.use === 'mixed' && follows && r.chance(0.5) ? 'next' : scenario.use === 'mixed' && r.chance(0.4) ? 'numbered' : 'typed'
      describe(inst, titleOf(inst.kind, inst.index), cue)
    }
  }
  if (r.chance(0.2)) sentences.push(r.pick(DISTRACTORS))
  const id = `wounds-${String(n + 1).padStart(3, '0')}`
  return { id, text: sentences.join(' '), instances, expected, ...(negated.length ? { negated } : {}) }
}

const r = random(20261127)
export const WOUND_CASES: WoundCase[] = Array.from({ length: 160 }, (_, n) => buildCase(r, n))
