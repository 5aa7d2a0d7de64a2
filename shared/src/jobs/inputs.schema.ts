import { z } from 'zod'
import { text } from '../text'
import { JOB_TEXTS } from './texts'
import { ExistingTag } from './payloads.schema'
import { StreamId, UncertainSpan } from './events.schema'
import { JOB_KINDS } from './names'

const MAX_TEXT = 200_000

export const JobIdParams = z.object({ jobId: text().regex(/^[A-Za-z0-9_-]{1,100}$/) })

/** Body of POST /api/reports/{id}/match-tags. */
export const MatchTagsInput = z.object({
  transcription: text({ error: JOB_TEXTS.transcriptionRequired })
    .trim()
    .min(1, JOB_TEXTS.transcriptionRequired)
    .max(MAX_TEXT),
  documentContent: text().max(2_000_000).optional().default(''),
  existingTags: z.array(ExistingTag).max(2000).optional().default([]),
  includeTagDescriptions: z.boolean().optional().default(true),
  // On by default: the document content is then not sent to the engine.
  reducedLightMode: z.boolean().optional().default(true),
  /** The chapter holding the editor's cursor: values of instance fields without a cue go to its instance. */
  cursorChapterId: text().trim().min(1).max(200).optional(),
  /** The spans of an offline transcript its recogniser was unsure of (as transcription answered them). */
  uncertain: z.array(UncertainSpan).max(5000).optional(),
  /** The transcript is the offline recogniser's (the transcription answered with engine "local"), perhaps edited. */
  offline: z.boolean().optional(),
})
export type MatchTagsInput = z.infer<typeof MatchTagsInput>

/** Body of POST /api/reports/{id}/cleanup-stream; the stored chapters are cleaned, the title is used. */
export const CleanupStreamInput = z.object({
  reportContent: z.unknown().optional(),
  reportTitle: text().trim().max(500).optional(),
})
export type CleanupStreamInput = z.infer<typeof CleanupStreamInput>

/** Body of the DOCX and HTML exports (DOCX export payload). */
export const ExportInput = z.object({
  cleanedReport: text({ error: JOB_TEXTS.nothingToExport })
    .max(5_000_000)
    .refine((v) => v.trim().length > 0, JOB_TEXTS.nothingToExport),
  /** The title the user gave the report: the document's title (absent: the text's own '# heading', else 'Autopsy Report'). */
  reportTitle: text().trim().max(500).optional(),
})
export type ExportInput = z.infer<typeof ExportInput>

/** Where a reader of a job's events starts: after this stream id (from Last-Event-ID). */
export const LastEventId = StreamId.optional().catch(undefined)

/** The Idempotency-Key header of a job request (REST) or its tRPC counterpart. */
export const IdempotencyKeyText = text().trim().min(1).max(200)

/**
 * tRPC input of the job event subscription; `lastEventId` is filled in by the client on reconnect.
 * A job is named by its id, or by the kind and Idempotency-Key of the request that starts it: a
 * client uploading audio follows the transcription's progress before the upload has answered.
 */
export const JobEventsInput = z.union([
  z.object({ jobId: JobIdParams.shape.jobId, lastEventId: text().nullish() }),
  z.object({ kind: z.enum(JOB_KINDS), idempotencyKey: IdempotencyKeyText, lastEventId: text().nullish() }),
])
export type JobEventsInput = z.infer<typeof JobEventsInput>
