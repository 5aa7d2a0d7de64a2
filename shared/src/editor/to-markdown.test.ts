import { describe, expect, it } from 'vitest'
import { DOMParser as PMDOMParser } from 'prosemirror-model'
import { JSDOM } from 'jsdom'
import { schema } from './schema'
import { tagSpanHtml } from './tag-html'
import { inlinesToText, parseCleanMarkdown } from '../markdown/parse'
import { docToMarkdown, docToMarkdownBlocks } from './to-markdown'

const parse = (html: string) => {
  const dom = new JSDOM(`<body>${html}</body>`)
  return PMDOMParser.fromSchema(schema).parse(dom.window.document.body)
}
const heart = { id: 't1', identifier: 'heart_weight', color: '#ef4444' }
const side = { id: 't2', identifier: 'effusion_side' }

describe('docToMarkdown', () => {
  it('writes paragraphs, marks and hard breaks', () => {
    const doc = parse('<p>Plain <strong>bold </strong><em>italic</em> and <u>under</u>.</p><p>Line one<br>line two</p>')
    expect(docToMarkdown(doc)).toBe('Plain **bold** *italic* and <u>under</u>.\n\nLine one\nline two')
  })

  it('nests overlapping marks without reopening', () => {
    const doc = parse('<p><strong>all <em>both</em> bold</strong></p>')
    expect(docToMarkdown(doc)).toBe('**all *both* bold**')
  })

  it('writes filled fields as their value and unfilled ones as a missing marker', () => {
    const doc = parse(`<p>Heart ${tagSpanHtml(heart, '350 g')}; effusion ${tagSpanHtml(side)}.</p>`)
    expect(docToMarkdown(doc)).toBe('Heart 350 g; effusion [MISSING: effusion_side].')
  })

  it('writes a field split into bold and plain parts once', () => {
    const span = (inner: string) => `<span class="report-tag" data-tag-id="t1" data-tag-name="heart_weight" data-tag-value="350 g">${inner}</span>`
    const doc = parse(`<p>${span('<strong>350</strong> g')}</p>`)
    expect(docToMarkdown(doc)).toBe('**350 g**')
  })

  it('demotes headings inside content to bold lines', () => {
    const doc = parse('<h2>Heart <strong>and</strong> vessels</h2><p>Text</p>')
    expect(docToMarkdownBlocks(doc)).toEqual(['**Heart and vessels**', 'Text'])
  })

  it('writes nested bullet and numbered lists with two-space indentation', () => {
    const doc = parse('<ul><li><p>one</p><ol start="3"><li><p>three</p></li><li><p>four</p></li></ol></li><li><p>two</p></li></ul>')
    expect(docToMarkdown(doc)).toBe('- one\n  3. three\n  4. four\n- two')
  })

  it('writes tables as GFM pipes with the first row as header', () => {
    const doc = parse(
      `<table><tr><th>Organ</th><th>Weight</th></tr><tr><td>Heart</td><td>${tagSpanHtml(heart, '350 g')}</td></tr>` +
        `<tr><td colspan="2">a | b</td></tr></table>`,
    )
    expect(docToMarkdown(doc)).toBe('| Organ | Weight |\n| --- | --- |\n| Heart | 350 g |\n| a \\| b |  |')
  })

  it('passes only plain text through fixText, with the text before it', () => {
    const seen: string[] = []
    const doc = parse(`<p>the heart ${tagSpanHtml(heart, 'three hundred')} grams</p>`)
    const md = docToMarkdown(doc, {
      fixText: (text, ctx) => {
        seen.push(`${ctx.container}:${ctx.before}|${text}`)
        return text.toUpperCase()
      },
    })
    expect(md).toBe('THE HEART three hundred GRAMS')
    expect(seen).toEqual(['paragraph:|the heart ', 'paragraph:THE HEART three hundred| grams'])
  })

  it('drops empty paragraphs and splits a paragraph where fixText puts a blank line', () => {
    const doc = parse('<p></p><p>first NP second</p><p>   </p>')
    expect(docToMarkdownBlocks(doc, { fixText: (t) => t.replace(' NP ', '\n\n') })).toEqual(['first', 'second'])
  })

  it('escapes typed markup so the dialect reads it back as text', () => {
    const typed = 'a*b \\ <u>x</u> [MISSING: y]'
    const md = docToMarkdown(parse(`<p>${typed.replace(/</g, '&lt;')} ${tagSpanHtml(heart, '2*3')}</p>`))
    expect(md).toBe('a\\*b \\\\ \\<u>x\\</u> \\[MISSING: y] 2*3')
    const [block] = parseCleanMarkdown(md)
    expect(block.type === 'paragraph' && inlinesToText(block.lines[0])).toBe(`${typed} 2*3`)
  })

  it('keeps typed paragraph lines that look like structure as text', () => {
    const md = docToMarkdown(parse('<p># not a heading<br>- not a bullet<br>12. not a number<br>---</p><p>-5 °C and 3.5 cm</p>'))
    expect(md).toBe('\\# not a heading\n\\- not a bullet\n12\\. not a number\n\\---\n\n-5 °C and 3.5 cm')
    const blocks = parseCleanMarkdown(md)
    expect(blocks.map((b) => b.type)).toEqual(['paragraph', 'paragraph'])
    expect(blocks[0].type === 'paragraph' && blocks[0].lines.map(inlinesToText)).toEqual(['# not a heading', '- not a bullet', '12. not a number', '---'])
  })
})
