import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../server/src/features/auth/password'
import { startStack, type Stack } from '../test/harness/stack'
import { launchBrowser, type Page, type TestBrowser } from '../test/harness/browser'

// At phone and tablet widths no signed-in screen scrolls sideways and Logout stays reachable.
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 768, height: 1024 },
] as const

const SHOTS = process.env.SHOTS_DIR ?? path.resolve(import.meta.dirname, 'artifacts/responsive')

let stack: Stack
let b: TestBrowser
let page: Page
let reportId: string
const free = { email: 'dr.margaret.okonkwo-vandersloot@northfield-county-medical-examiner.example.org', password: 'formalin-42' }

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true })
  stack = await startStack()
  await stack.t.db
    .insertInto('users')
    .values({ email: free.email, username: 'okonkwo', passwordHash: await hashPassword(free.password), role: 'free' })
    .execute()
  b = await launchBrowser()
  page = b.page
  const template = await stack.t.db.selectFrom('templates').select('id').where('name', 'ilike', '%full%').executeTakeFirstOrThrow()
  await signInAs(free)
  const created = await b.browser.request.post(`${stack.url}/api/reports`, {
    data: { title: 'Case 2026-0412 — unexplained death, found at home by a neighbour', templateId: template.id, selection: { selected: [], quantities: {}, wounds: {} } },
  })
  expect(created.status()).toBe(201)
  reportId = ((await created.json()) as { id: string }).id
})
afterAll(async () => {
  await b?.close()
  await stack?.stop()
})

async function signInAs(user: { email: string; password: string }) {
  const login = await b.browser.request.post(`${stack.url}/api/auth/login`, { data: user })
  expect(login.ok()).toBe(true)
}

