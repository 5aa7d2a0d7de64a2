import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { tagSpanHtml } from '@shared/src/editor/tag-html'
import { startStack, type Stack } from '../test/harness/stack'
import { axeProblems, launchBrowser, type Page, type TestBrowser } from '../test/harness/browser'

type Tag = { id: string; identifier: string; color: string }
let stack: Stack
let b: TestBrowser
let page: Page
let reportId: string
let tags: Record<string, Tag>

const SHOTS = process.env.SHOTS_DIR
async function shot(name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false })
  else await b.shot(name)
}

const field = (name: string, value?: string) => tagSpanHtml(tags[name], value)
/** An instance chapter of the seeded Sharp Force module as the report composer writes it. */
const stab = (n: number, values: { site?: string; height?: string; midline?: string } = {}): Chapter => ({
  id: `mod-sharp-${n}-instance-${n}`,
  title: `Sharp Force Injuries #${n} — Stab Wound`,
  order: 2 + n,
  content: '',
  source: 'injury_module',
  sourceId: 'mod-sharp',
  subChapters: [
    {
      id: `stab-${n}`,
      title: 'Stab Wound',
      order: 1,
      source: 'injury_module',
      sourceId: 'mod-stab',
      content: `<p><strong>Location:</strong> ${field('wound_location', values.site)}, ${field('height_above_heel', values.height)} above the heel and ${field('distance_from_midline', values.midline)} from the midline.</p>`,
    },
  ],
})

beforeAll(async () => {
  stack = await startStack()
  b = await launchBrowser()
  page = b.page
  const api = b.browser.request
  expect((await api.post(`${stack.url}/api/auth/login`, { data: stack.admin })).ok()).toBe(true)
  const all = (await (await api.get(`${stack.url}/api/tags`)).json()) as Tag[]
  tags = Object.fromEntries(all.map((t) => [t.identifier, t]))
  for (const name of ['wound_location', 'height_above_heel', 'distance_from_midline', 'body_length']) expect(tags[name], name).toBeDefined()
  const chapters: Chapter[] = [
    { id: 'ext', title: 'External Examination', order: 1, source: 'template', content: `<p>The body measures ${field('body_length', '175 cm')} in length.</p>` },
    { id: 'mod-sharp', title: 'Sharp Force Injuries', order: 2, source: 'injury_module', sourceId: 'mod-sharp', content: '<p>The wounds are numbered for reference.</p>' },
    stab(1, { site: 'left chest', height: '128 cm', midline: '7 cm' }),
    stab(2, { site: 'right buttock', height: '85 cm', midline: '9 cm' }),
    stab(3, { site: 'left thigh' }),
    { id: 'opinion', title: 'Opinion', order: 9, source: 'template', content: '<p>Death was due to a stab wound of the chest.</p>' },
  ]
  const res = await api.post(`${stack.url}/api/reports`, { data: { title: 'Body diagram journey', chapters, status: 'active' } })
  expect(res.status()).toBe(201)
  reportId = ((await res.json()) as { id: string }).id
}, 180_000)
afterAll(async () => {
  await b?.close()
  await stack?.stop()
})

const panel = () => page.getByRole('complementary', { name: 'Body Diagram' })
const mark = (n: number) => page.locator(`[data-testid="body-diagram"] [data-mark="${n}"]`)
const fieldIn = (chapterId: string, name: string) => page.locator(`section[data-chapter-id="${chapterId}"] .report-tag[data-tag-name="${name}"]`).first()

/** The stored value of a field inside one chapter, as the server has it. */
async function storedValue(chapterId: string, name: string): Promise<string | null> {
  const report = (await (await b.browser.request.get(`${stack.url}/api/reports/${reportId}`)).json()) as { chapters: Chapter[] }
  const find = (list: Chapter[]): Chapter | undefined => list.map((c) => (c.id === chapterId ? c : find(c.subChapters ?? []))).find(Boolean)
  const html = find(report.chapters)?.content ?? ''
  return new RegExp(`data-tag-name="${name}"[^>]*data-tag-value="([^"]*)"`).exec(html)?.[1] ?? null
}

