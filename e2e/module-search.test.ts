import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { startStack, type Stack } from '../test/harness/stack'
import { launchBrowser, type Page, type TestBrowser } from '../test/harness/browser'

// The module search reaches the options inside multi-instance modules, the
// quantity field shows what it applied, and instance chapters say what was chosen.
let stack: Stack
let b: TestBrowser
let page: Page

beforeAll(async () => {
  stack = await startStack()
  b = await launchBrowser()
  page = b.page
  await page.setViewportSize({ width: 1280, height: 900 })
  expect((await b.browser.request.post(`${stack.url}/api/auth/login`, { data: stack.admin })).ok()).toBe(true)
})
afterAll(async () => {
  await b?.close()
  await stack?.stop()
})

/** One instance's row of the instance panel: its type group and the sub-type groups it opens. */
// The module tree's own list item holds the panel too: the instance's row is the innermost (last) match.
const instanceRow = (n: number) => page.getByRole('listitem').filter({ has: page.getByRole('radiogroup', { name: `Type of Gunshot Wounds #${n}`, exact: true }) }).last()

async function shots(name: string) {
  await b.shot(`${name}-1280`)
  await page.setViewportSize({ width: 768, height: 1024 })
  await b.shot(`${name}-768`)
  await page.setViewportSize({ width: 1280, height: 900 })
}

describe('module search and instances', () => {
  it('finds an option inside Gunshot Wounds, adds it as instance #1, and clamps the quantity visibly', async () => {
    await page.goto(`${stack.url}/`)
    await page.getByRole('tab', { name: 'Create New Report' }).click()
    await page.getByRole('radio', { name: /Full Forensic Autopsy/ }).click()
    await page.getByRole('searchbox', { name: 'Search injury modules' }).fill('close range')
    const matches = page.getByRole('list', { name: 'Matching options of Gunshot Wounds' })
    await matches.waitFor()
    expect(await matches.getByRole('button').allTextContents()).toEqual(['Entrance Wound › Close Range'])
    await shots('module-search-matches')
    await matches.getByRole('button', { name: 'Entrance Wound › Close Range' }).click()

    const type1 = instanceRow(1)
    await expect.poll(() => type1.getByRole('radio', { name: 'Close Range' }).getAttribute('aria-checked')).toBe('true')
    // The search stays: the matching option is marked in the instance panel.
    expect(await type1.locator('[data-match]').allTextContents()).toEqual(['Close Range'])

    const quantity = page.getByLabel('Number of instances')
    await quantity.fill('25')
    await expect.poll(() => quantity.inputValue()).toBe('20')
    expect(await page.getByRole('status').filter({ hasText: 'max 20' }).count()).toBe(1)
    await expect.poll(() => page.getByRole('radiogroup', { name: /^Type of Gunshot Wounds #/ }).count()).toBe(20)
    await shots('module-search-quantity-clamped')
    await quantity.fill('2')
    await quantity.blur()
    await expect.poll(() => page.getByRole('radiogroup', { name: /^Type of Gunshot Wounds #/ }).count()).toBe(2)
    expect(await page.getByText('1 to 20').count()).toBe(1)
  })

  it('opens every option group with Expand All', async () => {
    await page.getByRole('searchbox', { name: 'Search injury modules' }).fill('')
    await page.getByRole('button', { name: 'Expand All' }).click()
    const type2 = instanceRow(2)
    await type2.getByRole('radio', { name: 'Contact Range' }).waitFor()
    await type2.getByRole('radio', { name: 'Exit Wound' }).click()
  })

  it('names what was chosen in the instance chapters and shows no empty box above their sub-chapters', async () => {
    await page.getByRole('button', { name: 'Generate Report' }).click()
    await page.waitForURL(/\/report\/[0-9a-f-]{36}$/)
    const id = page.url().split('/').pop()!
    const row = await stack.t.db.selectFrom('reports').select('chapters').where('id', '=', id).executeTakeFirstOrThrow()
    const titles = (row.chapters as Chapter[]).map((c) => c.title).filter((t) => t.startsWith('Gunshot Wounds #'))
    expect(titles).toEqual(['Gunshot Wounds #1 — Entrance Wound, close range', 'Gunshot Wounds #2 — Exit Wound'])
    // Titles are inputs: find the section whose title input holds the instance's title.
    const title = 'Gunshot Wounds #1 — Entrance Wound, close range'
    await expect
      .poll(() => page.evaluate((t) => [...document.querySelectorAll('section input, section textarea')].some((i) => (i as HTMLTextAreaElement).value === t), title), { timeout: 30_000 })
      .toBe(true)
    const chapterId = await page.evaluate(
      (t) => [...document.querySelectorAll('section input, section textarea')].find((i) => (i as HTMLInputElement).value === t)!.closest('section')!.getAttribute('data-chapter-id'),
      title,
    )
    const section = page.locator(`section[data-chapter-id="${chapterId}"]`)
    await section.getByRole('button', { name: /^Add text to chapter \d+$/ }).first().waitFor()
    const number = (await section.getByRole('button', { name: /^Add text to chapter/ }).first().getAttribute('aria-label'))!.replace('Add text to chapter ', '')
    expect(await page.getByRole('textbox', { name: `Chapter ${number} content`, exact: true }).count()).toBe(0)
    // The report is long: a picture of the instance chapter itself, at both widths.
    for (const [width, height] of [[1280, 900], [768, 1024]]) {
      await page.setViewportSize({ width, height })
      // The reader has scrolled there (instantly: the page's smooth scrolling would still be moving during the resize).
      await section.evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }))
      await section.getByRole('button', { name: `Add text to chapter ${number}` }).waitFor()
      await page.screenshot({ path: path.resolve(import.meta.dirname, 'artifacts', `module-instance-chapter-${width}.png`) })
    }
    // Back to the wide layout: the chapter stays where it was read (its text above reflows), so one click opens its editor.
    const before = (await section.getByRole('button', { name: `Add text to chapter ${number}` }).boundingBox())!.y
    await page.setViewportSize({ width: 1280, height: 900 })
    const addText = section.getByRole('button', { name: `Add text to chapter ${number}` })
    await expect.poll(async () => Math.abs((await addText.boundingBox())!.y - before)).toBeLessThan(40)
    await addText.click()
    await page.getByRole('textbox', { name: `Chapter ${number} content`, exact: true }).waitFor({ timeout: 5_000 })
  })
})