const shot = (name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`) })

/** The page is no wider than the window: nothing scrolls sideways. */
async function expectNoSidewaysScroll(where: string) {
  const { scrollWidth, innerWidth, widest } = await page.evaluate(() => {
    // The innermost elements reaching past the right edge, to say what is too wide when it fails.
    const past = [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
    const leaves = past.filter((el) => !past.some((o) => o !== el && el.contains(o)))
    const widest = leaves.slice(0, 5).map((el) => `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '').split(' ').slice(0, 4).join('.')} "${(el.textContent ?? '').slice(0, 30)}"`)
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, widest }
  })
  expect(scrollWidth, `${where}: page ${scrollWidth}px wide in a ${innerWidth}px window; past the edge: ${widest.join(' | ')}`).toBeLessThanOrEqual(innerWidth)
}

/** Logout is on screen, or one tap away in the account menu, and inside the window. */
async function expectLogoutReachable() {
  const direct = page.getByRole('button', { name: 'Logout' })
  let target = direct
  if (!(await direct.isVisible())) {
    await page.getByRole('button', { name: 'Account menu' }).click()
    target = page.getByRole('menuitem', { name: 'Logout' })
    await target.waitFor()
  }
  const box = (await target.boundingBox())!
  const width = page.viewportSize()!.width
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(width)
  if (target !== direct) await page.keyboard.press('Escape')
}

/** Fits the window: a dialog or sheet lies wholly inside it. */
async function expectInsideWindow(locator: ReturnType<Page['locator']>) {
  const box = (await locator.boundingBox())!
  const { width, height } = page.viewportSize()!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(width)
  expect(box.y + box.height).toBeLessThanOrEqual(height)
}

describe.each(VIEWPORTS)('signed-in screens at $width × $height', (vp) => {
  beforeAll(async () => {
    await page.setViewportSize({ width: vp.width, height: vp.height })
    await signInAs(free)
  })

  it('home: My Reports, Create New Report and the delete dialog', async () => {
    await page.goto(`${stack.url}/`)
    await page.getByRole('heading', { name: 'Autopsy Report Generation System', level: 1 }).waitFor()
    await page.getByText('Continue Editing').first().waitFor()
    await expectNoSidewaysScroll('My Reports')
    await expectLogoutReachable()
    await shot(`${vp.name}-home-reports`)

    await page.getByRole('button', { name: 'Account menu' }).or(page.getByRole('button', { name: 'Logout' })).first().waitFor()
    if (await page.getByRole('button', { name: 'Account menu' }).isVisible()) {
      await page.getByRole('button', { name: 'Account menu' }).click()
      await page.getByRole('menuitem', { name: 'Logout' }).waitFor()
      expect(await page.getByTestId('menu-email').textContent()).toBe(free.email)
      await expectNoSidewaysScroll('account menu')
      await shot(`${vp.name}-account-menu`)
      await page.keyboard.press('Escape')
    }

    await page.getByRole('button', { name: 'Delete' }).first().click()
    const confirm = page.getByRole('alertdialog')
    await confirm.waitFor()
    await expectInsideWindow(confirm)
    await expectNoSidewaysScroll('delete dialog')
    await page.keyboard.press('Escape')

    await page.getByRole('tab', { name: 'Create New Report' }).click()
    await page.getByRole('radio', { name: /Full Forensic Autopsy/ }).click()
    await page.getByTestId('template-chapters').waitFor()
    await page.getByRole('button', { name: 'Expand All' }).click()
    await expectNoSidewaysScroll('Create New Report')
    // The columns stack: the module panel starts below the template panel, not beside it.
    const templates = (await page.getByTestId('template-chapters').boundingBox())!
    const modules = (await page.getByRole('heading', { name: 'Additional Injury Modules' }).boundingBox())!
    expect(modules.y).toBeGreaterThan(templates.y + templates.height)
    await expectLogoutReachable()
    await shot(`${vp.name}-home-create`)
  })

  it('editor: the contents become a drawer, the header wraps, dialogs fit', async () => {
    await page.goto(`${stack.url}/report/${reportId}`)
    await page.getByRole('textbox', { name: 'Report title' }).waitFor()
    await page.getByRole('textbox', { name: 'Chapter 1 content' }).waitFor()
    await expectNoSidewaysScroll('editor')
    await expectLogoutReachable()
    // The sidebar is gone; the Contents button opens it as a sheet.
    expect(await page.getByRole('navigation', { name: 'Table of contents' }).count()).toBe(0)
    await shot(`${vp.name}-editor`)
    await page.getByRole('button', { name: 'Contents' }).click()
    const sheet = page.getByRole('dialog', { name: 'Contents' })
    await sheet.waitFor()
    await expectInsideWindow(sheet)
    await expectNoSidewaysScroll('contents drawer')
    await shot(`${vp.name}-editor-contents`)
    const third = sheet.getByRole('button', { name: /^3 / })
    const title = (await third.textContent())!.replace(/^3\s*/, '')
    await third.click()
    await expect.poll(() => sheet.count()).toBe(0)
    // The chosen chapter is brought into view.
    const heading = page.getByRole('textbox', { name: 'Chapter 3 title' })
    expect(await heading.inputValue()).toBe(title)
    await expect.poll(() => heading.evaluate((el) => { const r = el.getBoundingClientRect(); return r.top >= 0 && r.top < window.innerHeight }), { timeout: 10_000 }).toBe(true)

    await page.getByRole('button', { name: 'Sign Report' }).click()
    const sign = page.getByRole('dialog')
    await sign.waitFor()
    await expectInsideWindow(sign)
    await expectNoSidewaysScroll('sign dialog')
    await shot(`${vp.name}-sign-dialog`)
    await page.keyboard.press('Escape')
  })

  it('preview', async () => {
    await page.goto(`${stack.url}/report/${reportId}/preview`)
    await page.getByRole('button', { name: 'Back to Editor' }).or(page.getByRole('link', { name: 'Back to Editor' })).first().waitFor()
    await expectNoSidewaysScroll('preview')
    await expectLogoutReachable()
    await shot(`${vp.name}-preview`)
  })

  it('signed-in contact page', async () => {
    await page.goto(`${stack.url}/contact`)
    await page.locator('#contact-form').waitFor()
    await expectNoSidewaysScroll('contact')
    await expectLogoutReachable()
    await shot(`${vp.name}-contact`)
  })

  it('admin panel: every tab', async () => {
    await signInAs(stack.admin)
    await page.goto(`${stack.url}/admin`)
    await page.getByRole('heading', { name: 'Admin Panel' }).waitFor()
    const tabs = page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab')
    const names = await tabs.allTextContents()
    expect(names.length).toBeGreaterThanOrEqual(5)
    for (let i = 0; i < names.length; i++) {
      await tabs.nth(i).click()
      await expect.poll(() => tabs.nth(i).getAttribute('aria-selected')).toBe('true')
      await page.waitForLoadState('networkidle')
      await expectNoSidewaysScroll(`admin tab ${names[i]}`)
      await shot(`${vp.name}-admin-${i}`)
    }
    await expectLogoutReachable()
    await signInAs(free)
  })
})
