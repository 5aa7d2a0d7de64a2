import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { strFromU8, unzipSync } from 'fflate'
import mammoth from 'mammoth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { exportFileName } from '@shared/src/markdown/filename'
import { startStack, type Stack } from '../test/harness/stack'
import { launchBrowser, type Page, type TestBrowser } from '../test/harness/browser'

/**
 * End to end: Export Report in the action menu downloads the one cleaned report's Word file at
 * once, titled with the report's title; sub-chapters keep their heading levels; a table is followed by space, in
 * Word and in the HTML export as Chromium lays it out.
 */
let stack: Stack
let b: TestBrowser
let page: Page
let dir: string
const SHOTS = process.env.SHOTS_DIR

const TITLE = 'Case 2026-0412'
const chapters: Chapter[] = [
  {
    id: 'ch-internal',
    title: 'Internal Examination',
    order: 1,
    source: 'template',
    content: '<p>The organs were examined in turn.</p>',
    subChapters: [
      {
        id: 'ch-weights',
        title: 'Organ Weights',
        order: 1,
        source: 'template',
        content: '<table><tbody><tr><th><p>Organ</p></th><th><p>Weight</p></th></tr><tr><td><p>Heart</p></td><td><p>350 g</p></td></tr></tbody></table><p>After the table.</p>',
      },
    ],
  },
  { id: 'ch-opinion', title: 'Opinion', order: 2, source: 'template', content: '<p>Pending toxicology.</p>' },
]

beforeAll(async () => {
  stack = await startStack()
  b = await launchBrowser()
  page = b.page
  dir = mkdtempSync(path.join(os.tmpdir(), 'export-title-e2e-'))
  expect((await b.browser.request.post(`${stack.url}/api/auth/login`, { data: stack.admin })).ok()).toBe(true)
})
afterAll(async () => {
  await b?.close()
  await stack?.stop()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

async function download(click: () => Promise<void>): Promise<{ name: string; file: string }> {
  const [dl] = await Promise.all([page.waitForEvent('download'), click()])
  const file = path.join(dir, `${Date.now()}-${dl.suggestedFilename()}`)
  await dl.saveAs(file)
  return { name: dl.suggestedFilename(), file }
}

async function menu(item: string) {
  await page.mouse.move(10, 10)
  await page.getByRole('button', { name: 'Report actions' }).hover()
  await page.getByRole('menu', { name: 'Report actions' }).waitFor()
  await page.getByRole('menuitem', { name: item }).click()
}

const cleaned = () => page.getByRole('region', { name: 'Cleaned Report' })

describe('exports of a cleaned report', () => {
  it('Export Report downloads the Word file at once, titled with the report title, levels and table spacing kept; the HTML too', async () => {
    const res = await b.browser.request.post(`${stack.url}/api/reports`, { data: { title: TITLE, chapters } })
    expect(res.status()).toBe(201)
    const { id } = (await res.json()) as { id: string }
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(`${stack.url}/report/${id}`)
    await page.getByRole('textbox', { name: 'Report title' }).waitFor({ timeout: 60_000 })
    await menu('Generate Final Report')
    await cleaned().getByText('Cleanup complete!').waitFor({ timeout: 60_000 })
    await cleaned().getByRole('button', { name: 'Back to Editor' }).click()
    await page.getByRole('textbox', { name: 'Report title' }).waitFor()

    // One cleaned report: no choice to make, the Word file comes at once.
    const word = await download(() => menu('Export Report'))
    expect(word.name).toBe(exportFileName('docx'))
    expect(await page.getByRole('menuitem', { name: 'Export as Word Document' }).count()).toBe(0)
    const buffer = readFileSync(word.file)
    const { value: html } = await mammoth.convertToHtml({ buffer }, { styleMap: ["p[style-name='Title'] => h1.title:fresh"] })
    // The report's title is the document's title, first, whatever heading the cleaned text starts with.
    expect(html.startsWith(`<h1 class="title">${TITLE}</h1>`), html.slice(0, 200)).toBe(true)
    const headings = [...html.matchAll(/<h([1-6])[^>]*>(.*?)<\/h\1>/g)].map((m) => `h${m[1]} ${m[2]}`)
    expect(headings).toContain('h2 1. Internal Examination')
    expect(headings).toContain('h3 1.1 Organ Weights')
    expect(headings).toContain('h2 2. Opinion')
    const documentXml = strFromU8(unzipSync(new Uint8Array(buffer))['word/document.xml'])
    expect(documentXml).toMatch(/<\/w:tbl><w:p><w:pPr><w:spacing [^>]*w:after="120"[^>]*\/><\/w:pPr><\/w:p><w:p>.*?After the table\./s)

    // The HTML export of the same cleaned report, opened in the browser: title first, space after the table.
    await cleaned().getByRole('button', { name: 'Export Cleaned Report' }).click()
    const web = await download(() => page.getByRole('menuitem', { name: 'Export as HTML' }).click())
    expect(web.name).toBe(exportFileName('html'))
    const viewer = await b.browser.newPage()
    try {
      await viewer.goto(pathToFileURL(web.file).href)
      const m = await viewer.evaluate(() => {
        const table = document.querySelector('main table')!
        const after = table.nextElementSibling!
        return {
          title: document.title,
          firstHeading: document.querySelector('main h1')?.textContent,
          marginBottom: getComputedStyle(table).marginBottom,
          gap: after.getBoundingClientRect().top - table.getBoundingClientRect().bottom,
          after: after.textContent,
        }
      })
      expect(m).toMatchObject({ title: TITLE, firstHeading: TITLE, marginBottom: '14px', after: 'After the table.' })
      expect(m.gap).toBeCloseTo(14, 0)
      if (SHOTS) {
        for (const width of [1280, 768, 390]) {
          await viewer.setViewportSize({ width, height: 900 })
          await viewer.screenshot({ path: path.join(SHOTS, `export-html-${width}.png`) })
        }
      }
    } finally {
      await viewer.close()
    }
  })
})
