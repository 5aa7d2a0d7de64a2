import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TAG_TEXTS } from '@shared/src/tags/tag-texts'
import { startStack, type Stack } from '../test/harness/stack'
import { launchBrowser, type Page, type TestBrowser, axeProblems } from '../test/harness/browser'

// Tags belong to someone: a taken name is refused with a message naming the tag,
// the editor offers the user's own tag instead, and a super user shares a private tag from Admin.
let stack: Stack
let b: TestBrowser
let page: Page
const shots = path.resolve(import.meta.dirname, 'artifacts')
const alice = { email: 'alice.tags@example.org', username: 'alicetags', password: 'alice-pass-1' }
const bob = { email: 'bob.tags@example.org', username: 'bobtags', password: 'bob-pass-12' }

async function signUp(user: typeof alice): Promise<string> {
  const res = await fetch(`${stack.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...user, invitationCode: stack.invitationCode }),
  })
  expect(res.status).toBe(200)
  return res.headers.getSetCookie().find((c) => c.startsWith('sid='))!.split(';')[0]
}

async function signIn(user: { email: string; password: string }) {
  await b.browser.clearCookies()
  await page.goto(`${stack.url}/login`)
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password').fill(user.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.getByRole('heading', { name: 'Autopsy Report Generation System', level: 1 }).waitFor()
}

/** Screenshots at desktop and tablet widths, for the lead to look at. */
async function shoot(name: string) {
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`) })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

const editor = () => page.locator('.ProseMirror[aria-label="Chapter 1 content"]')

async function openPickerOn(word: string) {
  await editor().evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(wanted)
      if (at < 0) continue
      const range = document.createRange()
      range.setStart(node, at)
      range.setEnd(node, at + wanted.length)
      ;(root as HTMLElement).focus()
      window.getSelection()!.removeAllRanges()
      window.getSelection()!.addRange(range)
      return
    }
    throw new Error(`text not found: ${wanted}`)
  }, word)
  await page.locator('.rte', { has: editor() }).getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Tag' }).click()
  const picker = page.getByRole('dialog', { name: 'Tag picker' })
  await picker.waitFor()
  await picker.getByRole('button', { name: 'New tag' }).click()
  return picker
}

beforeAll(async () => {
  mkdirSync(shots, { recursive: true })
  stack = await startStack({ seed: false })
  b = await launchBrowser()
  page = b.page
  await page.setViewportSize({ width: 1280, height: 900 })
}, 180_000)
afterAll(async () => {
  await b?.close()
  await stack?.stop()
})

describe('tags that belong to someone, in the browser', () => {
  it("refuses a taken name in the editor's create form and offers the user's own tag instead", async () => {
    const bobCookie = await signUp(bob)
    const made = await fetch(`${stack.url}/api/tags`, { method: 'POST', headers: { cookie: bobCookie, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'next of kin consent' }) })
    expect(made.status).toBe(201)
    await signUp(alice)
    const { id: ownerId } = await stack.t.db.selectFrom('users').select('id').where('email', '=', alice.email).executeTakeFirstOrThrow()
    const chapters = [{ id: 'c1', title: 'Consent', order: 1, content: '<p>Consent was given by the family and noted.</p>' }]
    const { id } = await stack.t.db
      .insertInto('reports')
      .values({ ownerId, title: 'Ownership case', templateId: null, selectedInjuryModules: '[]', chapters: JSON.stringify(chapters) })
      .returning('id')
      .executeTakeFirstOrThrow()

    await signIn(alice)
    await page.goto(`${stack.url}/report/${id}`)
    await editor().waitFor()

    // Bob's tag is private: Alice's picker does not list it, yet its name is taken.
    let picker = await openPickerOn('family')
    expect(await picker.locator('button[data-tag-option]', { hasText: 'next_of_kin_consent' }).count()).toBe(0)
    await picker.getByLabel('Name', { exact: true }).fill('Next of kin consent')
    await picker.getByRole('button', { name: 'Create and apply' }).click()
    // The refusal is shown under the name, which it describes.
    await picker.getByText(TAG_TEXTS.nameTaken('next_of_kin_consent')).waitFor()
    expect(await picker.getByLabel('Name', { exact: true }).getAttribute('aria-invalid')).toBe('true')
    expect(await picker.getByRole('button', { name: /^Use "/ }).count()).toBe(0)
    expect(await axeProblems(page)).toEqual([])
    await shoot('editor-tag-name-taken')
    await page.keyboard.press('Escape')
    await picker.waitFor({ state: 'detached' })

    // Her own tag: the form offers to apply it instead of making a second one.
    picker = await openPickerOn('family')
    await picker.getByLabel('Name', { exact: true }).fill('family consent')
    await picker.getByRole('button', { name: 'Create and apply' }).click()
    await picker.waitFor({ state: 'detached' })
    picker = await openPickerOn('noted')
    await picker.getByLabel('Name', { exact: true }).fill('FAMILY CONSENT')
    await picker.getByRole('button', { name: 'Create and apply' }).click()
    const offer = picker.getByRole('button', { name: TAG_TEXTS.offerExisting('family_consent') })
    await offer.waitFor()
    await shoot('editor-tag-offer-existing')
    await offer.click()
    await picker.waitFor({ state: 'detached' })
    await expect.poll(() => editor().locator('.report-tag[data-tag-name="family_consent"]').count()).toBe(2)
    expect(await stack.t.db.selectFrom('tags').select('name').where('name', 'ilike', 'family_consent').execute()).toEqual([{ name: 'family_consent' }])
  })

  it("shows a super user every tag, refuses a taken name in the Admin form, and shares a user's tag", async () => {
    await signIn(stack.admin)
    await page.goto(`${stack.url}/admin`)
    await page.getByRole('tab', { name: 'Tags' }).click()
    await page.getByText(/^\d+ of \d+ tags$/).waitFor()
    await page.getByRole('button', { name: 'List' }).click()
    const row = page.getByRole('row').filter({ hasText: 'next_of_kin_consent' })
    await row.getByText(TAG_TEXTS.private, { exact: true }).waitFor()

    await page.getByRole('button', { name: 'Create Tag' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create Tag' })
    await dialog.getByLabel('Name').fill('Family Consent')
    await dialog.getByRole('button', { name: 'Create Tag' }).click()
    await dialog.getByText(TAG_TEXTS.nameTaken('family_consent')).waitFor()
    await shoot('admin-tag-name-taken')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor({ state: 'detached' })

    await shoot('admin-tags-private')
    await row.getByRole('button', { name: `${TAG_TEXTS.share}: next_of_kin_consent` }).click()
    await page.locator('[data-toast-id]').filter({ hasText: TAG_TEXTS.sharedDone('next_of_kin_consent') }).waitFor()
    await expect.poll(() => row.getByText(TAG_TEXTS.private, { exact: true }).count()).toBe(0)
    await shoot('admin-tags-shared')

    const aliceLogin = await fetch(`${stack.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(alice) })
    const cookie = aliceLogin.headers.getSetCookie().find((c) => c.startsWith('sid='))!.split(';')[0]
    const aliceTags = (await (await fetch(`${stack.url}/api/tags`, { headers: { cookie } })).json()) as { name: string }[]
    expect(aliceTags.map((t) => t.name)).toEqual(expect.arrayContaining(['next_of_kin_consent', 'family_consent']))
  })
})
