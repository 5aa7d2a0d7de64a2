import { describe, expect, it } from 'vitest'
import { inlinesToText, parseCleanMarkdown, parseInlines, type Block, type TextInline } from './parse'
import { splitReportTitle } from './title'
import { assertExportable, ExportTooLargeError, MAX_EXPORT_MARKDOWN_CHARS } from './limits'

const text = (t: string, marks: { bold?: true; italic?: true; underline?: true } = {}): TextInline => ({ type: 'text', text: t, ...marks })

describe('parseCleanMarkdown: blocks', () => {
  it('reads headings by depth down to level 6 and ignores #hashtags', () => {
    const blocks = parseCleanMarkdown('# Title\n## 1. Heart\n### 1.1 Valves\n#### 1.1.1 Mitral\n##### 1.1.1.1 Leaflets\n###### Deep ##\n####### not a heading\n#hashtag')
    expect(blocks.map((b) => (b.type === 'heading' ? [b.level, inlinesToText(b.inlines)] : b.type))).toEqual([
      [1, 'Title'],
      [2, '1. Heart'],
      [3, '1.1 Valves'],
      [4, '1.1.1 Mitral'],
      [5, '1.1.1.1 Leaflets'],
      [6, 'Deep'],
      'paragraph',
    ])
  })

  it('splits paragraphs on blank lines and keeps single newlines as line breaks (CRLF too)', () => {
    const blocks = parseCleanMarkdown('Line one\r\nLine two\r\n\r\n\r\nNext paragraph\rsame paragraph')
    expect(blocks).toEqual([
      { type: 'paragraph', lines: [[text('Line one')], [text('Line two')]] },
      { type: 'paragraph', lines: [[text('Next paragraph')], [text('same paragraph')]] },
    ])
  })

  it('nests lists by indentation, mixes bullets and numbers, tolerates blank lines between items', () => {
    const blocks = parseCleanMarkdown('- a\n  - a1\n    1. a1x\n  - a2\n\n- b\n1. one\n2) two\nafter')
    expect(blocks).toEqual<Block[]>([
      {
        type: 'list',
        ordered: false,
        items: [
          {
            inlines: [text('a')],
            children: {
              type: 'list',
              ordered: false,
              items: [{ inlines: [text('a1')], children: { type: 'list', ordered: true, items: [{ inlines: [text('a1x')] }] } }, { inlines: [text('a2')] }],
            },
          },
          { inlines: [text('b')] },
        ],
      },
      { type: 'list', ordered: true, items: [{ inlines: [text('one')] }, { inlines: [text('two')] }] },
      { type: 'paragraph', lines: [[text('after')]] },
    ])
  })

  it('accepts four-space and tab indentation and joins indented continuation lines', () => {
    const blocks = parseCleanMarkdown('* top\n    * deeper\n\t* tab deeper\n      continued')
    expect(blocks).toEqual([
      {
        type: 'list',
        ordered: false,
        items: [{ inlines: [text('top')], children: { type: 'list', ordered: false, items: [{ inlines: [text('deeper')] }, { inlines: [text('tab deeper continued')] }] } }],
      },
    ])
  })

  it('parses GFM tables with inline marks, escaped pipes, no outer pipes and ragged rows padded', () => {
    const blocks = parseCleanMarkdown('Organ | Weight\n:--- | ---:\n| Heart | **350 g** |\n| Spleen | [MISSING: spleen_weight] | note |\n| a \\| b |')
    expect(blocks).toEqual([
      {
        type: 'table',
        header: [[text('Organ')], [text('Weight')], []],
        rows: [
          [[text('Heart')], [text('350 g', { bold: true })], []],
          [[text('Spleen')], [{ type: 'missing', name: 'spleen_weight' }], [text('note')]],
          [[text('a | b')], [], []],
        ],
      },
    ])
  })

  it('leaves pipe lines without a separator as paragraph text', () => {
    expect(parseCleanMarkdown('| a | b |\n| c | d |')).toEqual([{ type: 'paragraph', lines: [[text('| a | b |')], [text('| c | d |')]] }])
  })

  it('drops code fences, horizontal rules, empty headings and control characters', () => {
    const blocks = parseCleanMarkdown('```markdown\n## Title\n---\nText\u0000 with\u0007 bell\n#\n```')
    expect(blocks).toEqual([
      { type: 'heading', level: 2, inlines: [text('Title')] },
      { type: 'paragraph', lines: [[text('Text with bell')]] },
    ])
  })

  it('returns nothing for empty or whitespace-only input', () => {
    expect(parseCleanMarkdown('')).toEqual([])
    expect(parseCleanMarkdown(' \n\t\n')).toEqual([])
  })

  it('stays linear on very long and hostile input', () => {
    const hostile = '**a *b <u>c [MISSING: d'.repeat(40_000) + '*'.repeat(200_000) + '\n' + '| x '.repeat(50_000) + '\n' + '- '.repeat(10_000)
    const started = performance.now()
    const blocks = parseCleanMarkdown(hostile)
    expect(performance.now() - started).toBeLessThan(3000)
    expect(blocks.length).toBeGreaterThan(0)
  })
})

