import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely'
import type { Db } from '@shared/node/db/connect'
import type { DB } from '@shared/node/db/types'
import type { ReportFilter, ReportSortKey } from '@shared/src/caseload/caseload.schema'
import { moduleBrief, summaryColumns } from '../reports/reports.repo'

/** Which reports a page is drawn from: one owner's (or every owner's), narrowed by a filter and a search. */
export interface CaseloadQuery {
  ownerId: string | null
  filter: ReportFilter
  search: string
  /** Today in the office's time zone (YYYY-MM-DD) and the target in days, for the overdue filter. */
  today: string
  targetDays: number
}

/** Where the last page ended: its last row's sort value (as PostgreSQL wrote it) and id. */
export interface KeysetCursor {
  value: string
  id: string
}

type Eb = ExpressionBuilder<DB, 'reports'>

const hasAddenda = (eb: Eb) => eb.exists(eb.selectFrom('reportAddenda').select(sql`1`.as('one')).whereRef('reportAddenda.reportId', '=', 'reports.id'))
const waiting = (eb: Eb) =>
  eb.exists(eb.selectFrom('reportStudies').select(sql`1`.as('one')).whereRef('reportStudies.reportId', '=', 'reports.id').where('reportStudies.state', '=', 'requested'))

function filterBy(eb: Eb, q: CaseloadQuery): Expression<SqlBool> {
  switch (q.filter) {
    case 'draft':
      return eb('reports.signedAt', 'is', null)
    case 'signed':
      return eb.and([eb('reports.signedAt', 'is not', null), eb.not(hasAddenda(eb))])
    case 'addenda':
      return hasAddenda(eb)
    case 'waiting':
      return waiting(eb)
    case 'overdue':
      return eb.and([eb('reports.signedAt', 'is', null), sql<SqlBool>`reports.examined_on < ${q.today}::date - ${q.targetDays}::int`])
    default:
      return sql<SqlBool>`true`
  }
}

// LIKE's own wildcards in a search are literal characters.
const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

function scoped(db: Db, q: CaseloadQuery) {
  let query = db.selectFrom('reports').where('reports.deletedAt', 'is', null).where('reports.status', '=', 'active')
  if (q.ownerId) query = query.where('reports.ownerId', '=', q.ownerId)
  query = query.where((eb) => filterBy(eb, q))
  if (q.search) {
    const p = likePattern(q.search)
    query = query.where((eb) => eb.or([eb('reports.title', 'ilike', p), eb('reports.caseNumber', 'ilike', p), eb('reports.decedentName', 'ilike', p)]))
  }
  return query
}

const SORTS = {
  edited: { key: sql<string>`reports.updated_at::text`, after: (c: KeysetCursor) => sql<SqlBool>`(reports.updated_at, reports.id) < (${c.value}::timestamptz, ${c.id}::uuid)` },
  title: {
    key: sql<string>`reports.title`,
    after: (c: KeysetCursor) => sql<SqlBool>`(reports.title collate report_title_natural, reports.id) > (${c.value} collate report_title_natural, ${c.id}::uuid)`,
  },
  age: { key: sql<string>`reports.examined_on::text`, after: (c: KeysetCursor) => sql<SqlBool>`(reports.examined_on, reports.id) > (${c.value}::date, ${c.id}::uuid)` },
} as const

const ORDER = {
  edited: sql`reports.updated_at desc, reports.id desc`,
  title: sql`reports.title collate report_title_natural asc, reports.id asc`,
  age: sql`reports.examined_on asc, reports.id asc`,
} as const

/** One page of reports in the sort's order after the cursor, with what a card or a table row shows. */
export function listCaseloadPage(db: Db, q: CaseloadQuery, sort: ReportSortKey, cursor: KeysetCursor | null, limit: number) {
  let query = scoped(db, q)
    .leftJoin('templates', 'templates.id', 'reports.templateId')
    .select([...summaryColumns, 'reports.chapterCount', 'templates.name as templateName', 'reports.caseNumber', moduleBrief.as('modules')])
    .select(['reports.examinedOn', 'reports.examinationDate', 'reports.decedentName', 'reports.ownerId'])
    .select((eb) => [
      SORTS[sort].key.as('sortKey'),
      hasAddenda(eb).as('hasAddenda'),
      sql<string | null>`(reports.signed_at at time zone (select time_zone from office_settings))::date::text`.as('signedOn'),
      sql<{ type: string; requestedOn: string }[]>`coalesce((
        select jsonb_agg(jsonb_build_object('type', s.type, 'requestedOn', s.requested_on) order by s.requested_on, s.id)
        from report_studies s where s.report_id = reports.id and s.state = 'requested'
      ), '[]'::jsonb)`.as('pending'),
    ])
  if (cursor) query = query.where(SORTS[sort].after(cursor))
  return query.orderBy(ORDER[sort]).limit(limit).execute()
}

export async function countCaseload(db: Db, q: CaseloadQuery): Promise<number> {
  const row = await scoped(db, q).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()
  return Number(row.n)
}

/** The office's time zone, target and today's date there. */
export const findOfficeClock = (db: Db) =>
  db
    .selectFrom('officeSettings')
    .select(['timeZone', 'targetDays', 'targetPercent', sql<string>`(now() at time zone time_zone)::date::text`.as('today')])
    .executeTakeFirstOrThrow()
