import { sql, type Insertable } from 'kysely'
import type { Db } from '@shared/node/db/connect'
import type { DB } from '@shared/node/db/types'

type NewReport = Insertable<DB['reports']>

// Counts chapter objects at every depth inside the JSONB tree, so the list never ships chapter HTML.
const chapterCount = sql<number>`jsonb_array_length(jsonb_path_query_array(chapters, 'strict $.** ? (@.type() == "object" && exists(@.content))'))`

const summaryColumns = ['id', 'title', 'status', 'version', 'createdAt', 'updatedAt'] as const

/** The owner's live reports, most recently edited first. */
export const listReportsByOwner = (db: Db, ownerId: string) =>
  db
    .selectFrom('reports')
    .select([...summaryColumns, chapterCount.as('chapterCount')])
    .where('ownerId', '=', ownerId)
    .where('deletedAt', 'is', null)
    .where('status', '=', 'active')
    .orderBy('updatedAt', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute()

/** The same list with the chapters, for the REST list of the spec. */
export const listReportsWithChaptersByOwner = (db: Db, ownerId: string) =>
  db
    .selectFrom('reports')
    .select([...summaryColumns, 'chapters', chapterCount.as('chapterCount')])
    .where('ownerId', '=', ownerId)
    .where('deletedAt', 'is', null)
    .where('status', '=', 'active')
    .orderBy('updatedAt', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute()

/** A report that is not deleted, or undefined. */
export const findReportById = (db: Db, id: string) =>
  db.selectFrom('reports').selectAll().where('id', '=', id).where('deletedAt', 'is', null).executeTakeFirst()

/** The same, locking the row until the transaction ends so concurrent saves queue behind each other. */
export const findReportByIdForUpdate = (db: Db, id: string) =>
  db.selectFrom('reports').selectAll().where('id', '=', id).where('deletedAt', 'is', null).forUpdate().executeTakeFirst()

export const insertReport = (db: Db, report: NewReport) => db.insertInto('reports').values(report).returningAll().executeTakeFirstOrThrow()

export const updateReportTitle = (db: Db, id: string, title: string) =>
  db
    .updateTable('reports')
    .set({ title, updatedAt: new Date() })
    .where('id', '=', id)
    .returning([...summaryColumns, chapterCount.as('chapterCount')])
    .executeTakeFirstOrThrow()

export const updateReportContent = (db: Db, id: string, v: { version: number; title: string; chapters: unknown[] }) =>
  db
    .updateTable('reports')
    .set({ version: v.version, title: v.title, chapters: JSON.stringify(v.chapters), updatedAt: new Date() })
    .where('id', '=', id)
    .returning(['version', 'updatedAt'])
    .executeTakeFirstOrThrow()

export const softDeleteReport = (db: Db, id: string) => db.updateTable('reports').set({ deletedAt: new Date() }).where('id', '=', id).execute()

export const insertRevision = (db: Db, r: { reportId: string; version: number; title: string; chapters: unknown[]; createdBy: string }) =>
  db.insertInto('reportRevisions').values({ ...r, chapters: JSON.stringify(r.chapters) }).execute()

/** A report's revisions, newest first, with the author's username. */
export const listRevisionsByReport = (db: Db, reportId: string) =>
  db
    .selectFrom('reportRevisions')
    .leftJoin('users', 'users.id', 'reportRevisions.createdBy')
    .select(['reportRevisions.version', 'reportRevisions.title', 'reportRevisions.createdAt', 'reportRevisions.createdBy', 'users.username'])
    .where('reportRevisions.reportId', '=', reportId)
    .orderBy('reportRevisions.version', 'desc')
    .execute()

export const findRevision = (db: Db, reportId: string, version: number) =>
  db.selectFrom('reportRevisions').selectAll().where('reportId', '=', reportId).where('version', '=', version).executeTakeFirst()
