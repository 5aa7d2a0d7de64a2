import { describe, expect, it } from 'vitest'
import { builders } from 'prosemirror-test-builder'
import { EditorState, NodeSelection, TextSelection, type Command } from 'prosemirror-state'
import type { Node as PMNode } from 'prosemirror-model'
import { schema } from '@shared/src/editor/schema'
import * as cmd from './commands'
import { createEditorPlugins } from './plugins'

const b = builders(schema, {
  p: { nodeType: 'paragraph' },
  h1: { nodeType: 'heading', level: 1 },
  h2: { nodeType: 'heading', level: 2 },
  ul: { nodeType: 'bullet_list' },
  ol: { nodeType: 'ordered_list' },
  li: { nodeType: 'list_item' },
  tr: { nodeType: 'table_row' },
  td: { nodeType: 'table_cell' },
  th: { nodeType: 'table_header' },
  b: { markType: 'strong' },
  i: { markType: 'em' },
  u: { markType: 'underline' },
})
const { doc, p, h1, h2, ul, ol, li, table, tr, td, th } = b

/** A state whose selection runs from <a> to <b> (or sits at <a>) in the test document. */
function stateOf(d: PMNode & { tag: Record<string, number> }): EditorState {
  const { a, b: to } = d.tag
  const selection = a === undefined ? undefined : TextSelection.create(d, a, to ?? a)
  return EditorState.create({ doc: d, selection, plugins: createEditorPlugins() })
}

/** Runs a command and returns the resulting state (null when it does not apply). */
function apply(state: EditorState, command: Command): EditorState | null {
  let next: EditorState | null = null
  const ok = command(state, (t) => (next = state.apply(t)))
  return ok ? (next ?? state) : null
}

function expectDoc(command: Command, before: PMNode & { tag: Record<string, number> }, after: PMNode) {
  const next = apply(stateOf(before), command)
  expect(next).not.toBeNull()
  expect(next!.doc.toJSON()).toEqual(after.toJSON())
}

describe('mark toggles', () => {
  it('bolds the selection and unbolds it again', () => {
    expectDoc(cmd.toggleBold, doc(p('a<a>bc<b>d')), doc(p('a', b.b('bc'), 'd')))
    expectDoc(cmd.toggleBold, doc(p('a<a>', b.b('bc'), '<b>d')), doc(p('abcd')))
  })
  it('italicises and underlines the selection', () => {
    expectDoc(cmd.toggleItalic, doc(p('<a>word<b>')), doc(p(b.i('word'))))
    expectDoc(cmd.toggleUnderline, doc(p('x<a>yz<b>')), doc(p('x', b.u('yz'))))
  })
  it('keeps other marks when toggling one', () => {
    expectDoc(cmd.toggleItalic, doc(p(b.b('<a>bold<b>'))), doc(p(b.b(b.i('bold')))))
  })
  it('reports the active marks', () => {
    const s = stateOf(doc(p(b.b('bo<a>ld'))))
    expect(cmd.isMarkActive(s, schema.marks.strong)).toBe(true)
    expect(cmd.isMarkActive(s, schema.marks.em)).toBe(false)
  })
})

describe('headings', () => {
  it('turns a paragraph into a heading and back', () => {
    expectDoc(cmd.toggleHeading(2), doc(p('Find<a>ings')), doc(h2('Findings')))
    expectDoc(cmd.toggleHeading(2), doc(h2('Find<a>ings')), doc(p('Findings')))
  })
  it('switches heading levels and reports the level', () => {
    expectDoc(cmd.toggleHeading(1), doc(h2('T<a>itle')), doc(h1('Title')))
    expect(cmd.activeHeadingLevel(stateOf(doc(h2('T<a>itle'))))).toBe(2)
    expect(cmd.activeHeadingLevel(stateOf(doc(p('T<a>itle'))))).toBe(0)
  })
})

