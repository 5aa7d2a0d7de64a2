import { isUuid } from '../../src/ids'
import type { Db } from './connect'

/**
 * The one definition of "the caller's report": a live (not deleted) report of this owner, or undefined.
 * Used by the server (through core/owned-report's requireOwnedReport) and by the worker's jobs. An id
 * that is not a uuid names no report. `forUpdate` locks the row until the transaction ends, so
 * concurrent writers queue behind each other.
 */
export function findOwnedReport(db: Db, id: string, ownerId: string, opts: { forUpdate?: boolean } = {}) {
  if (!isUuid(id)) return Promise.resolve(undefined)
  const query = db.selectFrom('reports').selectAll().where('id', '=', id).where('ownerId', '=', ownerId).where('deletedAt', 'is', null)
  return (opts.forUpdate ? query.forUpdate() : query).executeTakeFirst()
}

export type OwnedReport = NonNullable<Awaited<ReturnType<typeof findOwnedReport>>>
