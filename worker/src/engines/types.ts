import type { Chapter } from '@shared/src/reports/chapter.schema'
import type { TagFieldProperties } from '@shared/src/tags/field'
import type { InstanceRef } from '@shared/src/reports/instances'
import type { InstanceTarget, ProposedInstance, UncertainSpan } from '@shared/src/jobs/events.schema'

/** A tag as the engines see it (from the tags table); the structured field properties once stored (shared/src/tags/field.ts). */
export interface TagInfo extends Partial<TagFieldProperties> {
  id: string
  identifier: string
  name: string
  description: string
  category: string | null
}

/** One field found in a transcript (Matched tag). */
export interface MatchedTag {
  id: string
  name: string
  value: string
  /** Where in the transcript it was said: the sentence or phrase. */
  location: string
  /** 0 to 1. */
  confidence: number
  /** Where the value goes when its field sits inside numbered injury instances (see the shared MatchedTag). */
  chapterId?: string
  instance?: string
  instanceChoices?: InstanceTarget[]
  proposedInstance?: ProposedInstance
}

export interface TranscriptionInput {
  audio: Buffer
  mimeType: string
  filename: string
  vocabulary: TagInfo[]
  /** Active prompt of type tag_identification or cleanup is not used here; model for the openai kind. */
  model?: string
  signal?: AbortSignal
  /** Called as the audio is decoded with the fraction done (0 to 1, not decreasing); engines that cannot tell ignore it. */
  onProgress?: (fraction: number) => void
}

/** A transcript, and where the engine can tell, the spans of it the recogniser was unsure of. */
export interface Transcribed {
  text: string
  uncertain?: UncertainSpan[]
}

export interface TranscriptionEngine {
  readonly name: string
  transcribe(input: TranscriptionInput): Promise<Transcribed>
  /** Frees what the engine holds (threads); called when the worker shuts down. */
  close?(): Promise<void>
}

export interface TagMatchingInput {
  transcription: string
  /** Plain text of the report; empty in reduced light mode. */
  documentContent: string
  /** Fields already in the document with their current value ('' when unfilled). */
  existingTags: { id: string; name: string; value: string }[]
  tags: TagInfo[]
  includeTagDescriptions: boolean
  /** The report's numbered injury instances and the chapter holding the cursor, if any. */
  instances?: InstanceRef[]
  cursorChapterId?: string
  prompt?: { text: string; model: string }
  signal?: AbortSignal
}

export interface TagMatchingEngine {
  readonly name: string
  match(input: TagMatchingInput): Promise<MatchedTag[]>
}

export interface CleanupInput {
  title: string
  chapters: Chapter[]
  prompt?: { text: string; model: string }
  signal?: AbortSignal
}

export interface CleanupEngine {
  readonly name: string
  /** Yields the cleaned report (markdown dialect of shared/src/markdown) chunk by chunk. */
  stream(input: CleanupInput): AsyncIterable<string>
}
