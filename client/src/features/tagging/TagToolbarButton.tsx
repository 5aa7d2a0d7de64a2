import { memo, useState } from 'react'
import { Popover } from 'radix-ui'
import { Tag as TagIcon } from 'lucide-react'
import type { EditorView } from 'prosemirror-view'
import type { Tag } from '@shared/src/tags/tag.schema'
import { toast } from '../../components/toast/toast-store'
import { trpc } from '../../lib/trpc'
import { recordTagging } from './record-tagging'
import type { TaggingScope } from './scope'
import { applyTagTransaction } from './tag-commands'
import { TagPicker } from './TagPicker'

/**
 * The toolbar's 'Tag' button: tags the selected text, or inserts an unfilled field at the cursor.
 * `hasSelection` is the editor's (text selected or not): the one thing of the editor state shown
 * here, so a keystroke that does not change it does not re-render the button and its popover.
 */
export const TagToolbarButton = memo(function TagToolbarButton({ view, scope, hasSelection }: { view: EditorView; scope: TaggingScope; hasSelection: boolean }) {
  const [open, setOpen] = useState(false)
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          type="button"
          title="Tag the selected text or insert a field (Alt+Enter on a field opens its menu)"
          // Keep the editor's selection: it is what gets tagged.
          onMouseDown={(e) => e.preventDefault()}
          className="inline-flex h-8 items-center gap-1.5 rounded px-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 data-[state=open]:bg-sky-100 data-[state=open]:text-sky-800"
        >
          <TagIcon className="h-4 w-4" aria-hidden />
          Tag
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={12}
          aria-label="Tag picker"
          className="z-50 w-[22rem] overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xl focus:outline-none"
          onCloseAutoFocus={(e) => {
            e.preventDefault()
            view.focus()
          }}
        >
          <PickerBody view={view} scope={scope} hasSelection={hasSelection} onDone={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
})

function PickerBody({ view, scope, hasSelection, onDone }: { view: EditorView; scope: TaggingScope; hasSelection: boolean; onDone(): void }) {
  const utils = trpc.useUtils()
  const pick = (tag: Tag) => {
    const result = applyTagTransaction(view.state, { id: tag.id, identifier: tag.identifier, color: tag.color })
    if (!result) {
      toast({ title: 'Nothing to tag here', description: 'Select some text, or place the cursor in a paragraph.', variant: 'default' })
      return
    }
    view.dispatch(result.tr.scrollIntoView())
    void recordTagging(utils.client, scope, tag.id, result.applied)
    onDone()
  }
  return <TagPicker onPick={pick} hasSelection={hasSelection} />
}
