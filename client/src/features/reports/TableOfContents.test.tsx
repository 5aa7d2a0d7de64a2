import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { TableOfContents } from './TableOfContents'

afterEach(cleanup)

const ch = (id: string, title: string, subChapters?: Chapter[]): Chapter => ({ id, title, content: '', order: 1, subChapters })
const chapters = [ch('a', 'External Examination', [ch('a1', 'Clothing'), ch('a2', 'Marks', [ch('a2x', 'Tattoos')])]), ch('b', 'Internal Examination')]

function renderToc(expanded: string[], handlers: Partial<{ onToggle: () => void; onSelect: () => void; onAdd: () => void }> = {}) {
  const props = { onToggle: vi.fn(), onSelect: vi.fn(), onAdd: vi.fn(), ...handlers }
  render(<TableOfContents chapters={chapters} activeId="a2" expanded={new Set(expanded)} width={320} {...props} />)
  return props
}

describe('TableOfContents', () => {
  it('lists numbered chapters, the count, and only expanded sub-chapters', () => {
    renderToc(['a'])
    expect(screen.getByText('2 chapters')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '1 External Examination' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '1.2 Marks' })).toHaveAttribute('aria-current', 'location')
    expect(screen.queryByRole('button', { name: '1.2.1 Tattoos' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Collapse 1 External Examination' })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('button', { name: 'Expand 1.2 Marks' })).toHaveAttribute('aria-expanded', 'false')
  })

  it('shows deeper levels when expanded', () => {
    renderToc(['a', 'a2'])
    expect(screen.getByRole('button', { name: '1.2.1 Tattoos' })).toBeInTheDocument()
  })

  it('asks to toggle, jump to and add chapters', async () => {
    const p = renderToc(['a'])
    await userEvent.click(screen.getByRole('button', { name: 'Expand 1.2 Marks' }))
    expect(p.onToggle).toHaveBeenCalledWith('a2')
    await userEvent.click(screen.getByRole('button', { name: '2 Internal Examination' }))
    expect(p.onSelect).toHaveBeenCalledWith('b')
    await userEvent.click(screen.getByRole('button', { name: 'Add chapter' }))
    expect(p.onAdd).toHaveBeenCalled()
  })

  it('uses the given width', () => {
    renderToc([])
    expect(screen.getByRole('navigation', { name: 'Table of contents' })).toHaveStyle({ width: '320px' })
  })
})

describe('TableOfContents unfilled fields', () => {
  const field = (name: string, value?: string) =>
    `<span class="report-tag" data-tag-id="id-${name}" data-tag-name="${name}" data-tag-color="#ef4444"${value ? ` data-tag-value="${value}"` : ''}>${value ?? `[${name}]`}</span>`
  const withFields = [
    ch('a', 'External Examination', [ch('a1', 'Clothing'), { ...ch('a2', 'Marks'), content: `<p>${field('tattoo')} ${field('scar', 'NULL')}</p>` }]),
    { ...ch('b', 'Internal Examination'), content: `<p>${field('heart_weight')} ${field('brain_weight', '1400 g')} ${field('liver_weight')}</p>` },
  ]
  withFields[0].content = `<p>${field('eye_colour')}</p>`

  const renderWith = (expanded: string[]) =>
    render(<TableOfContents chapters={withFields} activeId={null} expanded={new Set(expanded)} width={320} onToggle={vi.fn()} onSelect={vi.fn()} onAdd={vi.fn()} />)

  it('shows a red count of unfilled fields per chapter, rolled up on a collapsed parent', () => {
    renderWith([])
    const badges = screen.getAllByRole('img', { name: /unfilled field/ })
    expect(badges.map((b) => b.getAttribute('aria-label'))).toEqual(['3 unfilled fields', '2 unfilled fields'])
    expect(badges[0]).toHaveTextContent('3')
    expect(screen.getByText('2 chapters')).toBeInTheDocument()
    expect(screen.getByText(/5 unfilled fields/)).toBeInTheDocument()
  })

  it('counts only its own fields once a parent is expanded, and none for a chapter without any', () => {
    renderWith(['a'])
    const row = (name: string) => screen.getByRole('button', { name }).parentElement!
    expect(within(row('1 External Examination')).getByRole('img', { name: '1 unfilled field' })).toBeInTheDocument()
    expect(within(row('1.2 Marks')).getByRole('img', { name: '2 unfilled fields' })).toBeInTheDocument()
    expect(within(row('1.1 Clothing')).queryByRole('img')).toBeNull()
    expect(within(row('2 Internal Examination')).getByRole('img', { name: '2 unfilled fields' })).toBeInTheDocument()
  })
})
