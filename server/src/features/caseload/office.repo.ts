import { sql } from 'kysely'
import type { Db } from '@shared/node/db/connect'

const COLUMNS = ['timeZone', 'targetDays', 'targetPercent', 'studyTypes', 'dateOrder'] as const

export const findOfficeSettings = (db: Db) => db.selectFrom('officeSettings').select(COLUMNS).executeTakeFirstOrThrow()

/** Today's date (YYYY-MM-DD) in the office's time zone, as PostgreSQL sees it. */
export const officeToday = sql<string>`(now() at time zone (select time_zone from office_settings))::date`

interface SettingsChange {
  timeZone: string
  targetDays: number
  targetPercent: number
  studyTypes: string[]
  dateOrder?: 'day_first' | 'month_first' | null
  updatedBy: string
}

export const updateOfficeSettings = (db: Db, s: SettingsChange) =>
  db
    .updateTable('officeSettings')
    .set({ ...s, studyTypes: JSON.stringify(s.studyTypes), updatedAt: new Date() })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow()

/**
 * Every report's examination date read again in the office's (new) date order, and the day its clock starts: that
 * date, else the creation day in the office's (new) time zone.
 */
export async function recomputeClockStarts(db: Db): Promise<void> {
  await sql`
    update reports set examination_date = report_examination_date(report_field_value(chapters, 'date_of_examination'),
      (select case date_order when 'day_first' then true when 'month_first' then false end from office_settings))
  `.execute(db)
  await sql`update reports set examined_on = coalesce(examination_date, (created_at at time zone (select time_zone from office_settings))::date)`.execute(db)
}
