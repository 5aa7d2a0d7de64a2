import { setBlockType, toggleMark, wrapIn } from 'prosemirror-commands'
import { liftTarget } from 'prosemirror-transform'
import type { MarkType, Node as PMNode, NodeType } from 'prosemirror-model'
import { liftListItem, wrapInList } from 'prosemirror-schema-list'
import { TextSelection, type Command, type EditorState } from 'prosemirror-state'
import { isInTable } from 'prosemirror-tables'
import { schema } from '@shared/src/editor/schema'

export type { Command } from 'prosemirror-state'
export { undo, redo } from 'prosemirror-history'
export { addColumnAfter, addRowAfter, deleteColumn, deleteRow, deleteTable, isInTable } from 'prosemirror-tables'

const { nodes, marks } = schema

export const toggleBold: Command = toggleMark(marks.strong)
export const toggleItalic: Command = toggleMark(marks.em)
export const toggleUnderline: Command = toggleMark(marks.underline)

/** Makes the selected blocks paragraphs. */
export const setParagraph: Command = setBlockType(nodes.paragraph)

/** Turns the selected blocks into headings of `level`, or back into paragraphs when they already are. */
export function toggleHeading(level: number): Command {
  return (state, dispatch, view) => {
    if (activeHeadingLevel(state) === level) return setParagraph(state, dispatch, view)
    return setBlockType(nodes.heading, { level })(state, dispatch, view)
  }
}

/**
 * Wraps the selection in a list of `type`; inside such a list it lifts the items out, and inside
 * the other kind of list it switches the list's kind (what a toolbar list button is expected to do).
 */
export function toggleList(type: NodeType): Command {
  return (state, dispatch, view) => {
    const list = nearestList(state)
    if (!list) return wrapInList(type)(state, dispatch, view)
    if (list.node.type === type) return liftListItem(nodes.list_item)(state, dispatch, view)
    if (dispatch) dispatch(state.tr.setNodeMarkup(list.pos, type, type === nodes.ordered_list ? { order: 1 } : {}))
    return true
  }
}

export const toggleBulletList: Command = toggleList(nodes.bullet_list)
export const toggleOrderedList: Command = toggleList(nodes.ordered_list)

/**
 * Inserts an empty table (the first row as header cells) at the selection and puts the cursor
 * in its first cell; a paragraph follows it so text can continue below. Not offered inside a table: nested tables do not export well.
 */
export function insertTable(rows = 3, cols = 3): Command {
  return (state, dispatch) => {
    if (rows < 1 || cols < 1 || isInTable(state)) return false
    if (dispatch) {
      const cell = (header: boolean) => (header ? nodes.table_header : nodes.table_cell).createAndFill()!
      const tableRows = Array.from({ length: rows }, (_, r) => nodes.table_row.create(null, Array.from({ length: cols }, () => cell(r === 0))))
      const table = nodes.table.create(null, tableRows)
      const tr = state.tr.replaceSelectionWith(table)
      const tablePos = positionOf(tr.doc, table)
      if (tablePos !== null) {
        // Without a gap cursor there is no way to type below a final table, so leave a paragraph there.
        const after = tablePos + table.nodeSize
        if (!tr.doc.resolve(after).nodeAfter) tr.insert(after, nodes.paragraph.create())
        // The first cell's paragraph starts 4 positions in: table, row, cell, paragraph.
        tr.setSelection(TextSelection.create(tr.doc, tablePos + 4))
      }
      dispatch(tr.scrollIntoView())
    }
    return true
  }
}

/** True when the whole selection (or the stored marks at the cursor) carries `type`. */
export function isMarkActive(state: EditorState, type: MarkType): boolean {
  const { from, $from, to, empty } = state.selection
  if (empty) return !!type.isInSet(state.storedMarks || $from.marks())
  return state.doc.rangeHasMark(from, to, type)
}

/** The heading level of the selection's block, or 0 when it is not a heading. */
export function activeHeadingLevel(state: EditorState): number {
  const parent = state.selection.$from.parent
  return parent.type === nodes.heading ? (parent.attrs.level as number) : 0
}

/** The type of the innermost list around the selection, if any. */
export function activeListType(state: EditorState): NodeType | null {
  return nearestList(state)?.node.type ?? null
}

function nearestList(state: EditorState): { node: PMNode; pos: number } | null {
  const { $from } = state.selection
  for (let d = $from.depth; d > 0; d--) {
    const node = $from.node(d)
    if (node.type === nodes.bullet_list || node.type === nodes.ordered_list) return { node, pos: $from.before(d) }
  }
  return null
}

// The inserted node keeps its identity in the new document; look it up instead of guessing where it landed.
function positionOf(doc: PMNode, target: PMNode): number | null {
  let found: number | null = null
  doc.descendants((node, pos) => {
    if (found !== null) return false
    if (node === target) found = pos
    return found === null && node.type !== nodes.table
  })
  return found
}

/** True when the selection sits inside a guidance block. */
export function isInGuidance(state: EditorState): boolean {
  const { $from } = state.selection
  for (let d = $from.depth; d > 0; d--) if ($from.node(d).type === nodes.guidance) return true
  return false
}

/** Turns the selected blocks into instructions to the pathologist, or back into text (templates only). */
export const toggleGuidance: Command = (state, dispatch) => {
  if (!isInGuidance(state)) return wrapIn(nodes.guidance)(state, dispatch)
  const { $from, $to } = state.selection
  const range = $from.blockRange($to, (node) => node.type === nodes.guidance)
  const target = range && liftTarget(range)
  if (!range || target === null || target === undefined) return false
  dispatch?.(state.tr.lift(range, target))
  return true
}
