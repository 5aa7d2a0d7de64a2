import type { Kysely, Transaction } from 'kysely'
import type { Db } from '@shared/node/db/connect'
import { whileDatabaseDown } from '@shared/node/db/unavailable'
import type { DB } from '@shared/node/db/types'
import type { JobKind } from '@shared/src/jobs/names'

export interface OutcomeKey {
  jobId: string
  kind: JobKind
  userId: string
  reportId: string
}

/** Thrown inside a result transaction when the job's outcome is already recorded (a retry after a commit). */
export class AlreadyRecorded extends Error {
  constructor(readonly jobId: string) {
    super(`job ${jobId} already has an outcome`)
    this.name = 'AlreadyRecorded'
  }
}

/** The recorded outcome of a job, if it has one. */
export const findOutcome = (db: Db, jobId: string) =>
  db.selectFrom('jobOutcomes').selectAll().where('jobId', '=', jobId).executeTakeFirst()

export type Outcome = NonNullable<Awaited<ReturnType<typeof findOutcome>>>

// The report or user may be gone by the time the job ends; the outcome is kept without the link.
const insertOutcome = (db: Db, key: OutcomeKey, status: 'completed' | 'failed', result: unknown, error: string | null) =>
  db
    .insertInto('jobOutcomes')
    .values((eb) => ({
      jobId: key.jobId,
      kind: key.kind,
      userId: eb.selectFrom('users').select('id').where('id', '=', key.userId),
      reportId: eb.selectFrom('reports').select('id').where('id', '=', key.reportId),
      status,
      result: JSON.stringify(result ?? null),
      error,
    }))
    .onConflict((oc) => oc.column('jobId').doNothing())
    .returning('jobId')
    .executeTakeFirst()

/**
 * Writes a successful job's visible effects in one transaction keyed by the job id: the outcome row
 * goes first, so a second attempt of the same job waits on it and then finds it taken and writes
 * nothing (throws AlreadyRecorded). Anything `effects` throws rolls everything back. While PostgreSQL
 * is unreachable (a restart) the transaction is tried again for up to 30 s, so finished work is not
 * thrown away; past that the error goes to BullMQ, which retries the job.
 */
export async function commitOnce(
  db: Kysely<DB>,
  key: OutcomeKey,
  result: unknown,
  effects: (trx: Transaction<DB>) => Promise<void>,
): Promise<void> {
  await whileDatabaseDown(
    () =>
      db.transaction().execute(async (trx) => {
        const claimed = await insertOutcome(trx, key, 'completed', result, null)
        if (!claimed) throw new AlreadyRecorded(key.jobId)
        await effects(trx)
      }),
    { onRetry: (e) => console.warn(`job ${key.jobId}: PostgreSQL is unreachable (${(e as Error).message}); writing the result again shortly`) },
  )
}

/** Records a job's final failure; false when an outcome was already there (nothing written). */
export async function recordFailure(db: Db, key: OutcomeKey, error: string, details: unknown): Promise<boolean> {
  return Boolean(await insertOutcome(db, key, 'failed', details, error))
}
