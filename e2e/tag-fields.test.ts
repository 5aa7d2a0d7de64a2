import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStack, type Stack } from '../test/harness/stack'
import { launchBrowser, type Page, type TestBrowser } from '../test/harness/browser'

let stack: Stack
let b: TestBrowser
let page: Page

beforeAll(async () => {
  stack = await startStack()
  b = await launchBrowser()
  page = b.page
}, 180_000)
afterAll(async () => {
  await b?.close()
  await stack?.stop()
})

const SHOTS = process.env.SHOTS_DIR

async function shot(name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false })
  else await b.shot(name)
}

describe('typed fields in the Admin tag form (issue 10)', () => {
  it('creates a measurement tag with unit and plausible range, showing problems at the field', async () => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(`${stack.url}/login`)
    await page.getByLabel('Email').fill(stack.admin.email)
    await page.getByLabel('Password').fill(stack.admin.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.getByRole('heading', { name: 'Autopsy Report Generation System', level: 1 }).waitFor({ timeout: 60_000 })
    await page.goto(`${stack.url}/admin`)
    await page.getByRole('tab', { name: 'Tags' }).click()
    await page.getByRole('button', { name: 'Create Tag' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create Tag' })
    const create = dialog.getByRole('button', { name: 'Create Tag' })
    await dialog.getByLabel('Name').fill('pancreas weight e2e')
    await dialog.getByLabel('Description').fill('Weight of the pancreas, in grams; also called pancreatic weight.')
    await dialog.getByLabel('Kind').selectOption('measurement')
    await dialog.getByText('A measurement needs a dimension').waitFor()
    // Create stays enabled (only a blank name disables it, as the spec says); submitting marks and focuses the field at fault.
    await create.click()
    const dimension = dialog.getByLabel('Dimension')
    await expect.poll(() => dimension.evaluate((el) => el === document.activeElement), { timeout: 5_000 }).toBe(true)
    expect(await dimension.getAttribute('aria-invalid')).toBe('true')
    expect(await stack.t.db.selectFrom('tags').select('id').where('identifier', '=', 'pancreas_weight_e2e').executeTakeFirst()).toBeUndefined()
    await dialog.getByLabel('Dimension').selectOption('mass')
    expect(await dialog.getByLabel('Unit').inputValue()).toBe('g')
    await dialog.getByLabel('Plausible minimum (g)').fill('150')
    await dialog.getByLabel('Plausible maximum (g)').fill('50')
    await dialog.getByText('The range minimum must not be above its maximum').waitFor()
    expect(await dialog.getByLabel('Plausible maximum (g)').getAttribute('aria-invalid')).toBe('true')
    await shot('admin-tag-field-type-error-1280')
    await dialog.getByLabel('Plausible minimum (g)').fill('50')
    await dialog.getByLabel('Plausible maximum (g)').fill('150')
    await dialog.getByLabel('Synonyms').fill('Pancreatic weight, pancreas')
    await page.setViewportSize({ width: 768, height: 1000 })
    await shot('admin-tag-field-type-768')
    await page.setViewportSize({ width: 1280, height: 900 })
    await shot('admin-tag-field-type-1280')
    await create.click()
    await dialog.waitFor({ state: 'detached' })
    const row = await stack.t.db.selectFrom('tags').selectAll().where('identifier', '=', 'pancreas_weight_e2e').executeTakeFirstOrThrow()
    expect(row).toMatchObject({ kind: 'measurement', dimension: 'mass', unit: 'g', rangeMin: 50, rangeMax: 150, synonyms: ['pancreatic weight', 'pancreas'], choices: [] })
  }, 240_000)
})
