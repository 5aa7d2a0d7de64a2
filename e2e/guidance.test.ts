import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import mammoth from 'mammoth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { startStack, type Stack } from '../test/harness/stack'
import { axeProblems, launchBrowser, type Page, type TestBrowser } from '../test/harness/browser'

// Guidance is shown to the pathologist as labelled instructions and never reaches
// the cleaned report, its exports or the preview.
let stack: Stack
let b: TestBrowser
let page: Page
let dir: string
let reportId: string

const PERSONS = 'Record the persons present at the examination.'
const OPINION = 'Summarise the principal findings and how they account for death.'
const guide = (text: string) => `<div data-guidance="true" class="guidance"><p>${text}</p></div>`
const chapters: Chapter[] = [
  { id: 'ch-case', title: 'Case Information', order: 1, source: 'template', content: `<p>Present: DC Jones, photographer.</p>${guide(PERSONS)}` },
  { id: 'ch-opinion', title: 'Opinion', order: 2, source: 'template', content: guide(OPINION) },
]

const cleaned = () => page.getByRole('region', { name: 'Cleaned Report' })
const fab = () => page.getByRole('button', { name: 'Report actions' })

async function menu(item: string) {
  await page.mouse.move(10, 10)
  await fab().hover()
  await page.getByRole('menu', { name: 'Report actions' }).waitFor()
  await page.getByRole('menuitem', { name: item }).click()
}

async function download(click: () => Promise<void>): Promise<string> {
  const [dl] = await Promise.all([page.waitForEvent('download'), click()])
  const file = path.join(dir, `${Date.now()}-${dl.suggestedFilename()}`)
  await dl.saveAs(file)
  return file
}

/** Both widths the brief asks to look at. */
async function shots(name: string) {
  await page.setViewportSize({ width: 1280, height: 900 })
  await b.shot(`${name}-1280`)
  await page.setViewportSize({ width: 768, height: 1024 })
  await b.shot(`${name}-768`)
  await page.setViewportSize({ width: 1280, height: 900 })
}

beforeAll(async () => {
  stack = await startStack()
  dir = mkdtempSync(path.join(os.tmpdir(), 'guidance-e2e-'))
  b = await launchBrowser()
  page = b.page
  expect((await b.browser.request.post(`${stack.url}/api/auth/login`, { data: stack.admin })).ok()).toBe(true)
  const res = await b.browser.request.post(`${stack.url}/api/reports`, { data: { title: 'Case 2026-0412', chapters, status: 'active' } })
  expect(res.status()).toBe(201)
  reportId = ((await res.json()) as { id: string }).id
})
afterAll(async () => {
  await b?.close()
  await stack?.stop()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('guidance in the report editor', () => {
  it('shows the instructions labelled, stores them through the sanitiser, and lets the pathologist remove them', async () => {
    const stored = (await (await b.browser.request.get(`${stack.url}/api/reports/${reportId}`)).json()) as { chapters: Chapter[] }
    expect(stored.chapters[1].content).toBe(guide(OPINION))
    await page.goto(`${stack.url}/report/${reportId}`)
    const first = page.locator('.guidance').filter({ hasText: PERSONS })
    await first.waitFor()
    // The static stand-in (off screen) labels it with CSS; the live editor with a real label and a Remove button.
    const label = await first.evaluate((el) => el.querySelector('.guidance-label > span')?.textContent ?? getComputedStyle(el, '::before').content.replace(/"/g, ''))
    expect(label).toBe('Instructions')
    await page.getByRole('textbox', { name: 'Chapter 1 content', exact: true }).click()
    const note = page.getByRole('note', { name: 'Instructions' }).filter({ hasText: PERSONS })
    await note.waitFor()
    expect(await note.locator('.guidance-body').getAttribute('contenteditable')).toBe('false')
    expect(await axeProblems(page)).toEqual([])
    await shots('guidance-report-editor')
    await note.getByRole('button', { name: 'Remove instructions' }).click()
    await expect.poll(() => page.getByRole('note').filter({ hasText: PERSONS }).count()).toBe(0)
    await page.getByRole('button', { name: 'Save Now' }).click()
    await expect
      .poll(async () => ((await (await b.browser.request.get(`${stack.url}/api/reports/${reportId}`)).json()) as { chapters: Chapter[] }).chapters[0].content, { timeout: 15_000 })
      .toBe('<p>Present: DC Jones, photographer.</p><p></p>')
  })

  it('leaves guidance out of the cleaned report, lists the guidance-only chapter as missing, and exports and previews without it', async () => {
    await menu('Generate Final Report')
    await cleaned().getByText('Cleanup complete!').waitFor({ timeout: 60_000 })
    const text = (await cleaned().getByRole('article').textContent()) ?? ''
    expect(text).toContain('Present: DC Jones, photographer.')
    expect(text).not.toContain(OPINION)
    expect(await cleaned().locator('mark.missing-field').textContent()).toBe('[MISSING: 2 Opinion]')
    expect(await cleaned().getByRole('list', { name: 'Missing fields' }).textContent()).toBe('2 Opinion')
    await shots('guidance-cleaned')

    await cleaned().getByRole('button', { name: 'Export Cleaned Report' }).click()
    const docx = await download(() => page.getByRole('menuitem', { name: 'Export as Word Document' }).click())
    const words = (await mammoth.extractRawText({ path: docx })).value
    expect(words).toContain('Present: DC Jones, photographer.')
    expect(words).not.toContain(OPINION)
    await cleaned().getByRole('button', { name: 'Export Cleaned Report' }).click()
    const html = readFileSync(await download(() => page.getByRole('menuitem', { name: 'Export as HTML' }).click()), 'utf8')
    expect(html).toContain('Present: DC Jones, photographer.')
    expect(html).not.toMatch(/Summarise the principal|data-guidance/)

    await cleaned().getByRole('link', { name: 'Open Preview' }).click()
    await page.waitForURL(`**/report/${reportId}/preview`)
    await expect.poll(() => page.locator('.preview-content').textContent(), { timeout: 15_000 }).toContain('Present: DC Jones')
    expect(await page.locator('.preview-content').textContent()).not.toContain(OPINION)
    await shots('guidance-preview')
  })
})

describe('guidance in the template editor', () => {
  it('shows the seeded instructions labelled and editable, with the tool that writes them', async () => {
    await page.goto(`${stack.url}/admin`)
    await page.getByRole('tab', { name: 'Templates' }).click()
    await page.getByRole('button', { name: 'Edit Full Forensic Autopsy' }).click()
    const form = page.getByRole('form', { name: 'Edit Full Forensic Autopsy' })
    const editor = form.getByRole('textbox', { name: 'Content of chapter 1', exact: true })
    await editor.click()
    const note = form.getByRole('note', { name: 'Instructions' }).first()
    await note.waitFor()
    expect(await note.textContent()).toContain('Record the anatomical pathology technologist')
    expect(await note.locator('.guidance-body').getAttribute('contenteditable')).toBeNull()
    expect(await note.getByRole('button', { name: 'Remove instructions' }).count()).toBe(0)
    await form.getByRole('button', { name: 'Instructions to the pathologist' }).first().waitFor()
    await note.scrollIntoViewIfNeeded()
    await shots('guidance-template-editor')
  })
})
