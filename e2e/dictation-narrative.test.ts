import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { tagSpanHtml } from '@shared/src/editor/tag-html'
import { startStack, type Stack } from '../test/harness/stack'
import { launchBrowser, type Page, type TestBrowser } from '../test/harness/browser'
import { chooseReportAction, createReport, dictationDialog, openUploadDialog } from '../test/harness/dictation'
import { fakeMicrophoneClip, synthesize } from '../test/fixtures/audio/synth'

/**
 * A narrative paragraph that names no field, spoken into the fake microphone
 * and heard by the offline recogniser (which can only force it into field words), fills nothing.
 *
 * A paragraph of narrative typed into the dictation dialog's transcript,
 * naming two fields among sentences that name none, fills exactly those two (every seeded tag is a
 * candidate), and only those two are ticked.
 */
const NARRATIVE = [
  'The body is that of a well-nourished adult, received in a sealed bag.',
  'The clothing had been removed in hospital and there are two intravenous cannulae in the left forearm.',
  'Both eyes are closed and the tongue is swollen.',
  'The heart weighs 385 grams; the coronary arteries are patent throughout.',
  'The liver is pale and greasy, weighing 1,620 grams.',
  'There was no other injury, and nothing else of note was found in the abdomen.',
].join(' ')

let stack: Stack
let b: TestBrowser
let page: Page
let dir: string
let clip: string
/** The spoken paragraph, with lead-in and trailing silence for Chromium's fake microphone. */
let spokenWav: string
let spokenSeconds: number

/** Said at the table between fields: no field, no measurement (not one of the benchmark's paragraphs). */
const SPOKEN = 'The deceased was found lying on the kitchen floor by a neighbour. There were no signs of a struggle, and the doors were locked from the inside. Paramedics attended and confirmed death at the scene.'
let tags: { id: string; identifier: string; color: string }[]

