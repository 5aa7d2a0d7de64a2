import { createRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { TextSelection } from 'prosemirror-state'
import { RichTextEditor, type RichTextEditorHandle } from './RichTextEditor'
import { REMOVE_GUIDANCE_LABEL } from './guidance-view'

afterEach(cleanup)

const GUIDE = '<div data-guidance="true" class="guidance"><p>Record the persons present.</p></div>'

describe('guidance in the editor', () => {
  it('shows instructions labelled in a report, not editable, and removable once written', async () => {
    const onChange = vi.fn()
    render(<RichTextEditor value={`<p>Present: PC Smith.</p>${GUIDE}`} onChange={onChange} ariaLabel="Chapter 1 content" />)
    const note = screen.getByRole('note', { name: 'Instructions' })
    expect(note).toHaveTextContent('Record the persons present.')
    expect(note.querySelector('.guidance-body')).toHaveAttribute('contenteditable', 'false')
    expect(screen.queryByRole('button', { name: 'Instructions to the pathologist' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: REMOVE_GUIDANCE_LABEL }))
    expect(onChange).toHaveBeenLastCalledWith('<p>Present: PC Smith.</p><p></p>')
    expect(screen.queryByRole('note')).toBeNull()
  })

  it('gives a chapter holding only instructions a paragraph to write in, stored only once written', async () => {
    const onChange = vi.fn()
    const ref = createRef<RichTextEditorHandle>()
    render(<RichTextEditor value={GUIDE} onChange={onChange} editorRef={ref} />)
    const view = ref.current!.view!
    expect(view.state.doc.lastChild!.type.name).toBe('paragraph')
    expect(onChange).not.toHaveBeenCalled()
    act(() => view.dispatch(view.state.tr.insertText('Nobody else.', view.state.doc.content.size - 1)))
    expect(onChange).toHaveBeenLastCalledWith(`${GUIDE}<p>Nobody else.</p>`)
  })

  it('lets a template author turn text into instructions and back', async () => {
    const onChange = vi.fn()
    const ref = createRef<RichTextEditorHandle>()
    render(<RichTextEditor value="<p>Weigh the heart.</p>" onChange={onChange} editorRef={ref} guidance="edit" />)
    const view = ref.current!.view!
    act(() => view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, 2))))
    await userEvent.click(screen.getByRole('button', { name: 'Instructions to the pathologist' }))
    expect(onChange).toHaveBeenLastCalledWith('<div data-guidance="true" class="guidance"><p>Weigh the heart.</p></div>')
    expect(screen.getByRole('note', { name: 'Instructions' }).querySelector('.guidance-body')).not.toHaveAttribute('contenteditable')
    expect(screen.queryByRole('button', { name: REMOVE_GUIDANCE_LABEL })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Instructions to the pathologist' }))
    expect(onChange).toHaveBeenLastCalledWith('<p>Weigh the heart.</p>')
  })
})
