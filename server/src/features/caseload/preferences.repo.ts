import type { Db } from '@shared/node/db/connect'

/** The user's remembered view and order of My Reports, if they ever chose one. */
export const findPreferences = (db: Db, userId: string) =>
  db.selectFrom('userPreferences').select(['reportView', 'reportSort']).where('userId', '=', userId).executeTakeFirst()

/** Keeps the choices given and leaves the others as they were. */
export const savePreferences = (db: Db, userId: string, p: { reportView?: string; reportSort?: string }) =>
  db
    .insertInto('userPreferences')
    .values({ userId, reportView: p.reportView ?? null, reportSort: p.reportSort ?? null })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ ...p, updatedAt: new Date() }))
    .returning(['reportView', 'reportSort'])
    .executeTakeFirstOrThrow()
