import { describe, expect, it } from 'vitest'
import { tagSpanHtml } from '@shared/src/editor/tag-html'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { fieldTag } from '../../../test/factories/tags'
import { renderReportMarkdown } from '../engines/local/cleanup'
import { collectTagValues, verifyTagValues } from './verify'

const heart = fieldTag('heart_weight')
const leftLung = fieldTag('left_lung_side')
const rightLung = fieldTag('effusion_side')
const brain = fieldTag('brain_weight')

const chapters: Chapter[] = [
  {
    id: 'c1',
    title: 'Thorax',
    order: 1,
    content: `<p>Heart ${tagSpanHtml(heart, '350 g')}, again ${tagSpanHtml(heart, '350 g')}.</p>`,
    subChapters: [
      {
        id: 'c1a',
        title: 'Lungs',
        order: 1,
        content: `<p>${tagSpanHtml(leftLung, 'left')} lung; effusion ${tagSpanHtml(rightLung, 'left')}; brain ${tagSpanHtml(brain, 'NULL')}</p>`,
      },
    ],
  },
]

describe('collectTagValues', () => {
  it('lists each filled field and value once, in report order', () => {
    expect(collectTagValues(chapters)).toEqual([
      { tagId: heart.id, name: 'heart_weight', value: '350 g' },
      { tagId: leftLung.id, name: 'left_lung_side', value: 'left' },
      { tagId: rightLung.id, name: 'effusion_side', value: 'left' },
    ])
  })
})

describe('verifyTagValues', () => {
  const clean = renderReportMarkdown('Case', chapters)

  it('passes the local formatter output', () => {
    expect(verifyTagValues(chapters, clean)).toEqual({ missingValues: [], unfilled: ['brain_weight'], droppedUnfilled: [] })
  })

  it('catches a changed value', () => {
    const check = verifyTagValues(chapters, clean.replaceAll('350 g', '1350 g'))
    expect(check.missingValues).toEqual([{ name: 'heart_weight', value: '350 g' }])
  })

  it('catches one of two equal values changed', () => {
    const check = verifyTagValues(chapters, clean.replace('effusion left', 'effusion right'))
    expect(check.missingValues).toEqual([{ name: 'effusion_side', value: 'left' }])
  })

  it('catches a dropped missing marker', () => {
    const check = verifyTagValues(chapters, clean.replace('[MISSING: brain_weight]', ''))
    expect(check.droppedUnfilled).toEqual(['brain_weight'])
    expect(check.unfilled).toEqual(['brain_weight'])
  })
})
