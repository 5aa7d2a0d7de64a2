import type { Db } from '@shared/node/db/connect'

/** The stored password hash of an active user, for the signing step-up. */
export const findPasswordHash = async (db: Db, userId: string) =>
  (await db.selectFrom('users').select('passwordHash').where('id', '=', userId).where('deactivatedAt', 'is', null).executeTakeFirst())?.passwordHash

/** Writes the signature with the content as signed; the next version, as every content change. */
export const updateSignature = (
  db: Db,
  id: string,
  s: { version: number; chapters: unknown[]; signedContent: unknown; signedAt: Date; signedBy: string; contentHash: string; pendingStudies: string[] },
) =>
  db
    .updateTable('reports')
    .set({
      version: s.version,
      chapters: JSON.stringify(s.chapters),
      signedContent: JSON.stringify(s.signedContent),
      signedAt: s.signedAt,
      signedBy: s.signedBy,
      contentHash: s.contentHash,
      signedPendingStudies: s.pendingStudies.length ? JSON.stringify(s.pendingStudies) : null,
      updatedAt: s.signedAt,
    })
    .where('id', '=', id)
    .where('signedAt', 'is', null)
    .returning(['id', 'version', 'signedAt', 'contentHash'])
    .executeTakeFirstOrThrow()

/** Users by id with what a signature shows of them. */
export const findSigners = (db: Db, ids: string[]) =>
  ids.length ? db.selectFrom('users').select(['id', 'username', 'email']).where('id', 'in', ids).execute() : Promise.resolve([])

/** A report's addenda, oldest first (the order their hashes chain in). */
export const listAddendaByReport = (db: Db, reportId: string) =>
  db
    .selectFrom('reportAddenda')
    .innerJoin('users', 'users.id', 'reportAddenda.authorId')
    .select([
      'reportAddenda.id',
      'reportAddenda.text',
      'reportAddenda.reason',
      'reportAddenda.createdAt',
      'reportAddenda.contentHash',
      'reportAddenda.previousHash',
      'users.id as authorId',
      'users.username as authorUsername',
      'users.email as authorEmail',
    ])
    .where('reportAddenda.reportId', '=', reportId)
    .orderBy('reportAddenda.createdAt')
    .orderBy('reportAddenda.id')
    .execute()

/** The newest addendum (hash and time), which the next one chains to; undefined before the first. */
export const findLastAddendum = (db: Db, reportId: string) =>
  db
    .selectFrom('reportAddenda')
    .select(['contentHash', 'createdAt'])
    .where('reportId', '=', reportId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()

export const insertAddendum = (
  db: Db,
  a: { reportId: string; authorId: string; text: string; reason: string; previousHash: string; contentHash: string; createdAt: Date },
) => db.insertInto('reportAddenda').values(a).returning(['id']).executeTakeFirstOrThrow()

/** Moves a signed report up the "last edited" order when an addendum is added (the trigger allows only this). */
export const touchReport = (db: Db, id: string, at: Date) => db.updateTable('reports').set({ updatedAt: at }).where('id', '=', id).execute()
