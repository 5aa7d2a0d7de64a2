import { describe, expect, it } from 'vitest'
import { hasGuidance, isGuidanceOnly, stripGuidance } from './guidance'

const guide = (text: string) => `<div data-guidance="true" class="guidance"><p>${text}</p></div>`

describe('guidance in chapter HTML', () => {
  it('is guidance only when nothing but guidance and empty paragraphs remain', () => {
    expect(isGuidanceOnly(guide('Record the persons present.'))).toBe(true)
    expect(isGuidanceOnly(`${guide('a')}<p></p><p><br></p>${guide('b')}`)).toBe(true)
    expect(isGuidanceOnly(`${guide('a')}<p>Written.</p>`)).toBe(false)
    expect(isGuidanceOnly(`${guide('a')}<table><tr><td><p>1</p></td></tr></table>`)).toBe(false)
    expect(isGuidanceOnly('<p></p>')).toBe(false)
    expect(isGuidanceOnly('')).toBe(false)
  })

  it('strips guidance with nested blocks and keeps everything else as it was', () => {
    const html = `<p>Before.</p><div data-guidance="true" class="guidance"><div><p>Inner</p></div><p>More</p></div><p>After.</p>`
    expect(stripGuidance(html)).toBe('<p>Before.</p><p>After.</p>')
    expect(hasGuidance(html)).toBe(true)
    expect(hasGuidance('<div class="guidance"><p>not marked</p></div>')).toBe(false)
    expect(stripGuidance('<p>No guidance</p>')).toBe('<p>No guidance</p>')
  })
})
