import { sql } from 'kysely'
import type { Db } from '@shared/node/db/connect'

export const findOfficeSettings = (db: Db) =>
  db.selectFrom('officeSettings').select(['timeZone', 'targetDays', 'targetPercent', 'studyTypes']).executeTakeFirstOrThrow()

/** Today's date (YYYY-MM-DD) in the office's time zone, as PostgreSQL sees it. */
export const officeToday = sql<string>`(now() at time zone (select time_zone from office_settings))::date`

export const updateOfficeSettings = (db: Db, s: { timeZone: string; targetDays: number; targetPercent: number; studyTypes: string[]; updatedBy: string }) =>
  db
    .updateTable('officeSettings')
    .set({ ...s, studyTypes: JSON.stringify(s.studyTypes), updatedAt: new Date() })
    .returning(['timeZone', 'targetDays', 'targetPercent', 'studyTypes'])
    .executeTakeFirstOrThrow()

/** Where no examination date is recorded, the clock starts on the creation day in the (new) office time zone. */
export const recomputeCreationDays = (db: Db, timeZone: string) =>
  db
    .updateTable('reports')
    .set({ examinedOn: sql<string>`(created_at at time zone ${timeZone})::date` })
    .where('examinationDate', 'is', null)
    .execute()
