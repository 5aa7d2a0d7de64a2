import type { ReportListItem, ReportModuleBrief } from '@shared/src/reports/report.schema'

export type ReportSort = 'edited' | 'title'

export const REPORT_SORTS: { value: ReportSort; label: string }[] = [
  { value: 'edited', label: 'Last edited' },
  { value: 'title', label: 'Title' },
]

type Listed = Pick<ReportListItem, 'title' | 'updatedAt' | 'createdAt'> & { caseNumber?: string | null }

const editedAt = (r: Listed) => new Date(r.updatedAt || r.createdAt).getTime() || 0
// Natural order, as a person sorts case titles: 'Case 2' before 'Case 10', case and accents ignored.
const byTitle = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })

/** The reports whose title (or case number) contains the query, any case, in the chosen order; the input is not changed. */
export function visibleReports<T extends Listed>(reports: readonly T[], query: string, sort: ReportSort): T[] {
  const q = query.trim().toLocaleLowerCase()
  const found = q ? reports.filter((r) => r.title.toLocaleLowerCase().includes(q) || (r.caseNumber ?? '').toLocaleLowerCase().includes(q)) : [...reports]
  return sort === 'title' ? found.sort((a, b) => byTitle.compare(a.title, b.title) || editedAt(b) - editedAt(a)) : found.sort((a, b) => editedAt(b) - editedAt(a))
}

/** 'Gunshot Wounds ×2' for a module with instances, else its name. */
export const moduleLabel = (m: ReportModuleBrief): string => (m.instances > 0 ? `${m.name} ×${m.instances}` : m.name)

/** The modules a card names in brief: the first `max`, and how many more there are. */
export function modulesInBrief(modules: readonly ReportModuleBrief[], max = 3): { shown: string[]; more: number } {
  const labels = modules.map(moduleLabel)
  // Showing '+1 more' would take the room of the one it hides.
  const keep = labels.length === max + 1 ? labels.length : Math.min(max, labels.length)
  return { shown: labels.slice(0, keep), more: labels.length - keep }
}
