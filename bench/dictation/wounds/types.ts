/**
 * Shapes of the wound section of the dictation evaluation set: reports with two to four numbered
 * injury instances, and what each instance's fields should hold after a dictated description.
 * Plain data: no product code is imported, so the set stays independent of the extractor it measures.
 */

/** The instance kinds the cases use: a module and the wound type chosen for the instance. */
export type InstanceKind = 'stab' | 'incised' | 'entrance' | 'exit' | 'laceration'

/** One instance of a case's report, as the report's chapter would list it. */
export interface CaseInstance {
  kind: InstanceKind
  /** 1-based number within its module ('#2'). */
  index: number
}

/**
 * One dictated wound description. `expected` maps 'field@target' to a value, where target is the
 * instance's title ('Sharp Force Injuries #2 — Stab Wound'), the title of an instance the report
 * lacks ('+Sharp Force Injuries #3 — Stab Wound': offered as a new instance), or '' (no cue said
 * which wound: the job decides by the cursor or asks).
 */
export interface WoundCase {
  id: string
  text: string
  instances: CaseInstance[]
  expected: Record<string, string>
  /** 'field@target' keys the text names but negates or leaves unmeasured: any value is a negation fill. */
  negated?: string[]
  note?: string
}
