import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStack, type Stack } from '../test/harness/stack'
import { launchBrowser, type Page, type TestBrowser, axeProblems as checkAxe } from '../test/harness/browser'
import { monthKey } from '../shared/node/usage'


let stack: Stack
let b: TestBrowser
let page: Page

beforeAll(async () => {
  stack = await startStack()
  b = await launchBrowser()
  page = b.page
})
afterAll(async () => {
  await b?.close()
  await stack?.stop()
})

/** Serious and critical axe violations on the current page, as 'rule: target' lines. */
const axeProblems = () => checkAxe(page)

const toast = (text: string) => page.getByRole('status').filter({ hasText: text })

/** Waits until every toast has left, so screenshots and axe see the page itself. */
const noToasts = () => expect.poll(() => page.locator('[data-toast-id]').count(), { timeout: 10_000 }).toBe(0)

async function contactFormInView(): Promise<boolean> {
  return page.evaluate(() => {
    const r = document.getElementById('contact-form')!.getBoundingClientRect()
    return r.top >= 0 && r.top < window.innerHeight
  })
}

describe('shell journey', () => {
  const email = `dr.okafor.${Date.now()}@example.org`
  const password = 'formalin-42'

  it('shows the loading screen while the session is being determined', async () => {
    let release!: () => void
    const held = new Promise<void>((r) => (release = r))
    await page.route(
      '**/trpc/auth.me**',
      async (route) => {
        await held
        await route.continue()
      },
      { times: 1 },
    )
    await page.goto(stack.url + '/')
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Loading application...' }).count()).toBe(1)
    await b.shot('loading')
    // The route was for one request only ({ times: 1 }): releasing it lets the app carry on.
    release()
    await page.getByRole('heading', { level: 1 }).waitFor()
  })

  it('landing page: hero, sections, header links, no serious accessibility problem', async () => {
    await expect.poll(() => page.getByRole('link', { name: 'Get Demo' }).getAttribute('href')).toBe('/login')
    for (const id of ['features', 'about', 'timeline', 'waitlist', 'contact', 'contact-form']) {
      expect(await page.locator(`#${id}`).count(), id).toBe(1)
    }
    expect(await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).count()).toBe(1)
    expect(await page.getByRole('note').textContent()).toContain('not yet HIPAA compliant')
    expect(await axeProblems()).toEqual([])
    await b.shot('landing')
    await page.screenshot({ path: path.resolve(import.meta.dirname, 'artifacts/landing-top.png') })
  })

  it('joins the waitlist and sends a message, each clearing its form', async () => {
    const waitlist = page.getByRole('form', { name: 'Join Waitlist' })
    await waitlist.getByLabel('Email').fill('pathology.lead@example.org')
    await waitlist.getByLabel(/Organization/).fill('Northfield County Medical Examiner')
    await waitlist.getByRole('button', { name: 'Join Waitlist' }).click()
    await toast('Successfully Added to Waitlist').waitFor()
    expect(await waitlist.getByLabel('Email').inputValue()).toBe('')
    const entry = await stack.t.db.selectFrom('waitlistEntries').selectAll().executeTakeFirstOrThrow()
    expect(entry).toMatchObject({ email: 'pathology.lead@example.org', organization: 'Northfield County Medical Examiner', name: null })

    const contact = page.getByRole('form', { name: 'Send Us a Message' })
    await contact.getByRole('button', { name: 'Send Message' }).click()
    await toast('Please fill in all fields to send a message').waitFor()
    await contact.getByLabel('Name').fill('Dr. Ana Ruiz')
    await contact.getByLabel('Email').fill('ana.ruiz@example.org')
    await contact.getByLabel('Message').fill('Could we see a demo of the gunshot wound module for our office?')
    await contact.getByRole('button', { name: 'Send Message' }).click()
    await toast('Message Sent').waitFor()
    await page.mouse.move(0, 600)
    await page.waitForTimeout(700)
    await page.screenshot({ path: path.resolve(import.meta.dirname, 'artifacts/toasts.png') })
    expect(await contact.getByLabel('Message').inputValue()).toBe('')
    const msg = await stack.t.db.selectFrom('contactMessages').selectAll().executeTakeFirstOrThrow()
    expect(msg).toMatchObject({ name: 'Dr. Ana Ruiz', email: 'ana.ruiz@example.org' })
  })

  it('signs up with the invitation code and lands on the home screen with the top bar', async () => {
    await noToasts()
    await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click()
    await page.getByRole('heading', { name: 'Create an account' }).waitFor()
    expect(await axeProblems()).toEqual([])
    await b.shot('signup')
    const form = page.getByRole('form', { name: 'Create an account' })
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Username').fill(`okafor${Date.now()}`)
    await form.getByLabel('Password', { exact: true }).fill(password)
    await form.getByLabel('Confirm password').fill('formalin-43')
    await form.getByRole('button', { name: 'Create Account' }).click()
    expect(await toast('Please fill in all fields including the invitation code').textContent()).toContain('Missing Information')
    await form.getByLabel('Invitation code').fill('NOT-A-CODE')
    await form.getByRole('button', { name: 'Create Account' }).click()
    expect(await toast('Passwords do not match').textContent()).toContain('Password Mismatch')
    await form.getByLabel('Confirm password').fill(password)
    await form.getByRole('button', { name: 'Create Account' }).click()
    const failed = toast('Invalid or expired invitation code')
    await failed.waitFor()
    expect(await failed.textContent()).toContain('Signup Failed')
    await form.getByLabel('Invitation code').fill(stack.invitationCode)
    await form.getByRole('button', { name: 'Create Account' }).click()

    await page.getByTestId('topbar-email').waitFor()
    expect(new URL(page.url()).pathname).toBe('/')
    expect(await page.getByTestId('topbar-email').textContent()).toBe(email)
    expect(await page.getByTestId('topbar-role').textContent()).toBe('FREE')
    await expect.poll(() => page.getByTestId('usage-tagMatches').textContent()).toBe('Tag matches0/50')
    expect(await page.getByTestId('usage-reportCleanups').textContent()).toBe('Report cleanups0/50')
    expect(await page.getByRole('note').count()).toBe(1)
    await noToasts()
    await b.shot('shell')
  })

  it('info popover opens the contact form in a new tab', async () => {
    await page.getByRole('button', { name: 'About this platform' }).click()
    const dialog = page.getByRole('dialog')
    expect(await dialog.textContent()).toContain('uses generative technology to speed up autopsy report creation')
    await b.shot('info-popover')
    const [tab] = await Promise.all([b.browser.waitForEvent('page'), dialog.getByRole('button', { name: 'Send us a message' }).click()])
    await tab.waitForLoadState()
    expect(tab.url()).toBe(`${stack.url}/contact#contact-form`)
    await tab.locator('#contact-form').waitFor()
    await expect
      .poll(() => tab.evaluate(() => document.getElementById('contact-form')!.getBoundingClientRect().top < window.innerHeight))
      .toBe(true)
    await tab.waitForTimeout(600)
    await tab.screenshot({ path: path.resolve(import.meta.dirname, 'artifacts/contact-signed-in.png') })
    await tab.close()
    await page.keyboard.press('Escape')
  })

  it('shows the quota banner once the tag matches are used up', async () => {
    const user = await stack.t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()
    await stack.t.db.insertInto('usage').values({ userId: user.id, month: monthKey(), tagMatches: 50, reportCleanups: 4 }).execute()
    await page.reload()
    const banner = page.getByRole('alert').filter({ hasText: 'Usage limit reached.' })
    await banner.waitFor()
    expect(await banner.textContent()).toContain(
      'Usage limit reached. You have reached the maximum tag matches for this month. Your quota will be reset on the 1st of next month.',
    )
    expect(await banner.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact#contact-form')
    expect(await page.getByTestId('usage-tagMatches').textContent()).toBe('Tag matches50/50')
    await b.shot('shell-quota')
  })

  it('logs out to the landing page', async () => {
    await page.getByRole('button', { name: 'Logout' }).click()
    await page.getByRole('link', { name: 'Get Demo' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/')
    expect(await page.getByTestId('topbar-email').count()).toBe(0)
    expect(await page.evaluate(() => localStorage.getItem('userRole'))).toBeNull()
  })

  it('login: validation, wrong password, connection error, then success', async () => {
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click()
    await page.getByRole('heading', { name: 'Sign in' }).waitFor()
    expect(await axeProblems()).toEqual([])
    await b.shot('login')
    const form = page.getByRole('form', { name: 'Sign in' })
    await form.getByRole('button', { name: 'Sign In' }).click()
    expect(await toast('Please enter your email and password').textContent()).toContain('Missing Information')
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Password').fill('wrong-password')
    await form.getByRole('button', { name: 'Sign In' }).click()
    expect(await toast('Invalid email or password').textContent()).toContain('Login Failed')

    await page.route('**/trpc/auth.login**', (route) => route.abort('connectionrefused'))
    await form.getByRole('button', { name: 'Sign In' }).click()
    expect(await toast('Failed to connect to the server').textContent()).toContain('Connection Error')
    await page.unroute('**/trpc/auth.login**')

    await form.getByLabel('Password').fill(password)
    await form.getByRole('button', { name: 'Sign In' }).click()
    await page.getByTestId('topbar-email').waitFor()
    expect(await page.evaluate(() => localStorage.getItem('userRole'))).toBe('free')
    await page.getByRole('button', { name: 'Logout' }).click()
    await page.getByRole('link', { name: 'Get Demo' }).waitFor()
  })

  it('an unknown path shows Page Not Found with a way home', async () => {
    await page.goto(stack.url + '/no/such/page')
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor()
    expect(await axeProblems()).toEqual([])
    await b.shot('404')
    await page.getByRole('link', { name: 'Back to Home' }).click()
    await page.getByRole('link', { name: 'Get Demo' }).waitFor()
  })

  it('#contact brings the contact form into view', async () => {
    await page.goto(stack.url + '/#contact')
    await page.locator('#contact-form').waitFor()
    await expect.poll(contactFormInView).toBe(true)
    await page.goto(stack.url + '/')
    await page.getByRole('link', { name: 'Get Demo' }).waitFor()
    expect(await contactFormInView()).toBe(false)
  })
})
