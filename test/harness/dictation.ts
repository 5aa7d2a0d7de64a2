import { expect } from 'vitest'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import type { Locator } from 'playwright-core'
import type { Page, TestBrowser } from './browser'

/** The dictation dialog of the report shown on the page. */
export const dictationDialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Dictation and Tag Matching' })

/** A report with these chapters, created through the API by the user the browser is signed in as; its id. */
export async function createReport(b: TestBrowser, url: string, title: string, chapters: Chapter[]): Promise<string> {
  const res = await b.browser.request.post(`${url}/api/reports`, { data: { title, chapters } })
  expect(res.status()).toBe(201)
  return ((await res.json()) as { id: string }).id
}

/**
 * Opens the report in the editor (at this viewport size when one is given, 900 px high unless said) and
 * chooses an item of its actions menu, with the pointer first moved away so that the hover opens the menu afresh.
 */
export async function chooseReportAction(b: TestBrowser, url: string, id: string, item: string, viewport: { width?: number; height?: number } = {}) {
  const page = b.page
  if (viewport.width) await page.setViewportSize({ width: viewport.width, height: viewport.height ?? 900 })
  await page.goto(`${url}/report/${id}`)
  await page.getByRole('textbox', { name: 'Report title' }).waitFor({ timeout: 60_000 })
  await page.mouse.move(10, 10)
  await page.getByRole('button', { name: 'Report actions' }).hover()
  await page.getByRole('menuitem', { name: item }).click()
}

/** Creates a report with these chapters, opens it at this size and opens its dictation dialog by 'Upload Audio'. */
export async function openUploadDialog(
  b: TestBrowser,
  url: string,
  report: { title: string; chapters: Chapter[]; width: number; height?: number },
): Promise<{ id: string; dialog: Locator }> {
  const id = await createReport(b, url, report.title, report.chapters)
  await chooseReportAction(b, url, id, 'Upload Audio', report)
  const dialog = dictationDialog(b.page)
  await dialog.waitFor()
  return { id, dialog }
}
