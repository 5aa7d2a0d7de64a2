import { DIRECTIONS, LETTERS, NUMBER_WORDS, ORDINALS, ORGANS, SITES, tenth, type Random } from './phrases'
import { KINDS } from './tags'
import type { CaseInstance } from './types'

/** What one wound's description adds to a case: its sentences, expected values and negated fields. */
export interface Described {
  sentences: string[]
  expected: Record<string, string>
  negated: string[]
}

export interface WoundToDescribe {
  inst: CaseInstance
  /** Its number among the case's instances of the same kind (for "the second stab wound"). */
  ofKind: number
  /** 'field@target' key's target part. */
  target: string
  /** How the wound is named: a cue, "next" (the wound after the last one named), or none. */
  cue: 'typed' | 'numbered' | 'next' | 'none'
}

const TYPE_WORD = { stab: 'stab', incised: 'incised', laceration: 'laceration', entrance: '', exit: '' } as const
const cap = (s: string) => s[0].toUpperCase() + s.slice(1)

function cueWords(r: Random, w: WoundToDescribe): { words: string; typeSaid: boolean } {
  const { kind, index } = w.inst
  const n = w.ofKind
  if (w.cue === 'next') return { words: 'The next wound', typeSaid: false }
  if (w.cue === 'none') return { words: kind === 'laceration' ? 'There is a laceration, which' : `There is a ${kind} wound, which`, typeSaid: true }
  if (kind === 'entrance' || kind === 'exit') return { words: r.pick([`Gunshot wound ${LETTERS[index]}`, `Gunshot wound ${LETTERS[index]}`, `Wound ${LETTERS[index]}`]), typeSaid: false }
  if (w.cue === 'numbered') return { words: r.pick([`Wound #${index}`, `Wound number ${NUMBER_WORDS[index]}`, `Wound number ${index}`]), typeSaid: false }
  const noun = kind === 'laceration' ? 'laceration' : `${kind} wound`
  const words = r.pick([`${cap(noun)} ${NUMBER_WORDS[n]}`, `${cap(noun)} number ${n}`, `The ${ORDINALS[n]} ${noun}`, `${cap(noun)} ${n}`])
  return { words, typeSaid: true }
}

function heel(r: Random): [string, string] {
  const h = String(r.int(20, 160))
  return r.pick([[`${h} cm above the heel`, `${h} cm`], [`${h} centimetres above the left heel`, `${h} cm`], [`${h} cm above heel level`, `${h} cm`]])
}

function midline(r: Random): [string, string] {
  const d = tenth(r, 1, 14)
  const side = r.pick(['right', 'left'])
  return r.pick([
    [`${d} cm to the ${side} of the midline`, `${d} cm ${side}`],
    [`${d} cm ${side} of the anterior midline`, `${d} cm ${side}`],
    [`${d} centimetres from the midline`, `${d} cm`],
  ])
}

/** Location, height above the heel and distance from the midline, in one or two sentences. */
function place(r: Random, w: WoundToDescribe, cue: string, typeSaid: boolean, d: Described, at: (f: string) => string) {
  const fields = KINDS[w.inst.kind].fields
  const site = r.pick(SITES)
  const locField = w.inst.kind === 'entrance' ? 'entrance_wound_location' : w.inst.kind === 'exit' ? 'exit_wound_location' : 'wound_location'
  d.expected[at(locField)] = site
  const what = w.inst.kind === 'entrance' ? 'an entrance wound' : w.inst.kind === 'exit' ? 'the exit wound,' : !typeSaid && r.chance(0.5) ? `a ${w.inst.kind} wound` : ''
  if (what && fields.includes('wound_type')) d.expected[at('wound_type')] = TYPE_WORD[w.inst.kind]
  else if (typeSaid && fields.includes('wound_type')) d.expected[at('wound_type')] = TYPE_WORD[w.inst.kind]
  const is = w.cue === 'none' ? 'is' : what ? `is ${what}` : r.pick(['is', 'is situated', 'lies'])
  const lead = `${cue} ${is} on the ${site}`
  if (!fields.includes('height_above_heel') || r.chance(0.15)) return d.sentences.push(`${lead}.`)
  const [h, hv] = heel(r)
  const [m, mv] = midline(r)
  d.expected[at('height_above_heel')] = hv
  if (r.chance(0.15)) return d.sentences.push(`${lead}, ${h}.`)
  d.expected[at('distance_from_midline')] = mv
  d.sentences.push(r.pick([`${lead}, ${h}, and ${m}.`, `${lead}. It lies ${h} and ${m}.`, `${lead}; its centre is ${h}, ${m}.`]))
}

