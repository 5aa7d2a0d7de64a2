import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { startStack, type Stack } from '../test/harness/stack'
import { launchBrowser, type Page, type TestBrowser } from '../test/harness/browser'
import { openUploadDialog } from '../test/harness/dictation'

/** One toast per message however often it is raised, and never over the top bars' controls. */
let stack: Stack
let b: TestBrowser
let page: Page

beforeAll(async () => {
  stack = await startStack()
  b = await launchBrowser()
  page = b.page
  expect((await b.browser.request.post(`${stack.url}/api/auth/login`, { data: stack.admin })).ok()).toBe(true)
})
afterAll(async () => {
  await b?.close()
  await stack?.stop()
})

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, c: Box) => a.x < c.x + c.width && c.x < a.x + a.width && a.y < c.y + c.height && c.y < a.y + a.height

describe('toasts', () => {
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ]) {
    it(`show a repeated message once, below the top bars (${width} px)`, async () => {
      const chapters: Chapter[] = [{ id: 'c1', title: 'Internal Examination', order: 1, source: 'template', content: '<p>The heart is normal.</p>' }]
      const { dialog } = await openUploadDialog(b, stack.url, { title: `Toasts ${width}`, width, height, chapters })
      const input = dialog.locator('input[type="file"]')
      for (let i = 0; i < 3; i++) await input.setInputFiles({ name: `notes-${i}.txt`, mimeType: 'text/plain', buffer: Buffer.from('not audio') })
      // A modal dialog hides the rest of the page from the accessibility tree, so the toast is found by its mark.
      const toast = page.locator('[data-toast-id]')
      await toast.first().waitFor()
      await expect.poll(() => toast.filter({ hasText: 'Invalid file type' }).count()).toBe(1)
      // The toast slides in from the top; measure it once it has come to rest at its own offset, fully shown (two equal
      // boxes alone can be taken before the slide starts on a busy machine, while the toast still sits over the bars).
      const atRest = () =>
        toast.first().evaluate((el: HTMLElement) => {
          const style = getComputedStyle(el)
          const m = new DOMMatrix(style.transform)
          return Math.abs(m.m42 - Number(el.dataset.offset)) < 0.5 && Math.abs(m.a - 1) < 0.001 && style.opacity === '1'
        })
      let box = (await toast.first().boundingBox())!
      await expect
        .poll(async () => {
          const now = (await toast.first().boundingBox())!
          const still = Math.abs(now.y - box.y) < 0.5
          box = now
          return still && (await atRest())
        })
        .toBe(true)
      // Every control in a top bar stays visible and clickable.
      const controls = page.locator('[data-app-bar] button, [data-app-bar] a')
      const n = await controls.count()
      expect(n).toBeGreaterThan(0)
      for (let i = 0; i < n; i++) {
        const c = await controls.nth(i).boundingBox()
        if (c && c.width > 0) expect(overlaps(box, c), `toast over ${await controls.nth(i).textContent()}`).toBe(false)
      }
      await b.shot(`toast-below-bars-${width}`)
      await page.keyboard.press('Escape')
    })
  }

  it('mark the field at fault on sign-in, with one toast however often it is submitted (390 px)', async () => {
    await b.browser.clearCookies()
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${stack.url}/login`)
    const email = page.getByLabel('Email')
    await email.waitFor({ timeout: 60_000 })
    await page.getByLabel('Password').fill('forensic1')
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Sign In' }).click()
    await expect.poll(() => page.locator('[data-toast-id]').filter({ hasText: 'Missing Information' }).count()).toBe(1)
    expect(await email.getAttribute('aria-invalid')).toBe('true')
    expect(await email.evaluate((el) => el === document.activeElement)).toBe(true)
    const describedBy = (await email.getAttribute('aria-describedby'))!
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('Please enter your email and password')
    expect(await page.getByLabel('Password').getAttribute('aria-invalid')).toBeNull()
    await b.shot('validation-sign-in-390')
  })
})
