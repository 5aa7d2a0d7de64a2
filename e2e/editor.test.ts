import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { startStack, type Stack } from '../test/harness/stack'
import { launchBrowser, type Page, type TestBrowser, axeProblems as checkAxe } from '../test/harness/browser'

let stack: Stack
let b: TestBrowser
let page: Page
let reportId: string

const chapters: Chapter[] = [
  {
    id: 'ch-external',
    title: 'External Examination',
    order: 1,
    source: 'template',
    content:
      '<p>The body is that of a well-nourished adult male measuring <span class="report-tag" data-tag-id="5b0d6a2e-1111-4c4c-9c9c-000000000001" data-tag-name="body_length" data-tag-color="#3b82f6" data-tag-value="178 cm">178 cm</span> in length.</p><ul><li><p>Rigor mortis is fully developed.</p></li><li><p>Livor mortis is fixed and posterior.</p></li></ul>',
    subChapters: [
      { id: 'ch-clothing', title: 'Clothing and Personal Effects', order: 1, source: 'template', content: '<p>The body is received clothed in a blue shirt.</p>' },
      { id: 'ch-marks', title: 'Identifying Marks', order: 2, source: 'template', content: '<p>A tattoo is present on the left forearm.</p>' },
    ],
  },
  {
    id: 'ch-internal',
    title: 'Internal Examination',
    order: 2,
    source: 'template',
    content:
      '<p>The heart weighs <span class="report-tag" data-tag-id="5b0d6a2e-1111-4c4c-9c9c-000000000002" data-tag-name="heart_weight" data-tag-color="#ef4444">[heart_weight]</span>.</p><table><tr><th><p>Organ</p></th><th><p>Weight</p></th></tr><tr><td><p>Liver</p></td><td><p>1650 g</p></td></tr></table>',
  },
  { id: 'ch-opinion', title: 'Opinion', order: 3, source: 'template', content: '<p>Pending toxicology.</p>' },
]

/** Signs the browser in as the stack's admin and creates a report through the REST API. */
async function createReport(): Promise<string> {
  const api = b.browser.request
  const login = await api.post(`${stack.url}/api/auth/login`, { data: stack.admin })
  expect(login.ok()).toBe(true)
  const created = await api.post(`${stack.url}/api/reports`, { data: { title: 'Autopsy Report - E2E', chapters, status: 'active' } })
  expect(created.status()).toBe(201)
  return ((await created.json()) as { id: string }).id
}


/** Serious and critical axe violations on the current page, as 'rule: target' lines. */
const axeProblems = () => checkAxe(page)

/** A screenshot of what the user sees (the viewport), saved next to the full-page ones. */
const view = (name: string) => page.screenshot({ path: `e2e/artifacts/${name}.png` })

async function serverReport(): Promise<{ version: number; title: string; chapters: Chapter[] }> {
  const res = await b.browser.request.get(`${stack.url}/api/reports/${reportId}`)
  expect(res.ok()).toBe(true)
  return res.json()
}

const editorOf = (n: string) => page.getByRole('textbox', { name: `Chapter ${n} content` })
const savedLabel = () => page.getByText(/^(Not saved|Last saved .*)$/)

beforeAll(async () => {
  stack = await startStack()
  b = await launchBrowser()
  page = b.page
  reportId = await createReport()
})
afterAll(async () => {
  await b?.close()
  await stack?.stop()
})

