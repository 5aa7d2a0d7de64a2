import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { startStack, type Stack } from '../test/harness/stack'
import { launchBrowser, type Page, type TestBrowser, axeProblems as checkAxe } from '../test/harness/browser'

let stack: Stack
let b: TestBrowser
let page: Page
let reportId: string

const SOURCE = 'The heart weighs three hundred and fifty grams.'

/** Signs in as the stack's admin and creates a report from the seeded 'Full Forensic Autopsy' template via REST. */
async function createReport(): Promise<string> {
  const api = b.browser.request
  expect((await api.post(`${stack.url}/api/auth/login`, { data: stack.admin })).ok()).toBe(true)
  const templates = (await (await api.get(`${stack.url}/api/templates`)).json()) as { id: string; name: string }[]
  const template = templates.find((t) => t.name === 'Full Forensic Autopsy')!
  expect(template).toBeDefined()
  const created = await api.post(`${stack.url}/api/reports`, {
    data: { title: 'Tagging E2E', templateId: template.id, selection: { selected: [], quantities: {}, wounds: {} } },
  })
  expect(created.status()).toBe(201)
  const id = ((await created.json()) as { id: string }).id
  // One field arrives filled by dictation, so its popup can show where the value came from.
  const report = (await (await api.get(`${stack.url}/api/reports/${id}`)).json()) as { chapters: Chapter[] }
  const dictated = JSON.parse(
    JSON.stringify(report.chapters).replace(
      /(<span[^>]*data-tag-name=\\"heart_weight\\"[^>]*)>\[heart_weight\]<\/span>/,
      `$1 data-tag-value=\\"350 g\\" data-tag-source=\\"${SOURCE}\\">350 g</span>`,
    ),
  ) as Chapter[]
  expect((await api.patch(`${stack.url}/api/reports/${id}`, { data: { chapters: dictated } })).ok()).toBe(true)
  return id
}

const toc = () => page.getByRole('navigation', { name: 'Table of contents' })
const editorOf = (n: string) => page.locator(`.ProseMirror[aria-label="Chapter ${n} content"]`)
const toolbarOf = (n: string) => page.locator('.rte', { has: editorOf(n) }).getByRole('toolbar', { name: 'Formatting' })
const popup = () => page.getByTestId('tag-popup')
const savedLabel = () => page.getByText(/^(Not saved|Last saved .*)$/)
/** The unfilled-count badge of a table-of-contents row ('' when it has none). */
const badgeOf = async (name: string) => {
  const row = toc().getByRole('button', { name, exact: true }).locator('..')
  const badge = row.getByRole('img', { name: /unfilled field/ })
  return (await badge.count()) ? ((await badge.getAttribute('aria-label')) ?? '') : ''
}

/** Serious and critical axe violations on the current page, as 'rule: target' lines. */
const axeProblems = () => checkAxe(page)

const view = (name: string) => page.screenshot({ path: `e2e/artifacts/${name}.png` })

/** Selects `text` inside the chapter's editor as a user dragging over it would. */
async function selectText(n: string, text: string) {
  await editorOf(n).evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(wanted)
      if (at < 0) continue
      const range = document.createRange()
      range.setStart(node, at)
      range.setEnd(node, at + wanted.length)
      ;(root as HTMLElement).focus()
      const sel = window.getSelection()!
      sel.removeAllRanges()
      sel.addRange(range)
      return
    }
    throw new Error(`text not found: ${wanted}`)
  }, text)
}

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

