import { describe, expect, it } from 'vitest'
import { JSDOM } from 'jsdom'
import { DOMParser as PMDOMParser, DOMSerializer } from 'prosemirror-model'
import { isGuidanceOnly, stripGuidance } from './guidance'
import { schema } from './schema'
import { docToMarkdown } from './to-markdown'

const window = new JSDOM('<!doctype html><body></body>').window
const parse = (html: string) => {
  const el = window.document.createElement('div')
  el.innerHTML = html
  return PMDOMParser.fromSchema(schema).parse(el)
}
const serialize = (html: string) => {
  const el = window.document.createElement('div')
  el.appendChild(DOMSerializer.fromSchema(schema).serializeFragment(parse(html).content, { document: window.document }))
  return el.innerHTML
}

const GUIDE = '<div data-guidance="true" class="guidance"><p>Record the persons present.</p></div>'

describe('guidance block in the shared schema', () => {
  it('survives a parse and serialise round trip unchanged (the server sanitiser keeps it)', () => {
    const html = `<p>Before.</p>${GUIDE}<p>After.</p>`
    expect(serialize(html)).toBe(html)
    expect(serialize(serialize(html))).toBe(html)
    expect(parse(html).child(1).type.name).toBe('guidance')
  })

  it('reads an aside with the guidance class and writes it as the guidance div', () => {
    expect(serialize('<aside class="guidance"><p>Describe each injury.</p></aside>')).toBe(
      '<div data-guidance="true" class="guidance"><p>Describe each injury.</p></div>',
    )
  })

  it('keeps a list inside guidance and drops what the schema does not describe', () => {
    const out = serialize('<div data-guidance="true" onclick="x()"><ul><li><p>Item</p></li></ul><script>1</script></div>')
    expect(out).toBe('<div data-guidance="true" class="guidance"><ul><li><p>Item</p></li></ul></div>')
  })

  it('is left out of the cleaned-report markdown', () => {
    expect(docToMarkdown(parse(`<p>Heart normal.</p>${GUIDE}`))).toBe('Heart normal.')
    expect(docToMarkdown(parse(GUIDE))).toBe('')
  })

  it('serialises in the form the string helpers recognise', () => {
    const stored = serialize(`${GUIDE}<p></p>`)
    expect(isGuidanceOnly(stored)).toBe(true)
    expect(stripGuidance(stored)).toBe('<p></p>')
  })
})
