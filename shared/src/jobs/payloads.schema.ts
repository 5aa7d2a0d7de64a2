import { z } from 'zod'
import { text } from '../text'

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
})
export type TagMatchingPayload = z.infer<typeof TagMatchingPayload>

/** The chapters are read from the stored report when the job runs (the client saves first). */
export const CleanupPayload = z.object({
  userId: z.uuid(),
  reportId: z.uuid(),
  title: z.string().optional(),
})
export type CleanupPayload = z.infer<typeof CleanupPayload>
