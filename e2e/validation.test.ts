import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { ADMIN_TEXTS } from '@shared/src/admin/admin-texts'
import { SIGNING_TEXTS } from '@shared/src/reports/signing'
import { TAG_TEXTS } from '@shared/src/tags/tag-texts'
import { startStack, type Stack } from '../test/harness/stack'
import type { Locator } from 'playwright-core'
import { launchBrowser, type Page, type TestBrowser } from '../test/harness/browser'

/**
 * On a failed submit the field at fault is focused, marked aria-invalid and described by its
 * message (admin forms, the editor's tag form, the sign and addendum dialogs), client-side and when the server
 * refuses a field; and a toast raised over a modal dialog stays in the accessibility tree, above the overlay.
 */
let stack: Stack
let b: TestBrowser
let page: Page
const SHOTS = process.env.SHOTS_DIR ?? path.resolve(import.meta.dirname, 'artifacts/validation')

const chapters: Chapter[] = [{ id: 'c1', title: 'External Examination', order: 1, source: 'template', content: '<p>The spleen weighs 150 g and the heart is normal.</p>' }]

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true })
  stack = await startStack()
  b = await launchBrowser()
  page = b.page
  expect((await b.browser.request.post(`${stack.url}/api/auth/login`, { data: stack.admin })).ok()).toBe(true)
})
afterAll(async () => {
  await b?.close()
  await stack?.stop()
})

async function newReport(title: string): Promise<string> {
  const res = await b.browser.request.post(`${stack.url}/api/reports`, { data: { title, chapters } })
  expect(res.status()).toBe(201)
  return ((await res.json()) as { id: string }).id
}

/** The field has the focus, is marked invalid and is described by `message` (the text under it). */
async function expectMarked(field: Locator, message: string) {
  await expect.poll(() => field.evaluate((el) => el === document.activeElement), { timeout: 15_000 }).toBe(true)
  expect(await field.getAttribute('aria-invalid')).toBe('true')
  const ids = (await field.getAttribute('aria-describedby'))?.split(' ') ?? []
  const texts = await page.evaluate((list) => list.map((id) => document.getElementById(id)?.textContent ?? ''), ids)
  expect(texts).toContain(message)
  // The message is on screen, just under the field (both measured at once: the page may still be scrolling).
  const gap = await field.evaluate((el, id) => {
    const note = document.getElementById(id)!
    const visible = note.checkVisibility()
    return visible ? note.getBoundingClientRect().top - el.getBoundingClientRect().bottom : -1
  }, ids[texts.indexOf(message)])
  expect(gap).toBeGreaterThanOrEqual(0)
  expect(gap).toBeLessThan(60)
}

/** Screenshots of the screen as it is, at 1280, 768 and 390 px, for looking at; the viewport goes back to `width`. */
async function shots(name: string, width: number) {
  for (const w of [1280, 768, 390]) {
    await page.setViewportSize({ width: w, height: w === 390 ? 844 : 900 })
    await page.waitForTimeout(150)
    await page.screenshot({ path: path.join(SHOTS, `${name}-${w}.png`) })
  }
  await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
}

const sizes = [
  [1280, 900],
  [390, 844],
] as const

