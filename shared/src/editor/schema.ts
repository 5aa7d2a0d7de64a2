import { Schema, type MarkSpec, type NodeSpec } from 'prosemirror-model'
import { tableNodes } from 'prosemirror-tables'

/**
 * The one document schema of the product. The browser edits with it and the server
 * re-parses every stored chapter with it, so whatever it does not describe
 * (scripts, event handlers, styles, unknown elements) never reaches the database.
 */
const nodes: Record<string, NodeSpec> = {
  doc: { content: 'block+' },
  paragraph: {
    content: 'inline*',
    group: 'block',
    parseDOM: [{ tag: 'p' }, { tag: 'div', priority: 10 }],
    toDOM: () => ['p', 0],
  },
  heading: {
    attrs: { level: { default: 3, validate: 'number' } },
    content: 'inline*',
    group: 'block',
    defining: true,
    parseDOM: [1, 2, 3, 4, 5, 6].map((level) => ({ tag: `h${level}`, attrs: { level: Math.min(level, 4) } })),
    toDOM: (node) => [`h${node.attrs.level}`, 0],
  },
  blockquote: {
    content: 'block+',
    group: 'block',
    defining: true,
    parseDOM: [{ tag: 'blockquote' }],
    toDOM: () => ['blockquote', 0],
  },
  bullet_list: {
    content: 'list_item+',
    group: 'block',
    parseDOM: [{ tag: 'ul' }],
    toDOM: () => ['ul', 0],
  },
  ordered_list: {
    attrs: { order: { default: 1, validate: 'number' } },
    content: 'list_item+',
    group: 'block',
    parseDOM: [
      {
        tag: 'ol',
        getAttrs: (dom) => {
          const start = Number((dom as HTMLElement).getAttribute('start') ?? 1)
          return { order: Number.isFinite(start) ? start : 1 }
        },
      },
    ],
    toDOM: (node) => (node.attrs.order === 1 ? ['ol', 0] : ['ol', { start: node.attrs.order }, 0]),
  },
  /**
   * Instructions to the pathologist: shown in the editors
   * as labelled instructions, never printed, cleaned or exported. `<aside class="guidance">` is
   * read too, so guidance pasted from elsewhere keeps its meaning; it is always written as the div
   * the string helpers in guidance.ts look for.
   */
  guidance: {
    content: '(paragraph | bullet_list | ordered_list)+',
    group: 'block',
    defining: true,
    parseDOM: [{ tag: 'div[data-guidance]', priority: 60 }, { tag: 'aside.guidance', priority: 60 }],
    toDOM: () => ['div', { 'data-guidance': 'true', class: 'guidance' }, 0],
  },
  list_item: {
    content: 'paragraph block*',
    defining: true,
    parseDOM: [{ tag: 'li' }],
    toDOM: () => ['li', 0],
  },
  ...tableNodes({ tableGroup: 'block', cellContent: 'block+', cellAttributes: {} }),
  text: { group: 'inline' },
  hard_break: {
    inline: true,
    group: 'inline',
    selectable: false,
    parseDOM: [{ tag: 'br' }],
    toDOM: () => ['br'],
  },
}

const HEX = /^#[0-9a-fA-F]{6}$/

/** Attributes of an inline field tag: which tag, how it looks, what value it holds, where it came from. */
export interface TagAttrs {
  tagId: string
  name: string
  color: string
  value: string | null
  /** The transcript sentence a dictated value came from (provenance). */
  source: string | null
}

const marks: Record<string, MarkSpec> = {
  tag: {
    attrs: {
      tagId: { validate: 'string' },
      name: { validate: 'string' },
      color: { default: '#3b82f6' },
      value: { default: null },
      source: { default: null },
    },
    inclusive: false,
    excludes: 'tag',
    parseDOM: [
      {
        tag: 'span[data-tag-id]',
        getAttrs: (dom) => {
          const el = dom as HTMLElement
          const color = el.getAttribute('data-tag-color') ?? ''
          return {
            tagId: el.getAttribute('data-tag-id') ?? '',
            name: el.getAttribute('data-tag-name') ?? '',
            color: HEX.test(color) ? color : '#3b82f6',
            value: el.getAttribute('data-tag-value') || null,
            source: el.getAttribute('data-tag-source') || null,
          }
        },
      },
    ],
    toDOM: (mark) => {
      const a = mark.attrs as TagAttrs
      const attrs: Record<string, string> = {
        class: 'report-tag',
        'data-tag-id': a.tagId,
        'data-tag-name': a.name,
        'data-tag-color': a.color,
      }
      if (a.value) attrs['data-tag-value'] = a.value
      if (a.source) attrs['data-tag-source'] = a.source
      return ['span', attrs, 0]
    },
  },
  strong: {
    parseDOM: [
      { tag: 'strong' },
      { tag: 'b', getAttrs: (node) => (node as HTMLElement).style.fontWeight !== 'normal' && null },
    ],
    toDOM: () => ['strong', 0],
  },
  em: {
    parseDOM: [{ tag: 'i' }, { tag: 'em' }],
    toDOM: () => ['em', 0],
  },
  underline: {
    parseDOM: [{ tag: 'u' }],
    toDOM: () => ['u', 0],
  },
}

export const schema = new Schema({ nodes, marks })
