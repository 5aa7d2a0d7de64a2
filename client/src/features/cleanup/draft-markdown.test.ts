import { describe, expect, it } from 'vitest'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { parseCleanMarkdown } from '@shared/src/markdown/parse'
import { draftMarkdown } from './draft-markdown'

const heart = '<span class="report-tag" data-tag-id="t1" data-tag-name="heart_weight" data-tag-color="#ef4444">[heart_weight]</span>'
const chapters: Chapter[] = [
  {
    id: 'c1',
    title: 'External Examination',
    order: 1,
    content: '<p>Adult <strong>male</strong>.</p>',
    subChapters: [{ id: 'c11', title: 'Clothing', order: 1, content: '<p>Blue shirt.</p>' }],
  },
  { id: 'c2', title: 'Internal Examination', order: 2, content: `<p>The heart weighs ${heart}.</p>` },
]

describe('draftMarkdown', () => {
  it('writes the report in the cleaned dialect: title, numbered chapters, missing fields marked', () => {
    expect(draftMarkdown('Case 12', chapters)).toBe(
      ['# Case 12', '## 1. External Examination', 'Adult **male**.', '### 1.1 Clothing', 'Blue shirt.', '## 2. Internal Examination', 'The heart weighs [MISSING: heart_weight].'].join('\n\n'),
    )
  })

  it('writes filled values in place and parses back as the dialect', () => {
    const filled = chapters.map((c) => (c.id === 'c2' ? { ...c, content: c.content.replace('data-tag-color="#ef4444">[heart_weight]', 'data-tag-color="#ef4444" data-tag-value="350 g">350 g') } : c))
    const md = draftMarkdown('  ', filled)
    expect(md.startsWith('# Autopsy Report\n\n')).toBe(true)
    expect(md).toContain('The heart weighs 350 g.')
    expect(parseCleanMarkdown(md).filter((b) => b.type === 'heading')).toHaveLength(4)
  })
})
