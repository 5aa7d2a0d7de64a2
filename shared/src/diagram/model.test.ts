import { describe, expect, it } from 'vitest'
import { tagSpanHtml } from '../editor/tag-html'
import type { Chapter } from '../reports/chapter.schema'
import { canonicalReportForm } from '../reports/signing'
import { buildDiagram, legendLine } from './model'
import { fieldsIn } from './record'
import { diagramSvg } from './svg'

const field = (name: string, value?: string) => tagSpanHtml({ id: `id-${name}`, identifier: name }, value)
const stab = (n: number, values: { site?: string; height?: string; midline?: string }): Chapter => ({
  id: `mod-sharp-${n}-instance-${n}`,
  title: `Sharp Force Injuries #${n} — Stab Wound`,
  content: '',
  order: 10 + n,
  source: 'injury_module',
  sourceId: 'mod-sharp',
  subChapters: [
    {
      id: `stab-${n}`,
      title: 'Stab Wound',
      order: 1,
      source: 'injury_module',
      sourceId: 'mod-stab',
      content: `<p><strong>Location:</strong> ${field('wound_location', values.site)}, ${field('height_above_heel', values.height)} above the heel and ${field('distance_from_midline', values.midline)} from the midline.</p>`,
    },
  ],
})
const external = (length?: string, name = 'body_length'): Chapter => ({
  id: 'ext', title: 'External Examination', order: 1, source: 'template', sourceId: 'tpl',
  content: `<p>The body measures ${field(name, length)} in length.</p>`,
})

describe('buildDiagram', () => {
  it('has no diagram for a report without injury instances', () => {
    expect(buildDiagram([external('175 cm')])).toBeNull()
  })

  it('numbers the marks in reading order, places those with values and lists the rest as not placed', () => {
    const model = buildDiagram([
      external('180 cm'),
      stab(1, { site: 'left chest', height: '135 cm', midline: '9 cm' }),
      stab(2, { site: 'right buttock', height: '0.85 m', midline: '80 mm' }),
      stab(3, { site: 'left thigh', midline: '10 cm' }),
    ])!
    expect(model.frame).toEqual({ lengthCm: 180, recorded: true, proportions: 'adult' })
    expect(model.marks.map((m) => [m.number, m.view, m.warning])).toEqual([[1, 'anterior', false], [2, 'posterior', false]])
    const [one, two] = model.marks
    // The body's left is on the viewer's right on the anterior view; the right is on the viewer's right behind.
    expect(one.cx).toBeCloseTo(model.views.anterior.cx + (9 / 180) * 400)
    expect(one.cy).toBeCloseTo(model.views.anterior.heelY - (135 / 180) * 400)
    expect(two.cx).toBeCloseTo(model.views.posterior.cx + (8 / 180) * 400)
    expect(model.legend.map(legendLine)).toEqual([
      '1. Stab Wound, left chest: anterior, 135 cm above the heel, 9 cm left of the midline',
      '2. Stab Wound, right buttock: posterior, 85 cm above the heel, 8 cm right of the midline',
      '3. Stab Wound, left thigh: missing surface, height above the heel',
    ])
    expect(model.textAlternative).toContain('Drawn to the recorded body length of 180 cm')
    expect(model.textAlternative).toContain('Not placed: 3. Stab Wound, left thigh: missing surface, height above the heel')
  })

  it('draws a standard length when none is recorded and says so', () => {
    const model = buildDiagram([external(), stab(1, { site: 'left chest', height: '130', midline: '5' })])!
    expect(model.frame).toEqual({ lengthCm: 170, recorded: false, proportions: 'adult' })
    expect(model.scaleNote).toBe('Body length not recorded: drawn for a standard length of 170 cm; scale in centimetres above the heel.')
  })

  it('uses infant proportions and the crown–heel length when the report records one', () => {
    const model = buildDiagram([external('52 cm', 'crown_heel_length'), stab(1, { site: 'back', height: '30 cm', midline: '0 cm' })])!
    expect(model.frame).toEqual({ lengthCm: 52, recorded: true, proportions: 'infant' })
    expect(model.marks[0]).toMatchObject({ view: 'posterior', cx: model.views.posterior.cx })
  })

  it('marks and explains a wound outside the body', () => {
    const model = buildDiagram([external('160 cm'), stab(1, { site: 'left chest', height: '175 cm', midline: '5 cm' })])!
    expect(model.marks[0].warning).toBe(true)
    expect(model.legend[0].warnings).toEqual(['Outside the body: 175 cm above the heel is more than the body length (160 cm)'])
    expect(diagramSvg(model)).toContain('stroke-dasharray')
  })

  it('writes a standalone SVG with the outlines, the numbered marks and the text alternative as title', () => {
    const model = buildDiagram([external('175 cm'), stab(1, { site: 'left chest', height: '130 cm', midline: '8 cm' })])!
    const svg = diagramSvg(model)
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    expect(svg.match(/<path /g)).toHaveLength(2)
    expect(svg).toContain('>Anterior</text>')
    expect(svg).toContain('>Posterior</text>')
    expect(svg).toContain(`<title>${model.textAlternative}</title>`)
    expect(svg).toMatch(/<text [^>]*>1<\/text>/)
  })
})

describe('fieldsIn', () => {
  it('reads identifiers and values whatever the attribute order, unfilled as null', () => {
    const html = '<span data-tag-value="12 &amp; 3 cm" class="report-tag" data-tag-name="wound_length">12</span><span class="report-tag" data-tag-name="x" data-tag-value="NULL">[x]</span>'
    expect(fieldsIn(html)).toEqual([{ name: 'wound_length', value: '12 & 3 cm' }, { name: 'x', value: null }])
  })
})

describe('the diagram of signed content', () => {
  it('is drawn only from what the content hash covers: a changed height changes both the mark and the canonical form', () => {
    const a = [external('180 cm'), stab(1, { site: 'left chest', height: '135 cm', midline: '9 cm' })]
    const b = [external('180 cm'), stab(1, { site: 'left chest', height: '120 cm', midline: '9 cm' })]
    expect(buildDiagram(a)!.marks[0].cy).not.toBe(buildDiagram(b)!.marks[0].cy)
    expect(canonicalReportForm({ title: 'Case', chapters: a })).not.toBe(canonicalReportForm({ title: 'Case', chapters: b }))
    // The same chapters always give the same drawing.
    expect(diagramSvg(buildDiagram(a)!)).toBe(diagramSvg(buildDiagram(structuredClone(a))!))
  })
})
