import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { startStack, type Stack } from '../test/harness/stack'
import { launchBrowser, type Page, type TestBrowser, axeProblems as checkAxe } from '../test/harness/browser'

let stack: Stack
let b: TestBrowser
let page: Page

const MODULE = 'Blunt Force Trauma E2E'
const CHILD = 'Laceration E2E'
const TEMPLATE = 'Paediatric Autopsy E2E'
const PROMPT = 'Structured Cleanup E2E'
const colleague = { email: 'dr.mensah@example.org', username: 'drmensah', password: 'histology-77' }

beforeAll(async () => {
  stack = await startStack()
  b = await launchBrowser()
  page = b.page
})
afterAll(async () => {
  await b?.close()
  await stack?.stop()
})

const toast = (text: string | RegExp) => page.locator('[data-toast-id]').filter({ hasText: text })
const tab = (name: string | RegExp) => page.getByRole('tab', { name })
const moduleRow = (name: string) => page.getByRole('group', { name, exact: true })
const db = () => stack.t.db

/** Serious and critical axe violations on the current page, as 'rule: target' lines. */
async function axeProblems(): Promise<string[]> {
  // Toasts are inert during their exit animation: let them go first.
  await page.locator('[data-toast-id]').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined)
  return checkAxe(page)
}

async function signIn(user: { email: string; password: string }) {
  await page.goto(`${stack.url}/login`)
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password').fill(user.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.getByRole('heading', { name: 'Autopsy Report Generation System', level: 1 }).waitFor()
}

/** Types into the rich-text editor of a chapter of the open form. */
async function typeContent(number: string, text: string) {
  await page.getByRole('textbox', { name: `Content of chapter ${number}`, exact: true }).click()
  await page.keyboard.type(text)
}