describe('validation where the eye is', () => {
  for (const [width, height] of sizes) {
    it(`Admin › Templates: a blank name, then one the server refuses, are marked and focused (${width} px)`, async () => {
      await page.setViewportSize({ width, height })
      await page.goto(`${stack.url}/admin`)
      await page.getByRole('tab', { name: 'Templates' }).click()
      await page.getByRole('button', { name: 'Create Template' }).click()
      const form = page.getByRole('form', { name: 'New template' })
      const name = form.getByLabel('Template name')
      await form.getByLabel('Description').fill('Infant deaths')
      await form.getByRole('button', { name: 'Create Template' }).click()
      await expectMarked(name, ADMIN_TEXTS.templateNameRequired)
      if (width === 1280) await shots('admin-template-name-required', width)
      // Typing clears the mark; a name the server refuses (over 200 characters) comes back to the field.
      await name.fill('P'.repeat(201))
      expect(await name.getAttribute('aria-invalid')).toBeNull()
      await form.getByLabel('Title of chapter 1', { exact: true }).fill('History')
      await form.getByRole('button', { name: 'Create Template' }).click()
      await expectMarked(name, 'Template name must be at most 200 characters')
      expect(await form.getByRole('alert').count()).toBe(0)
      await form.getByRole('button', { name: 'Cancel' }).click()
    })
  }

  it('Admin › LLM Prompts and Tags: every field at fault is marked, the first focused (1280 px)', async () => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.getByRole('tab', { name: 'LLM Prompts' }).click()
    await page.getByRole('button', { name: 'Create Prompt' }).click()
    const form = page.getByRole('form', { name: 'New prompt' })
    await form.getByRole('button', { name: 'Create Prompt' }).click()
    await expectMarked(form.getByLabel('Name', { exact: true }), ADMIN_TEXTS.promptNameRequired)
    expect(await form.getByLabel('Prompt', { exact: true }).getAttribute('aria-invalid')).toBe('true')
    await shots('admin-prompt-required', 1280)
    await form.getByRole('button', { name: 'Cancel' }).click()

    await page.getByRole('tab', { name: 'Tags' }).click()
    await page.getByRole('button', { name: 'Create Tag' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create Tag' })
    await dialog.getByLabel('Name', { exact: true }).fill('pleural effusion e2e')
    await dialog.getByLabel('Colour', { exact: true }).fill('blue')
    await dialog.getByRole('button', { name: 'Create Tag' }).click()
    await expectMarked(dialog.getByLabel('Colour', { exact: true }), ADMIN_TEXTS.tagColorFormat)
    await shots('admin-tag-colour', 1280)
    await page.keyboard.press('Escape')
  })

  it('Admin › Invitations: a code the server refuses is marked and focused (390 px)', async () => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${stack.url}/admin`)
    await page.getByRole('tab', { name: 'Invitations' }).click()
    const form = page.getByRole('form', { name: 'Create invitation code' })
    const code = form.getByLabel('Code')
    await code.fill('ab!')
    await form.getByRole('button', { name: 'Create Code' }).click()
    await expectMarked(code, ADMIN_TEXTS.invitationCodeFormat)
    expect(await form.getByRole('alert').count()).toBe(0)
    await shots('admin-invitation-code', 390)
  })

  for (const [width, height] of sizes) {
    it(`Editor › tag form: a bad colour, then a taken name, are marked and focused (${width} px)`, async () => {
      const id = await newReport(`Tag form ${width}`)
      await page.setViewportSize({ width, height })
      await page.goto(`${stack.url}/report/${id}`)
      const editor = page.locator('.ProseMirror[aria-label="Chapter 1 content"]')
      await editor.waitFor({ timeout: 60_000 })
      await editor.evaluate((root) => {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent!.indexOf('150 g')
          if (at < 0) continue
          const range = document.createRange()
          range.setStart(node, at)
          range.setEnd(node, at + 5)
          ;(root as HTMLElement).focus()
          window.getSelection()!.removeAllRanges()
          window.getSelection()!.addRange(range)
          return
        }
        throw new Error('text not found')
      })
      await page.locator('.rte', { has: editor }).getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Tag' }).click()
      const picker = page.getByRole('dialog', { name: 'Tag picker' })
      await picker.getByRole('button', { name: 'New tag' }).click()
      const form = picker.getByRole('form', { name: 'Create tag' })
      await form.getByLabel('Name', { exact: true }).fill(`spleen mass ${width}`)
      await form.getByLabel('Colour', { exact: true }).fill('#12')
      await form.getByRole('button', { name: 'Create and apply' }).click()
      await expectMarked(form.getByLabel('Colour', { exact: true }), ADMIN_TEXTS.tagColorFormat)
      if (width === 1280) await shots('editor-tag-colour', width)
      await form.getByLabel('Colour', { exact: true }).fill('#22C55E')
      // A name another tag has: the server's 409 is shown at the name.
      const taken = await stack.t.db.selectFrom('tags').select('name').where('createdBy', 'is', null).orderBy('name').executeTakeFirstOrThrow()
      await form.getByLabel('Name', { exact: true }).fill(taken.name)
      await form.getByRole('button', { name: 'Create and apply' }).click()
      await expectMarked(form.getByLabel('Name', { exact: true }), TAG_TEXTS.nameTaken(taken.name))
      expect(await form.getByLabel('Colour', { exact: true }).getAttribute('aria-invalid')).toBeNull()
      if (width === 1280) await shots('editor-tag-name-taken', width)
      await page.keyboard.press('Escape')
    })
  }

  for (const [width, height] of sizes) {
    it(`Sign dialog: no password, then a wrong one, are marked and focused (${width} px)`, async () => {
      const id = await newReport(`Sign dialog ${width}`)
      await page.setViewportSize({ width, height })
      await page.goto(`${stack.url}/report/${id}`)
      await page.getByRole('button', { name: 'Sign Report' }).click()
      const dialog = page.getByRole('dialog', { name: 'Sign report' })
      const sign = dialog.getByRole('button', { name: 'Sign and lock' })
      await expect.poll(() => sign.isEnabled(), { timeout: 15_000 }).toBe(true)
      const password = dialog.getByLabel('Your password')
      await sign.click()
      await expectMarked(password, SIGNING_TEXTS.passwordRequired)
      await password.fill('not my password')
      expect(await password.getAttribute('aria-invalid')).toBeNull()
      await sign.click()
      await expectMarked(password, 'The password is not correct. Nothing was signed.')
      if (width === 1280) await shots('sign-dialog-wrong-password', width)
      await page.keyboard.press('Escape')
    })
  }

  it('Addendum dialog: every missing field is marked, the first focused (390 px)', async () => {
    const id = await newReport('Addendum dialog')
    const signed = await b.browser.request.post(`${stack.url}/api/reports/${id}/sign`, { data: { password: stack.admin.password, acknowledgeUnfilled: true } })
    expect(signed.ok()).toBe(true)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${stack.url}/report/${id}`)
    await page.getByRole('button', { name: 'Add Addendum' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add addendum' })
    await dialog.getByLabel('Reason').fill('Toxicology results received')
    await dialog.getByRole('button', { name: 'Sign and add' }).click()
    await expectMarked(dialog.getByLabel('Addendum'), SIGNING_TEXTS.textRequired)
    expect(await dialog.getByLabel('Your password').getAttribute('aria-invalid')).toBe('true')
    expect(await dialog.getByLabel('Reason').getAttribute('aria-invalid')).toBeNull()
    await shots('addendum-required', 390)
    await page.keyboard.press('Escape')
  })

  for (const [width, height] of sizes) {
    it(`a toast raised over a modal dialog is announced and shown above the overlay; closing it keeps the dialog (${width} px)`, async () => {
      const id = await newReport(`Toast over dialog ${width}`)
      await page.setViewportSize({ width, height })
      await page.goto(`${stack.url}/report/${id}`)
      await page.getByRole('textbox', { name: 'Report title' }).waitFor({ timeout: 60_000 })
      await page.getByRole('button', { name: 'Report actions' }).click()
      await page.getByRole('menuitem', { name: 'Upload Audio' }).click()
      const dialog = page.getByRole('dialog', { name: 'Dictation and Tag Matching' })
      await dialog.waitFor()
      // The page behind the modal is hidden from assistive tech...
      expect(await page.locator('[data-aria-hidden="true"]').count()).toBeGreaterThan(0)
      await dialog.locator('input[type="file"]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not audio') })
      // ...but not the toast: Playwright's role query sees only what is in the accessibility tree.
      const toast = page.getByRole('status').filter({ hasText: 'Invalid file type' })
      await toast.waitFor()
      const hiddenAncestors = await toast.evaluate((el) => {
        const out: string[] = []
        for (let n: Element | null = el; n; n = n.parentElement) if (n.getAttribute('aria-hidden') === 'true' || n.hasAttribute('inert')) out.push(n.tagName)
        return out
      })
      expect(hiddenAncestors).toEqual([])
      expect(await toast.getAttribute('aria-live')).toBe('assertive')
      // Above the overlay: the element at the toast's centre belongs to the toast.
      const box = (await toast.boundingBox())!
      const onTop = await page.evaluate(([x, y]) => !!document.elementFromPoint(x, y)?.closest('[data-toast-id]'), [box.x + box.width / 2, box.y + box.height / 2])
      expect(onTop).toBe(true)
      if (width === 1280) await shots('toast-over-dialog', width)
      await toast.getByRole('button', { name: 'Close notification' }).click()
      await toast.waitFor({ state: 'detached' })
      expect(await dialog.isVisible()).toBe(true)
      await page.keyboard.press('Escape')
    })
  }
})
