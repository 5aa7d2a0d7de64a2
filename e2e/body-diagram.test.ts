import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { InjuryModuleNode } from '@shared/src/reports/catalog.schema'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { listInstances, type InstanceRef } from '@shared/src/reports/instances'
import { startStack, type Stack } from '../test/harness/stack'
import { axeProblems, launchBrowser, type Page, type TestBrowser } from '../test/harness/browser'

/**
 * The body diagram as a pathologist meets it: a report composed from the first template with three stab wounds; wounds
 * 1 and 2 get their site, height above the heel and distance from the midline from a typed dictation, wound 3 only its
 * site, and is then placed by a click on the outline. The marks follow the fields; a confirmation survives the window
 * changing size; a placement can be undone.
 */
let stack: Stack
let b: TestBrowser
let page: Page
let reportId: string
let stabs: InstanceRef[]

const STAB = (n: number) => `Sharp Force Injuries #${n} — Stab Wound`

const moduleNamed = (name: string, list: InjuryModuleNode[]): InjuryModuleNode | undefined => {
  for (const n of list) {
    const found = n.name === name ? n : moduleNamed(name, n.children)
    if (found) return found
  }
  return undefined
}

async function reportChapters(): Promise<Chapter[]> {
  return ((await (await b.browser.request.get(`${stack.url}/api/reports/${reportId}`)).json()) as { chapters: Chapter[] }).chapters
}

beforeAll(async () => {
  stack = await startStack()
  b = await launchBrowser()
  page = b.page
  const api = b.browser.request
  expect((await api.post(`${stack.url}/api/auth/login`, { data: stack.admin })).ok()).toBe(true)
  const templateId = ((await (await api.get(`${stack.url}/api/templates`)).json()) as { id: string }[])[0].id
  const tree = (await (await api.get(`${stack.url}/api/injury-modules/tree`)).json()) as InjuryModuleNode[]
  const sharp = moduleNamed('Sharp Force Injuries', tree)!
  const stab = moduleNamed('Stab Wound', tree)!
  const selection = {
    selected: [sharp.id],
    quantities: { [sharp.id]: 3 },
    wounds: { [sharp.id]: [0, 1, 2].map((woundIndex) => ({ woundIndex, selectedChildId: stab.id })) },
  }
  const res = await api.post(`${stack.url}/api/reports`, { data: { title: 'Body diagram journey', templateId, selection } })
  expect(res.status()).toBe(201)
  reportId = ((await res.json()) as { id: string }).id
  const all = listInstances(await reportChapters())
  stabs = [1, 2, 3].map((n) => all.find((i) => i.label === STAB(n))!)
  expect(stabs.every(Boolean)).toBe(true)
}, 180_000)
afterAll(async () => {
  await b?.close()
  await stack?.stop()
})

const panel = () => page.getByRole('complementary', { name: 'Body Diagram' })
const sheet = () => page.getByRole('dialog', { name: 'Body Diagram' })
const mark = (n: number) => page.locator(`[data-testid="body-diagram"] [data-mark="${n}"]`)
const fieldIn = (chapterId: string, name: string) => page.locator(`[data-chapter-id="${chapterId}"] .report-tag[data-tag-name="${name}"]`).first()
const fieldValue = async (chapterId: string, name: string) => {
  const value = await fieldIn(chapterId, name).getAttribute('data-tag-value')
  return value && value !== 'NULL' ? value : null
}
const dictation = () => page.getByRole('dialog', { name: 'Dictation and Tag Matching' })
const confirmFor = (n: number) => page.getByRole('dialog', { name: `Place this wound? (wound ${n})` })
const proposed = (n: number) => confirmFor(n).locator('dd').allTextContents()

/** The viewport as the user sees it, under e2e/artifacts (not committed). */
const view = (name: string) => page.screenshot({ path: path.resolve(import.meta.dirname, 'artifacts', `${name}.png`) })

