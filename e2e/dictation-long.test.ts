import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { startStack, type Stack } from '../test/harness/stack'
import { launchBrowser, type Page, type TestBrowser } from '../test/harness/browser'
import { dictationDialog, openUploadDialog } from '../test/harness/dictation'
import { dictationClip, requireTool } from '../test/fixtures/audio/synth'

// In the browser: a recording of several minutes, uploaded as WebM, is
// transcribed through the real worker (offline recogniser, seeded vocabulary, two threads) while the
// dialog shows 'Transcribing… n %' over a progress bar fed by the job's events; then the transcript
// arrives with the note on what the offline recogniser can and cannot do.
let stack: Stack
let b: TestBrowser
let page: Page
let dir: string
let webm: string

const SENTENCES = [
  'heart weight three hundred and fifty grams',
  'brain weight one thousand four hundred and twenty grams',
  'liver weight one thousand six hundred grams',
  'left lung weight five hundred and ten grams',
  'right lung weight four hundred and ninety grams',
  'spleen weight one hundred and fifty grams',
  'left kidney weight one hundred and sixty grams',
  'right kidney weight one hundred and fifty grams',
  'heart weight three hundred and sixty grams',
  'brain weight one thousand three hundred grams',
  'liver weight one thousand five hundred grams',
  'spleen weight one hundred and twenty grams',
]

beforeAll(async () => {
  requireTool('flite')
  requireTool('ffmpeg')
  stack = await startStack({ env: { TRANSCRIBE_THREADS: '2' } })
  dir = mkdtempSync(path.join(os.tmpdir(), 'dictation-long-'))
  // Twelve sentences, each followed by 11 s of silence (the pauses of someone examining a body): about
  // three minutes of WebM/Opus, twelve stretches of speech.
  webm = await dictationClip(SENTENCES, ['flite-slt', 'flite-kal', 'flite-awb', 'flite-rms'], dir, 'long', { pauseSeconds: 11, format: 'webm' })
  b = await launchBrowser()
  page = b.page
  expect((await b.browser.request.post(`${stack.url}/api/auth/login`, { data: stack.admin })).ok()).toBe(true)
})
afterAll(async () => {
  await b?.close()
  await stack?.stop()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

const dialog = () => dictationDialog(page)

describe('a long recording in the dictation dialog', () => {
  it('shows the progress of the transcription, then the transcript and the offline note', { timeout: 1_500_000 }, async () => {
    const chapters: Chapter[] = [{ id: 'c1', title: 'Internal Examination', order: 1, source: 'template', content: '<p>The organs were weighed.</p>' }]
    await openUploadDialog(b, stack.url, { title: 'Long dictation', width: 1280, chapters })
    await dialog().locator('input[type="file"]').setInputFiles(webm)

    // The bar and its label follow the job: record every value seen until the transcript arrives.
    const bar = dialog().getByRole('progressbar', { name: 'Transcription progress' })
    const transcript = dialog().getByRole('textbox', { name: 'Transcription' })
    const seen: number[] = []
    let shot = false
    const deadline = Date.now() + 1_400_000
    while (Date.now() < deadline && !(await transcript.isVisible().catch(() => false))) {
      // The bar and the label above it are read in one step: the job may move on, or finish and take
      // both away, between two separate reads.
      const state = await dialog()
        .evaluate((el) => {
          const progress = el.querySelector('[role="progressbar"]')
          return progress ? { now: progress.getAttribute('aria-valuenow'), label: progress.previousElementSibling?.textContent ?? null } : null
        }, undefined, { timeout: 500 })
        .catch(() => null)
      const now = state?.now ?? null
      if (state && now !== null && Number(now) !== seen.at(-1)) {
        seen.push(Number(now))
        expect(state.label).toBe(`Transcribing… ${now} %`)
        if (!shot && Number(now) > 0 && Number(now) < 100) {
          shot = true
          await b.shot('dictation-long-progress-1280')
          await page.setViewportSize({ width: 768, height: 900 })
          await b.shot('dictation-long-progress-768')
          await page.setViewportSize({ width: 1280, height: 900 })
        }
      }
      await page.waitForTimeout(250)
    }
    console.info(`progress seen in the dialog: ${seen.join(', ')} %`)
    expect(seen.length).toBeGreaterThanOrEqual(3)
    expect(seen.filter((v) => v > 0 && v < 100).length).toBeGreaterThanOrEqual(2)
    expect([...seen].sort((x, y) => x - y)).toEqual(seen)

    await expect.poll(() => transcript.inputValue(), { timeout: 60_000 }).toMatch(/^Heart weigh\w* 350 grams\./)
    const text = await transcript.inputValue()
    for (const value of ['350 grams', '1420 grams', '1600 grams', '510 grams', '1300 grams', '120 grams']) expect(text).toContain(value)
    const note = dialog().getByText(/Transcribed offline/)
    await expect.poll(() => note.textContent()).toContain('Check every value before matching.')
    expect(await bar.count()).toBe(0)
    await b.shot('dictation-long-transcript-1280')
    await page.setViewportSize({ width: 768, height: 900 })
    await b.shot('dictation-long-transcript-768')
  })
})
