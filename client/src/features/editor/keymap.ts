import { baseKeymap, chainCommands, exitCode } from 'prosemirror-commands'
import { redo, undo } from 'prosemirror-history'
import { keymap } from 'prosemirror-keymap'
import { liftListItem, sinkListItem, splitListItem } from 'prosemirror-schema-list'
import type { Command, Plugin } from 'prosemirror-state'
import { goToNextCell } from 'prosemirror-tables'
import { schema } from '@shared/src/editor/schema'
import { setParagraph, toggleBold, toggleBulletList, toggleHeading, toggleItalic, toggleOrderedList, toggleUnderline } from './commands'

const { nodes } = schema

const insertHardBreak: Command = chainCommands(exitCode, (state, dispatch) => {
  if (dispatch) dispatch(state.tr.replaceSelectionWith(nodes.hard_break.create()).scrollIntoView())
  return true
})

/** The rich-text key bindings (marks, headings, lists, tables, history), Mod = Cmd on macOS, Ctrl elsewhere. */
export function editorKeys(): Record<string, Command> {
  return {
    'Mod-z': undo,
    'Shift-Mod-z': redo,
    'Mod-y': redo,
    'Mod-b': toggleBold,
    'Mod-i': toggleItalic,
    'Mod-u': toggleUnderline,
    'Mod-Alt-0': setParagraph,
    'Mod-Alt-1': toggleHeading(1),
    'Mod-Alt-2': toggleHeading(2),
    'Mod-Alt-3': toggleHeading(3),
    'Shift-Mod-8': toggleBulletList,
    'Shift-Mod-7': toggleOrderedList,
    'Shift-Enter': insertHardBreak,
    Enter: splitListItem(nodes.list_item),
    // In a table Tab moves between cells; in a list it nests the item.
    Tab: chainCommands(goToNextCell(1), sinkListItem(nodes.list_item)),
    'Shift-Tab': chainCommands(goToNextCell(-1), liftListItem(nodes.list_item)),
  }
}

/** The editor's keymap plugins: its own bindings first, then ProseMirror's base bindings. */
export function editorKeymaps(): Plugin[] {
  return [keymap(editorKeys()), keymap(baseKeymap)]
}
