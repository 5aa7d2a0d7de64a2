import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { chapterCount } from '@shared/src/reports/numbering'
import { hashPassword } from '../server/src/features/auth/password'
import { startStack, type Stack } from '../test/harness/stack'
import { launchBrowser, type Page, type TestBrowser } from '../test/harness/browser'

let stack: Stack
let b: TestBrowser
let page: Page
let reportId: string

const user = { email: 'pathologist@example.org', password: 'pathologist-pw' }

beforeAll(async () => {
  stack = await startStack()
  await stack.t.db
    .insertInto('users')
    .values({ email: user.email, username: 'pathologist', passwordHash: await hashPassword(user.password), role: 'free' })
    .execute()
  b = await launchBrowser()
  page = b.page
  // The browser context shares its cookie jar with its request API: this signs the page in.
  const login = await b.browser.request.post(`${stack.url}/api/auth/login`, { data: user })
  expect(login.ok()).toBe(true)
})
afterAll(async () => {
  await b?.close()
  await stack?.stop()
})

const storedReport = (id: string) => stack.t.db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

describe('home: my reports and report creation', () => {
  it('shows the empty state on the My Reports tab', async () => {
    await page.goto(`${stack.url}/`)
    await page.getByRole('heading', { name: 'Autopsy Report Generation System', level: 1 }).waitFor()
    expect(await page.getByRole('tab', { name: 'My Reports' }).getAttribute('aria-selected')).toBe('true')
    await page.getByText('No reports yet').waitFor()
    expect(await page.getByText('Create your first autopsy report to get started.').isVisible()).toBe(true)
    expect(await page.getByTestId('report-count').textContent()).toBe('0 reports')
    // Free users see no Admin button.
    expect(await page.getByRole('link', { name: 'Admin' }).count()).toBe(0)
    await b.shot('home-empty')
  })

  it('creates a report with three typed gunshot wounds and lands in the editor', async () => {
    await page.getByRole('button', { name: 'Create First Report' }).click()
    expect(await page.getByRole('tab', { name: 'Create New Report' }).getAttribute('aria-selected')).toBe('true')
    await page.getByText('Choose base autopsy template').waitFor()
    expect(await page.getByRole('button', { name: 'Generate Report' }).count()).toBe(0)

    await page.getByRole('radio', { name: /Full Forensic Autopsy/ }).click()
    await page.getByText('Select injury modules below to add additional chapters').waitFor()
    expect(await page.getByTestId('template-chapters').locator('li').count()).toBeGreaterThan(3)

    await page.getByRole('checkbox', { name: 'Gunshot Wounds' }).click()
    await page.getByLabel('Number of instances').fill('3')
    const types = ['Entrance Wound', 'Exit Wound', 'Graze Wound']
    for (const [i, type] of types.entries()) {
      await page.getByRole('radiogroup', { name: `Type of Gunshot Wounds #${i + 1}` }).getByRole('radio', { name: type }).click()
    }
    const preview = page.getByTestId('report-preview')
    for (const [i, type] of types.entries()) await preview.getByText(`Gunshot Wounds #${i + 1} — ${type}`, { exact: true }).waitFor()
    await b.shot('home-create')

    await page.getByRole('button', { name: 'Generate Report' }).click()
    await page.waitForURL(/\/report\/[0-9a-f-]{36}$/)
    reportId = page.url().split('/').pop()!
    const row = await storedReport(reportId)
    const chapters = row.chapters as Chapter[]
    const instances = chapters.filter((c) => /^Gunshot Wounds #\d/.test(c.title))
    expect(instances.map((c) => c.title)).toEqual(['Gunshot Wounds #1 — Entrance Wound', 'Gunshot Wounds #2 — Exit Wound', 'Gunshot Wounds #3 — Graze Wound'])
    expect(instances.map((c) => c.subChapters?.[0]?.title)).toEqual(['Gunshot Entrance Wound', 'Gunshot Exit Wound', 'Gunshot Graze Wound'])
    expect(row.title).toMatch(/^Autopsy Report - /)
    expect(row.status).toBe('active')
  })

  it('lists the new report with its chapter count, renames it inline and deletes it after confirmation', async () => {
    await page.goto(`${stack.url}/`)
    const card = page.getByTestId('report-card')
    await card.waitFor()
    const total = chapterCount((await storedReport(reportId)).chapters as Chapter[])
    expect(await card.getByText(`${total} chapters`).isVisible()).toBe(true)
    expect(await card.getByText(/^Last edited .+ at .+$/).isVisible()).toBe(true)
    expect(await page.getByTestId('report-count').textContent()).toBe('1 report')
    await b.shot('home-reports')

    await card.getByRole('button', { name: /^Edit title of/ }).click()
    await card.getByLabel('Report title').fill('   ')
    await card.getByLabel('Report title').press('Enter')
    await card.getByRole('heading', { name: /^Autopsy Report - / }).waitFor()

    await card.getByRole('button', { name: /^Edit title of/ }).click()
    await card.getByLabel('Report title').fill('Case 2025-042, John Doe')
    await card.getByLabel('Report title').press('Enter')
    await card.getByRole('heading', { name: 'Case 2025-042, John Doe' }).waitFor()
    expect((await storedReport(reportId)).title).toBe('Case 2025-042, John Doe')

    await card.getByRole('button', { name: /^Edit title of/ }).click()
    await card.getByLabel('Report title').fill('Discarded')
    await card.getByLabel('Report title').press('Escape')
    await card.getByRole('heading', { name: 'Case 2025-042, John Doe' }).waitFor()

    await card.getByRole('button', { name: 'Delete' }).click()
    const dialog = page.getByRole('alertdialog')
    await dialog.getByText('Are you sure you want to delete this report?').waitFor()
    await b.shot('home-delete-confirm')
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await page.getByText('No reports yet').waitFor()
    expect((await storedReport(reportId)).deletedAt).toBeInstanceOf(Date)
  })

  it('expands, collapses and searches the module tree, then opens a report with Continue Editing', async () => {
    await page.getByRole('tab', { name: 'Create New Report' }).click()
    await page.getByRole('button', { name: 'Expand All' }).click()
    await page.getByRole('button', { name: 'Collapse All' }).waitFor()
    await page.getByRole('radio', { name: 'Hanging' }).waitFor()
    await b.shot('home-create-expanded')
    await page.getByRole('button', { name: 'Collapse All' }).click()
    expect(await page.getByRole('radio', { name: 'Hanging' }).count()).toBe(0)
    await page.getByLabel('Search injury modules').fill('HANG')
    await page.getByRole('radio', { name: 'Hanging' }).waitFor()
    expect(await page.getByRole('checkbox', { name: 'Asphyxia' }).isVisible()).toBe(true)
    expect(await page.getByRole('checkbox', { name: 'Drowning' }).count()).toBe(0)
    await page.getByRole('radio', { name: 'Hanging' }).click()
    expect(await page.getByRole('checkbox', { name: 'Asphyxia' }).getAttribute('aria-checked')).toBe('true')
    await page.getByLabel('Search injury modules').fill('')
    await page.getByRole('radio', { name: /External Examination Only/ }).click()
    await page.getByRole('button', { name: 'Generate Report' }).click()
    await page.waitForURL(/\/report\/[0-9a-f-]{36}$/)
    const id = page.url().split('/').pop()!
    await page.goto(`${stack.url}/`)
    await page.getByRole('button', { name: 'Continue Editing' }).click()
    await page.waitForURL(`${stack.url}/report/${id}`)
    const row = await storedReport(id)
    const modules = await stack.t.db.selectFrom('injuryModules').select(['id', 'name']).where('name', 'in', ['Asphyxia', 'Hanging']).execute()
    const byName = Object.fromEntries(modules.map((m) => [m.name, m.id]))
    expect(row.selectedInjuryModules).toEqual([byName.Asphyxia, byName.Hanging])
    expect((row.chapters as Chapter[]).slice(-2).map((c) => c.sourceId)).toEqual([byName.Asphyxia, byName.Hanging])
  })

  it('shows the Admin button to a super user only', async () => {
    // Leave the editor first, so its exit save runs as its own user before the session changes.
    await page.goto(`${stack.url}/`)
    await page.getByRole('heading', { name: 'Autopsy Report Generation System', level: 1 }).waitFor()
    expect(await page.getByRole('link', { name: 'Admin' }).count()).toBe(0)
    const login = await b.browser.request.post(`${stack.url}/api/auth/login`, { data: stack.admin })
    expect(login.ok()).toBe(true)
    await page.goto(`${stack.url}/`)
    await page.getByRole('heading', { name: 'Autopsy Report Generation System', level: 1 }).waitFor()
    await page.getByRole('link', { name: 'Admin' }).click()
    await page.waitForURL(`${stack.url}/admin`)
  })
})
