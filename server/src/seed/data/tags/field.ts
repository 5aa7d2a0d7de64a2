import type { SeedTag } from '../types'

interface Spec {
  aliases: string[]
  unit?: string
  values?: string[]
}

/**
 * A tag maker for one category. The description follows briefs/tags.md: a plain sentence, then
 * the machine-readable `Aliases:`, `Unit:` and `Values:` sentences.
 */
export const field =
  (category: string) =>
  (identifier: string, summary: string, spec: Spec): SeedTag => {
    const parts = [summary, `Aliases: ${spec.aliases.join(', ')}.`]
    if (spec.unit) parts.push(`Unit: ${spec.unit}.`)
    if (spec.values) parts.push(`Values: ${spec.values.join(', ')}.`)
    return { identifier, category, description: parts.join(' ') }
  }

export const PRESENT_ABSENT = ['present', 'absent']
