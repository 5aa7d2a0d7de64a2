import { useMemo, useState, type ReactNode } from 'react'
import type { Plugin } from 'prosemirror-state'
import type { EditorView, MarkViewConstructor } from 'prosemirror-view'
import type { TaggingScope } from './scope'
import { TaggingControls } from './TaggingControls'
import { tagPopupPlugin } from './tag-popup-plugin'
import { tagValueSyncPlugin } from './value-sync'

/** What a rich-text editor needs for tagging (spread into RichTextEditor / LazyRichTextEditor). */
export interface TaggingExtensions {
  plugins: readonly Plugin[]
  markViews?: Record<string, MarkViewConstructor>
  toolbarExtras: (view: EditorView) => ReactNode
}

/** The tagging plugins of one editor (value sync, field popup); a fresh set per editor. */
export function createTaggingPlugins(): Plugin[] {
  return [tagValueSyncPlugin(), tagPopupPlugin()]
}

/**
 * Tagging for one chapter editor: the 'Tag' toolbar button with its picker, the field popup with
 * Edit Tag / Remove Tag, and values typed straight into fields. Tags applied are recorded as
 * tagged content of `scope` (skipped while its contentId is unknown).
 */
export function useTaggingExtensions({ contentType, contentId, chapterId }: TaggingScope): TaggingExtensions {
  // Plugins are read once when the editor mounts, so they must not change identity.
  const [plugins] = useState(createTaggingPlugins)
  const toolbarExtras = useMemo(() => {
    const scope: TaggingScope = { contentType, contentId, chapterId }
    return (view: EditorView) => <TaggingControls view={view} scope={scope} />
  }, [contentType, contentId, chapterId])
  return { plugins, toolbarExtras }
}
