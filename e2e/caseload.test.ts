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
}, 300_000)
afterAll(async () => {
  await b?.close()
  await stack?.stop()
})

describe('a year of cases: My Reports as a caseload', () => {
  it('shows the dashboard and a table of the first page, filters Overdue on the server, and pages in more', async () => {
    await page.goto(`${stack.url}/`)
    await page.getByTestId('caseload-dashboard').waitFor()
    expect(await page.getByTestId('report-count').textContent()).toBe('3001 reports')
    // Cards until this user chooses otherwise; only the cards near the window are drawn.
    await page.getByTestId('report-card').first().waitFor()
    expect(await page.getByTestId('report-card').count()).toBeLessThan(30)
    await page.getByRole('button', { name: 'Table' }).click()
    const table = page.getByTestId('report-table')
    const rows = table.getByTestId('report-row')
    await rows.first().waitFor()
    expect(await table.getAttribute('aria-rowcount')).toBe('3002')
    expect(await rows.count()).toBeGreaterThan(5)
    expect(await rows.count()).toBeLessThanOrEqual(30)
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
    const ages = await table.getByTestId('report-age').allTextContents()
    expect(ages.length).toBeGreaterThan(5)
    expect(ages.every((a) => a.includes('Overdue'))).toBe(true)
    // Scrolling to the end of what is loaded brings the next page in by itself.
    const lastRow = async () => Number(await rows.last().getAttribute('aria-rowindex'))
    for (let i = 0; i < 40 && (await lastRow()) <= 31; i++) {
      await page.mouse.wheel(0, 1200)
      await page.waitForTimeout(100)
    }
    await expect.poll(lastRow).toBeGreaterThan(31)

    // The view is remembered for this user on the server: another browser, with nothing stored, opens the table.
    const other = await launchBrowser()
    try {
      expect((await other.browser.request.post(`${stack.url}/api/auth/login`, { data: user })).ok()).toBe(true)
      await other.page.goto(`${stack.url}/`)
      await other.page.getByTestId('report-table').getByTestId('report-row').first().waitFor()
      expect(await other.page.getByRole('button', { name: 'Table' }).getAttribute('aria-pressed')).toBe('true')
    } finally {
      await other.close()
    }
  })

  it('signs a report that waits on toxicology only when asked to sign pending it, and says so in the signed view', async () => {
    // A draft with a stab wound (so the editor header has Body Diagram, Studies and Sign) and toxicology requested.
    const chapters = [
      { id: 'ext', title: 'External Examination', order: 1, source: 'template', content: '<p>No other injuries.</p>' },
      { id: 'mod-sharp', title: 'Sharp Force Injuries', order: 2, source: 'injury_module', sourceId: 'mod-sharp', content: '<p>One wound.</p>' },
      {
        id: 'mod-sharp-1-instance-1',
        title: 'Sharp Force Injuries #1 — Stab Wound',
        order: 3,
        source: 'injury_module',
        sourceId: 'mod-sharp',
        content: '',
        subChapters: [{ id: 'stab-1', title: 'Stab Wound', order: 1, source: 'injury_module', sourceId: 'mod-stab', content: '<p>A stab wound of the chest.</p>' }],
      },
    ]
    const res = await b.browser.request.post(`${stack.url}/api/reports`, { data: { title: 'Pending tox draft', chapters, status: 'active' } })
    expect(res.status()).toBe(201)
    const { id } = (await res.json()) as { id: string }
    await stack.t.db.insertInto('reportStudies').values({ reportId: id, type: 'toxicology', requestedOn: daysAgo(23) }).execute()
    await page.goto(`${stack.url}/report/${id}`)
    await page.getByRole('button', { name: 'Sign Report' }).waitFor({ timeout: 60_000 })
    await b.shot('caseload-editor-opened')
    for (const width of [1280, 768, 390]) {
      await page.setViewportSize({ width, height: 900 })
      for (const name of ['Sign Report', 'Studies', 'Body Diagram']) await page.getByRole('button', { name }).first().waitFor()
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
      // The instance's chapter title is shown whole at every width (it wraps on a phone rather than being cut).
      const instanceTitle = page.getByRole('textbox', { name: 'Chapter 3 title' })
      await instanceTitle.scrollIntoViewIfNeeded()
      await instanceTitle.waitFor()
      expect(await instanceTitle.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight + 1)).toBe(true)
      await b.shot(`caseload-editor-instance-title-${width}`)
      await page.evaluate(() => window.scrollTo(0, 0))
      await b.shot(`caseload-editor-header-${width}`)
    }
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.getByRole('button', { name: 'Sign Report' }).click()
    const dialog = page.getByRole('dialog', { name: 'Sign report' })
    const pending = dialog.getByRole('checkbox', { name: /^Sign pending toxicology/ })
    await pending.waitFor()
    await dialog.getByLabel('Your password').fill(user.password)
    const consent = dialog.getByRole('checkbox', { name: /^Record these as/ })
    if (await consent.count()) await consent.check()
    // Without the tick the button stays off: nothing is signed by accident with a study outstanding.
    expect(await dialog.getByRole('button', { name: 'Sign and lock' }).isEnabled()).toBe(false)
    await pending.check()
    await b.shot('caseload-sign-pending')
    await dialog.getByRole('button', { name: 'Sign and lock' }).click()
    await page.getByRole('status', { name: 'Signed report' }).getByText('Signed pending toxicology').waitFor()
    const row = await stack.t.db.selectFrom('reports').select(['signedPendingStudies', 'signedAt']).where('id', '=', id).executeTakeFirstOrThrow()
    expect(row.signedAt).not.toBeNull()
    expect(row.signedPendingStudies).toEqual(['toxicology'])
  })

  it('marks a study received on a signed report and lands in the addendum dialog with its name as the reason', async () => {
    await page.goto(`${stack.url}/`)
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

  it('reads at 768 and 390 px: the dashboard, the table and the cards', async () => {
    for (const width of [768, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`${stack.url}/`)
      await page.getByTestId('report-table').getByTestId('report-row').first().waitFor()
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      // The table scrolls inside its own box; the page itself never scrolls sideways.
      expect(overflow).toBeLessThanOrEqual(0)
      await b.shot(`caseload-table-${width}`)
      await page.getByRole('button', { name: 'Cards' }).click()
      await page.getByTestId('report-card').first().waitFor()
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
      await b.shot(`caseload-cards-${width}`)
      await page.getByRole('button', { name: 'Table' }).click()
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
    // The header, the 3,000 generated reports and the two of this journey.
    expect(lines).toHaveLength(3003)
    await b.shot('caseload-admin-office')
    for (const width of [768, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await page.getByTestId('turnaround-summary').waitFor()
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
      await b.shot(`caseload-admin-office-${width}`)
    }
  })
})
