import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { inflateSync } from 'node:zlib'
import { strFromU8, unzipSync } from 'fflate'
import mammoth from 'mammoth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { createTestApp, signedIn, type TestApp } from '../../../../test/harness/app'

const run = promisify(execFile)
let ta: TestApp
let dir: string
beforeAll(async () => {
  ta = await createTestApp()
  dir = await mkdtemp(path.join(os.tmpdir(), 'export-diagram-'))
})
afterAll(async () => {
  await ta.close()
  await rm(dir, { recursive: true, force: true })
})

const PASSWORD = 'correct horse'
const tag = (name: string, value?: string) =>
  `<span class="report-tag" data-tag-id="id-${name}" data-tag-name="${name}" data-tag-color="#ef4444"${value ? ` data-tag-value="${value}"` : ''}>${value ?? `[${name}]`}</span>`
const wound = (n: number, site?: string, height?: string, midline?: string): Chapter => ({
  id: `mod-sharp-${n}-instance-${n}`,
  title: `Sharp Force Injuries #${n} — Stab Wound`,
  order: 2 + n,
  content: '',
  source: 'injury_module',
  sourceId: 'mod-sharp',
  subChapters: [
    {
      id: `stab-${n}`,
      title: 'Stab Wound',
      order: 1,
      source: 'injury_module',
      sourceId: 'mod-stab',
      content: `<p><strong>Location:</strong> ${tag('wound_location', site)}, ${tag('height_above_heel', height)} above the heel and ${tag('distance_from_midline', midline)} from the midline.</p>`,
    },
  ],
})
const CHAPTERS: Chapter[] = [
  { id: 'ext', title: 'External Examination', order: 1, content: `<p>The body measures ${tag('body_length', '176 cm')} in length.</p>` },
  { id: 'mod-sharp', title: 'Sharp Force Injuries', order: 2, content: '<p>The wounds are numbered for reference.</p>', source: 'injury_module', sourceId: 'mod-sharp' },
  wound(1, 'left chest', '128 cm', '7 cm'),
  wound(2, 'right buttock', '84 cm', '9 cm'),
  wound(3, 'left thigh'),
  { id: 'opinion', title: 'Opinion', order: 9, content: '<p>Death was due to stab wounds of the chest.</p>' },
]
const LEGEND = [
  '1. Stab Wound, left chest: anterior, 128 cm above the heel, 7 cm left of the midline',
  '2. Stab Wound, right buttock: posterior, 84 cm above the heel, 9 cm right of the midline',
  '3. Stab Wound, left thigh: missing surface, height above the heel, distance from the midline',
]
const CLEANED = `# Case 2026-0501

## 1. External Examination

The body measures 176 cm in length.

## 2. Sharp Force Injuries

The wounds are numbered for reference.

## 3. Sharp Force Injuries #1 — Stab Wound

### 3.1 Stab Wound

Location: left chest.

## 4. Sharp Force Injuries #2 — Stab Wound

## 5. Sharp Force Injuries #3 — Stab Wound

## 6. Opinion

Death was due to stab wounds of the chest.
`

async function ownReport(chapters: Chapter[] = CHAPTERS) {
  const s = await signedIn(ta)
  const { id } = await ta.deps.db
    .insertInto('reports')
    .values({ ownerId: s.user.id, title: 'Case 2026-0501', templateId: null, selectedInjuryModules: '[]', chapters: JSON.stringify(chapters) })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { s, id }
}

