import { sql } from 'kysely'
import type { Db } from '@shared/node/db/connect'

const owned = (ownerId: string | null) => (ownerId ? sql`and r.owner_id = ${ownerId}::uuid` : sql``)
const live = sql`r.deleted_at is null and r.status = 'active'`
const tz = sql`(select time_zone from office_settings)`

/** Open (unsigned) reports counted by age band, plus those due soon and overdue. `edges` are the bands' upper ages. */
export async function countOpenByAge(db: Db, ownerId: string | null, today: string, edges: [number, number, number], dueSoonFrom: number) {
  const age = sql`(${today}::date - r.examined_on)`
  const { rows } = await sql<{ b0: string; b1: string; b2: string; b3: string; dueSoon: string; open: string }>`
    select
      count(*) filter (where ${age} <= ${edges[0]}) as b0,
      count(*) filter (where ${age} > ${edges[0]} and ${age} <= ${edges[1]}) as b1,
      count(*) filter (where ${age} > ${edges[1]} and ${age} <= ${edges[2]}) as b2,
      count(*) filter (where ${age} > ${edges[2]}) as b3,
      count(*) filter (where ${age} > ${dueSoonFrom} and ${age} <= ${edges[2]}) as "dueSoon",
      count(*) as open
    from reports r
    where ${live} and r.signed_at is null ${owned(ownerId)}
  `.execute(db)
  return rows[0]
}

/** The median of days from examination to signature over the reports signed in the last 90 days, or null. */
export async function medianDaysToSign(db: Db, ownerId: string | null): Promise<number | null> {
  const { rows } = await sql<{ median: number | null }>`
    select percentile_cont(0.5) within group (order by ((r.signed_at at time zone ${tz})::date - r.examined_on))::float8 as median
    from reports r
    where ${live} and r.signed_at >= now() - interval '90 days' ${owned(ownerId)}
  `.execute(db)
  return rows[0]?.median ?? null
}

/** Reports signed per week (weeks starting on Monday, in the office's zone) since `from`, and how many within target. */
export async function signedPerWeek(db: Db, ownerId: string | null, from: string, targetDays: number) {
  const { rows } = await sql<{ week: string; signed: string; onTime: string }>`
    select date_trunc('week', (r.signed_at at time zone ${tz}))::date::text as week,
      count(*) as signed,
      count(*) filter (where (r.signed_at at time zone ${tz})::date - r.examined_on <= ${targetDays}) as "onTime"
    from reports r
    where ${live} and r.signed_at is not null and (r.signed_at at time zone ${tz})::date >= ${from}::date ${owned(ownerId)}
    group by 1 order by 1
  `.execute(db)
  return rows
}

/** Every live report for the audit's CSV, oldest examination first, with its pathologist and studies. */
export async function listForExport(db: Db, ownerId: string | null) {
  const { rows } = await sql<{
    caseNumber: string | null
    title: string
    pathologist: string
    examinedOn: string
    signedOn: string | null
    studies: { type: string; state: string; requestedOn: string; receivedOn: string | null }[]
  }>`
    select r.case_number as "caseNumber", r.title, u.username as pathologist, r.examined_on::text as "examinedOn",
      (r.signed_at at time zone ${tz})::date::text as "signedOn",
      coalesce((select jsonb_agg(jsonb_build_object('type', s.type, 'state', s.state, 'requestedOn', s.requested_on, 'receivedOn', s.received_on)
        order by s.requested_on, s.id) from report_studies s where s.report_id = r.id), '[]'::jsonb) as studies
    from reports r join users u on u.id = r.owner_id
    where ${live} ${owned(ownerId)}
    order by r.examined_on, r.id
  `.execute(db)
  return rows
}

/** Users who own at least one live report, for the office's pathologist filter. */
export const listPathologists = (db: Db) =>
  db
    .selectFrom('users')
    .select(['users.id', 'users.username', 'users.email'])
    .where((eb) => eb.exists(eb.selectFrom('reports').select(sql`1`.as('one')).whereRef('reports.ownerId', '=', 'users.id').where('reports.deletedAt', 'is', null)))
    .orderBy('users.username')
    .execute()
