import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import mammoth from 'mammoth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { tagSpanHtml } from '@shared/src/editor/tag-html'
import { exportFileName } from '@shared/src/markdown/filename'
import { startStack, type Stack } from '../test/harness/stack'
import { launchBrowser, type Page, type TestBrowser } from '../test/harness/browser'
import { fakeMicrophoneClip, synthesize } from '../test/fixtures/audio/synth'

const PHRASE = 'heart weight three hundred and fifty grams'

let stack: Stack
let b: TestBrowser
let page: Page
let dir: string
let wav: string
let spoken: string
let wavSeconds: number
let heart: { id: string; identifier: string; color: string }
let liver: { id: string; identifier: string; color: string }

beforeAll(async () => {
  // A pause after each chunk keeps the cleanup streaming long enough to watch it grow.
  stack = await startStack({ env: { CLEANUP_CHUNK_DELAY_MS: '400' } })
  dir = mkdtempSync(path.join(os.tmpdir(), 'dictation-e2e-'))
  // espeak-ng's American voice with its Klatt synthesiser: the offline recogniser, with the whole
  // seeded vocabulary in its grammar, hears it as "Heart weight 350 gram blue." (the final "s"
  // comes out as a word), where the default espeak-ng voice gives another field ("Aged 350").
  spoken = await synthesize(PHRASE, 'espeak-us+klatt', dir, 'dictation')
  const mic = await fakeMicrophoneClip(spoken)
  wav = mic.path
  wavSeconds = mic.seconds
  b = await launchBrowser({
    extraArgs: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${wav}%noloop`],
    permissions: ['microphone', 'clipboard-read', 'clipboard-write'],
  })
  page = b.page
  const api = b.browser.request
  expect((await api.post(`${stack.url}/api/auth/login`, { data: stack.admin })).ok()).toBe(true)
  const tags = (await (await api.get(`${stack.url}/api/tags`)).json()) as { id: string; identifier: string; color: string }[]
  heart = tags.find((t) => t.identifier === 'heart_weight')!
  liver = tags.find((t) => t.identifier === 'liver_weight')!
  expect(heart && liver).toBeTruthy()
})
afterAll(async () => {
  await b?.close()
  await stack?.stop()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

/** A report whose Internal Examination has unfilled heart_weight and liver_weight fields (only the heart is dictated). */
async function createReport(title: string): Promise<string> {
  const chapters: Chapter[] = [
    { id: 'ch-external', title: 'External Examination', order: 1, source: 'template', content: '<p>The body is that of an adult male.</p>' },
    { id: 'ch-internal', title: 'Internal Examination', order: 2, source: 'template', content: `<p>The heart weighs ${tagSpanHtml(heart)}.</p><p>The coronary arteries are patent.</p><p>The liver weighs ${tagSpanHtml(liver)}.</p>` },
    { id: 'ch-opinion', title: 'Opinion', order: 3, source: 'template', content: '<p>Pending toxicology.</p>' },
  ]
  const res = await b.browser.request.post(`${stack.url}/api/reports`, { data: { title, chapters, status: 'active' } })
  expect(res.status()).toBe(201)
  return ((await res.json()) as { id: string }).id
}

const fab = () => page.getByRole('button', { name: /^(Report actions|Stop Recording)$/ })
const dialog = () => page.getByRole('dialog', { name: 'Dictation and Tag Matching' })
const heartField = () => page.locator('.report-tag[data-tag-name="heart_weight"]').first()
const cleaned = () => page.getByRole('region', { name: 'Cleaned Report' })

async function openEditor(id: string) {
  await page.goto(`${stack.url}/report/${id}`)
  await page.getByRole('textbox', { name: 'Report title' }).waitFor()
  await heartField().waitFor()
  expect(await heartField().getAttribute('data-filled')).toBe('false')
}

/** Hovers the floating button and picks a menu entry. */
async function menu(item: string, shot?: string) {
  await page.mouse.move(10, 10)
  await fab().hover()
  await page.getByRole('menu', { name: 'Report actions' }).waitFor()
  if (shot) await b.shot(shot)
  await page.getByRole('menuitem', { name: item }).click()
}

/** Waits for the automatic transcription of the dictated phrase; returns what the recogniser heard. */
async function transcript(name: string): Promise<string> {
  const text = dialog().getByRole('textbox', { name: 'Transcription' })
  await expect.poll(() => text.count(), { timeout: 60_000 }).toBe(1)
  await expect.poll(async () => (await text.inputValue()).trim().length > 0 || (await dialog().getByRole('alert').count()) > 0, { timeout: 60_000 }).toBe(true)
  const heard = (await text.inputValue()).trim()
  await b.shot(`dictation-${name}-transcript`)
  expect(heard, 'the recording was transcribed to some text').not.toBe('')
  expect(await dialog().getByText(/\d+ words?$/).textContent()).toBe(`${heard.split(/\s+/).length} words`)
  // The offline recogniser writes numbers as digits; the field and its value must be heard right.
  expect(heard).toMatch(/^Heart weigh\w* 350\b/)
  return heard
}

/** Match Tags → heart_weight 350 g (medium: said with "fifty"), all selected → Insert 1 Tag(s) → the field turns green. */
async function matchAndInsert(name: string) {
  await dialog().getByRole('button', { name: 'Match Tags' }).click()
  await page.getByText('Tags matched successfully').waitFor({ timeout: 60_000 })
  await page.getByText('Found 1 matching tags').waitFor()
  const row = dialog().getByRole('list', { name: 'Matched tags' }).getByRole('listitem')
  await expect.poll(() => row.count()).toBe(1)
  expect(await row.locator('label').textContent()).toBe('heart_weight')
  expect(await dialog().getByLabel('Value for heart_weight').inputValue()).toBe('350 g')
  expect(await dialog().getByLabel('Select heart_weight').isChecked()).toBe(true)
  // "fifty" is one of a -teen/-ty pair (fifteen): a value heard with it is never offered at high confidence.
  await expect.poll(() => row.textContent()).toMatch(/Medium 75%/)
  await b.shot(`dictation-${name}-matched`)
  // Deselecting disables Insert; selecting visible brings it back.
  await dialog().getByRole('button', { name: 'Deselect Visible' }).click()
  expect(await dialog().getByRole('button', { name: 'Insert 0 Tag(s)' }).isDisabled()).toBe(true)
  await dialog().getByRole('button', { name: 'Select Visible', exact: true }).click()
  await dialog().getByRole('button', { name: 'Insert 1 Tag(s)' }).click()
  await dialog().getByText('Inserted into the report').waitFor()
  await b.shot(`dictation-${name}-inserted`)
  await dialog().waitFor({ state: 'detached', timeout: 5_000 })
  await expect.poll(() => heartField().getAttribute('data-filled')).toBe('true')
  expect(await heartField().textContent()).toBe('350 g')
  expect(await heartField().evaluate((el) => getComputedStyle(el).color)).toBe('rgb(21, 128, 61)')
  await heartField().scrollIntoViewIfNeeded()
  await page.screenshot({ path: `e2e/artifacts/dictation-${name}-editor-filled.png` })
}

/** Records what the cleaned view's status line and text show, each time they change. */
async function watchCleanedView() {
  await page.evaluate(() => {
    const w = window as unknown as { __statuses: string[]; __lengths: number[] }
    w.__statuses = []
    w.__lengths = []
    new MutationObserver(() => {
      const view = document.querySelector('[aria-labelledby="cleaned-report-heading"]')
      if (!view) return
      const status = view.querySelector('[role="status"]')?.textContent?.trim() ?? ''
      if (status && w.__statuses[w.__statuses.length - 1] !== status) w.__statuses.push(status)
      const len = view.querySelector('.preview-content')?.textContent?.length ?? 0
      if (w.__lengths[w.__lengths.length - 1] !== len) w.__lengths.push(len)
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  })
}

async function download(click: () => Promise<void>): Promise<{ name: string; file: string }> {
  const [dl] = await Promise.all([page.waitForEvent('download'), click()])
  const file = path.join(dir, `${Date.now()}-${dl.suggestedFilename()}`)
  await dl.saveAs(file)
  return { name: dl.suggestedFilename(), file }
}

describe('dictation, tag matching and the final report', () => {
  let recordedId: string

  it('records from the microphone, transcribes automatically, matches and inserts heart_weight', async () => {
    recordedId = await createReport('Dictated by microphone')
    await openEditor(recordedId)
    await menu('Record Audio', 'dictation-fab-menu')
    const indicator = page.getByRole('status').filter({ hasText: 'Recording' })
    await indicator.waitFor()
    await expect.poll(() => indicator.textContent(), { timeout: 5_000 }).toMatch(/Recording0:0[1-9]/)
    await b.shot('dictation-recording')
    await page.waitForTimeout(Math.max(4_000, wavSeconds * 1000 + 800))
    // The button itself stops a recording.
    await fab().click()
    await dialog().waitFor()
    await b.shot('dictation-recorded-transcribing')
    expect(await dialog().getByRole('button', { name: /recording-\d{8}-\d{6}\.webm/ }).count()).toBe(1)
    const heard = await transcript('recorded')
    console.info(`fake microphone transcript: "${heard}"`)
    await matchAndInsert('recorded')
  })

  it('saves, streams the cleanup into the cleaned view, exports Word and HTML, and opens the preview', async () => {
    await watchCleanedView()
    await menu('Generate Final Report')
    await cleaned().waitFor()
    // While it streams, the menu says so.
    await fab().hover()
    await page.getByRole('menuitem', { name: 'Generating...' }).waitFor({ timeout: 5_000 })
    await page.mouse.move(10, 10)
    await cleaned().locator('.preview-content').waitFor({ timeout: 30_000 })
    await b.shot('dictation-cleaned-streaming')
    await cleaned().getByText('Cleanup complete!').waitFor({ timeout: 60_000 })
    const { statuses, lengths } = await page.evaluate(() => {
      const w = window as unknown as { __statuses: string[]; __lengths: number[] }
      return { statuses: w.__statuses, lengths: w.__lengths }
    })
    const done = statuses.indexOf('Cleanup complete!')
    expect(done, statuses.join(' | ')).toBeGreaterThan(0)
    expect(statuses.slice(0, done).length).toBeGreaterThan(0)
    // The text grew in steps before it was complete.
    expect(lengths.filter((n) => n > 0).length, lengths.join(',')).toBeGreaterThan(1)
    const text = await cleaned().getByRole('article').textContent()
    expect(text).toContain('350 g')
    expect(text).toContain('Internal Examination')
    // The field nobody dictated stays visibly missing, and is listed as a warning.
    expect(await cleaned().locator('mark.missing-field').textContent()).toBe('[MISSING: liver_weight]')
    expect(await cleaned().getByRole('list', { name: 'Missing fields' }).textContent()).toBe('liver_weight')
    await b.shot('dictation-cleaned-complete')

    await cleaned().getByRole('button', { name: 'Export Cleaned Report' }).click()
    await b.shot('dictation-cleaned-export-menu')
    const docx = await download(() => page.getByRole('menuitem', { name: 'Export as Word Document' }).click())
    expect(docx.name).toBe(exportFileName('docx'))
    expect((await mammoth.extractRawText({ path: docx.file })).value).toContain('350 g')
    await cleaned().getByRole('button', { name: 'Export Cleaned Report' }).click()
    const html = await download(() => page.getByRole('menuitem', { name: 'Export as HTML' }).click())
    expect(html.name).toBe(exportFileName('html'))
    expect(readFileSync(html.file, 'utf8')).toMatch(/<h1>Dictated by microphone<\/h1>[\s\S]*350 g/)

    // Back to Editor: Export Report (now that a cleaned report exists) downloads its Word document at once,
    // showing the cleaned report it came from.
    await cleaned().getByRole('button', { name: 'Back to Editor' }).click()
    await heartField().waitFor()
    const atOnce = await download(() => menu('Export Report'))
    expect(atOnce.name).toBe(exportFileName('docx'))
    expect((await mammoth.extractRawText({ path: atOnce.file })).value).toContain('350 g')
    await cleaned().getByRole('button', { name: 'Export Cleaned Report' }).waitFor()
    expect(await page.getByRole('menuitem', { name: 'Export as Word Document' }).count()).toBe(0)

    await cleaned().getByRole('link', { name: 'Open Preview' }).click()
    await page.waitForURL(`**/report/${recordedId}/preview`)
    await expect.poll(() => page.locator('.preview-content').textContent(), { timeout: 15_000 }).toContain('350 g')
    expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toBe('Dictated by microphone')
    expect(await page.getByRole('list', { name: 'Missing fields' }).textContent()).toBe('liver_weight')
    await page.getByRole('button', { name: 'Copy' }).click()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('350 g')
    const previewDocx = await download(() => page.getByRole('button', { name: 'Export DOCX' }).click())
    expect(previewDocx.name).toBe(exportFileName('docx'))
    await b.shot('dictation-preview-stored')
  })

  it('uploads an audio file, transcribes it, inserts the value, and the preview streams its own cleanup', async () => {
    const id = await createReport('Dictated from a file')
    await openEditor(id)
    // Without a cleaned report, Export Report downloads the report as it stands.
    const draft = await download(() => menu('Export Report'))
    expect(draft.name).toBe(exportFileName('html'))
    expect(readFileSync(draft.file, 'utf8')).toContain('[MISSING: heart_weight]')

    await menu('Upload Audio')
    await dialog().waitFor()
    await b.shot('dictation-upload-empty')
    const input = dialog().locator('input[type="file"]')
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not audio') })
    await page.getByText('Invalid file type').waitFor()
    await input.setInputFiles(spoken)
    await dialog().getByRole('button', { name: /dictation\.wav/ }).waitFor()
    await b.shot('dictation-upload-transcribing')
    const heard = await transcript('uploaded')
    expect(heard).toMatch(/three hundred and fifty grams|350/i)
    await matchAndInsert('uploaded')
    // Autosave, then the preview starts (and streams) a cleanup of its own.
    await expect.poll(() => page.getByText(/^Last saved/).count(), { timeout: 15_000 }).toBe(1)

    await page.goto(`${stack.url}/report/${id}/preview?generate=1`)
    await page.getByRole('status').filter({ hasText: /Waiting for a worker|Cleaning up report/ }).first().waitFor({ timeout: 15_000 })
    await b.shot('dictation-preview-streaming')
    // Once the job has an id, the address follows it: a reload resumes instead of starting another.
    await page.waitForURL(/\/preview\?job=[A-Za-z0-9_-]+$/)
    await expect.poll(() => page.locator('.preview-content').textContent(), { timeout: 60_000 }).toContain('350 g')
    await expect.poll(() => page.getByRole('button', { name: 'Export HTML' }).isEnabled(), { timeout: 60_000 }).toBe(true)
    await page.reload()
    await expect.poll(() => page.locator('.preview-content').textContent(), { timeout: 30_000 }).toContain('350 g')
    await b.shot('dictation-preview-generated')
  })

  it('shows the red Error panel on the preview of a report that was never cleaned up', async () => {
    const id = await createReport('Never cleaned')
    await page.goto(`${stack.url}/report/${id}/preview`)
    const alert = page.getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toContain('Report data not found. Please go back to the report editor.')
    expect(await page.getByText('No content available').count()).toBe(1)
    for (const name of ['Copy', 'Export HTML', 'Export DOCX']) expect(await page.getByRole('button', { name }).isDisabled()).toBe(true)
    await b.shot('dictation-preview-error')
  })
})
