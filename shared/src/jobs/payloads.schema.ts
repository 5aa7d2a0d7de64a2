import { z } from 'zod'
import { UncertainSpan } from './events.schema'
import { text } from '../text'
import { InstanceRef } from '../reports/instances'

/**
 * Job data in the queue: the job's inputs, never secrets. The audio of a transcription is too
 * large for job data and lives in its own short-lived Redis key named after the job id.
 */
export const TranscriptionPayload = z.object({
  userId: z.uuid(),
  reportId: z.uuid(),
  mimeType: z.string(),
  filename: z.string(),
  audioBytes: z.number().int().nonnegative(),
})
export type TranscriptionPayload = z.infer<typeof TranscriptionPayload>

export const ExistingTag = z.object({
  id: text().max(200),
  name: text().max(200),
  value: text()
    .max(2000)
    .nullish()
    .transform((v) => v ?? ''),
})
export type ExistingTag = z.infer<typeof ExistingTag>

export const TagMatchingPayload = z.object({
  userId: z.uuid(),
  reportId: z.uuid(),
  transcription: z.string(),
  documentContent: z.string(),
  existingTags: z.array(ExistingTag),
  includeTagDescriptions: z.boolean(),
  /** The report's numbered injury instances, read by the server from the stored report. */
  instances: z.array(InstanceRef).max(500).optional(),
  /** The chapter holding the editor's cursor when dictation started; values without a cue go to its instance. */
  cursorChapterId: z.string().max(200).optional(),
  /** Spans of an offline transcript heard with doubt: values resting on them are not offered at high confidence. */
  uncertain: z.array(UncertainSpan).max(5000).optional(),
  /** The transcript is the offline recogniser's (perhaps edited): its doubtful values are not offered at high confidence. */
  offline: z.boolean().optional(),
})
export type TagMatchingPayload = z.infer<typeof TagMatchingPayload>

/** The chapters are read from the stored report when the job runs (the client saves first). */
export const CleanupPayload = z.object({
  userId: z.uuid(),
  reportId: z.uuid(),
  title: z.string().optional(),
})
export type CleanupPayload = z.infer<typeof CleanupPayload>
