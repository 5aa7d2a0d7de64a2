import type { TagFieldProperties } from '@shared/src/tags/field'
import type { PromptType } from '@shared/src/constants'

/**
 * A chapter as written in seed data. Content is HTML of the shared editor schema in which
 * `{{tag_identifier}}` marks where a field goes; the seeder turns it into a tag span.
 * Order is not written: it is the 1-based position within its level.
 */
export interface SeedChapter {
  id: string
  title: string
  content: string
  subChapters?: SeedChapter[]
}

/** A seeded tag; its name equals its identifier and its colour comes from its category. */
export interface SeedTag {
  identifier: string
  category: string
  description: string
  /** Typed field properties. */
  field: TagFieldProperties
}

export interface SeedTemplate {
  name: string
  description: string
  chapters: SeedChapter[]
}

/** An injury module tree node; order is its 1-based position among its siblings. */
export interface SeedModule {
  name: string
  allowMultipleInstances?: boolean
  maxInstances?: number
  chapters: SeedChapter[]
  children?: SeedModule[]
}

export interface SeedPrompt {
  name: string
  description: string
  prompt: string
  promptType: PromptType
  isActive: boolean
  modelName: string
}
