import type { Mark, Node as PMNode } from 'prosemirror-model'
import { schema, type TagAttrs } from '@shared/src/editor/schema'

/** One inline field in a document: a run of text carrying the same tag mark. */
export interface TagRange {
  from: number
  to: number
  mark: Mark
  attrs: TagAttrs
  text: string
}

/** The text an unfilled field shows: its identifier in brackets. */
export const placeholderText = (name: string): string => `[${name}]`

/** A field's identifier as a reader would say it: 'heart_weight' → 'Heart weight'. */
export function readableTagName(identifier: string): string {
  const words = identifier.replace(/_+/g, ' ').trim()
  return words ? words[0].toUpperCase() + words.slice(1) : identifier
}

/** Every field of the document in reading order; neighbouring text with an equal tag mark forms one field. */
export function tagRanges(doc: PMNode): TagRange[] {
  const out: TagRange[] = []
  doc.descendants((node, pos) => {
    if (!node.isTextblock) return true
    out.push(...blockRanges(node, pos + 1))
    return false
  })
  return out
}

/**
 * The field at `pos`: one that contains it, else one that ends there (a click on a field's last
 * character resolves to its end). Null outside any field.
 */
export function tagRangeAt(doc: PMNode, pos: number): TagRange | null {
  if (pos < 0 || pos > doc.content.size) return null
  const $pos = doc.resolve(pos)
  if (!$pos.parent.isTextblock) return null
  const ranges = blockRanges($pos.parent, $pos.start())
  return ranges.find((r) => r.from <= pos && pos < r.to) ?? ranges.find((r) => r.to === pos) ?? null
}

/** The fields of one textblock whose content starts at `start`. */
function blockRanges(block: PMNode, start: number): TagRange[] {
  const out: TagRange[] = []
  let current: TagRange | null = null
  block.forEach((child, offset) => {
    const from = start + offset
    const mark = child.isText ? schema.marks.tag.isInSet(child.marks) : undefined
    if (mark && current && current.to === from && current.mark.eq(mark)) {
      current.to = from + child.nodeSize
      current.text += child.text ?? ''
      return
    }
    if (current) out.push(current)
    current = mark ? { from, to: from + child.nodeSize, mark, attrs: mark.attrs as TagAttrs, text: child.text ?? '' } : null
  })
  if (current) out.push(current)
  return out
}
