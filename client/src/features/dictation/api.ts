import { TagMatchingResult, TranscriptionResult, type MatchedTag } from '@shared/src/jobs/events.schema'
import type { ExistingTag } from '@shared/src/jobs/payloads.schema'
import { devAuthHeaders } from '../../lib/trpc'

/** A refused or failed call; `serverMessage` is the server's own explanation when it sent one. */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
  ) {
    super(serverMessage ?? `Request failed (${status})`)
  }
}

/** The server's `error` (or `message`) field of a JSON error body. */
async function errorOf(res: Response): Promise<ApiCallError> {
  const body = (await res.json().catch(() => null)) as { error?: unknown; message?: unknown } | null
  const text = typeof body?.error === 'string' ? body.error : typeof body?.message === 'string' ? body.message : undefined
  return new ApiCallError(res.status, text?.trim() || undefined)
}

const reportPath = (reportId: string, action: string) => `/api/reports/${encodeURIComponent(reportId)}/${action}`

/** What the server heard, and which recogniser heard it (absent from older servers). */
export interface Transcribed {
  text: string
  engine: string | undefined
}

/**
 * POST /api/reports/{id}/transcribe-only (multipart, with cookies): the transcript of one audio file.
 * With an Idempotency-Key the job can be followed meanwhile (`trpc.jobs.events` by kind and key).
 */
export async function transcribeAudio(reportId: string, file: Blob, fileName: string, signal?: AbortSignal, idempotencyKey?: string): Promise<Transcribed> {
  const form = new FormData()
  form.append('audio', file, fileName)
  const headers: Record<string, string> = { ...devAuthHeaders(), ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) }
  const res = await fetch(reportPath(reportId, 'transcribe-only'), { method: 'POST', credentials: 'include', headers, body: form, signal })
  if (!res.ok) throw await errorOf(res)
  const parsed = TranscriptionResult.safeParse(await res.json().catch(() => null))
  if (!parsed.success) throw new ApiCallError(res.status, undefined)
  return { text: parsed.data.transcription, engine: parsed.data.engine }
}

/** A fresh Idempotency-Key for one request. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // Outside a secure context (plain HTTP on another host) randomUUID is missing.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}

export interface MatchRequest {
  transcription: string
  existingTags: ExistingTag[]
  /** Spec section 9: on by default; then no document text is sent. */
  reducedLightMode: boolean
  /** The report as text, sent only when reduced light mode is off. */
  documentContent: string
}

/** POST /api/reports/{id}/match-tags: the tags the transcript fills (one tag match of the quota). */
export async function requestTagMatches(reportId: string, req: MatchRequest, signal?: AbortSignal): Promise<MatchedTag[]> {
  const res = await fetch(reportPath(reportId, 'match-tags'), {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', ...devAuthHeaders() },
    body: JSON.stringify({
      documentContent: req.reducedLightMode ? '' : req.documentContent,
      transcription: req.transcription,
      existingTags: req.existingTags,
      includeTagDescriptions: true,
      reducedLightMode: req.reducedLightMode,
    }),
    signal,
  })
  if (!res.ok) throw await errorOf(res)
  const parsed = TagMatchingResult.safeParse(await res.json().catch(() => null))
  if (!parsed.success) throw new ApiCallError(res.status, undefined)
  return parsed.data.matchedTags
}
