import { sql } from 'kysely'
import type { Db } from '@shared/node/db/connect'
import type { StudyState } from '@shared/src/caseload/caseload.schema'

const columns = ['id', 'reportId', 'type', 'requestedOn', 'labReference', 'state', 'receivedOn'] as const

/** A report's studies, in the order they were requested. */
export const listStudiesByReport = (db: Db, reportId: string) =>
  db.selectFrom('reportStudies').select(columns).where('reportId', '=', reportId).orderBy('requestedOn').orderBy('createdAt').orderBy('id').execute()

export const insertStudy = (db: Db, s: { reportId: string; type: string; requestedOn: string; labReference: string }) =>
  db.insertInto('reportStudies').values(s).returning(columns).executeTakeFirstOrThrow()

/** A study with its report's owner, title and signature, locked for a change. */
export const findStudyForUpdate = (db: Db, id: string) =>
  db
    .selectFrom('reportStudies')
    .innerJoin('reports', 'reports.id', 'reportStudies.reportId')
    .select(columns.map((c) => `reportStudies.${c}` as const))
    .select(['reports.ownerId', 'reports.title', 'reports.signedAt', 'reports.deletedAt'])
    .where('reportStudies.id', '=', id)
    .forUpdate()
    .executeTakeFirst()

export const updateStudy = (db: Db, id: string, s: { state: StudyState; labReference: string; receivedOn: string | null }) =>
  db.updateTable('reportStudies').set({ ...s, updatedAt: new Date() }).where('id', '=', id).returning(columns).executeTakeFirstOrThrow()

/** The types of a report's studies still requested, oldest request first. */
export const listRequestedTypes = async (db: Db, reportId: string): Promise<string[]> =>
  (
    await db
      .selectFrom('reportStudies')
      .select('type')
      .where('reportId', '=', reportId)
      .where('state', '=', 'requested')
      .orderBy('requestedOn')
      .orderBy('createdAt')
      .execute()
  ).map((r) => r.type)

export const officeTodayText = async (db: Db): Promise<string> =>
  (await sql<{ today: string }>`select (now() at time zone time_zone)::date::text as today from office_settings`.execute(db)).rows[0].today
