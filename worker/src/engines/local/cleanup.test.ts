import { describe, expect, it } from 'vitest'
import { tagSpanHtml } from '@shared/src/editor/tag-html'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { EMPTY_CHAPTER_TEXT, LocalCleanupEngine, renderReportMarkdown } from './cleanup'
import { NEW_CHAPTER_PLACEHOLDER } from './cleanup-text'
import { parseCleanMarkdown } from '@shared/src/markdown/parse'
import { verifyTagValues } from '../../jobs/verify'

const heart = { id: 'aaaaaaaa-0000-4000-8000-000000000001', identifier: 'heart_weight' }
const side = { id: 'aaaaaaaa-0000-4000-8000-000000000002', identifier: 'effusion_side' }
const liver = { id: 'aaaaaaaa-0000-4000-8000-000000000003', identifier: 'liver_weight' }

const chapter = (id: string, order: number, title: string, content: string, subChapters?: Chapter[]): Chapter => ({
  id,
  title,
  content,
  order,
  subChapters,
})

// Orders are deliberately shuffled: the formatter numbers by order, not by array position.
const report: Chapter[] = [
  chapter('c2', 2, 'Internal  examination', '', [
    chapter('c2b', 2, 'Abdomen', `<p>the liver weighs ${tagSpanHtml(liver, '1500 g')} period no lesions</p>`),
    chapter('c2a', 1, 'Thorax', `<p>heart   ${tagSpanHtml(heart, '350 g')} comma effusion ${tagSpanHtml(side)} period</p>`, [
      chapter('c2a1', 1, 'Heart', `<ul><li><p>valves normal</p><ul><li><p>mitral: intact</p></li></ul></li></ul>`, [
        chapter('c2a1a', 1, 'Coronaries', '<p>Patent.</p>'),
      ]),
    ]),
  ]),
  chapter('c1', 1, 'External examination', `<h2>General</h2><p>well nourished male new paragraph no injuries.</p>`),
  chapter(
    'c3',
    3,
    'Organ weights',
    `<table><tr><th>Organ</th><th>Weight</th></tr><tr><td>heart</td><td>${tagSpanHtml(heart, '350 g')}</td></tr></table>`,
  ),
  chapter('custom-1', 4, 'New Section', `<p>${NEW_CHAPTER_PLACEHOLDER}</p>`),
]

const expected = `# Case 2024-17

## 1. External examination

**General**

Well nourished male

No injuries.

## 2. Internal examination

### 2.1 Thorax

Heart 350 g, effusion [MISSING: effusion_side].

#### 2.1.1 Heart

- Valves normal
  - Mitral: intact

##### 2.1.1.1 Coronaries

Patent.

### 2.2 Abdomen

The liver weighs 1500 g. No lesions

## 3. Organ weights

| Organ | Weight |
| --- | --- |
| heart | 350 g |

## 4. New Section

${EMPTY_CHAPTER_TEXT}
`

describe('LocalCleanupEngine', () => {
  it('formats a nested report with filled and unfilled fields, lists and tables', () => {
    expect(renderReportMarkdown('Case  2024-17', report)).toBe(expected)
  })

  it('streams the same report chunk by chunk, heading before content', async () => {
    const chunks: string[] = []
    for await (const chunk of new LocalCleanupEngine().stream({ title: 'Case 2024-17', chapters: report })) chunks.push(chunk)
    expect(chunks.join('')).toBe(expected)
    expect(chunks.length).toBeGreaterThan(10)
    expect(chunks[0]).toBe('# Case 2024-17')
    expect(chunks.indexOf('\n\n## 1. External examination')).toBeLessThan(chunks.indexOf('\n\n**General**'))
  })

  it('writes what the dialect parser reads back as headings, lists and tables', () => {
    const blocks = parseCleanMarkdown(expected)
    expect(blocks.filter((b) => b.type === 'heading').map((b) => b.type === 'heading' && b.level)).toEqual([1, 2, 2, 3, 4, 5, 3, 2, 2])
    expect(blocks.map((b) => b.type)).toContain('list')
    expect(blocks.map((b) => b.type)).toContain('table')
  })

  it('keeps every value and missing marker it writes', () => {
    const check = verifyTagValues(report, renderReportMarkdown('Case', report))
    expect(check).toEqual({ missingValues: [], unfilled: ['effusion_side'], droppedUnfilled: [] })
  })

  it('stops when the job is cancelled', async () => {
    const controller = new AbortController()
    const stream = new LocalCleanupEngine().stream({ title: 'T', chapters: report, signal: controller.signal })
    const read = async () => {
      for await (const chunk of stream) if (chunk.includes('External')) controller.abort()
    }
    await expect(read()).rejects.toThrow(/abort/i)
  })

  it('never rewrites a value that looks like dictation', () => {
    const odd = { id: 'aaaaaaaa-0000-4000-8000-000000000009', identifier: 'note' }
    const md = renderReportMarkdown('T', [chapter('c', 1, 'A', `<p>note ${tagSpanHtml(odd, 'comma  period  x')} period</p>`)])
    expect(md).toContain('Note comma  period  x.')
  })
})

describe('guidance in the local cleanup', () => {
  const guide = (text: string) => `<div data-guidance="true" class="guidance"><p>${text}</p></div>`
  const chapters: Chapter[] = [
    chapter('g1', 1, 'Case Information', `<p>Case 12.</p>${guide('Record the persons present.')}`),
    chapter('g2', 2, 'Internal [Examination]', guide('Describe the organs.'), [
      chapter('g2a', 1, 'Heart', `${guide('Weigh the heart.')}<p></p>`),
      chapter('g2b', 2, 'Lungs', '<p>Normal.</p>'),
    ]),
  ]

  it('leaves guidance out and marks a chapter holding only guidance as not yet written', () => {
    const markdown = renderReportMarkdown('Case 12', chapters)
    expect(markdown).not.toMatch(/Record the persons|Describe the organs|Weigh the heart/)
    expect(markdown).toContain('## 1. Case Information\n\nCase 12.\n\n## 2.')
    expect(markdown).toContain('## 2. Internal [Examination]\n\n[MISSING: 2 Internal Examination]')
    expect(markdown).toContain('### 2.1 Heart\n\n[MISSING: 2.1 Heart]\n\n### 2.2 Lungs')
    expect(markdown).not.toContain(EMPTY_CHAPTER_TEXT)
  })

  it('lists those chapters with the unfilled fields, and refuses a cleanup that lost their markers', () => {
    const markdown = renderReportMarkdown('Case 12', chapters)
    const check = verifyTagValues(chapters, markdown)
    expect(check.unfilled).toEqual(['2 Internal Examination', '2.1 Heart'])
    expect(check.droppedUnfilled).toEqual([])
    expect(verifyTagValues(chapters, markdown.replace('[MISSING: 2.1 Heart]', '')).droppedUnfilled).toEqual(['2.1 Heart'])
  })
})
