import { execFile } from 'node:child_process'
import { accessSync, constants } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { strFromU8, unzipSync } from 'fflate'
import mammoth from 'mammoth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ExportTooLargeError, MAX_EXPORT_MARKDOWN_CHARS } from '@shared/src/markdown/limits'
import { buildDocx } from './export.docx'

const run = promisify(execFile)

const REPORT = `# Autopsy Report – Case 2024-0173

## 1. Case Information
**Decedent:** John Doe
**Date of examination:** 12 March 2024
*Requested by:* the District Prosecutor

## 2. External Examination
The body is that of an adult male, <u>well nourished</u>, measuring 178 cm and weighing 82 kg.
Rigor mortis is fully developed in all joints.

### 2.1 Injuries
- Abrasion of the left forehead, 3 x 2 cm
  - surrounded by a faint bruise
  - no underlying fracture
- Laceration of the scalp, 4 cm

### 2.2 Identifying Features
1. Tattoo on the right forearm
2. Appendectomy scar

## 3. Internal Examination

### 3.1 Organ Weights
| Organ | Weight | Remarks |
| --- | --- | --- |
| Heart | 350 g | **normal** |
| Liver | 1650 g | *congested* |
| Spleen | [MISSING: spleen_weight] | not recorded |

#### 3.1.1 Heart
The heart weighs 350 g. The coronary arteries show ***moderate atherosclerosis***.

## 4. Conclusion
The cause of death is **blunt force trauma of the head**. <script>alert("x")</script>
`

// mammoth leaves the Title style, underline and highlight unmapped by default; map them to check them.
const STYLE_MAP = ["p[style-name='Title'] => h1.title:fresh", 'u => u', "highlight[color='yellow'] => mark"]

async function readBack(buffer: Buffer): Promise<string> {
  const result = await mammoth.convertToHtml({ buffer }, { styleMap: STYLE_MAP })
  return result.value
}

/** Absolute path of an executable on PATH, or null. */
function onPath(command: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const full = path.join(dir, command)
    try {
      accessSync(full, constants.X_OK)
      return full
    } catch {
      // not in this directory
    }
  }
  return null
}

async function sofficeToPdf(file: string, outDir: string): Promise<string> {
  // A private profile per run: parallel LibreOffice processes sharing one profile block each other.
  const profile = await mkdtemp(path.join(os.tmpdir(), 'lo-profile-'))
  try {
    await run('soffice', [`-env:UserInstallation=${pathToFileURL(profile).href}`, '--headless', '--convert-to', 'pdf', '--outdir', outDir, file], { timeout: 120_000 })
  } finally {
    await rm(profile, { recursive: true, force: true })
  }
  return path.join(outDir, `${path.parse(file).name}.pdf`)
}

function chapters(n: number): string {
  const out = ['# Long report']
  for (let c = 1; c <= n; c++) {
    out.push(`## ${c}. Chapter ${c}`, '', `Finding **${c}** is *noted* with <u>care</u>; weight 350 g. [MISSING: field_${c}]`, 'Second line.', '')
    out.push(`### ${c}.1 Details`, '', '- item', '  - nested item', '1. first', '2. second', '')
    out.push('| Organ | Weight | Remarks |', '| --- | --- | --- |')
    for (let r = 0; r < 5; r++) out.push(`| Organ ${r} | ${300 + r} g | **ok** |`)
    out.push('', `#### ${c}.1.1 More`, '', 'Closing paragraph text. '.repeat(8))
  }
  return out.join('\n')
}

