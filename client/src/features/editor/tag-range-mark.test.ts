import { afterEach, describe, expect, it } from 'vitest'
import { schema } from '@shared/src/editor/schema'
import { applyRangeWarning, renderTagElement, setTagRangeLookup } from './tag-mark-view'

const heart = { dimension: 'mass' as const, unit: 'g', rangeMin: 150, rangeMax: 700 }
const tag = (value: string | null) => schema.marks.tag.create({ tagId: 't1', name: 'heart_weight', color: '#3b82f6', value })

afterEach(() => setTagRangeLookup(() => undefined))

describe('inline tag range warning', () => {
  it('marks a value outside the plausible range, with the warning in its title and aria-description; the value stays', () => {
    setTagRangeLookup((id) => (id === 't1' ? heart : undefined))
    const dom = renderTagElement(tag('1350 g'))
    expect(dom.getAttribute('data-tag-value')).toBe('1350 g')
    expect(dom.getAttribute('data-range-warning')).toBe('Outside the plausible range 150–700 g')
    expect(dom.getAttribute('aria-description')).toBe('Outside the plausible range 150–700 g')
    expect(dom.title).toBe('heart_weight: 1350 g (Outside the plausible range 150–700 g)')
  })

  it('leaves values inside the range, unfilled fields and unknown tags unmarked', () => {
    setTagRangeLookup((id) => (id === 't1' ? heart : undefined))
    expect(renderTagElement(tag('350 g')).hasAttribute('data-range-warning')).toBe(false)
    expect(renderTagElement(tag(null)).title).toBe('heart_weight (not filled)')
    setTagRangeLookup(() => undefined)
    expect(renderTagElement(tag('1350 g')).hasAttribute('data-range-warning')).toBe(false)
  })

  it('updates tags already shown once the ranges are known', () => {
    const dom = renderTagElement(tag('1350 g'))
    expect(dom.hasAttribute('data-range-warning')).toBe(false)
    setTagRangeLookup(() => heart)
    applyRangeWarning(dom)
    expect(dom.getAttribute('data-range-warning')).toBe('Outside the plausible range 150–700 g')
  })
})
