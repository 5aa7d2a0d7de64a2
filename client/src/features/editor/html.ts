import { DOMParser as PMDOMParser, DOMSerializer, type Node as PMNode, type Schema } from 'prosemirror-model'
import { schema as defaultSchema } from '@shared/src/editor/schema'

// An inert document: markup parsed into it runs no scripts and loads no images, unlike a
// detached element of the live page (an <img onerror> there would still fire).
let inertDoc: Document | null = null
const inert = () => (inertDoc ??= document.implementation.createHTMLDocument(''))

/** Parses chapter HTML into a document of the schema; whatever the schema does not describe is dropped. */
export function parseHtml(html: string, schema: Schema = defaultSchema): PMNode {
  const container = inert().createElement('div')
  container.innerHTML = html
  return PMDOMParser.fromSchema(schema).parse(container)
}

/**
 * The document an editor opens: as parsed, plus an empty paragraph after a closing guidance block.
 * In a report guidance is not editable, so a chapter holding only instructions needs a place to
 * write; the paragraph is stored only once the pathologist writes in it.
 */
export function parseForEditing(html: string): PMNode {
  const doc = parseHtml(html)
  if (doc.lastChild?.type.name !== 'guidance') return doc
  return doc.type.create(doc.attrs, doc.content.addToEnd(defaultSchema.nodes.paragraph.create()))
}

/** Serialises a document back to chapter HTML. */
export function serializeHtml(doc: PMNode, schema: Schema = defaultSchema): string {
  const container = inert().createElement('div')
  container.appendChild(DOMSerializer.fromSchema(schema).serializeFragment(doc.content, { document: inert() }))
  return container.innerHTML
}

const CACHE_LIMIT = 2000
const sanitized = new Map<string, string>()

/**
 * The HTML as the editor would store it: parsed and re-serialised through the schema, so
 * static previews show exactly what a live editor would and nothing the schema forbids.
 * Memoised because a long report renders hundreds of static chapters.
 */
export function sanitizeHtml(html: string): string {
  const hit = sanitized.get(html)
  if (hit !== undefined) return hit
  const clean = serializeHtml(parseHtml(html))
  if (sanitized.size >= CACHE_LIMIT) sanitized.delete(sanitized.keys().next().value as string)
  sanitized.set(html, clean)
  return clean
}
