import type { InstanceTarget, ProposedInstance } from '@shared/src/jobs/events.schema'
import type { MatchRow } from './matched-tags'

/** The row's value goes to the instance the user picked from its list ('' takes the choice back). */
export function chooseInstance(rows: readonly MatchRow[], key: string, chapterId: string): MatchRow[] {
  return rows.map((r) => {
    if (r.key !== key || !r.instanceChoices) return r
    const choice = r.instanceChoices.find((c) => c.chapterId === chapterId)
    const { chapterId: _c, instance: _i, ...rest } = r
    return choice ? { ...rest, chapterId: choice.chapterId, instance: choice.instance } : rest
  })
}

const sameProposal = (a: ProposedInstance, b: ProposedInstance) => a.moduleId === b.moduleId && a.index === b.index

/** A proposed instance now exists: its rows' values go to it. */
export function instanceAdded(rows: readonly MatchRow[], proposed: ProposedInstance, added: InstanceTarget): MatchRow[] {
  return rows.map((r) => {
    if (!r.proposedInstance || !sameProposal(r.proposedInstance, proposed)) return r
    const { proposedInstance: _p, ...rest } = r
    return { ...rest, chapterId: added.chapterId, instance: added.instance }
  })
}

/** One heading of the matched-tags list: fields outside instances, an instance, or an instance that can be added. */
export interface RowGroup {
  key: string
  /** Null for fields outside instances (and those still waiting for a choice). */
  label: string | null
  proposed: ProposedInstance | null
  rows: MatchRow[]
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })

/**
 * The visible rows under one heading per instance, keeping their sorted order inside each group:
 * fields outside instances first, then the instances by title ('#2' before '#10'), then proposed ones.
 */
export function groupRows(visible: readonly MatchRow[]): RowGroup[] {
  const groups = new Map<string, RowGroup>()
  for (const row of visible) {
    const key = row.chapterId ? `i:${row.chapterId}` : row.proposedInstance ? `p:${row.proposedInstance.moduleId}#${row.proposedInstance.index}` : 'other'
    let group = groups.get(key)
    if (!group) {
      const label = row.chapterId ? (row.instance ?? row.chapterId) : (row.proposedInstance?.instance ?? null)
      group = { key, label, proposed: row.chapterId ? null : (row.proposedInstance ?? null), rows: [] }
      groups.set(key, group)
    }
    group.rows.push(row)
  }
  const rank = (g: RowGroup) => (g.key === 'other' ? 0 : g.proposed ? 2 : 1)
  return [...groups.values()].sort((a, b) => rank(a) - rank(b) || collator.compare(a.label ?? '', b.label ?? ''))
}
