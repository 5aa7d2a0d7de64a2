import { describe, expect, it } from 'vitest'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { tagSpanHtml } from '@shared/src/editor/tag-html'
import { countUnfilled, existingDocumentTags, fillTagValues, type FillTagInfo, type InsertableTag } from './fill-values'

const HEART = { id: '11111111-1111-4111-8111-111111111111', identifier: 'heart_weight', name: 'heart_weight', color: '#ef4444', category: 'Organ weights' }
const BRAIN = { id: '22222222-2222-4222-8222-222222222222', identifier: 'brain_weight', name: 'brain_weight', color: '#22c55e', category: 'Organ weights' }
const EYES = { id: '33333333-3333-4333-8333-333333333333', identifier: 'eye_colour', name: 'eye_colour', color: '#3b82f6', category: 'External' }
const TOX = { id: '44444444-4444-4444-8444-444444444444', identifier: 'toxicology_result', name: 'toxicology_result', color: '#a855f7', category: null }
const tags: FillTagInfo[] = [HEART, BRAIN, EYES, TOX]

const ch = (id: string, title: string, content: string, subChapters?: Chapter[]): Chapter => ({ id, title, content, order: 1, ...(subChapters ? { subChapters } : {}) })

function report(): Chapter[] {
  return [
    ch('ext', 'External Examination', `<p>The irides are ${tagSpanHtml(EYES)}.</p>`, [ch('marks', 'Identifying Marks', '<p>No tattoos.</p>')]),
    ch('int', 'Internal Examination', '<p>Organs in situ.</p>', [
      ch('cvs', 'Cardiovascular System', `<p>The heart weighs ${tagSpanHtml(HEART)}.</p><p>Summary: heart ${tagSpanHtml(HEART, '300 g')}.</p>`),
      ch('cns', 'Head and Central Nervous System', `<p>The brain weighs ${tagSpanHtml(BRAIN)}.</p>`),
    ]),
    ch('opinion', 'Opinion', '<p>Pending.</p>'),
  ]
}

const match = (tag: FillTagInfo, value: string, location = '', source?: string): InsertableTag => ({ id: tag.id, name: tag.identifier, value, location, source })
const find = (chapters: Chapter[], id: string): Chapter => {
  for (const c of chapters) {
    if (c.id === id) return c
    const sub = c.subChapters && find(c.subChapters, id)
    if (sub) return sub
  }
  return undefined as unknown as Chapter
}
const spans = (html: string) => {
  const box = document.createElement('div')
  box.innerHTML = html
  return [...box.querySelectorAll('span[data-tag-id]')].map((el) => ({
    id: el.getAttribute('data-tag-id'),
    text: el.textContent,
    value: el.getAttribute('data-tag-value'),
    source: el.getAttribute('data-tag-source'),
    color: el.getAttribute('data-tag-color'),
  }))
}

