import mammoth from 'mammoth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, signedIn, type TestApp } from '../../../../test/harness/app'
import { JOB_TEXTS } from '@shared/src/jobs/texts'
import { exportFileName } from '@shared/src/markdown/filename'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { chapter } from '../../../../test/factories/chapters'
import { DOCX_MIME } from './export.service'

let ta: TestApp
beforeAll(async () => {
  ta = await createTestApp()
})
afterAll(() => ta.close())

const CLEANED = `# Case 24-001

## 1. External examination

The body is that of an adult male.

## 2. Internal examination

The heart weighs 350 g. The liver weighs [MISSING: liver_weight].
`

async function owner() {
  const who = await signedIn(ta, 'free')
  const report = await ta.t.db
    .insertInto('reports')
    .values({ ownerId: who.user.id, title: 'Case 24-001', templateId: null, selectedInjuryModules: '[]', chapters: '[]' })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { ...who, reportId: report.id }
}

const exportAs = (kind: 'docx' | 'html', reportId: string, cookie: string, payload: object) =>
  ta.app.inject({ method: 'POST', url: `/api/reports/${reportId}/export-${kind}`, payload, headers: { cookie } })

describe('POST /api/reports/{id}/export-docx', () => {
  it('builds a real Word document with the headings and values, as an attachment', async () => {
    const { cookie, reportId, user } = await owner()
    const res = await exportAs('docx', reportId, cookie, { cleanedReport: CLEANED, reportTitle: 'Case 24-001' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe(DOCX_MIME)
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${exportFileName('docx')}"`)
    expect(exportFileName('docx')).toMatch(/^autopsy-report-\d{4}-\d{2}-\d{2}\.docx$/)
    const { value: text } = await mammoth.extractRawText({ buffer: res.rawPayload })
    for (const expected of ['Case 24-001', '1. External examination', '2. Internal examination', 'The heart weighs 350 g', 'liver_weight']) {
      expect(text).toContain(expected)
    }
    const audit = await ta.t.db.selectFrom('auditEvents').select(['action', 'details']).where('actorId', '=', user.id).where('action', '=', 'report.export').execute()
    expect(audit).toEqual([{ action: 'report.export', details: { format: 'docx' } }])
  })

  it('defaults the title, refuses an empty report and other users’ reports', async () => {
    const alice = await owner()
    const bob = await owner()
    const untitled = await exportAs('docx', alice.reportId, alice.cookie, { cleanedReport: 'The heart weighs 350 g.' })
    expect((await mammoth.extractRawText({ buffer: untitled.rawPayload })).value).toContain('Autopsy Report')
    const empty = await exportAs('docx', alice.reportId, alice.cookie, { cleanedReport: '  ' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error).toBe(JOB_TEXTS.nothingToExport)
    expect((await exportAs('docx', alice.reportId, bob.cookie, { cleanedReport: CLEANED })).statusCode).toBe(404)
  })

  it('answers 413 for a report over the export limit', async () => {
    const { cookie, reportId } = await owner()
    const res = await exportAs('docx', reportId, cookie, { cleanedReport: 'x'.repeat(1_000_001) })
    expect(res.statusCode).toBe(413)
  })
})

describe('POST /api/reports/{id}/export-html', () => {
  it('serves the same content as a self-contained printable page', async () => {
    const { cookie, reportId } = await owner()
    const res = await exportAs('html', reportId, cookie, { cleanedReport: CLEANED, reportTitle: 'Case 24-001' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${exportFileName('html')}"`)
    expect(res.body).toMatch(/<!doctype html>/i)
    expect(res.body).toContain('The heart weighs 350 g')
    expect(res.body).toContain('Internal examination')
    expect(res.body).not.toMatch(/<script|<link[^>]+stylesheet|src="http/i)
  })
})

describe('the report title in the exports', () => {
  const OWN_HEADING = '# AUTOPSY REPORT\n\n## 1. External examination\n\n### 1.1 Injuries\n\n| Organ | Weight |\n| --- | --- |\n| Heart | 350 g |\n\nAfter the table.\n'

  it('is the document title of the Word file even when the cleaned text starts with its own # heading, which stays the first heading', async () => {
    const { cookie, reportId } = await owner()
    const res = await exportAs('docx', reportId, cookie, { cleanedReport: OWN_HEADING, reportTitle: 'Case 2026-0412' })
    expect(res.statusCode).toBe(200)
    const { value: html } = await mammoth.convertToHtml({ buffer: res.rawPayload }, { styleMap: ["p[style-name='Title'] => h1.title:fresh"] })
    expect(html).toMatch(/^<h1 class="title">Case 2026-0412<\/h1><h1>AUTOPSY REPORT<\/h1><h2>1\. External examination<\/h2><h3>1\.1 Injuries<\/h3><table>/)
  })

  it('is the page title and first heading of the HTML file, before the text’s own # heading', async () => {
    const { cookie, reportId } = await owner()
    const res = await exportAs('html', reportId, cookie, { cleanedReport: OWN_HEADING, reportTitle: 'Case 2026-0412' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<title>Case 2026-0412</title>')
    expect(res.body).toMatch(/<main class="report">\s*<h1>Case 2026-0412<\/h1>\s*<h1>AUTOPSY REPORT<\/h1>\s*<h2>1\. External examination<\/h2>\s*<h3>1\.1 Injuries<\/h3>/)
  })
})

describe('exports of a signed report', () => {
  const SIGNED_CHAPTERS: Chapter[] = [
    chapter('ext', 'External examination', '<p>The body is that of an adult male.</p>', 1),
    chapter('int', 'Internal examination', '<div data-guidance="true" class="guidance"><p>Weigh every organ.</p></div><p>The heart weighs 350 g.</p>', 2),
  ]
  const ALTERED = '# Case 24-001\n\n## 1. External examination\n\nNo injuries of any kind were found.\n\n## 2. Internal examination\n\nThe heart weighs 900 g.\n'

  async function signedReport() {
    const who = await owner()
    await ta.t.db.updateTable('reports').set({ chapters: JSON.stringify(SIGNED_CHAPTERS) }).where('id', '=', who.reportId).execute()
    const signed = await who.trpc.signing.sign({ id: who.reportId, password: 'correct horse' })
    return { ...who, contentHash: signed.contentHash! }
  }

  it('are built from the signed content: altered text sent by the client never appears, let alone beside the signature block', async () => {
    const { cookie, reportId, user, contentHash } = await signedReport()
    const html = await exportAs('html', reportId, cookie, { cleanedReport: ALTERED, reportTitle: 'Forged title' })
    expect(html.statusCode).toBe(200)
    expect(html.body).toContain('<title>Case 24-001</title>')
    expect(html.body).toMatch(/<h2>1\. External examination<\/h2>\s*<p>The body is that of an adult male\.<\/p>/)
    expect(html.body).toContain('The heart weighs 350 g.')
    expect(html.body).not.toContain('Weigh every organ')
    expect(html.body).toContain('<h2>Electronic signature</h2>')
    expect(html.body).toContain(contentHash)
    expect(html.body.indexOf('Electronic signature')).toBeGreaterThan(html.body.indexOf('The heart weighs 350 g.'))
    for (const forged of ['No injuries of any kind', '900 g', 'Forged title']) expect(html.body).not.toContain(forged)

    const docx = await exportAs('docx', reportId, cookie, { cleanedReport: ALTERED, reportTitle: 'Forged title' })
    expect(docx.statusCode).toBe(200)
    const { value: text } = await mammoth.extractRawText({ buffer: docx.rawPayload })
    for (const expected of ['Case 24-001', '1. External examination', 'The body is that of an adult male.', 'The heart weighs 350 g.', 'Electronic signature', contentHash]) {
      expect(text).toContain(expected)
    }
    for (const forged of ['No injuries of any kind', '900 g', 'Forged title']) expect(text).not.toContain(forged)

    const audit = await ta.t.db.selectFrom('auditEvents').select('details').where('actorId', '=', user.id).where('action', '=', 'report.export').orderBy('id').execute()
    expect(audit.map((a) => a.details)).toEqual([
      { format: 'html', signed: true, contentHash, addenda: 0 },
      { format: 'docx', signed: true, contentHash, addenda: 0 },
    ])
  })

  it('need no text from the client, and stay the owner’s alone', async () => {
    const { cookie, reportId, contentHash } = await signedReport()
    const bob = await owner()
    const bare = await ta.app.inject({ method: 'POST', url: `/api/reports/${reportId}/export-html`, headers: { cookie } })
    expect(bare.statusCode).toBe(200)
    expect(bare.body).toContain('The heart weighs 350 g.')
    expect(bare.body).toContain(contentHash)
    expect((await exportAs('html', reportId, bob.cookie, { cleanedReport: ALTERED })).statusCode).toBe(404)
    expect((await exportAs('docx', reportId, bob.cookie, {})).statusCode).toBe(404)
  })

  it('append every addendum after the signature block, with the addendum text kept literal', async () => {
    const { cookie, reportId, user, trpc, contentHash } = await signedReport()
    await trpc.signing.addAddendum({ id: reportId, text: '# Not a heading\n\n**Toxicology**: ethanol 0.8 g/L.', reason: 'Results | received', password: 'correct horse' })
    const html = await exportAs('html', reportId, cookie, { cleanedReport: CLEANED, reportTitle: 'Case 24-001' })
    expect(html.statusCode).toBe(200)
    expect(html.body).toContain(`<strong>Signed by:</strong> ${user.username} &lt;${user.email}&gt;`)
    expect(html.body).toContain(contentHash)
    expect(html.body).toContain('<h3>Addendum 1</h3>')
    expect(html.body).toContain('<p># Not a heading</p>')
    expect(html.body).toContain('<p>**Toxicology**: ethanol 0.8 g/L.</p>')
    expect(html.body).toContain('Results | received')
    expect(html.body.indexOf('Addendum 1')).toBeGreaterThan(html.body.indexOf('Electronic signature'))
    const docx = await exportAs('docx', reportId, cookie, { cleanedReport: CLEANED, reportTitle: 'Case 24-001' })
    const { value: text } = await mammoth.extractRawText({ buffer: docx.rawPayload })
    for (const expected of ['Electronic signature', contentHash, 'Addendum 1', '**Toxicology**: ethanol 0.8 g/L.']) expect(text).toContain(expected)
  })

  it('leave the text sent for an unsigned report without any signature block', async () => {
    const { cookie, reportId } = await owner()
    const html = await exportAs('html', reportId, cookie, { cleanedReport: ALTERED })
    expect(html.body).toContain('No injuries of any kind')
    expect(html.body).not.toContain('Electronic signature')
  })
})
