import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { LazyRichTextEditor } from './LazyRichTextEditor'

/** jsdom has no layout: this observer reports intersections when the test says so. */
class ControlledObserver {
  static instances: ControlledObserver[] = []
  targets = new Set<Element>()
  constructor(private readonly callback: IntersectionObserverCallback) {
    ControlledObserver.instances.push(this)
  }
  observe(el: Element) {
    this.targets.add(el)
  }
  unobserve(el: Element) {
    this.targets.delete(el)
  }
  disconnect() {
    this.targets.clear()
  }
  enter(el: Element) {
    this.callback([{ target: el, isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver)
  }
}

beforeEach(() => vi.stubGlobal('IntersectionObserver', ControlledObserver))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('LazyRichTextEditor', () => {
  it('shows sanitised static HTML until it nears the viewport, then a live editor', () => {
    render(<LazyRichTextEditor value={'<p>Brain<script>alert(1)</script> 1400 g</p>'} ariaLabel="Chapter 9 content" />)
    const stat = screen.getByRole('textbox', { name: 'Chapter 9 content' })
    expect(stat).not.toHaveAttribute('contenteditable')
    expect(stat.innerHTML).toBe('<p>Brain 1400 g</p>')
    expect(screen.queryByRole('toolbar')).toBeNull()
    const io = ControlledObserver.instances.find((o) => o.targets.has(stat))!
    act(() => io.enter(stat))
    expect(screen.getByRole('textbox', { name: 'Chapter 9 content' })).toHaveAttribute('contenteditable', 'true')
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument()
    expect(io.targets.has(stat)).toBe(false)
  })

  it('goes live at once when the static text is focused', () => {
    render(<LazyRichTextEditor value="<p>Lungs</p>" ariaLabel="Lungs content" />)
    fireEvent.focus(screen.getByRole('textbox', { name: 'Lungs content' }))
    expect(screen.getByRole('textbox', { name: 'Lungs content' })).toHaveAttribute('contenteditable', 'true')
  })
})