describe('buildDocx', () => {
  let dir: string
  let docx: Buffer
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'export-docx-'))
    docx = await buildDocx(REPORT)
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('writes a Word file that mammoth reads back with headings, table, lists, marks and values', async () => {
    expect(docx.subarray(0, 2).toString()).toBe('PK')
    const html = await readBack(docx)
    expect(html).toContain('<h1 class="title">Autopsy Report – Case 2024-0173</h1>')
    expect(html.match(/<h1[ >]/g)).toHaveLength(1)
    expect(html).toContain('<h2>1. Case Information</h2>')
    expect(html).toContain('<h2>4. Conclusion</h2>')
    expect(html).toContain('<h3>2.1 Injuries</h3>')
    expect(html).toContain('<h3>3.1 Organ Weights</h3>')
    expect(html).toContain('<h4>3.1.1 Heart</h4>')
    expect(html).toContain('<table><thead><tr><th><p><strong>Organ</strong></p></th>')
    expect(html).toContain('<tr><td><p>Heart</p></td><td><p>350 g</p></td><td><p><strong>normal</strong></p></td></tr>')
    expect(html).toContain('<td><p>1650 g</p></td><td><p><em>congested</em></p></td>')
    expect(html).toContain('<strong><mark>[MISSING: spleen_weight]</mark></strong>')
    expect(html).toContain('<ul><li>Abrasion of the left forehead, 3 x 2 cm<ul><li>surrounded by a faint bruise</li><li>no underlying fracture</li></ul></li><li>Laceration of the scalp, 4 cm</li></ul>')
    expect(html).toContain('<ol><li>Tattoo on the right forearm</li><li>Appendectomy scar</li></ol>')
    expect(html).toContain('<strong>Decedent:</strong> John Doe<br />')
    expect(html).toContain('<em>Requested by:</em> the District Prosecutor')
    expect(html).toContain('<u>well nourished</u>')
    expect(html).toContain('<strong><em>moderate atherosclerosis</em></strong>')
    expect(html).toContain('The heart weighs 350 g.')
    expect(html).toContain('&lt;script&gt;alert("x")&lt;/script&gt;')
  })

  it('uses the given title when the markdown has no leading # heading', async () => {
    const html = await readBack(await buildDocx('## 1. Only chapter\n\nText', 'Case 99'))
    expect(html).toBe('<h1 class="title">Case 99</h1><h2>1. Only chapter</h2><p>Text</p>')
  })

  it('titles the document with the report title even when the text has its own # heading, which stays the first heading', async () => {
    const own = await readBack(await buildDocx('# AUTOPSY REPORT\n\n## 1. External\n\nText', 'Case 2026-0412'))
    expect(own).toBe('<h1 class="title">Case 2026-0412</h1><h1>AUTOPSY REPORT</h1><h2>1. External</h2><p>Text</p>')
    // A heading that only repeats the title is shown once.
    const same = await readBack(await buildDocx('# Case 2026-0412\n\n## 1. External\n\nText', '  Case  2026-0412 '))
    expect(same).toBe('<h1 class="title">Case 2026-0412</h1><h2>1. External</h2><p>Text</p>')
  })

  it('keeps every sub-heading level, with outline levels, and leaves space after a table', async () => {
    const markdown = '## 2. Internal\n\n### 2.1 Thorax\n\n#### 2.1.1 Heart\n\n##### 2.1.1.1 Coronaries\n\n###### 2.1.1.1.1 LAD\n\n| A | B |\n| --- | --- |\n| 1 | 2 |\n\nAfter the table.'
    const buffer = await buildDocx(markdown, 'Levels')
    const html = await readBack(buffer)
    expect(html).toContain('<h2>2. Internal</h2><h3>2.1 Thorax</h3><h4>2.1.1 Heart</h4><h5>2.1.1.1 Coronaries</h5><h6>2.1.1.1.1 LAD</h6>')
    const files = unzipSync(new Uint8Array(buffer))
    const unzip = async (name: string) => strFromU8(files[name])
    const styles = await unzip('word/styles.xml')
    for (let level = 1; level <= 6; level++) {
      expect(styles).toMatch(new RegExp(`w:styleId="Heading${level}".*?<w:outlineLvl w:val="${level - 1}"/>.*?</w:style>`, 's'))
    }
    const documentXml = await unzip('word/document.xml')
    // The table is followed by an empty spacing paragraph before the next paragraph's text.
    expect(documentXml).toMatch(/<\/w:tbl><w:p><w:pPr><w:spacing [^>]*w:after="120"[^>]*\/><\/w:pPr><\/w:p><w:p>.*?After the table\./s)
  })

  it('drops characters Word files cannot hold instead of writing a corrupt file', async () => {
    const html = await readBack(await buildDocx('## Bad\u0000 chars\u0007\n\nLone \uD800surrogate \uFFFF done', 'T\u0001itle'))
    expect(html).toBe('<h1 class="title">Title</h1><h2>Bad chars</h2><p>Lone surrogate  done</p>')
  })

  it('converts to a PDF with LibreOffice that contains the headings', async () => {
    const file = path.join(dir, 'report.docx')
    await writeFile(file, docx)
    // npm test installs LibreOffice; run alone without it, the test fails and says why.
    expect(onPath('soffice'), 'LibreOffice (soffice) is not on PATH: install libreoffice-writer-nogui (npm test does) to check the export opens in a word processor').not.toBeNull()
    const pdf = await sofficeToPdf(file, dir)
    expect((await readFile(pdf)).subarray(0, 5).toString()).toBe('%PDF-')
    const { stdout } = await run('pdftotext', ['-layout', pdf, '-'])
    for (const heading of ['Autopsy Report – Case 2024-0173', '1. Case Information', '2.1 Injuries', '3.1 Organ Weights', '3.1.1 Heart', '4. Conclusion']) {
      expect(stdout).toContain(heading)
    }
    expect(stdout).toContain('[MISSING: spleen_weight]')
    expect(stdout).toMatch(/Page 1 of 1/)
    expect(stdout).toContain('Generated by the Autopsy Report Generation System')
  }, 120_000)

  it('builds a 200-chapter report in a few seconds', async () => {
    const markdown = chapters(200)
    const started = performance.now()
    const buffer = await buildDocx(markdown, 'Long report')
    const ms = Math.round(performance.now() - started)
    console.info(`DOCX of a 200-chapter report (${markdown.length} chars, 200 tables): ${ms} ms, ${buffer.length} bytes`)
    expect(ms).toBeLessThan(10_000)
    const html = await readBack(buffer)
    expect(html.match(/<h2>/g)).toHaveLength(200)
    expect(html.match(/<table>/g)).toHaveLength(200)
  })

  it('refuses a report over the export limit', async () => {
    await expect(buildDocx('x'.repeat(MAX_EXPORT_MARKDOWN_CHARS + 1), 'Too big')).rejects.toBeInstanceOf(ExportTooLargeError)
  })
})
