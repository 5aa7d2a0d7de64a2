/** The home screen's user-visible texts, verbatim from the spec (sections 2, 5 and 8), and the caseload's own. */
export const HOME_TEXTS = {
  title: 'Autopsy Report Generation System',
  loading: 'Loading application...',
  tabs: { reports: 'My Reports', create: 'Create New Report' },
  empty: { title: 'No reports yet', description: 'Create your first autopsy report to get started.', action: 'Create First Report' },
  deleteConfirm: 'Are you sure you want to delete this report?',
  steps: [
    { title: 'Select Template', description: 'Choose base autopsy template' },
    { title: 'Add Injury Modules', description: 'Select additional injury modules' },
    { title: 'Generate Report', description: 'Create and edit report' },
  ],
  generate: 'Generate Report',
  generating: 'Generating Report...',
  generateHint: 'Select injury modules below to add additional chapters',
  templateRequired: { title: 'Template Required', description: 'Please select a base template before generating the report.' },
  createFailed: { title: 'Error', description: 'Failed to create report. Please try again.' },
  deleteFailed: { title: 'Error', description: 'Failed to delete report. Please try again.' },
  renameFailed: { title: 'Error', description: 'Failed to update report name. Please try again.' },
  preferenceFailed: { title: 'Not remembered', description: 'Your choice applies here but could not be saved for next time.' },
} as const

// The same output as toLocaleDateString() and toLocaleTimeString([], { hour, minute }), but each of those builds a
// new Intl formatter per call (milliseconds each on a slow tablet, per card): made once, on first use.
let formats: { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat } | undefined
const dateFormats = () => (formats ??= { date: new Intl.DateTimeFormat(), time: new Intl.DateTimeFormat([], { hour: '2-digit', minute: '2-digit' }) })

/** 'Last edited {date} at {time}' from updatedAt, else createdAt, else now. */
export function lastEdited(updatedAt?: string | null, createdAt?: string | null, now: Date = new Date()): string {
  const raw = updatedAt || createdAt
  const parsed = raw ? new Date(raw) : now
  const d = Number.isNaN(parsed.getTime()) ? now : parsed
  const { date, time } = dateFormats()
  return `Last edited ${date.format(d)} at ${time.format(d)}`
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

// A calendar day's formatters (with and without the year), made once on first use for the same reason.
const dayFormats: Partial<Record<'year' | 'short', Intl.DateTimeFormat>> = {}

/** A calendar day (YYYY-MM-DD) as the browser's locale writes it: 'Mar 14, 2024', or 'Mar 14' without the year. */
export function calendarDay(iso: string, withYear = true): string {
  const key = withYear ? 'year' : 'short'
  const format = (dayFormats[key] ??= new Intl.DateTimeFormat(undefined, { timeZone: 'UTC', month: 'short', day: 'numeric', ...(withYear && { year: 'numeric' }) }))
  return format.format(new Date(`${iso}T00:00:00Z`))
}
