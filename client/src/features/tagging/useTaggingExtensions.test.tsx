import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { RichTextEditor } from '../editor/RichTextEditor'
import { useTaggingExtensions, type TaggingExtensions } from './useTaggingExtensions'
import type { TaggingScope } from './scope'

afterEach(cleanup)

const seen: TaggingExtensions[] = []
function Harness(scope: TaggingScope) {
  const tagging = useTaggingExtensions(scope)
  seen.push(tagging)
  return <RichTextEditor value="<p>Heart weighs 350 g.</p>" plugins={tagging.plugins} toolbarExtras={tagging.toolbarExtras} ariaLabel="Chapter 1 content" />
}

describe('useTaggingExtensions', () => {
  it('adds a Tag button to the toolbar without contacting the server, and keeps its plugins across renders', () => {
    // No tRPC provider here: nothing may query until the picker or a popup opens.
    const { rerender } = render(<Harness contentType="report" contentId="r1" chapterId="c1" />)
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toContainElement(screen.getByRole('button', { name: 'Tag' }))
    rerender(<Harness contentType="report" contentId="r1" chapterId="c2" />)
    expect(seen.at(-1)!.plugins).toBe(seen[0].plugins)
    expect(seen.at(-1)!.toolbarExtras).not.toBe(seen[0].toolbarExtras)
    expect(seen[0].plugins.map((p) => (p as unknown as { key: string }).key)).toEqual(['tagTyping$', 'tagPopup$'])
  })
})
