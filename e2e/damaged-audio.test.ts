import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JOB_TEXTS } from '@shared/src/jobs/texts'
import { startStack, type Stack } from '../test/harness/stack'
import { launchBrowser, type Page, type TestBrowser } from '../test/harness/browser'
import { dictationDialog, openUploadDialog } from '../test/harness/dictation'
import { wavBytes } from '../test/fixtures/audio/wav'

// In the browser: a damaged recording of an allowed type is answered with the
// spec's 'Transcription failed' toast and the dialog's inline alert, both saying to record again;
// never the wrong-type message.
let stack: Stack
let b: TestBrowser
let page: Page

beforeAll(async () => {
  stack = await startStack()
  b = await launchBrowser()
  page = b.page
  expect((await b.browser.request.post(`${stack.url}/api/auth/login`, { data: stack.admin })).ok()).toBe(true)
})
afterAll(async () => {
  await b?.close()
  await stack?.stop()
})

const dialog = () => dictationDialog(page)

/** A fixed, deterministic run of bytes that no audio format starts with. */
const noise = (n: number) => Buffer.from(Array.from({ length: n }, (_, i) => (i * 7919 + 13) % 251))

/** A WAV header that announces no samples at all. */
const emptyWav = () => wavBytes(new Float32Array(0))

const openDamagedReport = (width: number) =>
  openUploadDialog(b, stack.url, {
    title: 'Damaged recording',
    width,
    chapters: [{ id: 'c1', title: 'Internal Examination', order: 1, source: 'template', content: '<p>The heart is normal.</p>' }],
  })

describe('the dictation dialog with a damaged recording', () => {
  for (const [name, width, file] of [
    ['random bytes named .wav', 1280, { name: 'dictation.wav', mimeType: 'audio/wav', buffer: noise(40_000) }],
    ['a WAV header with no samples', 768, { name: 'empty.wav', mimeType: 'audio/wav', buffer: emptyWav() }],
  ] as const) {
    it(`shows 'Transcription failed' and the inline alert for ${name} (${width} px)`, async () => {
      await openDamagedReport(width)
      await dialog().locator('input[type="file"]').setInputFiles({ ...file, buffer: Buffer.from(file.buffer) })
      const toast = page.getByRole('status').filter({ hasText: 'Transcription failed' }).or(page.getByText('Transcription failed').first())
      await toast.first().waitFor({ timeout: 60_000 })
      await expect.poll(() => page.getByText(JOB_TEXTS.audioUnreadable).count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(2)
      expect(await dialog().getByRole('alert').textContent()).toContain(JOB_TEXTS.audioUnreadable)
      expect(await page.getByText(JOB_TEXTS.audioType).count()).toBe(0)
      expect(await page.getByText('Invalid file type').count()).toBe(0)
      await b.shot(`damaged-audio-${width}`)
      await page.keyboard.press('Escape')
    })
  }
})
