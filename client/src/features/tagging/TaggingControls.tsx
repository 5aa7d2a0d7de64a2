import type { EditorView } from 'prosemirror-view'
import type { TaggingScope } from './scope'
import { TagEditDialog } from './TagEditDialog'
import { openTagPopup } from './tag-popup-plugin'
import { TagPopup } from './TagPopup'
import { hasFilledTag, TagRangeWarnings } from './TagRangeWarnings'
import { TagToolbarButton } from './TagToolbarButton'

/**
 * The tagging parts of one editor's toolbar: the 'Tag' button, and the popup or edit dialog of
 * the field in use. Re-rendered with every editor state, so they always show the field as it is.
 * Nothing here talks to the server until something is opened or a field has a value to check.
 */
export function TaggingControls({ view, scope }: { view: EditorView; scope: TaggingScope }) {
  const open = openTagPopup(view.state)
  return (
    <>
      <span aria-hidden className="mx-1 h-5 w-px bg-slate-200" />
      <TagToolbarButton view={view} scope={scope} hasSelection={!view.state.selection.empty} />
      {hasFilledTag(view.state.doc) && <TagRangeWarnings view={view} />}
      {open?.popup.mode === 'popup' && <TagPopup key={open.popup.pos} view={view} popup={open.popup} range={open.range} />}
      {open?.popup.mode === 'edit' && <TagEditDialog key={open.popup.pos} view={view} range={open.range} />}
    </>
  )
}
