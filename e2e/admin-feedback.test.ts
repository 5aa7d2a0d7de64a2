import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStack, type Stack } from '../test/harness/stack'
import { axeProblems, launchBrowser, type Page, type TestBrowser } from '../test/harness/browser'

// Admin changes are confirmed and shown; the audit log reads as sentences about
// named things, with who did them, and narrows by user, action and day.
let stack: Stack
let b: TestBrowser
let page: Page
const TEMPLATE = 'Drowning (feedback e2e)'

beforeAll(async () => {
  stack = await startStack()
  b = await launchBrowser()
  page = b.page
  await page.setViewportSize({ width: 1280, height: 900 })
  // A failed sign-in first, so the log holds an anonymous event naming the email tried.
  const api = b.browser.request
  expect((await api.post(`${stack.url}/api/auth/login`, { data: { email: 'intruder@example.org', password: 'guess' } })).status()).toBe(401)
  expect((await api.post(`${stack.url}/api/auth/login`, { data: stack.admin })).ok()).toBe(true)
  const created = await api.post(`${stack.url}/api/reports`, { data: { title: 'Case 2026-0412', chapters: [], status: 'active' } })
  const { id } = (await created.json()) as { id: string }
  expect((await api.patch(`${stack.url}/api/reports/${id}`, { data: { title: 'Case 2026-0413' } })).ok()).toBe(true)
})
afterAll(async () => {
  await b?.close()
  await stack?.stop()
})

async function shots(name: string) {
  await b.shot(`${name}-1280`)
  await page.setViewportSize({ width: 768, height: 1024 })
  await b.shot(`${name}-768`)
  await page.setViewportSize({ width: 1280, height: 900 })
}

describe('admin feedback and the audit log', () => {
  it('confirms a new template and brings its card into view, focused and highlighted', async () => {
    await page.goto(`${stack.url}/admin`)
    await page.getByRole('tab', { name: 'Templates' }).click()
    await page.getByRole('button', { name: 'Create Template' }).click()
    const form = page.getByRole('form', { name: 'New template' })
    await form.getByLabel('Template name').fill(TEMPLATE)
    await form.getByLabel('Title of chapter 1', { exact: true }).fill('History')
    await form.getByRole('button', { name: 'Create Template' }).click()
    const toast = page.getByRole('status').filter({ hasText: 'Template created' })
    await toast.waitFor()
    expect(await toast.textContent()).toContain(`'${TEMPLATE}' was created.`)
    const card = page.getByRole('article', { name: TEMPLATE })
    await expect.poll(() => card.evaluate((el) => el === document.activeElement && el.hasAttribute('data-just-saved')), { timeout: 10_000 }).toBe(true)
    await expect.poll(() => card.evaluate((el) => { const r = el.getBoundingClientRect(); return r.top >= 0 && r.bottom <= window.innerHeight })).toBe(true)
    await b.shot('admin-feedback-template-created')
  })

  it('shows who did what in words, filters by user, action and day, and pages on the server', async () => {
    await page.getByRole('tab', { name: 'Audit Log' }).click()
    const table = page.getByRole('table')
    await table.getByText(`created template '${TEMPLATE}'`).waitFor()
    const rows = async () => (await table.locator('tbody tr').allInnerTexts()).map((r) => r.replace(/\s+/g, ' ').trim())
    const all = await rows()
    expect(all.some((r) => r.includes(stack.admin.email) && r.includes("renamed report 'Case 2026-0412' to 'Case 2026-0413'"))).toBe(true)
    expect(all.some((r) => r.includes("anonymous failed to sign in as 'intruder@example.org'"))).toBe(true)
    expect(all.join('\n')).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/)
    expect(await axeProblems(page)).toEqual([])
    await shots('admin-feedback-audit-log')

    const filters = page.getByRole('search', { name: 'Filter audit events' })
    await filters.getByLabel('Action').selectOption({ label: 'Renamed a report' })
    await expect.poll(rows).toEqual([expect.stringContaining("renamed report 'Case 2026-0412' to 'Case 2026-0413'")])
    await filters.getByLabel('Action').selectOption({ label: 'All actions' })
    await filters.getByLabel('User').selectOption({ label: 'Anonymous (failed sign-ins)' })
    await expect.poll(async () => (await rows()).every((r) => r.includes('anonymous'))).toBe(true)
    expect((await rows()).length).toBe(1)
    await filters.getByLabel('User').selectOption({ label: 'All users' })
    await filters.getByLabel('To').fill('2020-01-01')
    await table.getByText('No audit events match.').waitFor()
    await filters.getByLabel('From').fill('2020-02-01')
    await filters.getByRole('alert').getByText('The start date is after the end date.').waitFor()
    await b.shot('admin-feedback-audit-filtered')
    await filters.getByRole('button', { name: 'Clear filters' }).click()
    await table.getByText(`created template '${TEMPLATE}'`).waitFor()
  })
})