describe('the body diagram in the editor', () => {
  it('draws marks for the wounds with values and lists the third as not placed', async () => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(`${stack.url}/report/${reportId}`)
    await page.getByRole('textbox', { name: 'Report title' }).waitFor()
    await page.getByRole('button', { name: 'Body Diagram' }).click()
    await panel().waitFor()
    await mark(1).waitFor()
    expect(await mark(2).count()).toBe(1)
    expect(await mark(3).count()).toBe(0)
    const legend = await panel().textContent()
    expect(legend).toContain('1. Stab Wound, left chest')
    expect(legend).toContain('anterior, 128 cm above the heel, 7 cm left of the midline')
    expect(legend).toContain('posterior, 85 cm above the heel, 9 cm right of the midline')
    expect(await panel().getByRole('region', { name: 'Not placed' }).textContent()).toContain('missing surface, height above the heel, distance from the midline')
    expect(await panel().textContent()).toContain('Drawn to the recorded body length of 175 cm')
    await shot('body-diagram-panel-1280')
    expect(await axeProblems(page)).toEqual([])
  }, 120_000)

  it('places the third wound by a click on the anterior outline and writes the values into its fields', async () => {
    await panel().getByRole('button', { name: 'Place wound 3' }).click()
    const svg = page.getByTestId('body-diagram')
    const box = (await svg.boundingBox())!
    // Diagram units: the anterior view's midline is at x 190, the heel at y 450, 400 units from heel to crown.
    const unit = box.width / 520
    const x = 190 + (8 / 175) * 400
    const y = 450 - (60 / 175) * 400
    await page.mouse.click(box.x + x * unit, box.y + y * unit)
    const confirm = page.getByRole('dialog', { name: /Place this wound\? \(wound 3\)/ })
    await confirm.waitFor()
    expect(await confirm.locator('[data-proposed="site"]').textContent()).toBe('anterior aspect of the left thigh')
    expect(await confirm.locator('[data-proposed="height"]').textContent()).toMatch(/^(59\.5|60|60\.5) cm above the heel$/)
    expect(await confirm.locator('[data-proposed="midline"]').textContent()).toMatch(/^(7\.5|8|8\.5) cm left of the midline$/)
    // The viewport as the user sees it: a full-page capture changes the viewport's height, and the proposal does not
    // survive that change (seen on every run after the merge; cause not yet found).
    await page.screenshot({ path: path.resolve(import.meta.dirname, 'artifacts', 'body-diagram-confirm-1280.png') })
    expect(await axeProblems(page)).toEqual([])
    await confirm.getByRole('button', { name: 'Write values' }).click()
    await mark(3).waitFor()
    await expect.poll(() => fieldIn('stab-3', 'wound_location').getAttribute('data-tag-value')).toBe('anterior aspect of the left thigh')
    expect(await fieldIn('stab-3', 'height_above_heel').getAttribute('data-tag-value')).toMatch(/^(59\.5|60|60\.5) cm$/)
    expect(await panel().getByRole('region', { name: 'Not placed' }).count()).toBe(0)
    // Saved like any other edit; the other wounds' fields keep their values.
    await expect.poll(() => storedValue('stab-3', 'distance_from_midline'), { timeout: 15_000 }).toMatch(/^(7\.5|8|8\.5) cm$/)
    expect(await storedValue('stab-1', 'height_above_heel')).toBe('128 cm')
  }, 120_000)

  it('moves a mark when its height is edited in the chapter, and a click on a mark opens its chapter', async () => {
    const before = Number(await mark(1).getAttribute('data-cy'))
    await mark(1).click()
    const height = fieldIn('stab-1', 'height_above_heel')
    await height.waitFor()
    await expect.poll(() => height.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true)
    // Select the number of the field's text ('128' of '128 cm') and type a new height.
    await height.dblclick({ position: { x: 6, y: 6 } })
    await page.keyboard.type('100')
    await expect.poll(() => height.getAttribute('data-tag-value')).toBe('100 cm')
    await expect.poll(async () => Number(await mark(1).getAttribute('data-cy'))).toBeCloseTo(450 - (100 / 175) * 400, 0)
    expect(Number(await mark(1).getAttribute('data-cy'))).toBeGreaterThan(before)
    expect(await panel().textContent()).toContain('anterior, 100 cm above the heel, 7 cm left of the midline')
  }, 120_000)

  it('proposes new values for a dragged mark and writes nothing when cancelled', async () => {
    const box = (await mark(1).boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 30, { steps: 5 })
    await page.mouse.up()
    const confirm = page.getByRole('dialog', { name: /Place this wound\? \(wound 1\)/ })
    await confirm.waitFor()
    expect(Number.parseFloat((await confirm.locator('[data-proposed="height"]').textContent())!)).toBeLessThan(100)
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(() => confirm.count()).toBe(0)
    expect(await fieldIn('stab-1', 'height_above_heel').getAttribute('data-tag-value')).toBe('100 cm')
  }, 120_000)

  it('lets a keyboard user reach a mark and move it with the arrow keys, then write the values', async () => {
    await mark(2).focus()
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowUp')
    const confirm = page.getByRole('dialog', { name: /Place this wound\? \(wound 2\)/ })
    await confirm.waitFor()
    expect(await confirm.locator('[data-proposed="height"]').textContent()).toBe('87 cm above the heel')
    await page.keyboard.press('Enter')
    await expect.poll(() => fieldIn('stab-2', 'height_above_heel').getAttribute('data-tag-value')).toBe('87 cm')
    expect(await fieldIn('stab-2', 'wound_location').getAttribute('data-tag-value')).toBe('right buttock')
  }, 120_000)

  it('opens as a sheet on a tablet', async () => {
    await page.setViewportSize({ width: 768, height: 1024 })
    await page.evaluate(() => window.scrollTo(0, 0))
    const button = page.getByRole('button', { name: 'Body Diagram' })
    // The panel was open: at this width it is a sheet over the chapters.
    const sheet = page.getByRole('dialog', { name: 'Body Diagram' })
    if (!(await sheet.count())) await button.click()
    await sheet.waitFor()
    await sheet.locator('[data-mark="3"]').waitFor()
    await shot('body-diagram-sheet-768')
    await page.setViewportSize({ width: 390, height: 844 })
    await sheet.locator('[data-mark="3"]').waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await shot('body-diagram-sheet-390')
    await sheet.getByRole('button', { name: 'Close body diagram' }).click()
    await expect.poll(() => sheet.count()).toBe(0)
  }, 120_000)

  it('shows the diagram and its legend in the preview, after the injuries chapter', async () => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(`${stack.url}/report/${reportId}/preview?generate=1`)
    const figure = page.getByTestId('report-diagram')
    await figure.waitFor({ timeout: 60_000 })
    expect(await figure.textContent()).toContain('3. Stab Wound, anterior aspect of the left thigh: anterior')
    const headings = await page.locator('.preview-content h2').allTextContents()
    const at = headings.indexOf('Body Diagram')
    expect(headings[at - 1]).toMatch(/^5\. Sharp Force Injuries #3/)
    expect(headings[at + 1]).toBe('6. Opinion')
    await figure.scrollIntoViewIfNeeded()
    await shot('body-diagram-preview-1280')
  }, 120_000)

  it('freezes the diagram with the text when the report is signed: the signed view draws it from the signed chapters', async () => {
    const signed = await b.browser.request.post(`${stack.url}/api/reports/${reportId}/sign`, { data: { password: stack.admin.password, acknowledgeUnfilled: true } })
    expect(signed.status()).toBe(200)
    await page.goto(`${stack.url}/report/${reportId}`)
    const figure = page.getByTestId('report-diagram')
    await figure.waitFor()
    expect(await figure.textContent()).toContain('1. Stab Wound, left chest: anterior, 100 cm above the heel, 7 cm left of the midline')
    // After the last injury chapter (with its sub-chapter), before the Opinion.
    const after = await figure.evaluate((el) => el.previousElementSibling?.getAttribute('aria-label'))
    expect(after).toBe('5.1 Stab Wound')
    expect(await figure.evaluate((el) => el.nextElementSibling?.getAttribute('aria-label'))).toBe('6 Opinion')
    await figure.scrollIntoViewIfNeeded()
    await shot('body-diagram-signed-1280')
  }, 120_000)
})
