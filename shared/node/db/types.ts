import type { ColumnType, Generated, Insertable } from 'kysely'
import type { PromptType, Role } from '../../src/constants'
import type { JobKind } from '../../src/jobs/names'
import type { FieldDimension, FieldKind } from '../../src/tags/field'

/** Database row types (camelCase through Kysely's CamelCasePlugin), mirroring migrations/. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>
type Json<T> = ColumnType<T, string, string>


export interface UsersTable {
  id: Generated<string>
  email: string
  username: string
  passwordHash: string
  role: Generated<Role>
  createdAt: Timestamp
  updatedAt: Timestamp
  /** Set instead of deleting a user who owns reports (migration 0002). */
  deactivatedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

export interface SessionsTable {
  id: Generated<string>
  userId: string
  tokenHash: string
  createdAt: Timestamp
  expiresAt: Date | string
  userAgent: string | null
  ip: string | null
}

export interface InvitationCodesTable {
  id: Generated<string>
  code: string
  note: string | null
  createdBy: string | null
  createdAt: Timestamp
  revokedAt: Date | null
  uses: Generated<number>
}

export interface TemplatesTable {
  id: Generated<string>
  name: string
  description: Generated<string>
  chapters: Json<unknown[]>
  createdAt: Timestamp
  updatedAt: Timestamp
}

export interface InjuryModulesTable {
  id: Generated<string>
  parentId: string | null
  name: string
  selectionType: Generated<string>
  sortOrder: Generated<number>
  allowMultipleInstances: Generated<boolean>
  maxInstances: Generated<number>
  chapters: Json<unknown[]>
  createdAt: Timestamp
  updatedAt: Timestamp
}

export interface ReportsTable {
  id: Generated<string>
  ownerId: string
  title: string
  templateId: string | null
  selectedInjuryModules: Json<string[]>
  chapters: Json<unknown[]>
  status: Generated<string>
  version: Generated<number>
  createdAt: Timestamp
  updatedAt: Timestamp
  deletedAt: Date | null
  /** Kept by the report_card_facts trigger (migration 0007) on every write of the chapters. */
  chapterCount: Generated<number>
  caseNumber: Generated<string | null>
  moduleInstances: Generated<Record<string, number>>
  /** The signature (migration 0005): all four set together, never changed once set. */
  signedContent: ColumnType<unknown, string | null | undefined, string | null>
  signedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  signedBy: ColumnType<string | null, string | null | undefined, string | null>
  contentHash: ColumnType<string | null, string | null | undefined, string | null>
  /** Kept by the report_caseload_facts trigger (migration 0009): the recorded examination date, the day the
   * turnaround clock starts (that date, else the creation day in the office's time zone), the decedent's name. */
  examinationDate: ColumnType<string | null, never, never>
  examinedOn: ColumnType<string, never, string>
  decedentName: ColumnType<string | null, never, never>
  /** The study types still requested when the report was signed (set with the signature, never changed). */
  signedPendingStudies: ColumnType<string[] | null, string | null | undefined, string | null>
}

/** The office's one row of settings (migration 0009). */
export interface OfficeSettingsTable {
  id: Generated<boolean>
  timeZone: Generated<string>
  targetDays: Generated<number>
  targetPercent: Generated<number>
  studyTypes: ColumnType<string[], string | undefined, string>
  /** How numeric examination dates are read: day first, month first, or (null) only when unambiguous (migration 0011). */
  dateOrder: 'day_first' | 'month_first' | null
  updatedAt: Timestamp
  updatedBy: string | null
}

/** A user's view and order of My Reports (migration 0011). */
export interface UserPreferencesTable {
  userId: string
  reportView: string | null
  reportSort: string | null
  updatedAt: Generated<Date>
}

/** A study a report waits for (migration 0009). */
export interface ReportStudiesTable {
  id: Generated<string>
  reportId: string
  type: string
  requestedOn: ColumnType<string, string, string>
  labReference: Generated<string>
  state: Generated<'requested' | 'received' | 'not_needed'>
  receivedOn: ColumnType<string | null, string | null | undefined, string | null>
  createdAt: Timestamp
  updatedAt: Timestamp
}

