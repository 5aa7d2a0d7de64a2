import { JSDOM } from 'jsdom'
import { DOMParser as PMDOMParser, DOMSerializer, type Node as PMNode } from 'prosemirror-model'
import { schema } from '../src/editor/schema'

// One DOM window reused for every parse: creating a JSDOM costs milliseconds.
const window = new JSDOM('<!doctype html><body></body>').window
const parser = PMDOMParser.fromSchema(schema)
const serializer = DOMSerializer.fromSchema(schema)

/** Parses chapter HTML into a document of the shared schema; anything it does not describe is dropped. */
export function parseChapterHtml(html: string): PMNode {
  const container = window.document.createElement('div')
  container.innerHTML = html
  return parser.parse(container)
}

/** Serialises a document of the shared schema back to HTML. */
export function serializeDoc(doc: PMNode): string {
  const container = window.document.createElement('div')
  container.appendChild(serializer.serializeFragment(doc.content, { document: window.document }))
  return container.innerHTML
}

/** Chapter HTML as the schema allows it: the sanitiser for everything stored. */
export function sanitizeChapterHtml(html: string): string {
  if (!html.trim()) return ''
  return serializeDoc(parseChapterHtml(html))
}
