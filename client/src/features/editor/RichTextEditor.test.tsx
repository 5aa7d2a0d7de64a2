import { createRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { TextSelection } from 'prosemirror-state'
import { RichTextEditor, type RichTextEditorHandle } from './RichTextEditor'

afterEach(cleanup)

function selectAll(handle: RichTextEditorHandle) {
  const view = handle.view!
  act(() => view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, 1, view.state.doc.content.size - 1))))
}

describe('RichTextEditor', () => {
  it('shows the content with a labelled toolbar', () => {
    render(<RichTextEditor value="<p>Heart 350 g</p>" ariaLabel="Chapter 1 content" />)
    expect(screen.getByRole('textbox', { name: 'Chapter 1 content' })).toHaveTextContent('Heart 350 g')
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' })
    for (const name of ['Bold', 'Italic', 'Underline', 'Bulleted list', 'Numbered list', 'Insert table', 'Undo', 'Redo']) {
      expect(toolbar.querySelector(`[aria-label="${name}"]`)).not.toBeNull()
    }
    expect(screen.getByLabelText('Text style')).toHaveValue('0')
  })

  it('applies toolbar commands to the selection and reports the HTML', async () => {
    const onChange = vi.fn()
    const ref = createRef<RichTextEditorHandle>()
    render(<RichTextEditor value="<p>Liver</p>" onChange={onChange} editorRef={ref} />)
    selectAll(ref.current!)
    await userEvent.click(screen.getByRole('button', { name: 'Bold' }))
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>Liver</strong></p>')
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(screen.getByRole('button', { name: 'Bulleted list' }))
    expect(onChange).toHaveBeenLastCalledWith('<ul><li><p><strong>Liver</strong></p></li></ul>')
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }))
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>Liver</strong></p>')
  })

  it('keeps the toolbar buttons in step with the editor while typing and moving the cursor', async () => {
    // The buttons re-render only when what they show changes (Toolbar.tsx): they must never show a stale state.
    const ref = createRef<RichTextEditorHandle>()
    render(<RichTextEditor value="<p>Plain <strong>bold</strong></p><table><tr><td><p>cell</p></td></tr></table>" editorRef={ref} />)
    const view = ref.current!.view!
    const at = (pos: number) => act(() => view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, pos))))
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled()
    at(3)
    // A typed character, as ProseMirror applies it.
    act(() => view.dispatch(view.state.tr.insertText('x')))
    expect(view.state.doc.textContent).toContain('Plxain')
    expect(screen.getByRole('button', { name: 'Undo' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false')
    at(10)
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.queryByRole('button', { name: 'Add row' })).toBeNull()
    at(view.state.doc.content.size - 4)
    expect(screen.getByRole('button', { name: 'Add row' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }))
    expect(view.state.doc.textContent).toContain('Plain')
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Redo' })).toBeEnabled()
  })

  it('turns the block into a heading from the style menu', async () => {
    const onChange = vi.fn()
    render(<RichTextEditor value="<p>Summary</p>" onChange={onChange} />)
    await userEvent.selectOptions(screen.getByLabelText('Text style'), '2')
    expect(onChange).toHaveBeenLastCalledWith('<h2>Summary</h2>')
  })

  it('inserts a table and offers row and column buttons inside it', async () => {
    const onChange = vi.fn()
    render(<RichTextEditor value="<p>Organs</p>" onChange={onChange} />)
    expect(screen.queryByRole('button', { name: 'Add row' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Insert table' }))
    expect(onChange.mock.lastCall![0]).toMatch(/<table>.*<th>/)
    await userEvent.click(screen.getByRole('button', { name: 'Add row' }))
    expect((onChange.mock.lastCall![0] as string).match(/<tr>/g)).toHaveLength(4)
    await userEvent.click(screen.getByRole('button', { name: 'Add column' }))
    expect((onChange.mock.lastCall![0] as string).match(/<th>/g)).toHaveLength(4)
  })

  it('replaces the document when the value changes from outside, not for its own edits', () => {
    const ref = createRef<RichTextEditorHandle>()
    const { rerender } = render(<RichTextEditor value="<p>old</p>" editorRef={ref} />)
    const view = ref.current!.view!
    act(() => view.dispatch(view.state.tr.insertText('!', 4)))
    const stateAfterEdit = view.state
    rerender(<RichTextEditor value="<p>old!</p>" editorRef={ref} />)
    expect(view.state).toBe(stateAfterEdit)
    rerender(<RichTextEditor value="<p>restored</p>" editorRef={ref} />)
    expect(view.state.doc.textContent).toBe('restored')
  })

  it('is read-only without a toolbar when not editable', () => {
    render(<RichTextEditor value="<p>Final</p>" editable={false} ariaLabel="Read only" />)
    expect(screen.getByRole('textbox', { name: 'Read only' })).toHaveAttribute('contenteditable', 'false')
    expect(screen.queryByRole('toolbar')).toBeNull()
  })

  it('colours field tags by whether they are filled', () => {
    const filled = '<span class="report-tag" data-tag-id="t1" data-tag-name="heart_weight" data-tag-color="#ef4444" data-tag-value="350 g">350 g</span>'
    const unfilled = '<span class="report-tag" data-tag-id="t2" data-tag-name="lung_weight" data-tag-color="#ef4444">[lung_weight]</span>'
    const nullValue = '<span class="report-tag" data-tag-id="t3" data-tag-name="brain_weight" data-tag-color="#ef4444" data-tag-value="NULL">[brain_weight]</span>'
    render(<RichTextEditor value={`<p>${filled} ${unfilled} ${nullValue}</p>`} />)
    expect(screen.getByText('350 g')).toHaveAttribute('data-filled', 'true')
    expect(screen.getByText('[lung_weight]')).toHaveAttribute('data-filled', 'false')
    expect(screen.getByText('[brain_weight]')).toHaveAttribute('data-filled', 'false')
    expect(screen.getByText('350 g')).toHaveAttribute('title', 'heart_weight: 350 g')
  })
})