function size(r: Random, w: WoundToDescribe, d: Described, at: (f: string) => string) {
  const fields = KINDS[w.inst.kind].fields
  const L = tenth(r, 0.5, 6)
  const W = tenth(r, 0.1, 1.5)
  if (fields.includes('entrance_wound_diameter')) {
    const x = tenth(r, 0.4, 1.2)
    d.expected[at('entrance_wound_diameter')] = `${x} cm`
    return d.sentences.push(r.pick([`The skin defect is ${x} cm in diameter.`, `The defect measures ${x} cm in diameter, excluding the abrasion collar.`]))
  }
  if (fields.includes('wound_size')) {
    d.expected[at('wound_size')] = `${L} x ${W} cm`
    return d.sentences.push(r.pick([`It measures ${L} by ${W} cm.`, `It measures ${L} x ${W} cm.`, `The laceration measures ${L} cm in length and ${W} cm in width.`]))
  }
  d.expected[at('wound_length')] = `${L} cm`
  d.expected[at('wound_width')] = `${W} cm`
  d.sentences.push(
    r.pick([
      `It measures ${L} by ${W} cm.`,
      `It measures ${L} x ${W} cm.`,
      `The wound measures ${L} cm in length and ${W} cm in width.`,
      `With the edges brought together it measures ${L} cm, and it gapes to ${W} cm.`,
      `This wound is ${L} cm long and ${W} cm wide.`,
      `Measuring ${L} × ${W} centimetres, it has clean-cut margins.`,
    ]),
  )
}

function track(r: Random, w: WoundToDescribe, d: Described, at: (f: string) => string) {
  const fields = KINDS[w.inst.kind].fields
  if (!fields.includes('wound_depth')) return
  const dir = r.pick(DIRECTIONS)
  const shallow = w.inst.kind === 'incised' || w.inst.kind === 'laceration'
  const D = shallow ? tenth(r, 0.2, 2.5) : String(r.int(2, 14))
  const unmeasured = r.chance(0.1)
  if (unmeasured) d.negated.push(at('wound_depth'))
  else d.expected[at('wound_depth')] = `${D} cm`
  const depth = unmeasured ? 'The depth of this wound could not be measured.' : ''
  if (fields.includes('wound_direction')) d.expected[at('wound_direction')] = dir
  if (w.inst.kind === 'incised' || w.inst.kind === 'laceration') {
    if (w.inst.kind === 'laceration') delete d.expected[at('wound_direction')]
    const first = w.inst.kind === 'incised' ? `The blade was drawn ${dir}. ` : ''
    return d.sentences.push(depth ? `${first}${depth}` : `${first}${r.pick([`It reaches a depth of ${D} cm.`, `It is ${D} cm deep.`])}`)
  }
  const [said, organs] = r.pick(ORGANS)
  d.expected[at('track_organs')] = organs
  if (depth) return d.sentences.push(`The track passes ${dir} through ${said}.`, depth)
  d.sentences.push(
    r.pick([
      `The track passes ${dir} through ${said} to a depth of ${D} cm.`,
      `The track is directed ${dir} and passes through ${said}, to a total depth of ${D} cm.`,
      `It penetrates ${D} cm, directed ${dir}, through ${said}.`,
      `The wound track runs ${dir}. It passes through ${said}. The depth is ${D} cm.`,
    ]),
  )
}

/** The sentences describing one wound and the values they give its fields. */
export function describeWound(r: Random, w: WoundToDescribe): Described {
  const d: Described = { sentences: [], expected: {}, negated: [] }
  const at = (f: string) => `${f}@${w.target}`
  const { words, typeSaid } = cueWords(r, w)
  place(r, w, words, typeSaid, d, at)
  if (r.chance(0.9)) size(r, w, d, at)
  track(r, w, d, at)
  return d
}
