import { execFile } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { exportFileName } from '@shared/src/markdown/filename'
import { startStack, type Stack } from '../test/harness/stack'
import { axeProblems, launchBrowser, type Page, type TestBrowser } from '../test/harness/browser'
import { adminReport, confirmSignature, openSignDialog } from '../test/harness/signing'

const run = promisify(execFile)
const artifacts = path.resolve(import.meta.dirname, 'artifacts')
let stack: Stack
let b: TestBrowser
let page: Page
let reportId: string

const chapters: Chapter[] = [
  {
    id: 'ch-ext',
    title: 'External Examination',
    order: 1,
    content:
      '<p>The body measures <span class="report-tag" data-tag-id="5b0d6a2e-1111-4c4c-9c9c-000000000001" data-tag-name="body_length" data-tag-color="#3b82f6" data-tag-value="178 cm">178 cm</span>.</p>',
  },
  {
    id: 'ch-int',
    title: 'Internal Examination',
    order: 2,
    content:
      '<p>The heart weighs <span class="report-tag" data-tag-id="5b0d6a2e-1111-4c4c-9c9c-000000000002" data-tag-name="heart_weight" data-tag-color="#ef4444">[heart_weight]</span>.</p>' +
      '<table><tr><th><p>Organ</p></th><th><p>Weight</p></th></tr><tr><td><p>Liver</p></td><td><p>1650 g</p></td></tr></table>',
  },
]

const view = (name: string) => page.screenshot({ path: path.join(artifacts, `${name}.png`) })

beforeAll(async () => {
  mkdirSync(artifacts, { recursive: true })
  stack = await startStack({ seed: false })
  b = await launchBrowser()
  page = b.page
  reportId = await adminReport(stack, b, 'Case 2026-0412', chapters)
})
afterAll(async () => {
  await b?.close()
  await stack?.stop()
})