/** Append-only corrections of a signed report (migration 0005). */
export interface ReportAddendaTable {
  id: Generated<string>
  reportId: string
  authorId: string
  text: string
  reason: string
  previousHash: string
  contentHash: string
  createdAt: Date | string
}

export interface ReportRevisionsTable {
  id: Generated<string>
  reportId: string
  version: number
  title: string
  chapters: Json<unknown[]>
  createdBy: string | null
  createdAt: Timestamp
}

export interface TagsTable {
  id: Generated<string>
  identifier: string
  name: string
  description: Generated<string>
  color: Generated<string>
  category: string | null
  createdBy: string | null
  /** Seeded and super users' tags are shared; others are their creator's until shared (migration 0004). */
  shared: Generated<boolean>
  createdAt: Timestamp
  updatedAt: Timestamp
  /** Typed field properties (migration 0003, shared/src/tags/field.ts). */
  kind: FieldKind | null
  dimension: FieldDimension | null
  unit: string | null
  choices: Generated<string[]>
  synonyms: Generated<string[]>
  rangeMin: number | null
  rangeMax: number | null
}

export interface TaggedContentTable {
  id: Generated<string>
  tagId: string
  contentType: string
  contentId: string
  chapterId: string | null
  startPosition: number
  endPosition: number
  taggedText: string
  createdBy: string | null
  createdAt: Timestamp
}


export interface LlmPromptsTable {
  id: Generated<string>
  name: string
  description: string | null
  prompt: string
  promptType: Generated<PromptType>
  isActive: Generated<boolean>
  modelName: Generated<string>
  createdAt: Timestamp
  updatedAt: Timestamp
}

export interface UsageTable {
  userId: string
  month: ColumnType<string, string, string>
  tagMatches: Generated<number>
  reportCleanups: Generated<number>
}


export interface JobOutcomesTable {
  jobId: string
  kind: JobKind
  userId: string | null
  reportId: string | null
  status: 'completed' | 'failed'
  result: Json<unknown> | null
  error: string | null
  createdAt: Timestamp
}

export interface CleanedReportsTable {
  id: Generated<string>
  reportId: string
  jobId: string
  content: string
  reportVersion: number | null
  missingFields: Json<unknown[]>
  createdBy: string | null
  createdAt: Timestamp
}

export interface TranscriptsTable {
  id: Generated<string>
  reportId: string | null
  jobId: string
  text: string
  engine: string
  audioBytes: Generated<number>
  createdBy: string | null
  createdAt: Timestamp
}

export interface WaitlistEntriesTable {
  id: Generated<string>
  email: string
  name: string | null
  organization: string | null
  createdAt: Timestamp
}

export interface ContactMessagesTable {
  id: Generated<string>
  name: string
  email: string
  message: string
  createdAt: Timestamp
}

export interface AuditEventsTable {
  id: Generated<string>
  actorId: string | null
  action: string
  targetType: string | null
  targetId: string | null
  details: Json<Record<string, unknown>>
  ip: string | null
  createdAt: Timestamp
}

/** Which tag feeds which FHIR element of the MDI export (migration 0010). */
export interface FhirMappingsTable {
  element: string
  tagId: string
  updatedBy: string | null
  updatedAt: Timestamp
}

export interface DB {
  users: UsersTable
  sessions: SessionsTable
  invitationCodes: InvitationCodesTable
  templates: TemplatesTable
  injuryModules: InjuryModulesTable
  reports: ReportsTable
  reportRevisions: ReportRevisionsTable
  reportAddenda: ReportAddendaTable
  reportStudies: ReportStudiesTable
  officeSettings: OfficeSettingsTable
  userPreferences: UserPreferencesTable
  tags: TagsTable
  fhirMappings: FhirMappingsTable
  taggedContent: TaggedContentTable
  llmPrompts: LlmPromptsTable
  usage: UsageTable
  jobOutcomes: JobOutcomesTable
  cleanedReports: CleanedReportsTable
  transcripts: TranscriptsTable
  waitlistEntries: WaitlistEntriesTable
  contactMessages: ContactMessagesTable
  auditEvents: AuditEventsTable
}

export type NewUser = Insertable<UsersTable>
