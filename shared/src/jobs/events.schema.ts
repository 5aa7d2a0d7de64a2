import { z } from 'zod'

/** An instance the user may choose for a value, or one that does not exist yet and can be added. */
export const InstanceTarget = z.object({ chapterId: z.string(), instance: z.string() })
export type InstanceTarget = z.infer<typeof InstanceTarget>

/** An instance named in dictation that the report does not have ("stab wound 3" when there are two). */
export const ProposedInstance = z.object({
  moduleId: z.string(),
  typeId: z.string().nullable(),
  index: z.number().int().positive(),
  /** The title the new instance chapter will have: 'Sharp Force Injuries #3 — Stab Wound'. */
  instance: z.string(),
})
export type ProposedInstance = z.infer<typeof ProposedInstance>

/**
 * A field found in a transcript. `id`, `name`, `value`, `location` and `confidence` are the Matched tag
 * of the API; the rest is optional and says where a value of a field inside a numbered injury instance goes:
 * - `chapterId` + `instance`: that instance's chapter and its title; inserting fills only occurrences inside it.
 * - `instanceChoices`: no cue said which instance and the cursor was in none; the user picks one.
 * - `proposedInstance`: the cue named an instance the report lacks; the value goes there once it is added.
 * A match without any of them is a field outside instances and fills its occurrences as before.
 */
export const MatchedTag = z.object({
  id: z.string(),
  name: z.string(),
  value: z.string(),
  location: z.string(),
  confidence: z.number().min(0).max(1),
  chapterId: z.string().optional(),
  instance: z.string().optional(),
  instanceChoices: z.array(InstanceTarget).optional(),
  proposedInstance: ProposedInstance.optional(),
})
export type MatchedTag = z.infer<typeof MatchedTag>

/** Why a job failed; the server maps each code to an HTTP status in one place. */
export const JobErrorCode = z.enum(['QUOTA_EXCEEDED', 'NOT_FOUND', 'BAD_REQUEST', 'VALUE_CHANGED', 'UNREADABLE', 'FAILED'])
export type JobErrorCode = z.infer<typeof JobErrorCode>

/**
 * A stretch of the transcript (offsets into it, end exclusive) the recogniser was unsure of: its
 * text as shown, and the alternative it may have been ("30", alternative "13").
 */
export const UncertainSpan = z.object({
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  text: z.string().max(200),
  alternative: z.string().max(200).optional(),
})
export type UncertainSpan = z.infer<typeof UncertainSpan>

/**
 * `engine` names the recogniser that heard the audio; optional because events stored before it still
 * parse. `uncertain`: the words the offline recogniser was unsure of, an extra beside the transcript.
 */
export const TranscriptionResult = z.object({
  transcription: z.string(),
  engine: z.string().optional(),
  uncertain: z.array(UncertainSpan).max(5000).optional(),
})
export type TranscriptionResult = z.infer<typeof TranscriptionResult>
export const TagMatchingResult = z.object({ matchedTags: z.array(MatchedTag) })
export type TagMatchingResult = z.infer<typeof TagMatchingResult>

const FieldValue = z.object({ name: z.string(), value: z.string() })

/**
 * One event of a job's stream (cleanup stream events).
 * - status: a message to show. Each attempt of a job starts with a status carrying `attempt`;
 *   when `attempt` is above 1 the job restarted (a worker died or an engine failed), and a
 *   client drops the text it has gathered so far. `missingFields` lists unfilled fields;
 *   `progress` (0 to 1) says how far a long job is, e.g. 'Transcribing… 40 %' at 0.4.
 * - content: text to append. partial: the whole text so far, replacing it; the job ended early.
 * - complete: the job succeeded; `fullContent` (cleanup) replaces the text, `result` is the answer
 *   of transcription and tag matching. error: the job failed for good.
 * complete, partial and error are terminal: nothing follows them.
 */
export const JobEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('status'),
    message: z.string(),
    attempt: z.number().int().positive().optional(),
    missingFields: z.array(z.string()).optional(),
    /** How far the job is, 0 to 1 (transcription: audio seconds decoded of the total). */
    progress: z.number().min(0).max(1).optional(),
  }),
  z.object({ type: z.literal('content'), content: z.string() }),
  z.object({ type: z.literal('partial'), content: z.string(), message: z.string().optional() }),
  z.object({
    type: z.literal('complete'),
    message: z.string().optional(),
    fullContent: z.string().optional(),
    missingFields: z.array(z.string()).optional(),
    result: z.union([TranscriptionResult, TagMatchingResult]).optional(),
  }),
  z.object({
    type: z.literal('error'),
    message: z.string(),
    code: JobErrorCode,
    changedValues: z.array(FieldValue).optional(),
  }),
])
export type JobEvent = z.infer<typeof JobEvent>

/** A job event with the id of its place in the stream (the SSE `id:` and tRPC tracked id). */
export interface StreamedJobEvent {
  id: string
  event: JobEvent
}

/** Whether the job ends with this event. */
export const isTerminalEvent = (event: JobEvent): boolean =>
  event.type === 'complete' || event.type === 'error' || event.type === 'partial'

/** A Redis stream id (`<ms>-<seq>`); anything else read from a Last-Event-ID is ignored. */
export const StreamId = z.string().regex(/^\d{1,20}-\d{1,20}$/)