/** The stored value of a field inside one instance (any of its chapters), as the server has it. */
async function storedValue(chapterId: string, name: string): Promise<string | null> {
  const find = (list: Chapter[]): Chapter | undefined => list.map((c) => (c.id === chapterId ? c : find(c.subChapters ?? []))).find(Boolean)
  const instance = find(await reportChapters())
  const html = [instance, ...(instance?.subChapters ?? [])].map((c) => c?.content ?? '').join('')
  return new RegExp(`data-tag-name="${name}"[^>]*data-tag-value="([^"]*)"`).exec(html)?.[1] ?? null
}

/** The diagram's point for a place on the anterior view (midline at x 190, heel at y 450, 400 units heel to crown). */
async function anteriorPoint(heightCm: number, leftCm: number, lengthCm: number) {
  const box = (await page.getByTestId('body-diagram').boundingBox())!
  const unit = box.width / 520
  return { x: box.x + (190 + (leftCm / lengthCm) * 400) * unit, y: box.y + (450 - (heightCm / lengthCm) * 400) * unit }
}

describe('the body diagram in the editor', () => {
  it('places wounds 1 and 2 from a typed dictation and lists wound 3, which has only its site, as not placed', async () => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(`${stack.url}/report/${reportId}`)
    await page.getByRole('textbox', { name: 'Report title' }).waitFor({ timeout: 60_000 })
    // No diagram values yet: every wound is under 'Not placed'.
    await page.getByRole('button', { name: 'Body Diagram', exact: true }).click()
    await panel().getByRole('region', { name: 'Not placed' }).waitFor()
    expect(await mark(1).count()).toBe(0)
    await page.getByRole('button', { name: 'Body Diagram', exact: true }).click()
    await page.getByRole('button', { name: 'Report actions' }).hover()
    await page.getByRole('menuitem', { name: 'Upload Audio' }).click()
    await dictation().getByRole('button', { name: 'Type a transcript instead' }).click()
    await dictation()
      .getByRole('textbox', { name: 'Transcription' })
      .fill(
        'Stab wound 1 is on the left chest, 128 cm above the heel and 7 cm from the midline. ' +
          'Stab wound 2 is on the right buttock, 85 cm above the heel and 9 cm from the midline. ' +
          'Stab wound 3 is on the left thigh.',
      )
    await dictation().getByRole('button', { name: 'Match Tags' }).click()
    await page.getByText(/Found \d+ matching tags/).waitFor({ timeout: 60_000 })
    await dictation().getByRole('button', { name: /^Insert \d+ Tag\(s\)$/ }).click()
    await dictation().waitFor({ state: 'detached', timeout: 10_000 })
    await expect.poll(() => fieldValue(stabs[0].chapterId, 'height_above_heel')).toBe('128 cm')
    expect(await fieldValue(stabs[0].chapterId, 'wound_location')).toBe('left chest')
    expect(await fieldValue(stabs[0].chapterId, 'distance_from_midline')).toBe('7 cm')
    expect(await fieldValue(stabs[1].chapterId, 'height_above_heel')).toBe('85 cm')
    expect(await fieldValue(stabs[2].chapterId, 'wound_location')).toBe('left thigh')
    expect(await fieldValue(stabs[2].chapterId, 'height_above_heel')).toBeNull()

    await page.evaluate(() => window.scrollTo(0, 0))
    await page.getByRole('button', { name: 'Body Diagram', exact: true }).click()
    await mark(1).waitFor()
    expect(await mark(2).count()).toBe(1)
    expect(await mark(3).count()).toBe(0)
    const legend = await panel().textContent()
    expect(legend).toContain('1. Stab Wound, left chest')
    expect(legend).toContain('anterior, 128 cm above the heel, 7 cm left of the midline')
    expect(legend).toContain('posterior, 85 cm above the heel, 9 cm right of the midline')
    // The template's examination records no body length yet: the standard length, said as such.
    expect(legend).toContain('Body length not recorded: drawn for a standard length of 170 cm')
    // 'Left thigh' names a side, not a surface: the click on an outline supplies it.
    expect(await panel().getByRole('region', { name: 'Not placed' }).textContent()).toContain('missing surface, height above the heel, distance from the midline')
    await view('body-diagram-panel-1280')
    expect(await axeProblems(page)).toEqual([])
  }, 240_000)

  it('places wound 3 by a click on the outline; the confirmation survives resizes and a turned tablet, then writes its fields', async () => {
    await panel().getByRole('button', { name: 'Place wound 3' }).click()
    const at = await anteriorPoint(60, 8, 170)
    await page.mouse.click(at.x, at.y)
    await confirmFor(3).waitFor()
    const values = await proposed(3)
    expect(values[0]).toBe('anterior aspect of the left thigh')
    expect(values[1]).toMatch(/^(59\.5|60|60\.5) cm above the heel$/)
    expect(values[2]).toMatch(/^(7\.5|8|8\.5) cm left of the midline$/)
    expect(await axeProblems(page)).toEqual([])
    // A full-page capture changes the viewport's height; the proposal is still there after it.
    await b.shot('body-diagram-confirm-1280-page')
    expect(await proposed(3)).toEqual(values)
    await view('body-diagram-confirm-1280')
    // Narrower than 1024 px the panel is a sheet: the same proposal is shown there.
    for (const [width, height] of [[768, 1024], [390, 844]] as const) {
      await page.setViewportSize({ width, height })
      await sheet().waitFor()
      await confirmFor(3).waitFor()
      expect(await proposed(3)).toEqual(values)
      const box = (await confirmFor(3).boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(width)
      await view(`body-diagram-confirm-${width}`)
    }
    // The tablet turned to landscape: back beside the chapters, still awaiting confirmation.
    await page.setViewportSize({ width: 1024, height: 768 })
    await panel().waitFor()
    expect(await proposed(3)).toEqual(values)
    await page.setViewportSize({ width: 1280, height: 900 })
    await confirmFor(3).getByRole('button', { name: 'Write values' }).click()
    await mark(3).waitFor()
    await expect.poll(() => fieldValue(stabs[2].chapterId, 'wound_location')).toBe('anterior aspect of the left thigh')
    expect(await fieldValue(stabs[2].chapterId, 'height_above_heel')).toMatch(/^(59\.5|60|60\.5) cm$/)
    expect(await panel().getByRole('region', { name: 'Not placed' }).count()).toBe(0)
    // Saved like any other edit; the other wounds' fields keep their values.
    await expect.poll(() => storedValue(stabs[2].chapterId, 'distance_from_midline'), { timeout: 15_000 }).toMatch(/^(7\.5|8|8\.5) cm$/)
    expect(await storedValue(stabs[0].chapterId, 'height_above_heel')).toBe('128 cm')
  }, 180_000)

  /** Places wound 3 at 60 cm above the heel, 8 cm left of the midline, and confirms. */
  async function placeThird() {
    await panel().getByRole('button', { name: 'Place wound 3' }).click()
    // Measured now: the panel may have scrolled since.
    const at = await anteriorPoint(60, 8, 170)
    await page.mouse.click(at.x, at.y)
    await confirmFor(3).getByRole('button', { name: 'Write values' }).click()
  }

  it('undoes a confirmed placement: the fields, the saved report and the diagram are as before', async () => {
    const status = panel().getByRole('status')
    expect(await status.textContent()).toContain("Values written into wound 3's fields.")
    await view('body-diagram-written-1280')
    await status.getByRole('button', { name: 'Undo' }).click()
    await expect.poll(() => mark(3).count()).toBe(0)
    expect(await fieldValue(stabs[2].chapterId, 'wound_location')).toBe('left thigh')
    expect(await fieldValue(stabs[2].chapterId, 'height_above_heel')).toBeNull()
    await expect.poll(() => storedValue(stabs[2].chapterId, 'wound_location'), { timeout: 15_000 }).toBe('left thigh')
    expect(await storedValue(stabs[2].chapterId, 'distance_from_midline')).toBeNull()
    expect(await panel().getByRole('region', { name: 'Not placed' }).textContent()).toContain('missing surface, height above the heel')
    // Placed again, and this time Ctrl+Z in the panel undoes it.
    await placeThird()
    await mark(3).waitFor()
    await mark(3).focus()
    await page.keyboard.press('Control+z')
    await expect.poll(() => mark(3).count()).toBe(0)
    // Placed for good.
    await placeThird()
    await mark(3).waitFor()
    await expect.poll(() => storedValue(stabs[2].chapterId, 'height_above_heel'), { timeout: 15_000 }).toMatch(/^(59\.5|60|60\.5) cm$/)
  }, 120_000)

  it('moves a mark when its height is edited in the chapter, and a click on a mark opens its chapter', async () => {
    const before = Number(await mark(1).getAttribute('data-cy'))
    await mark(1).click()
    const height = fieldIn(stabs[0].chapterId, 'height_above_heel')
    await height.waitFor()
    await expect.poll(() => height.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true)
    // Select the number of the field's text ('128' of '128 cm') and type a new height.
    await height.dblclick({ position: { x: 6, y: 6 } })
    await page.keyboard.type('100')
    await expect.poll(() => height.getAttribute('data-tag-value')).toBe('100 cm')
    await expect.poll(async () => Number(await mark(1).getAttribute('data-cy'))).toBeCloseTo(450 - (100 / 170) * 400, 0)
    expect(Number(await mark(1).getAttribute('data-cy'))).toBeGreaterThan(before)
    expect(await panel().textContent()).toContain('anterior, 100 cm above the heel, 7 cm left of the midline')
  }, 120_000)

  it('proposes new values for a dragged mark and writes nothing when cancelled', async () => {
    const box = (await mark(1).boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 30, { steps: 5 })
    await page.mouse.up()
    await confirmFor(1).waitFor()
    expect(Number.parseFloat((await confirmFor(1).locator('[data-proposed="height"]').textContent())!)).toBeLessThan(100)
    await confirmFor(1).getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(() => confirmFor(1).count()).toBe(0)
    expect(await fieldValue(stabs[0].chapterId, 'height_above_heel')).toBe('100 cm')
  }, 120_000)

  it('lets a keyboard user reach the marks in order and move one with the arrow keys, then write the values', async () => {
    await mark(1).focus()
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-mark'))).toBe('2')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-mark'))).toBe('3')
    await mark(2).focus()
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowUp')
    await confirmFor(2).waitFor()
    expect(await confirmFor(2).locator('[data-proposed="height"]').textContent()).toBe('87 cm above the heel')
    await page.keyboard.press('Enter')
    await expect.poll(() => fieldValue(stabs[1].chapterId, 'height_above_heel')).toBe('87 cm')
    expect(await fieldValue(stabs[1].chapterId, 'wound_location')).toBe('right buttock')
  }, 120_000)

  it('opens as a sheet on a tablet and a phone', async () => {
    await page.setViewportSize({ width: 768, height: 1024 })
    await page.evaluate(() => window.scrollTo(0, 0))
    // The panel was open: at this width it is a sheet over the chapters.
    if (!(await sheet().count())) await page.getByRole('button', { name: 'Body Diagram', exact: true }).click()
    await sheet().locator('[data-mark="3"]').waitFor()
    await view('body-diagram-sheet-768')
    await page.setViewportSize({ width: 390, height: 844 })
    await sheet().locator('[data-mark="3"]').waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await view('body-diagram-sheet-390')
    // Choosing a wound in the sheet closes it and brings the wound's chapter into view.
    await sheet().locator('[data-mark="2"]').click()
    await expect.poll(() => sheet().count()).toBe(0)
    const site = fieldIn(stabs[1].chapterId, 'wound_location')
    await expect.poll(() => site.evaluate((el) => el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true)
  }, 120_000)

  /** The top-level chapters in order, and the index of the last one that holds an injury instance. */
  async function lastInjuryChapter() {
    const tops = [...(await reportChapters())].sort((x, y) => x.order - y.order)
    const ids = new Set(stabs.map((s) => s.chapterId))
    const holds = (c: Chapter): boolean => ids.has(c.id) || (c.subChapters ?? []).some(holds)
    return { tops, k: tops.findLastIndex(holds) }
  }

  it('shows the diagram and its legend in the preview, after the last injury chapter', async () => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(`${stack.url}/report/${reportId}/preview?generate=1`)
    const figure = page.getByTestId('report-diagram')
    await figure.waitFor({ timeout: 60_000 })
    expect(await figure.textContent()).toContain('3. Stab Wound, anterior aspect of the left thigh: anterior')
    const headings = await page.locator('.preview-content h2').allTextContents()
    const at = headings.indexOf('Body Diagram')
    const { tops, k } = await lastInjuryChapter()
    expect(headings[at - 1]).toBe(`${k + 1}. ${tops[k].title}`)
    expect(headings[at + 1]).toBe(tops[k + 1] ? `${k + 2}. ${tops[k + 1].title}` : undefined)
    await figure.scrollIntoViewIfNeeded()
    await view('body-diagram-preview-1280')
  }, 120_000)

  it('draws the diagram as vectors in the PDF, with its legend', async () => {
    const res = await b.browser.request.get(`${stack.url}/api/reports/${reportId}/export-pdf`)
    expect(res.status()).toBe(200)
    const file = path.resolve(import.meta.dirname, 'artifacts', 'body-diagram.pdf')
    writeFileSync(file, await res.body())
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file]).toString())![1])
    const texts = Array.from({ length: pages }, (_, i) => execFileSync('pdftotext', ['-layout', '-f', `${i + 1}`, '-l', `${i + 1}`, file, '-']).toString())
    const at = texts.findIndex((t) => t.includes('Body Diagram') && t.includes('Anterior'))
    expect(at).toBeGreaterThanOrEqual(0)
    expect(texts.join(' ').replace(/\s+/g, ' ')).toContain('1. Stab Wound, left chest')
    execFileSync('pdftoppm', ['-png', '-r', '80', '-f', `${at + 1}`, '-l', `${at + 1}`, '-singlefile', file, path.resolve(import.meta.dirname, 'artifacts', 'body-diagram-pdf-page')])
  }, 120_000)

  it('freezes the diagram with the text when the report is signed: the signed view draws it from the signed chapters', async () => {
    const signed = await b.browser.request.post(`${stack.url}/api/reports/${reportId}/sign`, { data: { password: stack.admin.password, acknowledgeUnfilled: true } })
    expect(signed.status()).toBe(200)
    await page.goto(`${stack.url}/report/${reportId}`)
    const figure = page.getByTestId('report-diagram')
    await figure.waitFor()
    expect(await figure.textContent()).toContain('1. Stab Wound, left chest: anterior, 100 cm above the heel, 7 cm left of the midline')
    // After the last injury chapter (with its sub-chapter), before the next top-level chapter.
    const { tops, k } = await lastInjuryChapter()
    const subs = [...(tops[k].subChapters ?? [])].sort((x, y) => x.order - y.order)
    const last = subs.length ? `${k + 1}.${subs.length} ${subs[subs.length - 1].title}` : `${k + 1} ${tops[k].title}`
    expect(await figure.evaluate((el) => el.previousElementSibling?.getAttribute('aria-label'))).toBe(last)
    expect(await figure.evaluate((el) => el.nextElementSibling?.getAttribute('aria-label') ?? null)).toBe(tops[k + 1] ? `${k + 2} ${tops[k + 1].title}` : null)
    await figure.scrollIntoViewIfNeeded()
    await view('body-diagram-signed-1280')
  }, 120_000)
})
