import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tagSpanHtml } from '@shared/src/editor/tag-html'
import { startStack, type Stack } from '../test/harness/stack'
import { launchBrowser, type Page, type TestBrowser } from '../test/harness/browser'
import { dictationDialog, openUploadDialog } from '../test/harness/dictation'
import { makeNoise, mixNoise } from '../test/fixtures/audio/noise'
import { convertAudio, synthesize } from '../test/fixtures/audio/synth'

// A recording made in a room, not a studio: flite's voice over mains hum with its harmonics at
// 20 dB SNR, encoded as WebM/Opus as a browser records it, uploaded through the dictation dialog.
// "thirty" is one of a -teen/-ty pair, so the offline recogniser's transcript marks the number it
// heard with it, with the other reading as alternative, and its value is not offered as High.
const PHRASE = 'heart weight three hundred and thirty grams'

let stack: Stack
let b: TestBrowser
let page: Page
let dir: string
let webm: Buffer
let heart: { id: string; identifier: string; color: string }

beforeAll(async () => {
  stack = await startStack()
  dir = mkdtempSync(path.join(os.tmpdir(), 'dictation-room-'))
  const clean = await synthesize(PHRASE, 'flite-slt', dir, 'room')
  const mixed = await mixNoise(clean, await makeNoise('hum', dir, 20), 20, path.join(dir, 'room-hum.wav'))
  expect(Math.abs(mixed.snrDb - 20)).toBeLessThan(0.5)
  webm = readFileSync(await convertAudio(mixed.path, 'webm'))
  b = await launchBrowser()
  page = b.page
  const api = b.browser.request
  expect((await api.post(`${stack.url}/api/auth/login`, { data: stack.admin })).ok()).toBe(true)
  const tags = (await (await api.get(`${stack.url}/api/tags`)).json()) as { id: string; identifier: string; color: string }[]
  heart = tags.find((t) => t.identifier === 'heart_weight')!
  expect(heart).toBeTruthy()
})
afterAll(async () => {
  await b?.close()
  await stack?.stop()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

const dialog = () => dictationDialog(page)

const openRoomReport = (width: number) =>
  openUploadDialog(b, stack.url, {
    title: `Room ${width}`,
    width,
    chapters: [{ id: 'c1', title: 'Internal Examination', order: 1, source: 'template', content: `<p>The heart weighs ${tagSpanHtml(heart)}.</p>` }],
  })

describe('a noisy recording in the dictation dialog', () => {
  it('marks the number heard with a -teen/-ty word, with its alternative, and offers its value below High', async () => {
    await openRoomReport(1280)
    await dialog().locator('input[type="file"]').setInputFiles({ name: 'room.webm', mimeType: 'audio/webm', buffer: webm })
    const text = dialog().getByRole('textbox', { name: 'Transcription' })
    // Transcription on a busy 2-core machine: a transcript, or the dialog's alert saying why not.
    const alert = dialog().getByRole('alert')
    await expect.poll(async () => ((await text.count()) && (await text.inputValue()).trim()) || (await alert.count()), { timeout: 420_000 }).toBeTruthy()
    await b.shot('dictation-room-transcript')
    expect(await alert.count(), (await alert.allTextContents()).join(' ')).toBe(0)
    const heard = (await text.inputValue()).trim()
    expect(heard).toMatch(/^Heart weigh\w* 3\d\d\b/)
    const doubt = dialog().getByRole('region', { name: /Heard with doubt/ })
    await doubt.waitFor()
    const marked = doubt.locator('[data-uncertain]')
    expect(await marked.count()).toBeGreaterThanOrEqual(1)
    const number = heard.match(/3\d\d/)![0]
    const span = marked.filter({ hasText: number }).first()
    // Readable without colour: a dotted underline and a question mark; the alternative in the tooltip and for screen readers.
    expect(await span.evaluate((el) => getComputedStyle(el).textDecorationStyle)).toBe('dotted')
    expect(await span.getAttribute('title')).toMatch(new RegExp(`^Unsure: heard “${number}”, perhaps “3\\d\\d”$`))
    expect(await span.textContent()).toMatch(new RegExp(`^${number}\\? \\(unsure, perhaps 3\\d\\d\\)$`))
    for (const width of [1280, 768, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await doubt.scrollIntoViewIfNeeded()
      await b.shot(`dictation-room-${width}`)
    }
    await page.setViewportSize({ width: 1280, height: 900 })
    await dialog().getByRole('button', { name: 'Match Tags' }).click()
    await page.getByText('Tags matched successfully').waitFor({ timeout: 60_000 })
    const row = dialog().getByRole('list', { name: 'Matched tags' }).getByRole('listitem').filter({ hasText: 'heart_weight' })
    await expect.poll(() => row.count()).toBe(1)
    expect(await dialog().getByLabel('Value for heart_weight').inputValue()).toBe(`${number} g`)
    expect(await row.textContent()).not.toMatch(/High \d+%/)
    await b.shot('dictation-room-matched')
  }, 900_000)
})
