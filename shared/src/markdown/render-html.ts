import type { Block, Inline, ListBlock } from './ast'

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch])
}

export interface RenderHtmlOptions {
  /**
   * Adds width/border/cellpadding attributes to tables. Browsers let CSS override them; they are for
   * consumers that ignore most CSS (Word's and LibreOffice's HTML import) when a file is exported.
   */
  tableAttributes?: boolean
}

/** Renders parsed dialect blocks to semantic HTML; all text is escaped, no input HTML passes through. */
export function renderBlocksToHtml(blocks: Block[], options: RenderHtmlOptions = {}): string {
  const tableTag = options.tableAttributes ? '<table width="100%" border="1" cellspacing="0" cellpadding="5">' : '<table>'
  return blocks.map((b) => renderBlock(b, tableTag)).join('\n')
}

/** Renders inlines to HTML: marks as strong/em/u, missing fields as highlighted marks. */
export function renderInlinesToHtml(inlines: Inline[]): string {
  let html = ''
  for (const inline of inlines) {
    if (inline.type === 'missing') {
      html += `<mark class="missing-field">[MISSING: ${escapeHtml(inline.name)}]</mark>`
      continue
    }
    let part = escapeHtml(inline.text)
    if (inline.underline) part = `<u>${part}</u>`
    if (inline.italic) part = `<em>${part}</em>`
    if (inline.bold) part = `<strong>${part}</strong>`
    html += part
  }
  return html
}

function renderBlock(block: Block, tableTag: string): string {
  switch (block.type) {
    case 'heading':
      return `<h${block.level}>${renderInlinesToHtml(block.inlines)}</h${block.level}>`
    case 'paragraph':
      return `<p>${block.lines.map(renderInlinesToHtml).join('<br>\n')}</p>`
    case 'list':
      return renderList(block)
    case 'table': {
      const head = block.header.map((c) => `<th>${renderInlinesToHtml(c)}</th>`).join('')
      const body = block.rows.map((r) => `<tr>${r.map((c) => `<td>${renderInlinesToHtml(c)}</td>`).join('')}</tr>`).join('\n')
      return `${tableTag}\n<thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table>`
    }
  }
}

function renderList(list: ListBlock): string {
  const tag = list.ordered ? 'ol' : 'ul'
  const items = list.items.map((item) => {
    const children = item.children ? `\n${renderList(item.children)}\n` : ''
    return `<li>${renderInlinesToHtml(item.inlines)}${children}</li>`
  })
  return `<${tag}>\n${items.join('\n')}\n</${tag}>`
}
