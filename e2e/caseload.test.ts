import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../server/src/features/auth/password'
import { startStack, type Stack } from '../test/harness/stack'
import { launchBrowser, type Page, type TestBrowser } from '../test/harness/browser'
import { daysAgo, generatedCaseload, insertCaseload } from '../test/factories/caseload'

let stack: Stack
let b: TestBrowser
let page: Page
let signedWaitingId: string

const user = { email: 'caseload@example.org', password: 'caseload-pw' }

beforeAll(async () => {
  stack = await startStack()
  const { id } = await stack.t.db
    .insertInto('users')
    .values({ email: user.email, username: 'dr_caseload', passwordHash: await hashPassword(user.password), role: 'free' })
    .returning('id')
    .executeTakeFirstOrThrow()
  // 3,000 reports from the factory, and one signed report still waiting on toxicology.
  await insertCaseload(stack.t.db, id, generatedCaseload(3000))
  ;[signedWaitingId] = await insertCaseload(stack.t.db, id, [
    { title: 'Signed pending tox', caseNumber: 'ME-TOX-1', examinationDate: daysAgo(40), signedAt: new Date(Date.now() - 86_400_000), studies: [{ type: 'toxicology', requestedOn: daysAgo(39) }] },
  ])
  b = await launchBrowser()
  page = b.page
  const login = await b.browser.request.post(`${stack.url}/api/auth/login`, { data: user })
  expect(login.ok()).toBe(true)
}, 120_000)
afterAll(async () => {
  await b?.close()
  await stack?.stop()
})

describe('a year of cases: My Reports as a caseload', () => {
  it('shows the dashboard and a table of the first page, filters Overdue on the server, and pages in more', async () => {
    await page.goto(`${stack.url}/`)
    await page.getByTestId('caseload-dashboard').waitFor()
    expect(await page.getByTestId('report-count').textContent()).toBe('3001 reports')
    await page.getByRole('button', { name: 'Table' }).click()
    const rows = page.getByTestId('report-table').locator('tbody tr')
    await rows.first().waitFor()
    expect(await rows.count()).toBe(30)
    await b.shot('caseload-table-1280')

    await page.getByRole('group', { name: 'Filter reports' }).getByRole('button', { name: 'Overdue' }).click()
    await page.getByTestId('report-search-status').getByText(/reports? match/).waitFor()
    const overdue = await stack.t.db
      .selectFrom('reports')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('ownerId', '=', (await stack.t.db.selectFrom('users').select('id').where('email', '=', user.email).executeTakeFirstOrThrow()).id)
      .where('signedAt', 'is', null)
      .where('examinedOn', '<', daysAgo(90))
      .executeTakeFirstOrThrow()
    expect(await page.getByTestId('report-search-status').textContent()).toContain(`${Number(overdue.n)} reports match`)
    const ages = await page.getByTestId('report-table').getByTestId('report-age').allTextContents()
    expect(ages.length).toBe(30)
    expect(ages.every((a) => a.includes('Overdue'))).toBe(true)
    await page.getByRole('button', { name: 'Load more' }).click()
    await expect.poll(() => rows.count()).toBe(60)

    // The view is remembered for this user.
    await page.reload()
    await page.getByTestId('report-table').waitFor()
  })

  it('marks a study received on a signed report and lands in the addendum dialog with its name as the reason', async () => {
    await page.getByLabel('Search reports by title').fill('ME-TOX-1')
    await page.getByTestId('report-table').getByText('Waiting: toxicology (39 days)').waitFor()
    await page.getByRole('link', { name: 'Signed pending tox' }).click()
    await page.waitForURL(`${stack.url}/report/${signedWaitingId}`)
    await page.getByRole('status', { name: 'Signed report' }).waitFor()
    await page.getByRole('button', { name: 'Studies' }).click()
    const dialog = page.getByRole('dialog', { name: 'Studies' })
    await dialog.getByText('Requested', { exact: false }).first().waitFor()
    await b.shot('caseload-studies')
    await dialog.getByLabel('State of toxicology').selectOption('received')
    const addendum = page.getByRole('dialog', { name: 'Add addendum' })
    await addendum.waitFor()
    expect(await addendum.getByLabel('Reason').inputValue()).toBe('Toxicology received')
    await b.shot('caseload-addendum')
    const study = await stack.t.db.selectFrom('reportStudies').select(['state', 'receivedOn']).where('reportId', '=', signedWaitingId).executeTakeFirstOrThrow()
    expect(study).toEqual({ state: 'received', receivedOn: daysAgo(0) })
  })

  it('reads at 768 and 390 px: the dashboard and the table', async () => {
    for (const width of [768, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`${stack.url}/`)
      await page.getByTestId('report-table').locator('tbody tr').first().waitFor()
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      // The table scrolls inside its own box; the page itself never scrolls sideways.
      expect(overflow).toBeLessThanOrEqual(0)
      await b.shot(`caseload-table-${width}`)
    }
  })

  it('gives a super user the office dashboard with a pathologist filter and the audit CSV', async () => {
    await page.setViewportSize({ width: 1280, height: 900 })
    const login = await b.browser.request.post(`${stack.url}/api/auth/login`, { data: stack.admin })
    expect(login.ok()).toBe(true)
    await page.goto(`${stack.url}/admin`)
    await page.getByRole('tab', { name: 'Office' }).click()
    await page.getByTestId('caseload-dashboard').waitFor()
    await page.getByLabel('Pathologist').selectOption({ label: 'dr_caseload' })
    await page.getByTestId('turnaround-summary').waitFor()
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()])
    const csv = await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8')
    const lines = csv.trimEnd().split('\r\n')
    expect(lines[0]).toBe('Case number,Pathologist,Examination date,Signed date,Days,Studies')
    expect(lines).toHaveLength(3002)
    await b.shot('caseload-admin-office')
  })
})
