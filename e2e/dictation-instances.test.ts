import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { InjuryModuleNode } from '@shared/src/reports/catalog.schema'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { listInstances, type InstanceRef } from '@shared/src/reports/instances'
import { startStack, type Stack } from '../test/harness/stack'
import { launchBrowser, type Page, type TestBrowser } from '../test/harness/browser'

/**
 * Fields addressed by injury instance, in the browser: a report with two stab wounds and a gunshot
 * wound; values typed into the dictation dialog fill only their own instance's fields. Without a wound
 * number they go to the instance holding the cursor, or the row asks which one; a wound number the
 * report lacks offers to add that instance.
 */
let stack: Stack
let b: TestBrowser
let page: Page
let templateId: string
let tree: InjuryModuleNode[]

const STAB_1 = 'Sharp Force Injuries #1 — Stab Wound'
const STAB_2 = 'Sharp Force Injuries #2 — Stab Wound'
const STAB_3 = 'Sharp Force Injuries #3 — Stab Wound'
const GSW_1 = 'Gunshot Wounds #1 — Entrance Wound'

beforeAll(async () => {
  stack = await startStack()
  b = await launchBrowser()
  page = b.page
  const api = b.browser.request
  expect((await api.post(`${stack.url}/api/auth/login`, { data: stack.admin })).ok()).toBe(true)
  templateId = ((await (await api.get(`${stack.url}/api/templates`)).json()) as { id: string }[])[0].id
  tree = (await (await api.get(`${stack.url}/api/injury-modules/tree`)).json()) as InjuryModuleNode[]
})
afterAll(async () => {
  await b?.close()
  await stack?.stop()
})

const moduleNamed = (name: string, list: InjuryModuleNode[] = tree): InjuryModuleNode => {
  for (const n of list) {
    if (n.name === name) return n
    const below = n.children.length ? moduleNamed(name, n.children) : undefined
    if (below) return below
  }
  return undefined as unknown as InjuryModuleNode
}

/** A report composed on the server: the first template, two stab wounds and one gunshot entrance wound. */
async function newReport(title: string): Promise<{ id: string; instances: () => Promise<{ chapters: Chapter[]; list: InstanceRef[] }> }> {
  const sharp = moduleNamed('Sharp Force Injuries')
  const gsw = moduleNamed('Gunshot Wounds')
  const stab = moduleNamed('Stab Wound')
  const entrance = moduleNamed('Entrance Wound')
  const selection = {
    selected: [sharp.id, gsw.id],
    quantities: { [sharp.id]: 2, [gsw.id]: 1 },
    wounds: { [sharp.id]: [0, 1].map((woundIndex) => ({ woundIndex, selectedChildId: stab.id })), [gsw.id]: [{ woundIndex: 0, selectedChildId: entrance.id }] },
  }
  const res = await b.browser.request.post(`${stack.url}/api/reports`, { data: { title, templateId, selection } })
  expect(res.status()).toBe(201)
  const { id } = (await res.json()) as { id: string }
  const instances = async () => {
    const { chapters } = (await (await b.browser.request.get(`${stack.url}/api/reports/${id}`)).json()) as { chapters: Chapter[] }
    const all = listInstances(chapters)
    // By title, whatever the modules' order in the report.
    const list = [STAB_1, STAB_2, GSW_1, STAB_3].flatMap((label) => all.filter((i) => i.label === label))
    return { chapters, list }
  }
  expect((await instances()).list.map((i) => i.label)).toEqual([STAB_1, STAB_2, GSW_1])
  return { id, instances }
}

const dialog = () => page.getByRole('dialog', { name: 'Dictation and Tag Matching' })
/** The field of a tag inside one instance chapter (any of its sub-chapters). */
const fieldIn = (instance: InstanceRef, name: string) => page.locator(`[data-chapter-id="${instance.chapterId}"] .report-tag[data-tag-name="${name}"]`).first()
const fieldValue = async (instance: InstanceRef, name: string) => {
  const value = await fieldIn(instance, name).getAttribute('data-tag-value')
  return value && value !== 'NULL' ? value : null
}

