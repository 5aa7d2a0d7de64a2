import { z } from 'zod'
import { text } from '../text'
import type { ReportListItem } from '../reports/report.schema'

/** What My Reports can be narrowed to, on the server. */
export const REPORT_FILTERS = ['all', 'draft', 'signed', 'addenda', 'waiting', 'overdue'] as const
export const ReportFilter = z.enum(REPORT_FILTERS)
export type ReportFilter = z.infer<typeof ReportFilter>

/** The orders of My Reports: last edited first, title (natural order), or oldest examination first. */
export const REPORT_SORT_KEYS = ['edited', 'title', 'age'] as const
export const ReportSortKey = z.enum(REPORT_SORT_KEYS)
export type ReportSortKey = z.infer<typeof ReportSortKey>

/** How My Reports shows its reports: cards or a compact table. */
export const REPORT_VIEWS = ['cards', 'table'] as const
export const ReportView = z.enum(REPORT_VIEWS)
export type ReportView = z.infer<typeof ReportView>

/** A user's view and order of My Reports, kept on the server. */
export interface ReportPreferences {
  view: ReportView
  sort: ReportSortKey
}
export const DEFAULT_REPORT_PREFERENCES: ReportPreferences = { view: 'cards', sort: 'edited' }

export const UpdateReportPreferencesInput = z
  .object({ view: ReportView.optional(), sort: ReportSortKey.optional() })
  .refine((p) => p.view !== undefined || p.sort !== undefined, 'Give a view or an order')
export type UpdateReportPreferencesInput = z.infer<typeof UpdateReportPreferencesInput>

export const REPORT_PAGE_MAX = 100

/**
 * One page of My Reports: after `cursor` (the last page's `nextCursor`), in `sort` order. Without a sort, the
 * first page is in the user's remembered order and a later page in its cursor's.
 */
export const ReportPageInput = z.object({
  filter: ReportFilter.default('all'),
  sort: ReportSortKey.optional(),
  search: text().trim().max(200).default(''),
  cursor: text().max(400).nullish(),
  limit: z.number().int().min(1).max(REPORT_PAGE_MAX).default(30),
})
export type ReportPageInput = z.input<typeof ReportPageInput>

export const STUDY_STATES = ['requested', 'received', 'not_needed'] as const
export const StudyState = z.enum(STUDY_STATES)
export type StudyState = z.infer<typeof StudyState>

/** Where a report stands against the office's turnaround target. */
export type DueState = 'overdue' | 'due_soon' | null

/** A study still requested, as a card or row shows it: "Waiting: toxicology (23 days)". */
export interface PendingStudy {
  type: string
  days: number
}

/** A row of My Reports: the card's facts with the turnaround clock and the studies still awaited. */
export interface CaseloadItem extends ReportListItem {
  /** The day the clock starts (YYYY-MM-DD): the recorded examination date, else the day the report was created. */
  examinedOn: string
  /** Whether `examinedOn` comes from the report's examination date field. */
  examinationRecorded: boolean
  /** Days from `examinedOn` to the signature, or to today while unsigned, in the office's time zone. */
  ageDays: number
  due: DueState
  hasAddenda: boolean
  decedentName: string | null
  pendingStudies: PendingStudy[]
}

export interface ReportPage {
  items: CaseloadItem[]
  /** The order this page is in. */
  sort: ReportSortKey
  /** The user's remembered view and order. */
  preferences: ReportPreferences
  nextCursor: string | null
  /** How many reports match the filter and search. */
  total: number
  /** Today in the office's time zone (YYYY-MM-DD). */
  today: string
  targetDays: number
}

const IsoDate = text()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'Not a calendar date')

export const ReportStudiesInput = z.object({ reportId: text().min(1).max(200) })

export const AddStudyInput = z.object({
  reportId: text().min(1).max(200),
  type: text().trim().min(1, 'Choose a study type').max(60),
  requestedOn: IsoDate,
  labReference: text().trim().max(120).default(''),
})
export type AddStudyInput = z.input<typeof AddStudyInput>

export const UpdateStudyInput = z.object({
  id: text().min(1).max(200),
  state: StudyState.optional(),
  labReference: text().trim().max(120).optional(),
  receivedOn: IsoDate.optional(),
})
export type UpdateStudyInput = z.input<typeof UpdateStudyInput>

/** A study a report waits for. */
export interface Study {
  id: string
  reportId: string
  type: string
  requestedOn: string
  labReference: string
  state: StudyState
  receivedOn: string | null
  /** Days since it was requested (to its receipt once received), in the office's time zone. */
  days: number
}

/** Which number of a numeric date (03/04/2024) is the day; null: only dates that cannot be read two ways count. */
export const DATE_ORDERS = ['day_first', 'month_first'] as const
export const DateOrder = z.enum(DATE_ORDERS)
export type DateOrder = z.infer<typeof DateOrder>

/** The office's settings, one row edited by a super user. */
export interface OfficeSettings {
  timeZone: string
  targetDays: number
  targetPercent: number
  studyTypes: string[]
  dateOrder: DateOrder | null
}

export const isTimeZone = (tz: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz })
    return true
  } catch {
    return false
  }
}

export const UpdateOfficeSettingsInput = z.object({
  timeZone: text().trim().min(1).max(64).refine(isTimeZone, 'Unknown time zone'),
  targetDays: z.number().int().min(1).max(3650),
  targetPercent: z.number().int().min(1).max(100),
  studyTypes: z
    .array(text().trim().toLowerCase().min(1).max(60))
    .min(1, 'Keep at least one study type')
    .max(30)
    .refine((a) => new Set(a).size === a.length, 'Each study type once'),
  /** Left out, the office's order stays as it is. */
  dateOrder: DateOrder.nullable().optional(),
})
export type UpdateOfficeSettingsInput = z.infer<typeof UpdateOfficeSettingsInput>

/** The dashboard of one pathologist (the caller), or for a super user any one or all of them. */
export const DashboardInput = z.object({ pathologistId: text().max(200).nullish() })

export interface AgeBand {
  label: string
  count: number
}

export interface WeekSigned {
  /** The Monday the week starts (YYYY-MM-DD). */
  week: string
  signed: number
  onTime: number
}

export interface Dashboard {
  today: string
  targetDays: number
  targetPercent: number
  open: number
  bands: AgeBand[]
  dueSoon: number
  overdue: number
  /** Median days from examination to signature of the reports signed in the last 90 days; null when none. */
  medianDaysToSign: number | null
  weeks: WeekSigned[]
}