describe('report editor journey', () => {
  it('opens the report with its numbered table of contents', async () => {
    await page.goto(`${stack.url}/report/${reportId}`)
    await page.getByRole('textbox', { name: 'Report title' }).waitFor()
    expect(await page.getByRole('textbox', { name: 'Report title' }).inputValue()).toBe('Autopsy Report - E2E')
    const toc = page.getByRole('navigation', { name: 'Table of contents' })
    await expect.poll(() => toc.getByText('3 chapters').count()).toBe(1)
    await expect.poll(() => toc.getByRole('button', { name: '1 External Examination', exact: true }).count()).toBe(1)
    // The first chapter is active, so its sub-chapters are expanded.
    await expect.poll(() => toc.getByRole('button', { name: '1.2 Identifying Marks', exact: true }).count()).toBe(1)
    // Opened from the server: saved when it was created a moment ago, nothing unsaved.
    expect(await savedLabel().textContent()).toBe('Last saved just now')
    await b.shot('editor-open')
    expect(await axeProblems()).toEqual([])
  })

  it('jumps to a chapter from the table of contents and resizes it within bounds', async () => {
    const toc = page.getByRole('navigation', { name: 'Table of contents' })
    await toc.getByRole('button', { name: '3 Opinion', exact: true }).click()
    await expect.poll(() => toc.getByRole('button', { name: '3 Opinion', exact: true }).getAttribute('aria-current')).toBe('location')
    await expect.poll(() => page.getByRole('textbox', { name: 'Chapter 3 title' }).evaluate((el) => el.getBoundingClientRect().top < window.innerHeight / 2)).toBe(true)
    // Scrolling back up makes the chapter under the 30 % line the active one.
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect.poll(() => toc.getByRole('button', { name: '1 External Examination', exact: true }).getAttribute('aria-current')).toBe('location')
    const handle = page.getByRole('separator', { name: 'Resize table of contents' })
    const dragBy = async (dx: number) => {
      const now = (await handle.boundingBox())!
      await page.mouse.move(now.x + now.width / 2, now.y + 200)
      await page.mouse.down()
      await page.mouse.move(now.x + now.width / 2 + dx, now.y + 200, { steps: 5 })
      await page.mouse.up()
    }
    expect(Math.round((await toc.boundingBox())!.width)).toBe(320)
    await dragBy(100)
    expect(Math.round((await toc.boundingBox())!.width)).toBe(420)
    await dragBy(1000)
    expect(Math.round((await toc.boundingBox())!.width)).toBe(600)
    await page.reload()
    await editorOf('1').waitFor()
    expect(Math.round((await toc.boundingBox())!.width)).toBe(600)
    await dragBy(-1000)
    expect(Math.round((await toc.boundingBox())!.width)).toBe(240)
    await dragBy(80)
    expect(Math.round((await toc.boundingBox())!.width)).toBe(320)
  })

  it('keeps text typed in two chapters across a reload', async () => {
    await editorOf('1').click()
    await page.keyboard.press('ControlOrMeta+End')
    await page.keyboard.type(' Examined on arrival.')
    await editorOf('2').click()
    await page.keyboard.press('ControlOrMeta+End')
    await page.keyboard.type('Lungs are heavy.')
    await expect.poll(() => savedLabel().textContent(), { timeout: 15_000 }).toBe('Last saved just now')
    await page.reload()
    await editorOf('1').waitFor()
    await expect.poll(() => editorOf('1').textContent()).toContain('Examined on arrival.')
    await expect.poll(() => editorOf('2').textContent()).toContain('Lungs are heavy.')
  })

  it('does not lose text typed just before a reload', async () => {
    await editorOf('3').click()
    await page.keyboard.press('ControlOrMeta+End')
    await page.keyboard.type(' Quick note.')
    await page.reload()
    await editorOf('3').waitFor()
    await expect.poll(() => editorOf('3').textContent()).toContain('Quick note.')
  })

  it('opens with the text typed just before a reload even when its last save lands after the report was read', async () => {
    // Another transaction holds the report's row: the save sent as the page unloads waits for it, while the reloaded
    // page reads the report at once. The row is let go half a second after that read.
    let reportRead!: () => void
    const read = new Promise<void>((resolve) => (reportRead = resolve))
    const onResponse = (res: { url(): string }) => {
      if (/\/trpc\/[^?]*reports\.get/.test(res.url())) reportRead()
    }
    page.on('response', onResponse)
    let locked!: () => void
    const lockTaken = new Promise<void>((resolve) => (locked = resolve))
    const versionBefore = (await serverReport()).version
    const holder = stack.t.db.transaction().execute(async (trx) => {
      await trx.selectFrom('reports').select('id').where('id', '=', reportId).forUpdate().execute()
      locked()
      await read
      await new Promise((r) => setTimeout(r, 500))
      // Nothing of the save yet: it is waiting for this row.
      return (await trx.selectFrom('reports').select('version').where('id', '=', reportId).executeTakeFirstOrThrow()).version
    })
    await lockTaken
    await editorOf('3').click()
    await page.keyboard.press('ControlOrMeta+End')
    await page.keyboard.type(' Late note.')
    await page.reload()
    expect(await holder).toBe(versionBefore)
    await editorOf('3').waitFor()
    page.off('response', onResponse)
    expect(await editorOf('3').textContent()).toContain('Late note.')
    expect(await page.getByRole('button', { name: 'Restore my changes' }).count()).toBe(0)
    expect((await serverReport()).version).toBe(versionBefore + 1)
  })

  it('keeps unsaved text in the browser when the server cannot be reached, and offers it back', async () => {
    await page.route('**/trpc/reports.save**', (route) => route.abort())
    await editorOf('1.1').click()
    await page.keyboard.press('ControlOrMeta+End')
    await page.keyboard.type(' Shoes removed.')
    await page.getByText('Failed to save report changes.').first().waitFor({ timeout: 15_000 })
    await view('editor-save-failed')
    // Meanwhile another tab saves a newer version, so even the final save on the way out is refused.
    const current = await serverReport()
    const other = await b.browser.request.post(`${stack.url}/trpc/reports.save`, { data: { id: reportId, version: current.version, chapters: current.chapters } })
    expect(other.ok()).toBe(true)
    await page.close()
    page = await b.browser.newPage()
    await page.goto(`${stack.url}/report/${reportId}`)
    await editorOf('1.1').waitFor()
    const banner = page.getByRole('alert').filter({ hasText: 'Unsaved changes found.' })
    await banner.waitFor()
    await view('editor-backup-offer')
    expect(await editorOf('1.1').textContent()).not.toContain('Shoes removed.')
    await banner.getByRole('button', { name: 'Restore my changes' }).click()
    await expect.poll(() => editorOf('1.1').textContent()).toContain('Shoes removed.')
    await expect.poll(() => savedLabel().textContent(), { timeout: 15_000 }).toBe('Last saved just now')
    expect(await banner.count()).toBe(0)
  })

  it('adds a chapter and deletes it after confirmation', async () => {
    const toc = page.getByRole('navigation', { name: 'Table of contents' })
    await toc.getByRole('button', { name: 'Add chapter' }).click()
    await expect.poll(() => toc.getByText('4 chapters').count()).toBe(1)
    const title = page.getByRole('textbox', { name: 'Chapter 4 title' })
    expect(await title.inputValue()).toBe('New Section')
    // The new chapter's title takes the focus (its text selected) once the chapter is drawn; a person types after seeing it.
    await expect.poll(() => title.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.type('Toxicology')
    await expect.poll(() => toc.getByRole('button', { name: '4 Toxicology', exact: true }).count()).toBe(1)
    await view('editor-added-chapter')
    await page.getByRole('button', { name: 'Delete chapter 4' }).click()
    const dialog = page.getByRole('alertdialog')
    await dialog.getByText('Are you sure you want to delete this chapter? This action cannot be undone.').waitFor()
    await view('editor-delete-dialog')
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect.poll(() => toc.getByText('3 chapters').count()).toBe(1)
    expect(await page.getByRole('textbox', { name: 'Chapter 4 title' }).count()).toBe(0)
  })

  it('renames the report and shows it was saved just now', async () => {
    const title = page.getByRole('textbox', { name: 'Report title' })
    await title.fill('Autopsy Report - Case 2025-117')
    await title.press('Enter')
    await expect.poll(() => savedLabel().textContent(), { timeout: 15_000 }).toBe('Last saved just now')
    await page.getByRole('button', { name: 'Save Now' }).click()
    await expect.poll(() => savedLabel().textContent()).toBe('Last saved just now')
    await page.reload()
    await page.getByRole('textbox', { name: 'Report title' }).waitFor()
    expect(await page.getByRole('textbox', { name: 'Report title' }).inputValue()).toBe('Autopsy Report - Case 2025-117')
    await view('editor-renamed')
  })

  it('offers reload or overwrite when the report was saved elsewhere, keeping my text', async () => {
    const current = await serverReport()
    // Another tab saves a newer version.
    const other = await b.browser.request.post(`${stack.url}/trpc/reports.save`, {
      data: { id: reportId, version: current.version, chapters: current.chapters.map((c) => (c.id === 'ch-opinion' ? { ...c, content: '<p>Changed elsewhere.</p>' } : c)) },
    })
    expect(other.ok()).toBe(true)
    await editorOf('3').click()
    await page.keyboard.press('ControlOrMeta+End')
    await page.keyboard.type(' Mine.')
    const dialog = page.getByRole('alertdialog', { name: 'This report was changed elsewhere' })
    await dialog.waitFor({ timeout: 15_000 })
    await view('editor-conflict')
    // The dialog hides the page from the accessibility tree, so find the editor by its label.
    expect(await page.locator('[aria-label="Chapter 3 content"]').textContent()).toContain('Mine.')
    await dialog.getByRole('button', { name: 'Overwrite with my version' }).click()
    await expect.poll(() => savedLabel().textContent(), { timeout: 15_000 }).toBe('Last saved just now')
    await expect.poll(async () => (await serverReport()).chapters.find((c) => c.id === 'ch-opinion')!.content).toContain('Mine.')
  })

  it('restores an earlier version from the history after confirmation', async () => {
    await page.getByRole('button', { name: 'Version history' }).click()
    const first = page.getByRole('menuitem', { name: /^Version 1\b/ })
    await first.waitFor()
    await view('editor-history')
    await first.click()
    const confirm = page.getByRole('alertdialog', { name: 'Restore version 1?' })
    await confirm.waitFor()
    await confirm.getByRole('button', { name: 'Restore' }).click()
    await expect.poll(() => editorOf('3').textContent(), { timeout: 15_000 }).toBe('Pending toxicology.')
    expect(await editorOf('1').textContent()).not.toContain('Examined on arrival.')
    // The title is not versioned: it stays as renamed.
    expect(await page.getByRole('textbox', { name: 'Report title' }).inputValue()).toBe('Autopsy Report - Case 2025-117')
  })

  it('goes back to the selection screen with everything saved', async () => {
    await editorOf('2').click()
    await page.keyboard.press('ControlOrMeta+End')
    await page.keyboard.type(' Final words.')
    await page.getByRole('button', { name: 'Back to Selection' }).click()
    await page.waitForURL(`${stack.url}/`)
    await expect.poll(async () => (await serverReport()).chapters.find((c) => c.id === 'ch-internal')!.content).toContain('Final words.')
  })

  it('shows the preview layout with nothing to show yet', async () => {
    await page.goto(`${stack.url}/report/${reportId}/preview`)
    await page.getByText('No content available').waitFor()
    for (const name of ['Copy', 'Export HTML', 'Export DOCX']) expect(await page.getByRole('button', { name }).isDisabled()).toBe(true)
    await view('preview-empty')
    expect(await axeProblems()).toEqual([])
    await page.getByRole('link', { name: 'Back to Editor' }).click()
    await page.waitForURL(`${stack.url}/report/${reportId}`)
    await editorOf('1').waitFor()
  })

  it('says when a report does not exist', async () => {
    await page.goto(`${stack.url}/report/00000000-0000-4000-8000-000000000000`)
    await page.getByRole('heading', { name: 'Report Not Found' }).waitFor()
    await view('editor-not-found')
    await page.getByRole('link', { name: 'Back to Home' }).click()
    await page.waitForURL(`${stack.url}/`)
  })
})