describe('tagging journey', () => {
  let chapterOneBadge = ''

  it('shows unfilled fields in red and their counts in the table of contents', async () => {
    await page.goto(`${stack.url}/report/${reportId}`)
    await editorOf('1').waitFor()
    const red = editorOf('1').locator('.report-tag[data-filled="false"]')
    await expect.poll(() => red.count()).toBeGreaterThan(3)
    expect(await red.first().evaluate((el) => getComputedStyle(el).color)).toBe('rgb(185, 28, 28)')
    expect(await red.first().textContent()).toMatch(/^\[[a-z_]+\]$/)
    chapterOneBadge = await badgeOf('1 Case Information')
    expect(chapterOneBadge).toMatch(/^\d+ unfilled fields$/)
    await expect.poll(() => toc().getByText(/\d+ unfilled fields/).count()).toBeGreaterThan(0)
    await toc().screenshot({ path: 'e2e/artifacts/tagging-toc-counts.png' })
  })

  it('opens a 280 px popup with Edit Tag and Remove Tag when a field is clicked, and closes it on an outside click', async () => {
    const field = editorOf('1').locator('.report-tag[data-filled="false"]').first()
    await field.click()
    await popup().waitFor()
    expect(Math.round((await popup().boundingBox())!.width)).toBe(280)
    expect(await popup().getByText('Unfilled').count()).toBe(1)
    const items = popup().getByRole('menuitem')
    expect(await items.allTextContents()).toEqual(['Edit Tag', 'Remove Tag'])
    // The popup sits right under the field.
    const f = (await field.boundingBox())!
    const p = (await popup().boundingBox())!
    expect(Math.abs(p.y - (f.y + f.height))).toBeLessThan(20)
    await view('tagging-popup')
    expect(await axeProblems()).toEqual([])
    await page.getByRole('heading', { name: 'Table of Contents' }).click()
    await expect.poll(() => popup().count()).toBe(0)
    // Keyboard: Alt+Enter inside a field opens it with focus in its menu; Escape closes it.
    await field.click()
    await popup().waitFor()
    await page.keyboard.press('Alt+Enter')
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[data-testid="tag-popup"]') !== null)).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => popup().count()).toBe(0)
  })

  it('opens the popup of a field in a not-yet-mounted chapter on the first click', async () => {
    // Scroll and click in one task, before the IntersectionObserver can mount the chapter: the click lands on static HTML.
    const wasStatic = await page.evaluate(() => {
      const el = document.querySelector<HTMLElement>('.rte-static .report-tag[data-tag-name="heart_weight"]')
      if (!el) return false
      el.scrollIntoView({ block: 'center', behavior: 'instant' })
      const r = el.getBoundingClientRect()
      const at = { bubbles: true, cancelable: true, clientX: r.left + r.width / 2, clientY: r.top + r.height / 2, button: 0 }
      el.dispatchEvent(new MouseEvent('mousedown', at))
      const live = document.elementFromPoint(at.clientX, at.clientY) ?? document.body
      live.dispatchEvent(new MouseEvent('mouseup', at))
      live.dispatchEvent(new MouseEvent('click', at))
      return true
    })
    expect(wasStatic).toBe(true)
    await popup().waitFor({ timeout: 5_000 })
    expect(await popup().getByText('350 g').count()).toBe(1)
    // Under the field that was clicked, now in the live editor.
    const f = (await page.locator('.ProseMirror .report-tag[data-tag-name="heart_weight"]').first().boundingBox())!
    expect(Math.abs((await popup().boundingBox())!.y - (f.y + f.height))).toBeLessThan(20)
    await view('tagging-popup-first-click')
    await page.keyboard.press('Escape')
    await expect.poll(() => popup().count()).toBe(0)
  })

  it('shows where a dictated value came from', async () => {
    // Far down the report: scrolling near it mounts its live editor.
    await page.locator('.report-tag[data-tag-name="heart_weight"]').first().scrollIntoViewIfNeeded()
    const field = page.locator('.ProseMirror .report-tag[data-tag-name="heart_weight"]').first()
    await field.waitFor()
    await field.click()
    await popup().waitFor()
    expect(await popup().textContent()).toContain(`From dictation: “${SOURCE}”`)
    expect(await popup().getByText('350 g').count()).toBe(1)
    await view('tagging-popup-provenance')
    await page.keyboard.press('Escape')
    await page.evaluate(() => window.scrollTo(0, 0))
  })

  it('fills a value through Edit Tag: the field turns green and the count drops', async () => {
    const field = editorOf('1').locator('.report-tag[data-filled="false"]').first()
    const name = (await field.getAttribute('data-tag-name'))!
    await field.click()
    await popup().getByRole('menuitem', { name: 'Edit Tag' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Tag' })
    await dialog.waitFor()
    await dialog.getByLabel('Value in this document').fill('FP-2025-117')
    await view('tagging-edit-dialog')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => dialog.count()).toBe(0)
    const filled = editorOf('1').locator(`.report-tag[data-tag-name="${name}"]`).first()
    await expect.poll(() => filled.getAttribute('data-filled')).toBe('true')
    expect(await filled.textContent()).toBe('FP-2025-117')
    expect(await filled.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(21, 128, 61)')
    const before = Number(chapterOneBadge.split(' ')[0])
    await expect.poll(() => badgeOf('1 Case Information'), { timeout: 5_000 }).toBe(`${before - 1} unfilled field${before - 1 === 1 ? '' : 's'}`)
  })

  it('takes a value typed straight into a field', async () => {
    const field = editorOf('1').locator('.report-tag[data-filled="false"]').first()
    const name = (await field.getAttribute('data-tag-name'))!
    const box = (await field.boundingBox())!
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await page.keyboard.type('Dr A. Smith')
    const typed = editorOf('1').locator(`.report-tag[data-tag-name="${name}"]`)
    await expect.poll(() => typed.textContent()).toBe('Dr A. Smith')
    expect(await typed.getAttribute('data-filled')).toBe('true')
    expect(await typed.getAttribute('data-tag-value')).toBe('Dr A. Smith')
    await page.keyboard.press('Escape')
  })

  it('tags selected text with a new tag created from the picker', async () => {
    await page.getByRole('textbox', { name: 'Chapter 2 content' }).scrollIntoViewIfNeeded()
    await editorOf('2').waitFor()
    const picker = page.getByRole('dialog', { name: 'Tag picker' })
    // The picker says what it will do: a field at a bare cursor, the selected text otherwise (it follows the editor's selection).
    await selectText('2', 'fingernails')
    await page.keyboard.press('ArrowRight')
    await toolbarOf('2').getByRole('button', { name: 'Tag' }).click()
    await picker.getByText('Insert an empty field at the cursor, or create a tag.').waitFor()
    await page.keyboard.press('Escape')
    await picker.waitFor({ state: 'hidden' })
    await selectText('2', 'fingernails')
    await toolbarOf('2').getByRole('button', { name: 'Tag' }).click()
    await picker.waitFor()
    await picker.getByText('Tag the selected text, or create a tag.').waitFor()
    await expect.poll(() => picker.locator('button[data-tag-option]').count()).toBeGreaterThan(5)
    await picker.getByLabel('Search tags').fill('zzz-nothing')
    await picker.getByText('No tags match your search criteria.').waitFor()
    await picker.getByLabel('Search tags').fill('weight')
    await view('tagging-picker')
    expect(await axeProblems()).toEqual([])
    await picker.getByRole('button', { name: 'New tag' }).click()
    const name = picker.getByLabel('Name', { exact: true })
    await name.fill('  nail  condition ')
    await picker.getByLabel('Category').fill('External')
    await picker.getByLabel('Description').click()
    expect(await name.inputValue()).toBe('nail_condition')
    expect(await picker.getByLabel('Colour', { exact: true }).inputValue()).toBe('#3B82F6')
    await view('tagging-picker-create')
    await picker.getByRole('button', { name: 'Create and apply' }).click()
    await expect.poll(() => picker.count()).toBe(0)
    const tagged = editorOf('2').locator('.report-tag[data-tag-name="nail_condition"]')
    await expect.poll(() => tagged.textContent()).toBe('fingernails')
    expect(await tagged.getAttribute('data-filled')).toBe('true')
    // The tagging is recorded against the report and chapter.
    await expect
      .poll(async () => (await stack.t.db.selectFrom('taggedContent').select(['contentType', 'contentId', 'taggedText']).where('contentId', '=', reportId).execute()).map((r) => r.taggedText))
      .toEqual(['fingernails'])
  })

  it('removes a field, and keeps everything across a reload', async () => {
    await page.evaluate(() => window.scrollTo(0, 0))
    const before = Number((await badgeOf('1 Case Information')).split(' ')[0])
    const field = editorOf('1').locator('.report-tag[data-filled="false"]').first()
    const name = (await field.getAttribute('data-tag-name'))!
    await field.click()
    await popup().getByRole('menuitem', { name: 'Remove Tag' }).click()
    await expect.poll(() => editorOf('1').locator(`.report-tag[data-tag-name="${name}"]`).count()).toBe(0)
    await expect.poll(() => badgeOf('1 Case Information'), { timeout: 5_000 }).toBe(`${before - 1} unfilled field${before - 1 === 1 ? '' : 's'}`)
    await expect.poll(() => savedLabel().textContent(), { timeout: 15_000 }).toBe('Last saved just now')
    const badge = await badgeOf('1 Case Information')
    await page.reload()
    await editorOf('1').waitFor()
    await page.getByRole('textbox', { name: 'Chapter 2 content' }).scrollIntoViewIfNeeded()
    await expect.poll(() => editorOf('2').locator('.report-tag[data-tag-name="nail_condition"]').textContent()).toBe('fingernails')
    expect(await editorOf('1').textContent()).toContain('FP-2025-117')
    expect(await editorOf('1').locator('.report-tag[data-tag-value="Dr A. Smith"]').count()).toBe(1)
    expect(await editorOf('1').locator(`.report-tag[data-tag-name="${name}"]`).count()).toBe(0)
    expect(await badgeOf('1 Case Information')).toBe(badge)
    await toc().screenshot({ path: 'e2e/artifacts/tagging-toc-after.png' })
  })
})
