import { describe, expect, it } from 'vitest'
import type { Chapter } from './chapter.schema'
import { chapterHeading, outlineMarkdownBlocks, reportTitleLine, UNTITLED_CHAPTER } from './outline-markdown'

const ch = (id: string, title: string, subChapters?: Chapter[]): Chapter => ({ id, title, content: `<p>${id}</p>`, order: 1, subChapters })

describe('outline to markdown', () => {
  it('writes the title line on one line, Autopsy Report when blank', () => {
    expect(reportTitleLine('  Case\n 2024-17 ')).toBe('# Case 2024-17')
    expect(reportTitleLine(' \n ')).toBe('# Autopsy Report')
  })

  it('writes headings by depth with the dialect labels, never more than six hashes', () => {
    expect(chapterHeading({ number: '2', depth: 0, chapter: { title: 'Internal  Examination' } })).toBe('## 2. Internal Examination')
    expect(chapterHeading({ number: '2.1', depth: 1, chapter: { title: 'Heart' } })).toBe('### 2.1 Heart')
    expect(chapterHeading({ number: '1.1.1.1.1.1', depth: 5, chapter: { title: 'Deep' } })).toBe('###### 1.1.1.1.1.1 Deep')
    expect(chapterHeading({ number: '3', depth: 0, chapter: { title: '  ' } })).toBe(`## 3. ${UNTITLED_CHAPTER}`)
  })

  it('numbers by position and puts each chapter body under its heading', () => {
    const chapters = [ch('a', 'External', [ch('a1', 'Clothing')]), ch('b', 'Internal')]
    const blocks = [...outlineMarkdownBlocks('Case 1', chapters, ({ chapter, number }) => (chapter.id === 'a' ? [] : [`body of ${number}`]))]
    expect(blocks).toEqual(['# Case 1', '## 1. External', '### 1.1 Clothing', 'body of 1.1', '## 2. Internal', 'body of 2'])
  })

  it('asks for a chapter body only when its blocks are read', () => {
    const asked: string[] = []
    const blocks = outlineMarkdownBlocks('T', [ch('a', 'A'), ch('b', 'B')], ({ chapter }) => {
      asked.push(chapter.id)
      return [chapter.id]
    })
    expect(blocks.next().value).toBe('# T')
    expect(blocks.next().value).toBe('## 1. A')
    expect(asked).toEqual([])
    expect(blocks.next().value).toBe('a')
    expect(asked).toEqual(['a'])
  })
})
