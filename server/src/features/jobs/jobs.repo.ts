import type { Db } from '@shared/node/db/connect'

/** The report if it belongs to the user and is not deleted. */
export const findOwnedReport = (db: Db, reportId: string, ownerId: string) =>
  db
    .selectFrom('reports')
    .select(['id', 'title', 'signedAt'])
    .where('id', '=', reportId)
    .where('ownerId', '=', ownerId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst()

/** The newest cleaned report of a report (what the preview reloads). */
export const findLatestCleaned = (db: Db, reportId: string) =>
  db
    .selectFrom('cleanedReports')
    .select(['content', 'createdAt', 'missingFields', 'jobId'])
    .where('reportId', '=', reportId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst()