describe('parseInlines', () => {
  it('reads bold, italic, both, underline and missing fields', () => {
    expect(parseInlines('**b** *i* ***bi*** <u>u</u> <U>**bu**</U> [MISSING: heart_weight]')).toEqual([
      text('b', { bold: true }),
      text(' '),
      text('i', { italic: true }),
      text(' '),
      text('bi', { bold: true, italic: true }),
      text(' '),
      text('u', { underline: true }),
      text(' '),
      text('bu', { bold: true, underline: true }),
      text(' '),
      { type: 'missing', name: 'heart_weight' },
    ])
  })

  it('keeps unclosed or unmatched markers as literal text', () => {
    expect(parseInlines('**unclosed bold')).toEqual([text('**unclosed bold')])
    expect(parseInlines('a *b and **c')).toEqual([text('a *b and **c')])
    expect(parseInlines('<u>open only')).toEqual([text('<u>open only')])
    expect(parseInlines('close only</u>')).toEqual([text('close only</u>')])
    expect(parseInlines('2 * 3 = 6')).toEqual([text('2 * 3 = 6')])
    expect(parseInlines('[MISSING: ]')).toEqual([text('[MISSING: ]')])
  })

  it('keeps other HTML as text and honours backslash escapes', () => {
    expect(parseInlines('<script>alert(1)</script> <b>x</b>')).toEqual([text('<script>alert(1)</script> <b>x</b>')])
    expect(parseInlines('\\*not italic\\* C:\\path')).toEqual([text('*not italic* C:\\path')])
  })

  it('keeps identifiers with underscores inside missing fields intact', () => {
    expect(parseInlines('Spleen: [missing:  spleen_weight_g ] g')).toEqual([text('Spleen: '), { type: 'missing', name: 'spleen_weight_g' }, text(' g')])
  })
})

describe('report title and limits', () => {
  it('takes the given title, keeping a different leading # heading in the body; else the # heading; else the default', () => {
    const withH1 = splitReportTitle(parseCleanMarkdown('# Case 12\n\nBody'), 'Given')
    expect([withH1.titleText, withH1.body.map((b) => b.type)]).toEqual(['Given', ['heading', 'paragraph']])
    const repeated = splitReportTitle(parseCleanMarkdown('# Case 12\n\nBody'), ' case  12 ')
    expect([repeated.titleText, repeated.body.map((b) => b.type)]).toEqual(['case 12', ['paragraph']])
    const untitled = splitReportTitle(parseCleanMarkdown('# Case 12\n\nBody'), undefined)
    expect([untitled.titleText, untitled.body.length]).toEqual(['Case 12', 1])
    expect(splitReportTitle(parseCleanMarkdown('## 1. Chapter'), '  My   report ').titleText).toBe('My report')
    expect(splitReportTitle([], '').titleText).toBe('Autopsy Report')
  })

  it('rejects markdown over the export limit', () => {
    expect(() => assertExportable('x'.repeat(MAX_EXPORT_MARKDOWN_CHARS))).not.toThrow()
    expect(() => assertExportable('x'.repeat(MAX_EXPORT_MARKDOWN_CHARS + 1))).toThrow(ExportTooLargeError)
  })
})
