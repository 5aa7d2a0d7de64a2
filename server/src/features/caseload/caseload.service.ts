import { DEFAULT_REPORT_PREFERENCES, ReportPageInput, ReportSortKey, type CaseloadItem, type ReportPage } from '@shared/src/caseload/caseload.schema'
import { CASELOAD_TEXTS, daysBetween, dueState } from '@shared/src/caseload/turnaround'
import { isUuid } from '@shared/src/ids'
import type { Db } from '@shared/node/db/connect'
import type { AuthedCtx } from '../../core/context'
import { AppError } from '../../core/errors'
import { toListItem } from '../reports/report-mapping'
import * as repo from './caseload.repo'
import { readPreferences } from './preferences.service'

type Row = Awaited<ReturnType<typeof repo.listCaseloadPage>>[number]

/** A cursor is opaque to the client: the sort it belongs to, the last row's sort value and id. */
const encodeCursor = (sort: string, row: Row) => Buffer.from(JSON.stringify([sort, row.sortKey, row.id])).toString('base64url')

/** The cursor's sort, last value and id; a cursor of another sort than the one asked for is refused. */
function decodeCursor(cursor: string, sort: ReportSortKey | undefined): repo.KeysetCursor & { sort: ReportSortKey } {
  try {
    const [s, value, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[]
    const ofCursor = ReportSortKey.safeParse(s).data
    if (ofCursor && (sort ?? ofCursor) === ofCursor && typeof value === 'string' && value.length <= 300 && isUuid(id as string)) {
      return { sort: ofCursor, value, id: id as string }
    }
  } catch {
    // Falls through to the refusal below.
  }
  throw new AppError('BAD_REQUEST', CASELOAD_TEXTS.badCursor)
}

/** A page row as the client shows it; age and due state in the office's days. */
export function toCaseloadItem(r: Row, clock: { today: string; targetDays: number }): CaseloadItem {
  const ageDays = daysBetween(r.examinedOn, r.signedOn ?? clock.today)
  return {
    ...toListItem(r),
    examinedOn: r.examinedOn,
    examinationRecorded: r.examinationDate !== null,
    ageDays,
    due: dueState(ageDays, clock.targetDays, r.signedAt !== null),
    hasAddenda: Boolean(r.hasAddenda),
    decedentName: r.decedentName,
    pendingStudies: (Array.isArray(r.pending) ? r.pending : []).map((s) => ({ type: String(s.type), days: daysBetween(String(s.requestedOn), clock.today) })),
  }
}

/**
 * One page of reports of one owner (or of every owner, for the office), with the total the filter and search match
 * and the owner's remembered view and order; without a sort, the first page is in that order.
 */
export async function caseloadPage(db: Db, ownerId: string | null, raw: ReportPageInput): Promise<ReportPage> {
  const input = ReportPageInput.parse(raw)
  const cursor = input.cursor ? decodeCursor(input.cursor, input.sort) : null
  const [clock, preferences] = await Promise.all([
    repo.findOfficeClock(db),
    ownerId ? readPreferences(db, ownerId) : Promise.resolve(DEFAULT_REPORT_PREFERENCES),
  ])
  const sort = input.sort ?? cursor?.sort ?? preferences.sort
  const q: repo.CaseloadQuery = { ownerId, filter: input.filter, search: input.search, today: clock.today, targetDays: clock.targetDays }
  // One row more than asked tells whether another page follows.
  const [rows, total] = await Promise.all([repo.listCaseloadPage(db, q, sort, cursor, input.limit + 1), repo.countCaseload(db, q)])
  const page = rows.slice(0, input.limit)
  return {
    items: page.map((r) => toCaseloadItem(r, clock)),
    sort,
    preferences,
    nextCursor: rows.length > input.limit ? encodeCursor(sort, page[page.length - 1]) : null,
    total,
    today: clock.today,
    targetDays: clock.targetDays,
  }
}

/** My Reports: one page of the caller's own reports. */
export const pageMyReports = (ctx: AuthedCtx, input: ReportPageInput) => caseloadPage(ctx.db, ctx.user.id, input)