async function openEditor(id: string, width: number) {
  await page.setViewportSize({ width, height: 900 })
  await page.goto(`${stack.url}/report/${id}`)
  await page.getByRole('textbox', { name: 'Report title' }).waitFor({ timeout: 60_000 })
}

/** Puts the cursor into a chapter's text (the first paragraph of its editor). */
async function cursorInto(chapterId: string) {
  await page.locator(`[data-chapter-id="${chapterId}"]`).first().scrollIntoViewIfNeeded()
  // Near the viewport the static text turns into the live editor.
  const text = page.locator(`[data-chapter-id="${chapterId}"] .ProseMirror p`).first()
  await text.waitFor()
  await text.scrollIntoViewIfNeeded()
  // The probe line picks the active chapter after a scroll settles; the click then makes this one active.
  await page.waitForTimeout(300)
  await text.click({ position: { x: 3, y: 5 } })
}

/** Opens the dialog, types the transcript and matches it. */
async function dictate(transcript: string) {
  await page.mouse.move(10, 10)
  await page.getByRole('button', { name: 'Report actions' }).hover()
  await page.getByRole('menuitem', { name: 'Upload Audio' }).click()
  await dialog().waitFor()
  await dialog().getByRole('button', { name: 'Type a transcript instead' }).click()
  await dialog().getByRole('textbox', { name: 'Transcription' }).fill(transcript)
}

async function matchTags() {
  await dialog().getByRole('button', { name: 'Match Tags' }).click()
  await page.getByText(/Found \d+ matching tags/).waitFor({ timeout: 60_000 })
}

const headings = () => dialog().getByRole('heading', { level: 4 }).evaluateAll((hs) => hs.map((h) => h.firstChild?.textContent ?? ''))

/** The dialog as the user sees it (the viewport, not the whole page), beside the other journeys' screenshots. */
async function shotDialog(name: string) {
  // The matched tags sit at the bottom of the dialog's scrolling body.
  await dialog().locator('.overflow-y-auto').first().evaluate((el) => el.scrollTo({ top: el.scrollHeight }))
  await page.screenshot({ path: path.resolve(import.meta.dirname, 'artifacts', `${name}.png`) })
}

async function insertAndClose(count: number) {
  await dialog().getByRole('button', { name: `Insert ${count} Tag(s)` }).click()
  await dialog().waitFor({ state: 'detached', timeout: 10_000 })
}

