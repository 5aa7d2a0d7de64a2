import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { exportFileName } from '@shared/src/markdown/filename'
import { createTestApp, signedIn, type TestApp } from '../../../../test/harness/app'

const run = promisify(execFile)
let ta: TestApp
let dir: string
beforeAll(async () => {
  ta = await createTestApp()
  dir = await mkdtemp(path.join(os.tmpdir(), 'export-pdf-'))
})
afterAll(async () => {
  await ta.close()
  await rm(dir, { recursive: true, force: true })
})

const PASSWORD = 'correct horse'
const tag = (name: string, value?: string) =>
  `<span class="report-tag" data-tag-id="6f1c2f4e-8d0a-4c55-9b7e-2a1d3c4e5f60" data-tag-name="${name}" data-tag-color="#ef4444"${value ? ` data-tag-value="${value}"` : ''}>${value ?? `[${name}]`}</span>`
const CHAPTERS: Chapter[] = [
  {
    id: 'ext',
    title: 'External Examination',
    order: 1,
    content: `<p>The body measures ${tag('body_length', '178 cm')}; core temperature 18.5 °C.</p>`,
    subChapters: [{ id: 'marks', title: 'Identifying Marks', order: 1, content: '<p>Tattoo of a rose on the left forearm.</p>' }],
  },
  {
    id: 'int',
    title: 'Internal Examination',
    order: 2,
    content:
      '<div data-guidance="true" class="guidance"><p>Record every organ weight.</p></div>' +
      `<p>The heart weighs ${tag('heart_weight', '350 g')}.</p><table><tr><th><p>Organ</p></th><th><p>Weight</p></th></tr><tr><td><p>Liver</p></td><td><p>1650 g</p></td></tr></table>`,
  },
]

/** The PDF's text as pdftotext (poppler-utils) reads it, one string with its pages. */
async function pdfText(body: Buffer): Promise<string> {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`)
  await writeFile(file, body)
  return (await run('pdftotext', ['-layout', file, '-'])).stdout
}

async function ownReport() {
  const s = await signedIn(ta)
  const { id } = await ta.deps.db
    .insertInto('reports')
    .values({ ownerId: s.user.id, title: 'Case 2026-0412', templateId: null, selectedInjuryModules: '[]', chapters: JSON.stringify(CHAPTERS) })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { s, id }
}

const getPdf = (id: string, cookie: string) => ta.app.inject({ method: 'GET', url: `/api/reports/${id}/export-pdf`, headers: { cookie } })

describe('GET /api/reports/{id}/export-pdf', () => {
  it('prints a draft with title, numbered chapters, values and tables, watermarked DRAFT, guidance left out', async () => {
    const { s, id } = await ownReport()
    const res = await getPdf(id, s.cookie)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${exportFileName('pdf')}"`)
    expect(exportFileName('pdf')).toMatch(/^autopsy-report-\d{4}-\d{2}-\d{2}\.pdf$/)
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    const text = await pdfText(res.rawPayload)
    for (const expected of ['Case 2026-0412', '1 External Examination', '1.1 Identifying Marks', '2 Internal Examination', '178 cm', '18.5 °C', 'The heart weighs 350 g', 'Liver', '1650 g', 'DRAFT', 'NOT SIGNED', 'Page 1 of 1']) {
      expect(text).toContain(expected)
    }
    expect(text).not.toContain('Record every organ weight')
    const audit = await ta.deps.db.selectFrom('auditEvents').select(['action', 'details']).where('targetId', '=', id).execute()
    expect(audit).toEqual([{ action: 'report.export', details: { format: 'pdf', signed: false, contentHash: null, addenda: 0 } }])
  })

  it('prints the signed content with the signature block, the hash and every addendum, without DRAFT', async () => {
    const { s, id } = await ownReport()
    const signed = await s.trpc.signing.sign({ id, password: PASSWORD })
    await s.trpc.signing.addAddendum({ id, text: 'Toxicology: ethanol 0.8 g/L in femoral blood.', reason: 'Toxicology results received', password: PASSWORD })
    await s.trpc.signing.addAddendum({ id, text: 'Histology confirms acute myocarditis.', reason: 'Histology', password: PASSWORD })
    const res = await getPdf(id, s.cookie)
    expect(res.statusCode).toBe(200)
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ')
    for (const expected of [
      'Case 2026-0412',
      'ELECTRONIC SIGNATURE',
      `Signed by: ${s.user.username} <${s.user.email}>`,
      'Signed on:',
      signed.contentHash!,
      'Addendum 1',
      'Reason: Toxicology results received',
      'Toxicology: ethanol 0.8 g/L in femoral blood.',
      'Addendum 2',
      'Histology confirms acute myocarditis.',
      '2 Internal Examination',
    ]) {
      expect(text).toContain(expected)
    }
    expect(text).not.toContain('DRAFT')
    expect(text.indexOf('ELECTRONIC SIGNATURE')).toBeGreaterThan(text.indexOf('2 Internal Examination'))
    expect(text.indexOf('Addendum 1')).toBeGreaterThan(text.indexOf('ELECTRONIC SIGNATURE'))
    const audit = await ta.deps.db.selectFrom('auditEvents').select('details').where('targetId', '=', id).where('action', '=', 'report.export').execute()
    expect(audit).toEqual([{ details: { format: 'pdf', signed: true, contentHash: signed.contentHash, addenda: 2 } }])
  })

  it('answers 404 for someone else’s report, whatever their role, and 401 when signed out', async () => {
    const { id } = await ownReport()
    for (const role of ['free', 'super'] as const) expect((await getPdf(id, (await signedIn(ta, role)).cookie)).statusCode).toBe(404)
    expect((await ta.app.inject({ method: 'GET', url: `/api/reports/${id}/export-pdf` })).statusCode).toBe(401)
  })
})
