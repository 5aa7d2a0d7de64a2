import type { DueState, PendingStudy } from './caseload.schema'

/** Reports within this many days of the target are due soon. */
export const DUE_SOON_DAYS = 14

const DAY = 86_400_000

/** Whole days from one calendar date (YYYY-MM-DD) to another. */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY)

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function dateIn(timeZone: string, at: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at)
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? ''
  return `${get('year')}-${get('month')}-${get('day')}`
}

/** An unsigned report past the target is overdue; within the last DUE_SOON_DAYS before it, due soon. */
export function dueState(ageDays: number, targetDays: number, signed: boolean): DueState {
  if (signed) return null
  if (ageDays > targetDays) return 'overdue'
  if (ageDays > targetDays - DUE_SOON_DAYS) return 'due_soon'
  return null
}

export const plainDays = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`

/** "Waiting: toxicology (23 days), histology (4 days)". */
export const waitingLabel = (studies: readonly PendingStudy[]): string =>
  `Waiting: ${studies.map((s) => `${s.type} (${plainDays(s.days)})`).join(', ')}`

/** The words of a study's state. */
export const STUDY_STATE_LABELS = { requested: 'Requested', received: 'Received', not_needed: 'Not needed' } as const

/** The user-visible texts of the caseload. */
export const CASELOAD_TEXTS = {
  filters: { all: 'All', draft: 'Draft', signed: 'Signed', addenda: 'Signed with addenda', waiting: 'Waiting on studies', overdue: 'Overdue' },
  sorts: { edited: 'Last edited', title: 'Title', age: 'Oldest examination' },
  due: { overdue: 'Overdue', due_soon: 'Due soon' },
  studyTypeUnknown: 'That study type is not in the office’s list.',
  studyNotFound: 'Study not found',
  pendingRefused: (types: readonly string[]) => `This report is waiting on studies: ${types.join(', ')}. Sign pending them, or wait for them.`,
  signedPending: (types: readonly string[]) => `Signed pending ${types.join(', ')}`,
  receivedReason: (type: string) => `${type.charAt(0).toUpperCase()}${type.slice(1)} received`,
  badCursor: 'The list moved on: reload it.',
  pathologistNotFound: 'Pathologist not found',
} as const
