import { describe, expect, it } from 'vitest'
import { DOMParser as PMDOMParser } from 'prosemirror-model'
import { JSDOM } from 'jsdom'
import { schema } from './schema'
import { tagSpanHtml, isUnfilled } from './tag-html'

const parse = (html: string) => {
  const dom = new JSDOM(`<body>${html}</body>`)
  return PMDOMParser.fromSchema(schema).parse(dom.window.document.body)
}

describe('editor schema', () => {
  it('keeps a field tag with its id, name, colour and value', () => {
    const html = tagSpanHtml({ id: 't1', identifier: 'heart_weight', color: '#ef4444' }, '350 g')
    const doc = parse(`<p>Heart: ${html}</p>`)
    const mark = doc.firstChild!.child(1).marks[0]
    expect(mark.type.name).toBe('tag')
    expect(mark.attrs).toMatchObject({ tagId: 't1', name: 'heart_weight', color: '#ef4444', value: '350 g' })
    expect(doc.textContent).toBe('Heart: 350 g')
  })

  it('drops scripts and event handlers', () => {
    const doc = parse('<p onclick="x()">Hi<script>alert(1)</script><img src=x onerror=y></p>')
    expect(doc.textContent).toBe('Hi')
    expect(JSON.stringify(doc.toJSON())).not.toMatch(/onclick|script|onerror/)
  })

  it('treats NULL, null and empty as unfilled', () => {
    for (const v of ['', ' ', 'NULL', 'null', null, undefined]) expect(isUnfilled(v)).toBe(true)
    expect(isUnfilled('0')).toBe(false)
  })
})
