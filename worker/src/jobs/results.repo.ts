import type { Db } from '@shared/node/db/connect'

/** A cleaned report as the cleanup job stores it (the preview and the exports read it back). */
export interface CleanedReportRow {
  reportId: string
  jobId: string
  content: string
  reportVersion: number
  missingFields: string[]
  createdBy: string
}

export const insertCleanedReport = (db: Db, row: CleanedReportRow) =>
  db
    .insertInto('cleanedReports')
    .values({ ...row, missingFields: JSON.stringify(row.missingFields) })
    .execute()

/** The cleaned report a job stored; a replayed outcome reads it to answer again. */
export async function findCleanedByJobId(db: Db, jobId: string): Promise<{ content: string; missingFields: string[] }> {
  const row = await db.selectFrom('cleanedReports').select(['content', 'missingFields']).where('jobId', '=', jobId).executeTakeFirstOrThrow()
  return { content: row.content, missingFields: row.missingFields as string[] }
}

/** A transcript as the transcription job stores it. */
export interface TranscriptRow {
  reportId: string
  jobId: string
  text: string
  engine: string
  audioBytes: number
  createdBy: string
}

export const insertTranscript = (db: Db, row: TranscriptRow) => db.insertInto('transcripts').values(row).execute()