beforeAll(async () => {
  stack = await startStack()
  dir = mkdtempSync(path.join(os.tmpdir(), 'dictation-narrative-'))
  clip = await synthesize('The body is that of an adult.', 'flite-slt', dir, 'narrative')
  const mic = await fakeMicrophoneClip(await synthesize(SPOKEN, 'flite-slt', dir, 'spoken-narrative'))
  spokenWav = mic.path
  spokenSeconds = mic.seconds
  b = await launchBrowser()
  page = b.page
  const api = b.browser.request
  expect((await api.post(`${stack.url}/api/auth/login`, { data: stack.admin })).ok()).toBe(true)
  tags = (await (await api.get(`${stack.url}/api/tags`)).json()) as typeof tags
})
afterAll(async () => {
  await b?.close()
  await stack?.stop()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

const dialog = (p: Page = page) => dictationDialog(p)
const tag = (identifier: string) => {
  const found = tags.find((t) => t.identifier === identifier)
  expect(found, identifier).toBeTruthy()
  return found!
}

describe('a typed narrative paragraph in the dictation dialog', () => {
  for (const width of [1280, 768]) {
    it(`fills exactly the two fields it names (${width} px)`, async () => {
      const chapters: Chapter[] = [
        { id: 'ext', title: 'External Examination', order: 1, source: 'template', content: `<p>Eyes: ${tagSpanHtml(tag('eye_colour'))}. Sex: ${tagSpanHtml(tag('sex'))}.</p>` },
        {
          id: 'int',
          title: 'Internal Examination',
          order: 2,
          source: 'template',
          content: `<p>The heart weighs ${tagSpanHtml(tag('heart_weight'))}. The liver weighs ${tagSpanHtml(tag('liver_weight'))}. The LAD shows ${tagSpanHtml(tag('lad_stenosis'))} stenosis.</p>`,
        },
      ]
      await openUploadDialog(b, stack.url, { title: `Narrative ${width}`, width, chapters })
      await dialog().locator('input[type="file"]').setInputFiles(clip)
      const transcript = dialog().getByRole('textbox', { name: 'Transcription' })
      await transcript.waitFor({ timeout: 60_000 })
      await expect.poll(async () => (await transcript.inputValue()).trim().length, { timeout: 60_000 }).toBeGreaterThan(0)

      // The pathologist replaces what was heard with the paragraph as it should read.
      await transcript.fill(NARRATIVE)
      await dialog().getByRole('button', { name: 'Match Tags' }).click()
      await page.getByText('Found 2 matching tags').waitFor({ timeout: 60_000 })
      const rows = dialog().getByRole('list', { name: 'Matched tags' }).getByRole('listitem')
      await expect.poll(() => rows.count()).toBe(2)
      const names = (await rows.locator('label').allTextContents()).sort()
      expect(names).toEqual(['heart_weight', 'liver_weight'])
      expect(await dialog().getByLabel('Value for heart_weight').inputValue()).toBe('385 g')
      expect(await dialog().getByLabel('Value for liver_weight').inputValue()).toBe('1620 g')
      expect(await dialog().getByLabel('Select heart_weight').isChecked()).toBe(true)
      expect(await dialog().getByLabel('Select liver_weight').isChecked()).toBe(true)
      await b.shot(`dictation-narrative-matched-${width}`)

      await dialog().getByRole('button', { name: 'Insert 2 Tag(s)' }).click()
      await dialog().waitFor({ state: 'detached', timeout: 10_000 })
      const field = (name: string) => page.locator(`.report-tag[data-tag-name="${name}"]`).first()
      await expect.poll(() => field('heart_weight').textContent()).toBe('385 g')
      expect(await field('liver_weight').textContent()).toBe('1620 g')
      for (const untouched of ['eye_colour', 'sex', 'lad_stenosis']) expect(await field(untouched).getAttribute('data-filled')).toBe('false')
    })
  }
})

describe('a narrative paragraph spoken into the microphone', () => {
  it('is transcribed without any field value and fills nothing', async () => {
    const mic = await launchBrowser({
      extraArgs: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${spokenWav}%noloop`],
      permissions: ['microphone'],
    })
    try {
      const p = mic.page
      expect((await mic.browser.request.post(`${stack.url}/api/auth/login`, { data: stack.admin })).ok()).toBe(true)
      const fields = ['heart_weight', 'liver_weight', 'lad_stenosis', 'fall_height', 'eye_colour']
      const chapters: Chapter[] = [
        { id: 'all', title: 'Findings', order: 1, source: 'template', content: `<p>${fields.map((f) => `${f}: ${tagSpanHtml(tag(f))}.`).join(' ')}</p>` },
      ]
      const id = await createReport(mic, stack.url, 'Spoken narrative', chapters)
      await chooseReportAction(mic, stack.url, id, 'Record Audio')
      await p.getByRole('status').filter({ hasText: 'Recording' }).waitFor()
      await p.waitForTimeout(spokenSeconds * 1000 + 800)
      await p.getByRole('button', { name: 'Stop Recording' }).click()
      // The transcript panel appears when the job has ended, with the text or with the error of a failed transcription.
      const transcript = dialog(p).getByRole('textbox', { name: 'Transcription' })
      await transcript.waitFor({ timeout: 120_000 })
      await mic.shot('dictation-spoken-narrative-transcript')
      const failure = dialog(p).getByRole('alert')
      expect(await failure.count(), `transcription failed: ${await failure.allTextContents()}`).toBe(0)
      await dialog(p).getByText('Transcribed offline').waitFor()
      const heard = (await transcript.inputValue()).trim()
      console.info(`spoken narrative heard as: "${heard}"`)
      // The recogniser explains every sound with the grammar's words, so speech always leaves a transcript:
      // field words, or the gap "…" where the guard found narrative forced into them. Never a number.
      expect(heard.length).toBeGreaterThan(0)
      expect(heard).not.toMatch(/\d/)
      await dialog(p).getByRole('button', { name: 'Match Tags' }).click()
      await p.getByText('Found 0 matching tags').waitFor({ timeout: 60_000 })
      expect(await dialog(p).getByRole('list', { name: 'Matched tags' }).getByRole('listitem').count()).toBe(0)
      await p.keyboard.press('Escape')
      await dialog(p).waitFor({ state: 'detached', timeout: 10_000 })
      for (const f of fields) expect(await p.locator(`.report-tag[data-tag-name="${f}"]`).first().getAttribute('data-filled')).toBe('false')
    } finally {
      await mic.close()
    }
  })
})
