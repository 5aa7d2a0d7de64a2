import { describe, expect, it } from 'vitest'
import { tagSpanHtml } from '@shared/src/editor/tag-html'
import { parseHtml, sanitizeHtml, serializeHtml } from './html'

describe('chapter HTML through the schema', () => {
  it('round-trips the formatting the editor offers', () => {
    const html = '<h2>Findings</h2><p><strong>Bold</strong>, <em>italic</em> and <u>underlined</u>.</p><ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol>'
    expect(serializeHtml(parseHtml(html))).toBe(html)
  })
  it('drops scripts, handlers, styles and unknown elements', () => {
    const clean = sanitizeHtml('<p onclick="x()" style="color:red">Hi<script>alert(1)</script><img src=x onerror="alert(2)"></p><iframe src="https://example.org"></iframe>')
    expect(clean).toBe('<p>Hi</p>')
  })
  it('keeps field tags with their attributes', () => {
    const tag = { id: '8c1f0a52-0000-4000-8000-000000000001', identifier: 'heart_weight', color: '#ef4444' }
    const html = `<p>Heart ${tagSpanHtml(tag, '350 g')} and ${tagSpanHtml(tag)}</p>`
    const clean = sanitizeHtml(html)
    expect(clean).toContain('data-tag-value="350 g">350 g</span>')
    expect(clean).toContain('data-tag-name="heart_weight" data-tag-color="#ef4444">[heart_weight]</span>')
  })
  it('gives an empty paragraph for empty content', () => {
    expect(serializeHtml(parseHtml(''))).toBe('<p></p>')
  })
})
