import path from 'node:path'
import { mkdirSync } from 'node:fs'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStack, type Stack } from '../test/harness/stack'
import { axeProblems, launchBrowser, type Page, type TestBrowser } from '../test/harness/browser'
import { wavBytes } from '../test/fixtures/audio/wav'

// A walk through the product in a browser: a truthful save state, the keyboard, and small things.
const SHOTS = process.env.SHOTS_DIR ?? path.resolve(import.meta.dirname, 'artifacts/walkthrough')

let stack: Stack
let b: TestBrowser
let page: Page

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true })
  stack = await startStack()
  b = await launchBrowser()
  page = b.page
  await page.setViewportSize({ width: 1280, height: 900 })
  const login = await b.browser.request.post(`${stack.url}/api/auth/login`, { data: stack.admin })
  expect(login.ok()).toBe(true)
})
afterAll(async () => {
  await b?.close()
  await stack?.stop()
})

const shot = (name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`) })
const savedLabel = () => page.getByText(/^(Not saved|Last saved .*)$/)

describe('walk-through', () => {
  it('radio groups: one tab stop, arrow keys choose; Generate Report opens a report that reads as saved', async () => {
    await page.goto(`${stack.url}/`)
    await page.getByRole('tab', { name: 'Create New Report' }).click()
    const group = page.getByRole('radiogroup', { name: 'Base Template' })
    await group.waitFor()
    const radios = group.getByRole('radio')
    expect(await radios.count()).toBeGreaterThan(1)
    await radios.first().click()
    await expect.poll(() => radios.first().getAttribute('aria-checked'), { timeout: 5_000 }).toBe('true')
    await radios.first().focus()
    // Only the chosen template is in the tab order; the arrow key moves to the next and chooses it.
    expect(await radios.evaluateAll((els) => els.filter((e) => e.getAttribute('tabindex') !== '-1').length)).toBe(1)
    // Held like a finger does: Radix moves focus a tick after keydown and chooses only while the key is down.
    await page.keyboard.down('ArrowDown')
    await expect.poll(() => radios.nth(1).evaluate((el) => el === document.activeElement), { timeout: 5_000 }).toBe(true)
    await page.keyboard.up('ArrowDown')
    await expect.poll(() => radios.nth(1).getAttribute('aria-checked'), { timeout: 5_000 }).toBe('true')
    await radios.first().click()

    await page.getByRole('checkbox', { name: 'Gunshot Wounds' }).click()
    const wound = page.getByRole('radiogroup', { name: 'Type of Gunshot Wounds #1' })
    await wound.getByRole('radio').first().click()
    await expect.poll(() => wound.getByRole('radio').first().getAttribute('aria-checked'), { timeout: 5_000 }).toBe('true')
    // One tab stop per instance's group too.
    expect(await wound.getByRole('radio').evaluateAll((els) => els.filter((e) => e.getAttribute('tabindex') !== '-1').length)).toBe(1)
    await shot('create-radios')

    await page.getByRole('button', { name: 'Generate Report' }).click()
    await page.waitForURL(/\/report\/[0-9a-f-]{36}$/)
    await page.getByRole('textbox', { name: 'Report title' }).waitFor()
    // Right after Generate Report: saved on the server a moment ago, not 'Not saved'.
    await expect.poll(() => savedLabel().textContent()).toBe('Last saved just now')
  })

  it('a report saved earlier reads "Last saved N minutes ago"; "Not saved" only while a change is unsaved', async () => {
    const id = page.url().split('/').pop()!
    await sql`update reports set updated_at = now() - interval '5 minutes' where id = ${id}`.execute(stack.t.db)
    await page.reload()
    await page.getByRole('textbox', { name: 'Chapter 1 content' }).waitFor()
    await expect.poll(() => savedLabel().textContent()).toBe('Last saved 5 minutes ago')
    await shot('editor-last-saved')
    await page.getByRole('textbox', { name: 'Chapter 1 content' }).click()
    await page.keyboard.type(' Seen.')
    await expect.poll(() => savedLabel().textContent(), { timeout: 5_000 }).toBe('Not saved')
    await expect.poll(() => savedLabel().textContent(), { timeout: 15_000 }).toBe('Last saved just now')
  })

  it('home card: Escape on a title edit returns focus to the pencil', async () => {
    await page.goto(`${stack.url}/`)
    const pencil = page.getByRole('button', { name: /^Edit title of / }).first()
    await pencil.click()
    await page.keyboard.type(' draft')
    await page.keyboard.press('Escape')
    await expect.poll(() => pencil.evaluate((el) => el === document.activeElement)).toBe(true)
  })

  it('dictation drop zone is named by its visible text (axe); the demo banner is in a landmark', async () => {
    const id = (await stack.t.db.selectFrom('reports').select('id').executeTakeFirstOrThrow()).id
    await page.goto(`${stack.url}/report/${id}`)
    await page.getByRole('textbox', { name: 'Chapter 1 content' }).waitFor()
    await page.getByRole('button', { name: 'Report actions' }).hover()
    await page.getByRole('menuitem', { name: 'Upload Audio' }).click()
    const zone = page.getByRole('button', { name: /^Drop an audio file here, or click to choose one/ })
    await zone.waitFor()
    expect(await axeProblems(page)).toEqual([])
    // A tenth of a second of silence.
    const wav = wavBytes(new Float32Array(1600))
    await page.getByLabel('Audio file', { exact: true }).setInputFiles({ name: 'heart-weight.wav', mimeType: 'audio/wav', buffer: wav })
    const chip = page.getByRole('button', { name: /^heart-weight\.wav / })
    await chip.waitFor()
    expect(await chip.evaluate((el) => (el as HTMLElement).innerText.replace(/\s+/g, ' ').trim())).toMatch(/^heart-weight\.wav/)
    await shot('dictation-chip')
    await page.keyboard.press('Escape')
    // The demo banner lies inside a landmark.
    expect(await page.getByRole('note').filter({ hasText: 'Development demo.' }).evaluate((el) => Boolean(el.closest('aside,header,main,nav,footer,section[aria-label]')))).toBe(true)
  })

  it('Report Not Found keeps "it." with the words before it, at desktop and phone widths', async () => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 })
      await page.goto(`${stack.url}/report/00000000-0000-4000-8000-000000000000`)
      await page.getByRole('heading', { name: 'Report Not Found' }).waitFor()
      const lastLine = await page.getByText(/does not exist or you do not have access/).evaluate((p) => {
        const range = document.createRange()
        range.selectNodeContents(p)
        const rects = [...range.getClientRects()]
        const lastTop = Math.max(...rects.map((r) => r.top))
        // The text on the last line: characters whose box sits on it.
        const text = p.textContent ?? ''
        let line = ''
        for (let i = 0; i < text.length; i++) {
          const r = document.createRange()
          r.setStart(p.firstChild!, i)
          r.setEnd(p.firstChild!, i + 1)
          const box = r.getBoundingClientRect()
          if (Math.abs(box.top - lastTop) < 2) line += text[i]
        }
        return line.trim()
      })
      expect(lastLine.length, `last line at ${width}px: "${lastLine}"`).toBeGreaterThan('it.'.length + 3)
      await shot(`not-found-${width}`)
    }
    await page.setViewportSize({ width: 1280, height: 900 })
  })

  it('signed-in /contact shows one header', async () => {
    await page.goto(`${stack.url}/contact`)
    await page.locator('#contact-form').waitFor()
    expect(await page.getByRole('banner').count()).toBe(1)
    expect(await page.getByRole('navigation', { name: 'Sections' }).count()).toBe(0)
    await shot('contact-signed-in')
  })
})