describe('sign-out journey', () => {
  it('signs the report after acknowledging the unfilled field, with the password asked again', async () => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(`${stack.url}/report/${reportId}`)
    await page.setViewportSize({ width: 768, height: 1024 })
    await page.getByRole('button', { name: 'Sign Report' }).waitFor()
    await view('signout-editor-unsigned-768')
    await page.setViewportSize({ width: 1280, height: 800 })
    const dialog = await openSignDialog(page)
    await expect.poll(() => dialog.getByRole('list', { name: 'Unfilled fields and chapters' }).textContent(), { timeout: 15_000 }).toBe('heart_weight in 2 Internal Examination')
    const sign = dialog.getByRole('button', { name: 'Sign and lock' })
    expect(await sign.isDisabled()).toBe(true)
    await dialog.getByRole('checkbox').check()
    // A wrong password is refused where it was typed, and nothing is signed.
    await dialog.getByLabel('Your password').fill('not my password')
    await sign.click()
    // (under the field, which describes it and takes the focus)
    const passwordField = dialog.getByLabel('Your password')
    await expect.poll(() => passwordField.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent), { timeout: 15_000 }).toBe('The password is not correct. Nothing was signed.')
    expect(await passwordField.getAttribute('aria-invalid')).toBe('true')
    expect(await passwordField.evaluate((el) => el === document.activeElement)).toBe(true)
    await b.shot('signout-sign-dialog')
    await confirmSignature(page, stack.admin.password)
  })

  it('opens locked: signed banner with hash prefix, no editing, dictation or cleanup; the server refuses changes', async () => {
    const report = (await (await b.browser.request.get(`${stack.url}/api/reports/${reportId}`)).json()) as { contentHash: string; signedContent: { chapters: Chapter[] } }
    expect(report.contentHash).toMatch(/^[0-9a-f]{64}$/)
    await page.reload()
    const banner = page.getByRole('status', { name: 'Signed report' })
    await expect.poll(() => banner.textContent(), { timeout: 15_000 }).toContain(`SHA-256 ${report.contentHash.slice(0, 12)}…`)
    expect(await banner.textContent()).toMatch(/^Signed by admin\w+ \(admin-\w+@example\.org\) on /)
    expect(await page.getByText('Not recorded').count()).toBe(1)
    for (const absent of ['Save Now', 'Sign Report', 'Report actions']) expect(await page.getByRole('button', { name: absent }).count()).toBe(0)
    expect(await page.locator('[contenteditable="true"]').count()).toBe(0)
    expect(await page.getByRole('textbox').count()).toBe(0)
    expect(await axeProblems(page)).toEqual([])
    await b.shot('signout-signed-editor')
    await view('signout-signed-editor-1280')
    await page.setViewportSize({ width: 768, height: 1024 })
    await view('signout-signed-editor-768')
    await page.setViewportSize({ width: 390, height: 844 })
    await view('signout-signed-editor-390')
    // The signed view itself fits a phone (the app's top bar is the shell's own responsive work).
    const widths = await page.evaluate(() => ['header:has(+ main)', 'main'].map((sel) => document.querySelector(sel)?.scrollWidth ?? 0))
    for (const w of widths) expect(w).toBeLessThanOrEqual(390)
    await page.setViewportSize({ width: 1280, height: 800 })
    const patch = await b.browser.request.patch(`${stack.url}/api/reports/${reportId}`, { data: { title: 'Changed' } })
    expect(patch.status()).toBe(409)
    expect(((await patch.json()) as { message: string }).message).toBe('This report is signed. Add an addendum instead.')
    expect((await b.browser.request.delete(`${stack.url}/api/reports/${reportId}`)).status()).toBe(409)
  })

  it('adds an addendum with the password, shown after the body', async () => {
    await page.getByRole('button', { name: 'Add Addendum' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add addendum' })
    await dialog.getByLabel('Addendum').fill('Toxicology: ethanol 0.8 g/L in femoral blood.')
    await dialog.getByLabel('Reason').fill('Toxicology results received')
    await dialog.getByLabel('Your password').fill(stack.admin.password)
    await view('signout-addendum-dialog')
    await dialog.getByRole('button', { name: 'Sign and add' }).click()
    const addenda = page.getByRole('region', { name: 'Addenda' })
    await expect.poll(() => addenda.getByRole('listitem').count(), { timeout: 15_000 }).toBe(1)
    expect(await addenda.textContent()).toContain('Toxicology: ethanol 0.8 g/L in femoral blood.')
    // After the body and the signature block.
    const order = await page.evaluate(() => {
      const top = (s: string) => document.querySelector(s)!.getBoundingClientRect().top
      return [top('article[aria-label="Report content"]'), top('#signature-heading'), top('#addenda-heading')]
    })
    expect([...order].sort((x, y) => x - y)).toEqual(order)
    await b.shot('signout-addendum')
  })

  it('downloads the PDF with the signature block, hash and addendum, and shows Signed on My Reports', async () => {
    const [dl] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export PDF' }).click()])
    expect(dl.suggestedFilename()).toBe(exportFileName('pdf'))
    const file = path.join(artifacts, 'signout-report.pdf')
    await dl.saveAs(file)
    const text = (await run('pdftotext', ['-layout', file, '-'])).stdout.replace(/\s+/g, ' ')
    const { contentHash } = (await (await b.browser.request.get(`${stack.url}/api/reports/${reportId}`)).json()) as { contentHash: string }
    for (const expected of ['Case 2026-0412', '2 Internal Examination', 'ELECTRONIC SIGNATURE', contentHash, 'Addendum 1', 'Toxicology: ethanol 0.8 g/L in femoral blood.', 'Not recorded', '1650 g']) {
      expect(text).toContain(expected)
    }
    expect(text).not.toContain('DRAFT')
    await run('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', file, path.join(artifacts, 'signout-pdf-page')])

    // The preview shows the signature and the addenda after the body, and offers the PDF.
    await page.goto(`${stack.url}/report/${reportId}/preview`)
    const previewAddenda = page.getByRole('region', { name: 'Addenda' })
    await expect.poll(() => previewAddenda.getByRole('listitem').count(), { timeout: 15_000 }).toBe(1)
    expect(await page.getByRole('button', { name: 'Export PDF' }).isEnabled()).toBe(true)
    await view('signout-preview')
    await page.goto(`${stack.url}/report/${reportId}`)
    await page.getByRole('button', { name: 'Back to Selection' }).click()
    const card = page.getByTestId('report-card').filter({ hasText: 'Case 2026-0412' })
    await card.getByText('Signed', { exact: true }).waitFor()
    expect(await card.getByRole('button', { name: 'Delete' }).count()).toBe(0)
    await view('signout-my-reports')
  })
})