describe('admin panel journey', () => {
  it('signs in as the administrator and opens the Admin Panel with every tab', async () => {
    await signIn(stack.admin)
    await page.getByRole('link', { name: 'Admin' }).click()
    await page.waitForURL(`${stack.url}/admin`)
    await page.getByText('Administrator', { exact: true }).waitFor()
    expect(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/')
    const names = await page.getByRole('tab').allTextContents()
    expect(names).toEqual(['Injury Modules', 'Templates', 'LLM Prompts', 'Tags', 'UsersSuper Admin Only', 'Invitations', 'Audit Log', 'FHIR Mapping', 'Office'])
    await page.getByRole('list', { name: 'Injury module tree' }).waitFor()
    expect(await axeProblems()).toEqual([])
    await b.shot('admin-modules')
  })

  it('creates a root module and a child, edits it to multi-instance and deletes a throwaway child', async () => {
    await page.getByRole('button', { name: 'Add Root Module' }).click()
    const form = page.getByRole('form', { name: 'New root module' })
    await form.getByRole('button', { name: 'Create Module' }).click()
    await form.getByText('Module name is required').waitFor()
    await form.getByLabel('Module name').fill(MODULE)
    await form.getByLabel('Order').fill('7')
    await form.getByLabel('Title of chapter 1', { exact: true }).fill('Blunt force injuries')
    await typeContent('1', 'Abrasions and contusions are described below.')
    await form.getByRole('button', { name: 'Add Chapter' }).click()
    expect(await axeProblems()).toEqual([])
    await b.shot('admin-module-form')
    await form.getByRole('button', { name: 'Create Module' }).click()
    await moduleRow(MODULE).waitFor()
    for (const badge of ['Radio Selection', '1 chapter', 'Order 7']) await moduleRow(MODULE).getByText(badge, { exact: true }).waitFor()

    await page.getByRole('button', { name: `Add child to ${MODULE}` }).click()
    const child = page.getByRole('form', { name: `Add child to ${MODULE}` })
    await child.getByLabel('Module name').fill(CHILD)
    await child.getByLabel('Title of chapter 1', { exact: true }).fill('Laceration')
    await typeContent('1', 'A laceration with bridging tissue.')
    await child.getByRole('button', { name: 'Create Module' }).click()
    await moduleRow(CHILD).waitFor()

    await page.getByRole('button', { name: `Edit ${MODULE}`, exact: true }).click()
    const edit = page.getByRole('form', { name: `Edit ${MODULE}` })
    expect(await edit.getByLabel('Module name').inputValue()).toBe(MODULE)
    await edit.getByLabel('Allow multiple instances').check()
    expect(await edit.getByLabel('Max instances').inputValue()).toBe('20')
    await edit.getByLabel('Max instances').fill('80')
    expect(await edit.getByRole('button', { name: 'Remove chapter 1' }).isDisabled()).toBe(true)
    await edit.getByRole('button', { name: 'Save Module' }).click()
    await moduleRow(MODULE).getByText('Multi-instance (max: 50)').waitFor()

    const root = await db().selectFrom('injuryModules').selectAll().where('name', '=', MODULE).executeTakeFirstOrThrow()
    expect(root).toMatchObject({ sortOrder: 7, allowMultipleInstances: true, maxInstances: 50, parentId: null })
    expect((root.chapters as Chapter[]).map((c) => c.title)).toEqual(['Blunt force injuries'])
    expect((root.chapters as Chapter[])[0].content).toContain('Abrasions and contusions')
    const kid = await db().selectFrom('injuryModules').selectAll().where('name', '=', CHILD).executeTakeFirstOrThrow()
    expect(kid.parentId).toBe(root.id)

    await page.getByRole('button', { name: `Add child to ${MODULE}` }).click()
    await page.getByRole('form', { name: `Add child to ${MODULE}` }).getByLabel('Module name').fill('Throwaway E2E')
    await page.route('**/trpc/admin.modules.create*', (route) => route.abort())
    await page.getByRole('form', { name: `Add child to ${MODULE}` }).getByRole('button', { name: 'Create Module' }).click()
    await toast('Failed to create module. Please try again.').waitFor()
    await page.unroute('**/trpc/admin.modules.create*')
    await page.getByRole('form', { name: `Add child to ${MODULE}` }).getByRole('button', { name: 'Create Module' }).click()
    await moduleRow('Throwaway E2E').waitFor()
    await b.shot('admin-modules-tree')
    // A failed delete: the module leaves the view at once, then comes back with the spec's message.
    await page.route('**/trpc/admin.modules.delete*', (route) => route.abort())
    await page.getByRole('button', { name: 'Delete Throwaway E2E' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await toast('Failed to delete module. Please try again.').waitFor()
    await moduleRow('Throwaway E2E').waitFor()
    await page.unroute('**/trpc/admin.modules.delete*')

    await page.getByRole('button', { name: 'Delete Throwaway E2E' }).click()
    const dialog = page.getByRole('alertdialog')
    await dialog.getByText('Are you sure you want to delete this module? This will also delete all child modules.').waitFor()
    await b.shot('admin-module-delete')
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect.poll(() => page.getByRole('group', { name: 'Throwaway E2E' }).count()).toBe(0)
    await expect.poll(async () => (await db().selectFrom('injuryModules').select('id').where('name', '=', 'Throwaway E2E').execute()).length).toBe(0)
  })

  it('creates a template with nested, reordered chapters and drops the untitled one', async () => {
    await tab('Templates').click()
    await page.getByRole('button', { name: 'Create Template' }).click()
    const form = page.getByRole('form', { name: 'New template' })
    await form.getByRole('button', { name: 'Create Template' }).click()
    await form.getByText('Template name is required').waitFor()
    await form.getByLabel('Template name').fill(TEMPLATE)
    await form.getByLabel('Description').fill('Infant and child deaths')
    await form.getByLabel('Title of chapter 1', { exact: true }).fill('Case history')
    await form.getByRole('button', { name: 'Add Chapter' }).click()
    await form.getByLabel('Title of chapter 2', { exact: true }).fill('Examination')
    await form.getByRole('button', { name: 'Add sub-chapter to chapter 2' }).click()
    await form.getByLabel('Title of chapter 2.1', { exact: true }).fill('Head')
    await form.getByRole('button', { name: 'Add sub-chapter to chapter 2.1' }).click()
    await form.getByLabel('Title of chapter 2.1.1', { exact: true }).fill('Skull')
    await typeContent('2.1.1', 'The skull is intact.')
    expect(await form.getByText('Level 3').count()).toBe(1)
    await form.getByRole('button', { name: 'Add Chapter' }).click()
    await form.getByRole('button', { name: 'Move chapter 2 up' }).click()
    expect(await form.getByLabel('Title of chapter 1', { exact: true }).inputValue()).toBe('Examination')
    expect(await axeProblems()).toEqual([])
    await b.shot('admin-template-form')
    await form.getByRole('button', { name: 'Create Template' }).click()

    const card = page.getByRole('article', { name: TEMPLATE })
    await card.waitFor()
    await card.getByText('2 chapters').waitFor()
    const outline = (await card.getByRole('list', { name: `Chapters of ${TEMPLATE}` }).getByRole('listitem').allTextContents()).map((s) => s.replace(/\s+/g, ' '))
    expect(outline).toEqual(['1Examination', '1.1Head', '1.1.1Skull', '2Case history'])
    const row = await db().selectFrom('templates').selectAll().where('name', '=', TEMPLATE).executeTakeFirstOrThrow()
    const chapters = row.chapters as Chapter[]
    expect(chapters.map((c) => [c.order, c.title])).toEqual([
      [1, 'Examination'],
      [2, 'Case history'],
    ])
    expect(chapters[0].subChapters![0].subChapters![0]).toMatchObject({ title: 'Skull', order: 1 })
    await card.scrollIntoViewIfNeeded()
    await b.shot('admin-templates')

    await card.getByRole('button', { name: `Edit ${TEMPLATE}` }).click()
    const edit = page.getByRole('form', { name: `Edit ${TEMPLATE}` })
    expect(await edit.getByLabel('Title of chapter 1.1.1', { exact: true }).inputValue()).toBe('Skull')
    await edit.getByLabel('Description').fill('Deaths of infants and children under 16')
    await edit.getByRole('button', { name: 'Save Template' }).click()
    await card.getByText('Deaths of infants and children under 16').waitFor()

    const seeded = page.getByRole('article', { name: 'External Examination Only' })
    await seeded.getByRole('button', { name: 'Delete External Examination Only' }).click()
    await page.getByRole('alertdialog').getByText('Are you sure you want to delete this template?').waitFor()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await seeded.waitFor({ state: 'detached' })
  })

  it('creates an active cleanup prompt, which deactivates the previous one, and edits it inline', async () => {
    await tab('LLM Prompts').click()
    const previous = page.getByRole('article', { name: 'Forensic Report Cleanup' })
    await previous.getByText('Active', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Create Prompt' }).click()
    const form = page.getByRole('form', { name: 'New prompt' })
    expect(await form.getByLabel('Model').inputValue()).toBe('gpt-4o')
    expect(await form.getByLabel('Type').inputValue()).toBe('cleanup')
    expect(await form.getByLabel('Model').locator('option').count()).toBe(13)
    await form.getByLabel('Name').fill(PROMPT)
    await form.getByRole('button', { name: 'Create Prompt' }).click()
    await form.getByText('Prompt text is required').waitFor()
    await form.getByLabel('Prompt', { exact: true }).fill('Rewrite the draft as a final autopsy report. Keep every measured value.')
    await form.getByLabel('Model').selectOption('gpt-5-mini')
    await form.getByLabel('Active').check()
    await form.getByRole('button', { name: 'Create Prompt' }).click()

    const card = page.getByRole('article', { name: PROMPT })
    await card.getByText('Active', { exact: true }).waitFor()
    for (const badge of ['Cleanup', 'gpt-5-mini']) await card.getByText(badge, { exact: true }).waitFor()
    await expect.poll(() => previous.getByText('Active', { exact: true }).count()).toBe(0)
    await page.getByRole('article', { name: 'Dictation Field Extraction' }).getByText('Active', { exact: true }).waitFor()

    await card.getByRole('button', { name: `Edit ${PROMPT}` }).click()
    const edit = page.getByRole('form', { name: `Edit ${PROMPT}` })
    expect(await edit.getByLabel('Model').locator('option').allTextContents()).toEqual(['gpt-5-mini', 'gpt-4o', 'gpt-4o-mini', 'gpt-3.5-turbo', 'gemini-2.0-flash-exp', 'gemini-2.5-flash', 'gemini-1.5-pro'])
    await edit.getByLabel('Model').selectOption('gemini-1.5-pro')
    expect(await axeProblems()).toEqual([])
    await b.shot('admin-prompt-edit')
    await edit.getByRole('button', { name: 'Save Prompt' }).click()
    await card.getByText('gemini-1.5-pro', { exact: true }).waitFor()
    const active = await db().selectFrom('llmPrompts').select(['name']).where('promptType', '=', 'cleanup').where('isActive', '=', true).execute()
    expect(active.map((p) => p.name)).toEqual([PROMPT])
    await page.evaluate(() => window.scrollTo(0, 0))
    await b.shot('admin-prompts')
  })

  it('creates a tag in a new category, filters, switches views and edits it', async () => {
    await tab('Tags').click()
    const count = page.getByText(/^\d+ of \d+ tags$/)
    await count.waitFor()
    const total = Number((await count.textContent())!.split(' of ')[1].split(' ')[0])
    await b.shot('admin-tags')
    await page.screenshot({ path: path.resolve(import.meta.dirname, 'artifacts/admin-tags-top.png') })
    await page.getByRole('button', { name: 'Create Tag' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create Tag' })
    const create = dialog.getByRole('button', { name: 'Create Tag' })
    expect(await create.isDisabled()).toBe(true)
    await dialog.getByLabel('Name').fill('  spleen  weight e2e ')
    await dialog.getByLabel('Category').focus()
    expect(await dialog.getByLabel('Name').inputValue()).toBe('spleen_weight_e2e')
    expect(await dialog.getByLabel('Colour', { exact: true }).inputValue()).toBe('#3B82F6')
    await dialog.getByLabel('Category').fill('Spleen E2E')
    await dialog.getByLabel('Colour', { exact: true }).fill('#10B981')
    await dialog.getByLabel('Description').fill('Weight of the spleen. Aliases: spleen weight. Unit: g.')
    await b.shot('admin-tag-form')
    await create.click()
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => count.textContent()).toBe(`${total + 1} of ${total + 1} tags`)

    await page.getByLabel('Filter by category').selectOption({ label: 'Spleen E2E' })
    await expect.poll(() => count.textContent()).toBe(`1 of ${total + 1} tags`)
    await page.getByRole('region', { name: 'Spleen E2E' }).getByText('spleen_weight_e2e').waitFor()
    await page.getByRole('button', { name: 'List' }).click()
    const headers = await page.getByRole('columnheader').allTextContents()
    expect(headers).toEqual(['Color', 'Name', 'Category', 'Description', 'Created', 'Actions'])
    await page.getByRole('cell', { name: '#10b981' }).waitFor()
    expect(await axeProblems()).toEqual([])
    await b.shot('admin-tags-list')
    await page.getByLabel('Search tags by name or description').fill('no such field anywhere')
    await page.getByText('No tags match your search criteria.').waitFor()
    await page.getByRole('button', { name: 'Clear Filters' }).click()
    await expect.poll(() => count.textContent()).toBe(`${total + 1} of ${total + 1} tags`)

    await page.getByLabel('Search tags by name or description').fill('spleen_weight_e2e')
    await page.getByRole('button', { name: 'Edit spleen_weight_e2e' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Tag' })
    expect(await edit.getByLabel('Identifier').getAttribute('readonly')).not.toBeNull()
    expect(await edit.getByLabel('Identifier').inputValue()).toBe('spleen_weight_e2e')
    await edit.getByLabel('Name').fill('   ')
    expect(await edit.getByRole('button', { name: 'Update Tag' }).isDisabled()).toBe(true)
    // A name is unique (the seeded spleen_weight exists): the rename takes a free one.
    await edit.getByLabel('Name').fill('spleen weight e2e renamed')
    await edit.getByRole('button', { name: 'Update Tag' }).click()
    await edit.waitFor({ state: 'detached' })
    const tag = await db().selectFrom('tags').selectAll().where('identifier', '=', 'spleen_weight_e2e').executeTakeFirstOrThrow()
    expect(tag).toMatchObject({ name: 'spleen_weight_e2e_renamed', category: 'Spleen E2E', color: '#10b981' })
  })

  it("changes a new user's role", async () => {
    const signup = await fetch(`${stack.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...colleague, invitationCode: stack.invitationCode }),
    })
    expect(signup.ok).toBe(true)
    await tab(/^Users/).click()
    await page.getByRole('heading', { name: /^All Users \(\d+\)$/ }).waitFor()
    const select = page.getByLabel(`Role of ${colleague.username}`)
    expect(await select.inputValue()).toBe('free')
    await select.selectOption('normal')
    await toast('The user must log in again to get the new permissions.').waitFor()
    expect(await axeProblems()).toEqual([])
    await b.shot('admin-users')
    await expect.poll(async () => (await db().selectFrom('users').select('role').where('email', '=', colleague.email).executeTakeFirstOrThrow()).role).toBe('normal')
    await page.getByRole('button', { name: `Delete user ${colleague.username}` }).click()
    await page.getByRole('alertdialog').getByText(`Are you sure you want to delete user ${colleague.username}?`).waitFor()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click()
  })

  it('lists invitation codes with their uses, creates and revokes one; the audit log shows the changes', async () => {
    await tab('Invitations').click()
    const used = page.getByRole('row', { name: new RegExp(stack.invitationCode) })
    await used.getByRole('cell', { name: '1', exact: true }).waitFor()
    await page.getByLabel('Code', { exact: true }).fill('COUNTY-ME-2025')
    await page.getByLabel('Note', { exact: true }).fill('County medical examiner office')
    await page.getByRole('button', { name: 'Create Code' }).click()
    const row = page.getByRole('row', { name: /COUNTY-ME-2025/ })
    await row.getByText('Active').waitFor()
    await b.shot('admin-invitations')
    await row.getByRole('button', { name: 'Revoke COUNTY-ME-2025' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click()
    await row.getByText(/^Revoked/).waitFor()

    await tab('Audit Log').click()
    await page.getByRole('cell', { name: stack.admin.email }).first().waitFor()
    const actions = await page.locator('tbody tr td:nth-child(3)').allTextContents()
    expect(actions.length).toBeGreaterThan(5)
    expect(await axeProblems()).toEqual([])
    await b.shot('admin-audit')
  })

  it('lets the colleague build a report from the new template and module', async () => {
    await page.goto(`${stack.url}/`)
    await page.getByRole('button', { name: 'Logout' }).click()
    // Signed out once the landing page no longer offers Logout (the page is at "/" before the click too).
    await page.getByRole('button', { name: 'Logout' }).waitFor({ state: 'detached' })
    await page.waitForURL(`${stack.url}/`)
    await signIn(colleague)
    expect(await page.getByTestId('topbar-role').textContent()).toBe('NORMAL')
    expect(await page.getByRole('link', { name: 'Admin' }).count()).toBe(0)
    await page.getByRole('tab', { name: 'Create New Report' }).click()
    await page.getByRole('radio', { name: new RegExp(TEMPLATE) }).click()
    await page.getByRole('checkbox', { name: MODULE }).click()
    await page.getByRole('radiogroup', { name: `Type of ${MODULE} #1` }).getByRole('radio', { name: CHILD }).click()
    await b.shot('admin-colleague-create')
    await page.getByRole('button', { name: 'Generate Report' }).click()
    await page.waitForURL(/\/report\/[0-9a-f-]{36}$/)
    const id = page.url().split('/').pop()!
    const report = await db().selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    const titles = (report.chapters as Chapter[]).map((c) => c.title)
    expect(titles.slice(0, 2)).toEqual(['Examination', 'Case history'])
    expect(JSON.stringify(report.chapters)).toContain('Laceration')

    await page.goto(`${stack.url}/admin`)
    await page.waitForURL(`${stack.url}/`)
  })
})
