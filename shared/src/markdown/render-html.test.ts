import { describe, expect, it } from 'vitest'
import { parseCleanMarkdown } from './parse'
import { renderBlocksToHtml } from './render-html'
import { exportFileDate, exportFileName } from './filename'

const render = (md: string) => renderBlocksToHtml(parseCleanMarkdown(md))

describe('renderBlocksToHtml', () => {
  it('renders headings h1-h4 and paragraphs with <br> line breaks', () => {
    expect(render('# T\n## 1. A\n### 1.1 B\n#### 1.1.1 C\n\nOne\nTwo')).toBe(
      '<h1>T</h1>\n<h2>1. A</h2>\n<h3>1.1 B</h3>\n<h4>1.1.1 C</h4>\n<p>One<br>\nTwo</p>',
    )
  })

  it('renders inline marks and missing fields', () => {
    expect(render('**b** *i* <u>u</u> ***x*** [MISSING: spleen_weight]')).toBe(
      '<p><strong>b</strong> <em>i</em> <u>u</u> <strong><em>x</em></strong> <mark class="missing-field">[MISSING: spleen_weight]</mark></p>',
    )
  })

  it('renders nested lists inside their parent item', () => {
    expect(render('- a\n  1. a1\n- b')).toBe('<ul>\n<li>a\n<ol>\n<li>a1</li>\n</ol>\n</li>\n<li>b</li>\n</ul>')
  })

  it('renders tables with thead and tbody', () => {
    expect(render('| Organ | Weight |\n| --- | --- |\n| Heart | 350 g |')).toBe(
      '<table>\n<thead><tr><th>Organ</th><th>Weight</th></tr></thead>\n<tbody>\n<tr><td>Heart</td><td>350 g</td></tr>\n</tbody>\n</table>',
    )
    expect(renderBlocksToHtml(parseCleanMarkdown('| a |\n| - |'), { tableAttributes: true })).toMatch(/^<table width="100%" border="1"/)
  })

  it('escapes script tags, event-handler attributes and quotes in every position', () => {
    const html = render(
      [
        '# <script>alert(1)</script>',
        '<img src=x onerror="alert(1)">',
        '- <iframe src="javascript:alert(1)">',
        '| <svg onload=alert(1)> |\n| --- |\n| "quoted" & \'single\' |',
        '[MISSING: <b>x</b>]',
      ].join('\n\n'),
    )
    expect(html).not.toMatch(/<(script|img|iframe|svg|b)[\s>]/i)
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;')
    expect(html).toContain('&quot;quoted&quot; &amp; &#39;single&#39;')
    expect(html).toContain('<mark class="missing-field">[MISSING: &lt;b&gt;x&lt;/b&gt;]</mark>')
  })

  it('renders unclosed markers literally instead of leaking formatting', () => {
    expect(render('**open <u>under')).toBe('<p>**open &lt;u&gt;under</p>')
  })

  it('renders nothing for no blocks', () => {
    expect(renderBlocksToHtml([])).toBe('')
  })
})

describe('export file names', () => {
  it('uses the local calendar date', () => {
    const lateEvening = new Date(2025, 0, 5, 23, 59)
    expect(exportFileDate(lateEvening)).toBe('2025-01-05')
    expect(exportFileName('html', lateEvening)).toBe('autopsy-report-2025-01-05.html')
    expect(exportFileName('docx', new Date(2024, 11, 31, 0, 1))).toBe('autopsy-report-2024-12-31.docx')
  })

  it('defaults to today', () => {
    expect(exportFileName('docx')).toMatch(/^autopsy-report-\d{4}-\d{2}-\d{2}\.docx$/)
    expect(exportFileDate()).toBe(exportFileDate(new Date()))
  })
})