describe('dictation into numbered injury instances', () => {
  it('with the cursor inside stab wound #2, an un-numbered description fills #2 only', async () => {
    const { id, instances } = await newReport('Instances: cursor')
    const [stab1, stab2, gsw1] = (await instances()).list
    await openEditor(id, 1280)
    await cursorInto(stab2.chapterId)
    await dictate('Wound length 2.5 cm. Wound depth 6 cm. Entrance wound diameter 8 mm. Heart weight 350 g.')
    await dialog().getByText(`Values without a wound number go to ${STAB_2}.`).waitFor()
    await matchTags()
    // Fields outside instances first; the gunshot wound's own field goes to the only instance holding it.
    expect(await headings()).toEqual(['Other fields', GSW_1, STAB_2])
    expect((await dialog().getByRole('list', { name: STAB_2 }).locator('label').allTextContents()).sort()).toEqual(['wound_depth', 'wound_length'])
    expect(await dialog().getByRole('list', { name: GSW_1 }).locator('label').allTextContents()).toEqual(['entrance_wound_diameter'])
    expect(await dialog().getByRole('list', { name: 'Other fields' }).locator('label').allTextContents()).toEqual(['heart_weight'])
    for (const width of [1280, 768, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await shotDialog(`instances-grouped-cursor-${width}`)
    }
    await page.setViewportSize({ width: 1280, height: 900 })
    await insertAndClose(4)
    await expect.poll(() => fieldValue(stab2, 'wound_length')).toBe('2.5 cm')
    expect(await fieldValue(stab2, 'wound_depth')).toBe('6 cm')
    expect(await fieldValue(gsw1, 'entrance_wound_diameter')).toBe('8 mm')
    expect(await fieldValue(stab1, 'wound_length')).toBeNull()
    expect(await fieldValue(stab1, 'wound_depth')).toBeNull()
    expect(await fieldValue(gsw1, 'wound_depth')).toBeNull()
  })

  it('with the cursor outside the instances, the row asks which instance and inserts nothing until one is chosen', async () => {
    const { id, instances } = await newReport('Instances: picker')
    const { chapters, list } = await instances()
    const [stab1, stab2] = list
    await openEditor(id, 1280)
    await cursorInto(chapters[0].id)
    await dictate('Wound length 3 cm.')
    await matchTags()
    const picker = dialog().getByLabel('Instance for wound_length')
    expect(await picker.locator('option').allTextContents()).toEqual(['Choose an instance…', STAB_1, STAB_2])
    expect(await dialog().getByRole('button', { name: 'Insert 0 Tag(s)' }).isDisabled()).toBe(true)
    await shotDialog('instances-picker-1280')
    await picker.selectOption({ label: STAB_1 })
    expect(await headings()).toEqual([STAB_1])
    await shotDialog('instances-picked-1280')
    await insertAndClose(1)
    await expect.poll(() => fieldValue(stab1, 'wound_length')).toBe('3 cm')
    expect(await fieldValue(stab2, 'wound_length')).toBeNull()
  })

  // Reading "stab wound 1 …, stab wound 2 …, gunshot wound 1 …" needs the offline extractor's instance cues.
  it('fills each instance’s own fields from one typed paragraph naming the wounds', async () => {
    const { id, instances } = await newReport('Instances: paragraph')
    const { chapters, list } = await instances()
    const [stab1, stab2, gsw1] = list
    await openEditor(id, 1280)
    await cursorInto(chapters[0].id)
    await dictate(
      'Stab wound 1 is on the left chest; it measures 3 cm in length and 5 cm in depth. ' +
        'Stab wound 2 is on the abdomen and measures 2 cm in length, with a depth of 4 cm. ' +
        'Gunshot wound 1 is an entrance wound of the back, with a wound depth of 12 cm.',
    )
    await matchTags()
    expect(await headings()).toEqual(expect.arrayContaining([STAB_1, STAB_2, GSW_1]))
    for (const width of [1280, 768, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await shotDialog(`instances-grouped-${width}`)
    }
    await page.setViewportSize({ width: 1280, height: 900 })
    expect(await dialog().getByLabel(/^Instance for /).count()).toBe(0)
    await dialog().getByRole('button', { name: /^Insert \d+ Tag\(s\)$/ }).click()
    await dialog().waitFor({ state: 'detached', timeout: 10_000 })
    await expect.poll(() => fieldValue(stab1, 'wound_length')).toBe('3 cm')
    expect(await fieldValue(stab1, 'wound_depth')).toBe('5 cm')
    expect(await fieldValue(stab2, 'wound_length')).toBe('2 cm')
    expect(await fieldValue(stab2, 'wound_depth')).toBe('4 cm')
    expect(await fieldValue(gsw1, 'wound_depth')).toBe('12 cm')
  })

  it('offers to add a missing instance, and its values go there once it is added', async () => {
    const { id, instances } = await newReport('Instances: add')
    await openEditor(id, 1280)
    await cursorInto((await instances()).chapters[0].id)
    await dictate('Stab wound 3 is on the right thigh and measures 1.5 cm in length.')
    await matchTags()
    const add = dialog().getByRole('button', { name: `Add ${STAB_3}` })
    await add.waitFor()
    expect(await dialog().getByRole('button', { name: 'Insert 0 Tag(s)' }).isDisabled()).toBe(true)
    await shotDialog('instances-add-1280')
    await add.click()
    await dialog().getByRole('button', { name: 'Insert 2 Tag(s)' }).waitFor({ timeout: 30_000 })
    const stab3 = (await instances()).list[3]
    expect(stab3.label).toBe(STAB_3)
    await insertAndClose(2)
    await expect.poll(() => fieldValue(stab3, 'wound_length')).toBe('1.5 cm')
    expect(await fieldValue(stab3, 'wound_location')).toBe('right thigh')
    const [stab1, stab2] = (await instances()).list
    for (const other of [stab1, stab2]) {
      expect(await fieldValue(other, 'wound_length')).toBeNull()
      expect(await fieldValue(other, 'wound_location')).toBeNull()
    }
  })
})
