/**
 * Helpers the held-out wound files share: instance titles, the report shapes the cases use, and
 * expected values keyed 'field@target' by the wound set's convention (../wounds/cases.ts).
 */
import { titleOf } from '../wounds/tags'
import type { CaseInstance, InstanceKind, WoundCase } from '../wounds/types'

/** Instances numbered within their module, as the report numbers them ('#1', '#2' per module). */
export function report(...kinds: InstanceKind[]): CaseInstance[] {
  const next: Record<string, number> = {}
  return kinds.map((kind) => {
    const module = kind === 'entrance' || kind === 'exit' ? 'gunshot' : kind === 'laceration' ? 'blunt' : 'sharp'
    next[module] = (next[module] ?? 0) + 1
    return { kind, index: next[module] }
  })
}

export const S1 = titleOf('stab', 1)
export const S2 = titleOf('stab', 2)
export const S3 = titleOf('stab', 3)
export const S4 = titleOf('stab', 4)
export const I1 = titleOf('incised', 1)
export const I2 = titleOf('incised', 2)
export const E1 = titleOf('entrance', 1)
export const E2 = titleOf('entrance', 2)
export const E3 = titleOf('entrance', 3)
export const X2 = titleOf('exit', 2)
export const X3 = titleOf('exit', 3)
export const X4 = titleOf('exit', 4)
export const L1 = titleOf('laceration', 1)
export const L2 = titleOf('laceration', 2)
export const L3 = titleOf('laceration', 3)
/** No cue says which wound: the job decides by the cursor or asks. */
export const NONE = ''
/** An instance the report lacks, offered as a new one. */
export const added = (title: string) => `+${title}`

/** Expected values of one target, keyed 'field@target'. */
export const at = (target: string, values: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(values).map(([field, value]) => [`${field}@${target}`, value]))

/** Fields the text names for a target but negates or leaves unmeasured. */
export const unmeasured = (target: string, ...fields: string[]) => fields.map((f) => `${f}@${target}`)

export const wound = (id: string, instances: CaseInstance[], text: string, expected: Record<string, string>, more: Partial<WoundCase> = {}): WoundCase => ({
  id: `held-wound-${id}`,
  instances,
  text,
  expected,
  ...more,
})