async function saved(body: Buffer, ext: string): Promise<string> {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.${ext}`)
  await writeFile(file, body)
  return file
}

/** Every content stream of a PDF, inflated: the page's drawing operators. */
function pdfStreams(pdf: Buffer): string {
  const out: string[] = []
  const raw = pdf.toString('latin1')
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index! + m[0].length
    const end = raw.indexOf('endstream', start)
    try {
      out.push(inflateSync(pdf.subarray(start, end)).toString('latin1'))
    } catch {
      // not a Flate stream (fonts are, images may not be): not drawing operators
    }
  }
  return out.join('\n')
}

const exportAs = (kind: 'docx' | 'html', id: string, cookie: string) =>
  ta.app.inject({ method: 'POST', url: `/api/reports/${id}/export-${kind}`, payload: { cleanedReport: CLEANED, reportTitle: 'Case 2026-0501' }, headers: { cookie } })

describe('the body diagram in the exports', () => {
  it('draws the diagram into the PDF as vector paths after the injuries, with its legend and no picture', async () => {
    const { s, id } = await ownReport()
    const res = await ta.app.inject({ method: 'GET', url: `/api/reports/${id}/export-pdf`, headers: { cookie: s.cookie } })
    expect(res.statusCode).toBe(200)
    const file = await saved(res.rawPayload, 'pdf')
    const text = (await run('pdftotext', [file, '-'])).stdout.replace(/\s+/g, ' ')
    for (const line of ['Body Diagram', 'Anterior', 'Posterior', 'Drawn to the recorded body length of 176 cm', 'Legend', 'Not placed', ...LEGEND]) expect(text).toContain(line)
    expect(text.indexOf('Body Diagram')).toBeGreaterThan(text.indexOf('5 Sharp Force Injuries #3'))
    expect(text.indexOf('Body Diagram')).toBeLessThan(text.indexOf('6 Opinion'))
    // The outlines are Bézier curves (operator c) filled and stroked (B); nothing is a raster image.
    const ops = pdfStreams(res.rawPayload)
    expect(ops.match(/ c\n/g)?.length ?? 0).toBeGreaterThan(60)
    const images = (await run('pdfimages', ['-list', file])).stdout.trim().split('\n')
    expect(images.length).toBe(2)
  })

  it('puts a print-resolution PNG and the legend into the Word document after the injuries', async () => {
    const { s, id } = await ownReport()
    const res = await exportAs('docx', id, s.cookie)
    expect(res.statusCode).toBe(200)
    const zip = unzipSync(new Uint8Array(res.rawPayload))
    const media = Object.keys(zip).filter((n) => n.startsWith('word/media/'))
    expect(media).toHaveLength(1)
    const png = Buffer.from(zip[media[0]])
    expect(png.subarray(1, 4).toString()).toBe('PNG')
    // 15 cm at 300 dpi.
    expect(png.readUInt32BE(16)).toBe(1772)
    expect(strFromU8(zip['word/document.xml'])).toContain('Body Diagram, anterior and posterior views.')
    const { value: text } = await mammoth.extractRawText({ buffer: res.rawPayload })
    for (const line of ['Body Diagram', 'Not placed', ...LEGEND]) expect(text).toContain(line)
    expect(text.indexOf('Body Diagram')).toBeGreaterThan(text.indexOf('5. Sharp Force Injuries #3'))
    expect(text.indexOf('Body Diagram')).toBeLessThan(text.indexOf('6. Opinion'))
  })

  it('writes the diagram into the HTML export as inline SVG with the legend', async () => {
    const { s, id } = await ownReport()
    const res = await exportAs('html', id, s.cookie)
    expect(res.statusCode).toBe(200)
    const html = res.body
    expect(html).toMatch(/<section class="body-diagram"[^>]*>\s*<h2>Body Diagram<\/h2>\s*<figure><svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    for (const line of LEGEND) expect(html).toContain(`<li>${line}</li>`)
    expect(html.indexOf('<section class="body-diagram"')).toBeGreaterThan(html.indexOf('5. Sharp Force Injuries #3'))
    expect(html.indexOf('<section class="body-diagram"')).toBeLessThan(html.indexOf('6. Opinion'))
    expect(html).not.toMatch(/<img|xlink:href|https?:\/\/(?!www\.w3\.org)/)
  })

  it('draws a signed report’s diagram from the signed chapters, before the signature block', async () => {
    const { s, id } = await ownReport()
    await s.trpc.signing.sign({ id, password: PASSWORD, acknowledgeUnfilled: true })
    const pdf = await ta.app.inject({ method: 'GET', url: `/api/reports/${id}/export-pdf`, headers: { cookie: s.cookie } })
    const text = (await run('pdftotext', [await saved(pdf.rawPayload, 'pdf'), '-'])).stdout.replace(/\s+/g, ' ')
    expect(text).toContain(LEGEND[0])
    expect(text.indexOf('Body Diagram')).toBeLessThan(text.indexOf('ELECTRONIC SIGNATURE'))
    const html = (await exportAs('html', id, s.cookie)).body
    expect(html).toContain(`<li>${LEGEND[1]}</li>`)
    expect(html.indexOf('Body Diagram')).toBeLessThan(html.indexOf('Electronic signature'))
  })

  it('has no diagram in any export of a report without injury instances', async () => {
    const { s, id } = await ownReport([CHAPTERS[0], CHAPTERS[5]])
    const pdf = await ta.app.inject({ method: 'GET', url: `/api/reports/${id}/export-pdf`, headers: { cookie: s.cookie } })
    expect((await run('pdftotext', [await saved(pdf.rawPayload, 'pdf'), '-'])).stdout).not.toContain('Body Diagram')
    expect((await exportAs('html', id, s.cookie)).body).not.toContain('body-diagram')
    const zip = unzipSync(new Uint8Array((await exportAs('docx', id, s.cookie)).rawPayload))
    expect(Object.keys(zip).filter((n) => n.startsWith('word/media/'))).toEqual([])
  })
})