describe('lists', () => {
  it('wraps paragraphs in a bulleted list', () => {
    expectDoc(cmd.toggleBulletList, doc(p('<a>one'), p('two<b>')), doc(ul(li(p('one')), li(p('two')))))
  })
  it('wraps a paragraph in a numbered list', () => {
    expectDoc(cmd.toggleOrderedList, doc(p('fi<a>rst')), doc(ol(li(p('first')))))
  })
  it('lifts items out of a list of the same kind', () => {
    expectDoc(cmd.toggleBulletList, doc(ul(li(p('o<a>ne')))), doc(p('one')))
  })
  it('switches a bulleted list to a numbered one', () => {
    expectDoc(cmd.toggleOrderedList, doc(ul(li(p('o<a>ne')), li(p('two')))), doc(ol(li(p('one')), li(p('two')))))
    expect(cmd.activeListType(stateOf(doc(ol(li(p('o<a>ne'))))))).toBe(schema.nodes.ordered_list)
  })
})

describe('tables', () => {
  it('inserts a table after the text and puts the cursor in its first cell', () => {
    const next = apply(stateOf(doc(p('Organs<a>'))), cmd.insertTable(2, 2))!
    expect(next.doc.toJSON()).toEqual(doc(p('Organs'), table(tr(th(p()), th(p())), tr(td(p()), td(p()))), p()).toJSON())
    expect(next.selection.$from.parent.type).toBe(schema.nodes.paragraph)
    expect(next.selection.$from.node(-1).type).toBe(schema.nodes.table_header)
  })
  it('replaces an empty paragraph with the table', () => {
    const next = apply(stateOf(doc(p('<a>'))), cmd.insertTable(1, 2))!
    expect(next.doc.firstChild!.type).toBe(schema.nodes.table)
    expect(next.doc.firstChild!.childCount).toBe(1)
    expect(next.doc.firstChild!.firstChild!.childCount).toBe(2)
  })
  it('is not offered inside a table', () => {
    expect(apply(stateOf(doc(table(tr(td(p('c<a>ell')))))), cmd.insertTable())).toBeNull()
  })
  it('adds a row and a column', () => {
    const start = doc(table(tr(th(p('h<a>1')), th(p('h2'))), tr(td(p('a')), td(p('b')))))
    expectDoc(cmd.addRowAfter, start, doc(table(tr(th(p('h1')), th(p('h2'))), tr(td(p()), td(p())), tr(td(p('a')), td(p('b'))))))
    expectDoc(cmd.addColumnAfter, start, doc(table(tr(th(p('h1')), th(p()), th(p('h2'))), tr(td(p('a')), td(p()), td(p('b'))))))
  })
})

describe('history', () => {
  it('undoes and redoes a change', () => {
    const bolded = apply(stateOf(doc(p('<a>text<b>'))), cmd.toggleBold)!
    const undone = apply(bolded, cmd.undo)!
    expect(undone.doc.toJSON()).toEqual(doc(p('text')).toJSON())
    expect(apply(undone, cmd.redo)!.doc.toJSON()).toEqual(doc(p(b.b('text'))).toJSON())
  })
  it('has nothing to undo in a fresh document', () => {
    expect(apply(stateOf(doc(p('x'))), cmd.undo)).toBeNull()
  })
})

it('a node selection does not confuse the list query', () => {
  const d = doc(p('a'), table(tr(td(p('x')))))
  const s = EditorState.create({ doc: d, selection: NodeSelection.create(d, 3) })
  expect(cmd.activeListType(s)).toBeNull()
})

it('inserts a table before text when the cursor is at the start of a paragraph', () => {
  const next = apply(stateOf(doc(p('<a>Organs'))), cmd.insertTable(1, 1))!
  expect(next.doc.toJSON()).toEqual(doc(table(tr(th(p()))), p('Organs')).toJSON())
  expect(cmd.isInTable(next)).toBe(true)
})
