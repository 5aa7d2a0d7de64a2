import type { TAGGED_CONTENT_TYPES } from '@shared/src/tags/tag.schema'

/** Where an editor's content lives, for recording tagged content. */
export interface TaggingScope {
  contentType: (typeof TAGGED_CONTENT_TYPES)[number]
  /** The report, template or module id; unknown (a template not saved yet) means nothing is recorded. */
  contentId: string | null | undefined
  chapterId: string | null | undefined
}
