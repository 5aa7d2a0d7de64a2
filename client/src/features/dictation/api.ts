import { TranscriptionResult, type UncertainSpan } from '@shared/src/jobs/events.schema'
import { postMultipart, RestError } from '../../lib/rest'

const reportPath = (reportId: string, action: string) => `/api/reports/${encodeURIComponent(reportId)}/${action}`

/** What the server heard, and which recogniser heard it (absent from older servers). */
export interface Transcribed {
  text: string
  engine: string | undefined
  /** Spans the offline recogniser was unsure of; empty when it could not tell. */
  uncertain: UncertainSpan[]
}

/**
 * POST /api/reports/{id}/transcribe-only (multipart, with cookies): the transcript of one audio file.
 * With an Idempotency-Key the job can be followed meanwhile (`trpc.jobs.events` by kind and key).
 */
export async function transcribeAudio(reportId: string, file: Blob, fileName: string, signal?: AbortSignal, idempotencyKey?: string): Promise<Transcribed> {
  const form = new FormData()
  form.append('audio', file, fileName)
  const body = await postMultipart(reportPath(reportId, 'transcribe-only'), form, { headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}, signal })
  const parsed = TranscriptionResult.safeParse(body)
  if (!parsed.success) throw new RestError(200, undefined)
  return { text: parsed.data.transcription, engine: parsed.data.engine, uncertain: parsed.data.uncertain ?? [] }
}
