import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { tagSpanHtml } from '@shared/src/editor/tag-html'
import { PreviewView } from '../reports/PreviewView'

afterEach(cleanup)

const field = (name: string, value?: string) => tagSpanHtml({ id: `id-${name}`, identifier: name }, value)
const chapters: Chapter[] = [
  { id: 'ext', title: 'External Examination', order: 1, content: `<p>${field('body_length', '170 cm')}</p>` },
  {
    id: 'mod-sharp-1-instance-1',
    title: 'Sharp Force Injuries #1 — Stab Wound',
    order: 2,
    content: `<p>${field('wound_location', 'left chest')} ${field('height_above_heel', '130 cm')} ${field('distance_from_midline', '6 cm')}</p>`,
    source: 'injury_module',
    sourceId: 'mod-sharp',
  },
  { id: 'opinion', title: 'Opinion', order: 3, content: '<p>Stab wound of the chest.</p>' },
]
const CLEANED = '# Case\n\n## 1. External Examination\n\n170 cm.\n\n## 2. Sharp Force Injuries #1 — Stab Wound\n\nLeft chest.\n\n## 3. Opinion\n\nStab wound of the chest.'

describe('the body diagram in the preview', () => {
  it('follows the injuries chapter, with the legend and a text alternative', () => {
    const { container } = render(<PreviewView content={CLEANED} chapters={chapters} />)
    const figure = screen.getByTestId('report-diagram')
    expect(screen.getByRole('img', { name: /^Body Diagram, anterior and posterior views\. Drawn to the recorded body length of 170 cm/ })).toBeInTheDocument()
    expect(figure).toHaveTextContent('1. Stab Wound, left chest: anterior, 130 cm above the heel, 6 cm left of the midline')
    const order = Array.from(container.querySelectorAll('.preview-content h2')).map((h) => h.textContent)
    expect(order).toEqual(['1. External Examination', '2. Sharp Force Injuries #1 — Stab Wound', 'Body Diagram', '3. Opinion'])
  })

  it('is absent without injury instances or without chapters', () => {
    render(<PreviewView content={CLEANED} chapters={[chapters[0], chapters[2]]} />)
    expect(screen.queryByTestId('report-diagram')).toBeNull()
    cleanup()
    render(<PreviewView content={CLEANED} />)
    expect(screen.queryByTestId('report-diagram')).toBeNull()
  })
})
