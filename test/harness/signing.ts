import type { Chapter } from '@shared/src/reports/chapter.schema'
import type { Locator, Page } from 'playwright-core'
import type { TestBrowser } from './browser'
import type { Stack } from './stack'

/** Signs the stack's administrator in to the browser and creates an active report of these chapters; its id. */
export async function adminReport(stack: Stack, b: TestBrowser, title: string, chapters: Chapter[]): Promise<string> {
  const api = b.browser.request
  const login = await api.post(`${stack.url}/api/auth/login`, { data: stack.admin })
  if (!login.ok()) throw new Error(`The administrator could not sign in: ${login.status()}`)
  const created = await api.post(`${stack.url}/api/reports`, { data: { title, chapters, status: 'active' } })
  if (!created.ok()) throw new Error(`The report could not be created: ${created.status()} ${await created.text()}`)
  return ((await created.json()) as { id: string }).id
}

/** Opens the Sign report dialog of the report shown on the page. */
export async function openSignDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Sign Report' }).click()
  return page.getByRole('dialog', { name: 'Sign report' })
}

/** Types the password into the open Sign report dialog, signs, and waits until the report shows as signed. */
export async function confirmSignature(page: Page, password: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Sign report' })
  await dialog.getByLabel('Your password').fill(password)
  await dialog.getByRole('button', { name: 'Sign and lock' }).click()
  await page.getByRole('status', { name: 'Signed report' }).waitFor()
}

/** Signs the report shown on the page when it has nothing unfilled to acknowledge. */
export async function signReport(page: Page, password: string): Promise<void> {
  await openSignDialog(page)
  await confirmSignature(page, password)
}
