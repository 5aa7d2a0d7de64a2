import { useState } from 'react'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { MAX_CHAPTER_DEPTH } from '@shared/src/constants'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { ChapterListEditor } from './ChapterListEditor'

afterEach(cleanup)

let latest: Chapter[] = []
function Harness({ nested, initial }: { nested: boolean; initial: Chapter[] }) {
  const [chapters, setChapters] = useState(initial)
  latest = chapters
  return <ChapterListEditor nested={nested} chapters={chapters} onChange={setChapters} />
}

const one: Chapter[] = [{ id: 'a', title: 'External Examination', content: '<p>Body received clothed.</p>', order: 1 }]

describe('ChapterListEditor', () => {
  it('never lets the last top-level chapter be removed', async () => {
    const user = userEvent.setup()
    render(<Harness nested={false} initial={one} />)
    expect(screen.getByRole('button', { name: 'Remove chapter 1' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Add Chapter' }))
    expect(screen.getByRole('button', { name: 'Remove chapter 1' })).toBeEnabled()
    await user.click(screen.getByRole('button', { name: 'Remove chapter 2' }))
    expect(latest.map((c) => c.id)).toEqual(['a'])
    // A flat module list offers neither sub-chapters nor reordering.
    expect(screen.queryByRole('button', { name: /sub-chapter/ })).toBeNull()
    expect(screen.queryByRole('button', { name: /Move chapter/ })).toBeNull()
  })

  it('adds sub-chapters labelled by level and reorders top-level chapters only', async () => {
    const user = userEvent.setup()
    render(<Harness nested initial={one} />)
    await user.click(screen.getByRole('button', { name: 'Add sub-chapter to chapter 1' }))
    await user.click(screen.getByRole('button', { name: 'Add sub-chapter to chapter 1.1' }))
    expect(screen.getAllByText(/^Level \d$/).map((e) => e.textContent)).toEqual(['Level 1', 'Level 2', 'Level 3'])
    expect(screen.queryByRole('button', { name: 'Move chapter 1.1 up' })).toBeNull()
    await user.type(screen.getByLabelText('Title of chapter 1.1.1'), 'Skull')
    await user.click(screen.getByRole('button', { name: 'Add Chapter' }))
    await user.type(screen.getByLabelText('Title of chapter 2'), 'Opinion')
    expect(screen.getByRole('button', { name: 'Move chapter 1 up' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Move chapter 2 up' }))
    expect(latest.map((c) => [c.order, c.title])).toEqual([
      [1, 'Opinion'],
      [2, 'External Examination'],
    ])
    expect(latest[1].subChapters![0].subChapters![0].title).toBe('Skull')
    expect(screen.getByRole('textbox', { name: 'Content of chapter 2' })).toHaveTextContent('Body received clothed.')
  }, 30_000)

  it(`offers sub-chapters down to Level ${MAX_CHAPTER_DEPTH} and no deeper, and says so`, async () => {
    const user = userEvent.setup()
    render(<Harness nested initial={one} />)
    expect(screen.getByText(new RegExp(`Sub-chapters nest up to Level ${MAX_CHAPTER_DEPTH}\\.`))).toBeInTheDocument()
    let number = '1'
    for (let level = 2; level <= MAX_CHAPTER_DEPTH; level++) {
      await user.click(screen.getByRole('button', { name: `Add sub-chapter to chapter ${number}` }))
      number += '.1'
    }
    expect(screen.getByText(`Level ${MAX_CHAPTER_DEPTH}`)).toBeInTheDocument()
    const deepest = screen.getByRole('button', { name: `Add sub-chapter to chapter ${number}` })
    expect(deepest).toBeDisabled()
    expect(deepest).toHaveAttribute('title', `Chapters can nest at most ${MAX_CHAPTER_DEPTH} levels deep`)
  }, 60_000)
})
