import type { Db } from '@shared/node/db/connect'

/** The newest cleaned report of a report (what the preview reloads). */
export const findLatestCleaned = (db: Db, reportId: string) =>
  db
    .selectFrom('cleanedReports')
    .select(['content', 'createdAt', 'missingFields', 'jobId'])
    .where('reportId', '=', reportId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst()
