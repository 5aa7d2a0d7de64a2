import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useRef } from 'react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { RichTextEditorHandle } from '../editor/RichTextEditor'
import { LazyRichTextEditor } from '../editor/LazyRichTextEditor'
import { openTagPopup } from './tag-popup-plugin'
import { useTaggingExtensions } from './useTaggingExtensions'

const span = (id: string, text: string) => `<span class="report-tag" data-tag-id="${id}" data-tag-name="${id}" data-tag-color="#ef4444">${text}</span>`

/** An IntersectionObserver that never reports: the chapter stays far from the viewport. */
class FarObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

let handle: { current: RichTextEditorHandle | null }
function Chapter({ value }: { value: string }) {
  const tagging = useTaggingExtensions({ contentType: 'report', contentId: 'r1', chapterId: 'c9' })
  handle = useRef<RichTextEditorHandle>(null)
  return <LazyRichTextEditor value={value} ariaLabel="Chapter 9 content" plugins={tagging.plugins} toolbar={false} editorRef={handle} />
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FarObserver)
  // jsdom has no layout: no element is under any point, as off-screen in a browser.
  document.elementFromPoint = () => null
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  Reflect.deleteProperty(document, 'elementFromPoint')
})

describe('a click on a field of a chapter whose live editor is not mounted', () => {
  it('mounts the editor and opens the popup of that same field on the first click', () => {
    render(<Chapter value={`<p>Heart ${span('heart_weight', '[heart_weight]')}, lungs ${span('lung_weight', '900 g')}.</p>`} />)
    const stat = screen.getByRole('textbox', { name: 'Chapter 9 content' })
    expect(stat).not.toHaveAttribute('contenteditable')
    fireEvent.mouseDown(stat.querySelectorAll('.report-tag')[1], { clientX: 9000, clientY: 9000 })
    const view = handle.current!.view!
    expect(view.dom).toHaveAttribute('contenteditable', 'true')
    expect(view.hasFocus()).toBe(true)
    const open = openTagPopup(view.state)!
    expect(open.popup).toEqual({ pos: open.range.from, mode: 'popup', focus: false })
    expect(open.range.attrs.tagId).toBe('lung_weight')
    expect(open.range.text).toBe('900 g')
    // The cursor is in the field, so a value can be typed straight away.
    expect(view.state.selection.from).toBeGreaterThanOrEqual(open.range.from)
    expect(view.state.selection.from).toBeLessThanOrEqual(open.range.to)
  })

  it('mounts and focuses the editor without a popup when ordinary text is clicked', () => {
    render(<Chapter value={`<p>Heart ${span('heart_weight', '[heart_weight]')}.</p>`} />)
    fireEvent.mouseDown(screen.getByText(/Heart/), { clientX: 9000, clientY: 9000 })
    const view = handle.current!.view!
    expect(view.hasFocus()).toBe(true)
    expect(openTagPopup(view.state)).toBeNull()
  })
})
