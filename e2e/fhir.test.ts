import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Bundle, DocumentReference, Observation, Patient } from '@medplum/fhirtypes'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { fhirFileName } from '@shared/src/fhir/preview'
import { fhirIssues } from '../server/src/features/fhir/fhir-validate'
import { startStack, type Stack } from '../test/harness/stack'
import { axeProblems, launchBrowser, type Page, type TestBrowser } from '../test/harness/browser'
import { adminReport, signReport } from '../test/harness/signing'

const artifacts = path.resolve(import.meta.dirname, 'artifacts')
let stack: Stack
let b: TestBrowser
let page: Page
let reportId: string

beforeAll(async () => {
  stack = await startStack()
  // An office whose mapping does not yet say which tag holds the decedent's sex.
  await stack.t.db.deleteFrom('fhirMappings').where('element', '=', 'sex').execute()
  const tags = new Map((await stack.t.db.selectFrom('tags').select(['id', 'identifier', 'color']).execute()).map((t) => [t.identifier, t]))
  const field = (identifier: string, value: string) => {
    const t = tags.get(identifier)!
    return `<span class="report-tag" data-tag-id="${t.id}" data-tag-name="${identifier}" data-tag-color="${t.color}" data-tag-value="${value}">${value}</span>`
  }
  const chapters: Chapter[] = [
    { id: 'case', title: 'Case Information', order: 1, content: `<p>Case number: ${field('case_number', '2026-0412')}</p><p>Sex: ${field('sex', 'male')}</p>` },
    { id: 'op', title: 'Opinion', order: 2, content: `<p>Cause of death: ${field('cause_of_death', 'Gunshot wound of head')}</p><p>Manner of death: ${field('manner_of_death', 'homicide')}</p>` },
  ]
  b = await launchBrowser()
  page = b.page
  reportId = await adminReport(stack, b, 'Case 2026-0412', chapters)
})
afterAll(async () => {
  await b?.close()
  await stack?.stop()
})

describe('FHIR export journey', () => {
  it('signs the report, finds the decedent’s sex missing, maps it in Admin, and downloads a valid MDI Bundle', async () => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(`${stack.url}/report/${reportId}`)
    await signReport(page, stack.admin.password)

    // Export FHIR beside Export PDF: the dialog names what is missing and will not download.
    await page.getByRole('button', { name: 'Export FHIR' }).click()
    let dialog = page.getByRole('dialog', { name: 'Export FHIR' })
    await expect.poll(() => dialog.getByRole('alert').textContent(), { timeout: 15_000 }).toContain('Decedent sex (no tag mapped)')
    expect(await dialog.getByRole('button', { name: 'Download FHIR Bundle' }).isDisabled()).toBe(true)
    await b.shot('fhir-dialog-missing')
    await dialog.getByRole('button', { name: 'Cancel' }).click()

    // Admin › FHIR Mapping: the sex tag now feeds Patient.gender.
    await page.goto(`${stack.url}/admin`)
    await page.getByRole('tab', { name: 'FHIR Mapping' }).click()
    const select = page.getByLabel('Tag for Decedent sex')
    expect(await select.inputValue()).toBe('')
    expect(await page.getByLabel('Tag for Case number').locator('option:checked').textContent()).toBe('case_number')
    await select.selectOption({ label: 'sex' })
    await page.getByText('Mapping saved').first().waitFor()
    await b.shot('fhir-admin-mapping')
    expect(await axeProblems(page)).toEqual([])
    await page.setViewportSize({ width: 390, height: 844 })
    await b.shot('fhir-admin-mapping-390')
    await page.setViewportSize({ width: 1280, height: 800 })

    // Back to the signed report: the summary shows what will be sent, and the Bundle downloads.
    await page.goto(`${stack.url}/report/${reportId}`)
    await page.getByRole('button', { name: 'Export FHIR' }).click()
    dialog = page.getByRole('dialog', { name: 'Export FHIR' })
    const decedent = dialog.getByRole('region', { name: 'Decedent' })
    await expect.poll(() => decedent.textContent(), { timeout: 15_000 }).toContain('SexMale')
    expect(await decedent.textContent()).toContain('Case number2026-0412')
    const findings = await dialog.getByRole('region', { name: 'Findings' }).textContent()
    expect(findings).toContain('Cause of deathGunshot wound of head')
    expect(findings).toContain('Manner of deathHomicide (SNOMED CT 27935005)')
    expect(await dialog.getByRole('region', { name: 'Autopsy report' }).textContent()).toContain('Autopsy report (LOINC 18743-5)')
    expect(await dialog.getByRole('alert').count()).toBe(0)
    expect(await axeProblems(page)).toEqual([])
    for (const width of [1280, 768, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
      await b.shot(`fhir-dialog-ready-${width}`)
    }
    await page.setViewportSize({ width: 1280, height: 800 })
    const [dl] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download FHIR Bundle' }).click()])
    expect(dl.suggestedFilename()).toBe(fhirFileName())
    await page.getByText('FHIR Bundle downloaded').first().waitFor()
    const file = path.join(artifacts, 'fhir-bundle.json')
    await dl.saveAs(file)
    const bundle = JSON.parse(readFileSync(file, 'utf8')) as Bundle
    expect(fhirIssues(bundle)).toEqual([])
    const of = <T>(type: string) => bundle.entry!.filter((e) => e.resource!.resourceType === type).map((e) => e.resource as T)
    expect(of<DocumentReference>('DocumentReference')[0].type?.coding?.[0].code).toBe('18743-5')
    expect(of<Patient>('Patient')[0].gender).toBe('male')
    expect(of<Observation>('Observation').map((o) => o.code.coding?.[0].code).sort()).toEqual(['69449-7', '69453-9'])
    await page.setViewportSize({ width: 390, height: 844 })
    await b.shot('fhir-signed-view-390')

    // Both the mapping change and the export are in the audit log.
    const actions = await stack.t.db.selectFrom('auditEvents').select(['action', 'details']).where('action', 'in', ['admin.fhir_mapping.update', 'report.export']).orderBy('id').execute()
    expect(actions.map((a) => a.action)).toEqual(['admin.fhir_mapping.update', 'report.export'])
    expect(actions[1].details).toMatchObject({ format: 'fhir' })
  })
})