describe('fillTagValues', () => {
  it('fills every occurrence across nested chapters, overwriting an older value, with its source', () => {
    const before = report()
    const { chapters, filled, inserted } = fillTagValues(before, [match(HEART, '350 g', 'heart', 'The heart weighs three hundred and fifty grams.')], { activeChapterId: null, tags })
    expect(filled).toEqual(['heart_weight'])
    expect(inserted).toEqual([])
    const cvs = spans(find(chapters, 'cvs').content)
    expect(cvs).toEqual([
      { id: HEART.id, text: '350 g', value: '350 g', source: 'The heart weighs three hundred and fifty grams.', color: '#ef4444' },
      { id: HEART.id, text: '350 g', value: '350 g', source: 'The heart weighs three hundred and fifty grams.', color: '#ef4444' },
    ])
    expect(find(chapters, 'cvs').content).toContain('<p>The heart weighs <span')
    expect(find(chapters, 'cvs').content).toContain('<p>Summary: heart <span')
  })

  it('never touches other tags or untouched chapters', () => {
    const before = report()
    const { chapters } = fillTagValues(before, [match(HEART, '350 g')], { activeChapterId: null, tags })
    expect(spans(find(chapters, 'cns').content)).toEqual([{ id: BRAIN.id, text: '[brain_weight]', value: null, source: null, color: '#22c55e' }])
    // Unchanged chapters keep their identity and exact HTML (memoised views skip them).
    expect(chapters[0]).toBe(before[0])
    expect(chapters[2]).toBe(before[2])
    expect(find(chapters, 'cns')).toBe(find(before, 'cns'))
    expect(chapters[1]).not.toBe(before[1])
  })

  it('inserts a missing tag into the chapter its location and name point to', () => {
    const chapters = report().map((c) => (c.id === 'int' ? { ...c, subChapters: c.subChapters!.filter((s) => s.id !== 'cns') } : c))
    chapters[1].subChapters!.push(ch('cns', 'Head and Central Nervous System', '<p>The scalp was reflected.</p>'))
    const result = fillTagValues(chapters, [match(BRAIN, '1400 g', 'Central nervous system, brain', 'Brain weighs 1400 grams.')], { activeChapterId: 'opinion', tags })
    expect(result.inserted).toEqual(['brain_weight'])
    expect(result.filled).toEqual([])
    const cns = find(result.chapters, 'cns').content
    expect(cns).toMatch(/^<p>The scalp was reflected\.<\/p><p>Brain weight: <span[^>]*>1400 g<\/span><\/p>$/)
    expect(spans(cns)).toEqual([{ id: BRAIN.id, text: '1400 g', value: '1400 g', source: 'Brain weighs 1400 grams.', color: '#22c55e' }])
  })

  it('puts a tag with no matching words at the end of the active chapter', () => {
    const result = fillTagValues(report(), [match(TOX, 'negative', 'somewhere')], { activeChapterId: 'marks', tags })
    expect(result.inserted).toEqual(['toxicology_result'])
    expect(find(result.chapters, 'marks').content).toMatch(/^<p>No tattoos\.<\/p><p>Toxicology result: <span[^>]*data-tag-value="negative"[^>]*>negative<\/span><\/p>$/)
  })

  it('falls back to the last chapter without an active one, and replaces a lone empty paragraph', () => {
    const chapters = [ch('a', 'Alpha', '<p>x</p>'), ch('b', 'Beta', '<p></p>')]
    const result = fillTagValues(chapters, [match(TOX, 'negative', 'nowhere')], { activeChapterId: null, tags })
    expect(result.chapters[1].content).toMatch(/^<p>Toxicology result: <span[^>]*>negative<\/span><\/p>$/)
    expect(result.chapters[0]).toBe(chapters[0])
  })

  it('never duplicates: a repeated match is applied once (the last one wins) and an inserted field is not added twice', () => {
    const result = fillTagValues(report(), [match(TOX, 'positive', 'opinion'), match(TOX, 'negative', 'opinion')], { activeChapterId: 'opinion', tags })
    expect(result.inserted).toEqual(['toxicology_result'])
    const all = JSON.stringify(result.chapters)
    expect(all.match(new RegExp(TOX.id, 'g'))).toHaveLength(1)
    expect(spans(find(result.chapters, 'opinion').content)[0].value).toBe('negative')
    // Filling again finds the field now present and fills it in place.
    const again = fillTagValues(result.chapters, [match(TOX, 'inconclusive')], { activeChapterId: 'opinion', tags })
    expect(again.inserted).toEqual([])
    expect(again.filled).toEqual(['toxicology_result'])
    expect(spans(find(again.chapters, 'opinion').content)).toHaveLength(1)
  })

  it('treats NULL, null and blank values as unfilled: existing values stay, a new field is inserted red', () => {
    const withValue = fillTagValues(report(), [match(HEART, '350 g')], { activeChapterId: null, tags }).chapters
    for (const blank of ['NULL', 'null', '  ']) {
      const result = fillTagValues(withValue, [match(HEART, blank)], { activeChapterId: null, tags })
      expect(result.filled).toEqual([])
      expect(result.chapters).toBe(withValue)
    }
    const added = fillTagValues(report(), [match(TOX, 'NULL', 'opinion', 'ignored')], { activeChapterId: 'opinion', tags })
    expect(spans(find(added.chapters, 'opinion').content)).toEqual([{ id: TOX.id, text: '[toxicology_result]', value: null, source: null, color: '#a855f7' }])
  })

  it('finds fields by identifier when their id differs and matches the id or identifier of unknown tags', () => {
    const foreign = { ...HEART, id: '99999999-9999-4999-8999-999999999999' }
    const chapters = [ch('cvs', 'Heart', `<p>${tagSpanHtml(foreign)}</p>`)]
    const result = fillTagValues(chapters, [{ id: 'unknown-id', name: 'heart_weight', value: '410 g', location: '' }], { activeChapterId: null, tags })
    expect(result.filled).toEqual(['heart_weight'])
    expect(spans(result.chapters[0].content)[0]).toMatchObject({ id: HEART.id, text: '410 g', value: '410 g' })
  })

  it('keeps the formatting around a field and escapes values', () => {
    const chapters = [ch('cvs', 'Heart', `<p><strong>Heart: ${tagSpanHtml(HEART)}</strong></p>`)]
    const result = fillTagValues(chapters, [match(HEART, '<b>350</b> & "g"')], { activeChapterId: null, tags })
    const html = result.chapters[0].content
    expect(html).toContain('&lt;b&gt;350&lt;/b&gt; &amp; "g"')
    expect(html).not.toContain('<b>')
    expect(html.startsWith('<p><strong>Heart: </strong><span')).toBe(true)
    expect(html).toContain('<strong>&lt;b&gt;350')
  })

  it('does nothing for an empty report or no matches', () => {
    const none = fillTagValues([], [match(HEART, '350 g')], { activeChapterId: null, tags })
    expect(none).toEqual({ chapters: [], filled: [], inserted: [] })
    const before = report()
    expect(fillTagValues(before, [], { activeChapterId: null, tags }).chapters).toBe(before)
  })
})

describe('countUnfilled', () => {
  it('counts unfilled fields of a chapter, with sub-chapters when deep', () => {
    const [ext, int] = report()
    expect(countUnfilled(ext)).toBe(1)
    expect(countUnfilled(int)).toBe(0)
    expect(countUnfilled(int, true)).toBe(2)
    const nulls = ch('n', 'N', '<p><span data-tag-id="x" data-tag-name="a" data-tag-value="NULL">NULL</span> <span data-tag-id="y" data-tag-name="b" data-tag-value="null">null</span> <span data-tag-id="z" data-tag-name="c" data-tag-value="">c</span> <span data-tag-id="w" data-tag-name="d" data-tag-value="5">5</span></p>')
    expect(countUnfilled(nulls)).toBe(3)
  })
})

describe('existingDocumentTags', () => {
  it('lists each tag once in reading order, with its value or an empty string', () => {
    expect(existingDocumentTags(report())).toEqual([
      { id: EYES.id, name: 'eye_colour', value: '' },
      { id: HEART.id, name: 'heart_weight', value: '300 g' },
      { id: BRAIN.id, name: 'brain_weight', value: '' },
    ])
    expect(existingDocumentTags([])).toEqual([])
  })
})
