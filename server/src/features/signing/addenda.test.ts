import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { canonicalAddendumForm, SIGNING_TEXTS, type Addendum } from '@shared/src/reports/signing'
import { createTestApp, signedIn, type TestApp } from '../../../../test/harness/app'
import { sha256 } from './signing-content'

let ta: TestApp
beforeAll(async () => {
  ta = await createTestApp()
})
afterAll(() => ta.close())

const PASSWORD = 'correct horse'
const chapters = [{ id: 'a', title: 'Summary', order: 1, content: '<p>Findings.</p>' }]

async function signedReport() {
  const s = await signedIn(ta)
  const { id } = await s.trpc.reports.create({ title: 'Case 2026-0500', templateId: await templateId() })
  await s.trpc.reports.save({ id, version: 1, chapters })
  const signed = await s.trpc.signing.sign({ id, password: PASSWORD })
  return { s, id, contentHash: signed.contentHash! }
}

let template: string | undefined
async function templateId() {
  template ??= (await ta.deps.db.insertInto('templates').values({ name: 'T', chapters: '[]' }).returning('id').executeTakeFirstOrThrow()).id
  return template
}

const post = (id: string, cookie: string, payload: object) => ta.app.inject({ method: 'POST', url: `/api/reports/${id}/addenda`, headers: { cookie }, payload })
const addendaRows = (id: string) => ta.deps.db.selectFrom('reportAddenda').selectAll().where('reportId', '=', id).execute()

describe('addenda', () => {
  it('adds dated addenda signed by their author, chained by hash, listed with the report', async () => {
    const { s, id, contentHash } = await signedReport()
    const first = await post(id, s.cookie, { text: 'Toxicology: ethanol 0.8 g/L.', reason: 'Toxicology results received', password: PASSWORD })
    expect(first.statusCode).toBe(201)
    const second = await s.trpc.signing.addAddendum({ id, text: '  Histology confirms myocarditis.  ', reason: 'Histology', password: PASSWORD })
    expect(second).toMatchObject({ text: 'Histology confirms myocarditis.', reason: 'Histology', author: { id: s.user.id, username: s.user.username, email: s.user.email } })
    const got = (await ta.app.inject({ method: 'GET', url: `/api/reports/${id}`, headers: { cookie: s.cookie } })).json()
    const addenda = got.addenda as Addendum[]
    expect(addenda.map((a) => [a.text, a.reason])).toEqual([
      ['Toxicology: ethanol 0.8 g/L.', 'Toxicology results received'],
      ['Histology confirms myocarditis.', 'Histology'],
    ])
    expect(addenda[0]).toEqual(first.json())
    // The chain: the first covers the report's hash, the second the first's; each recomputes.
    expect(addenda[0].previousHash).toBe(contentHash)
    expect(addenda[1].previousHash).toBe(addenda[0].hash)
    expect(new Date(addenda[1].createdAt).getTime()).toBeGreaterThan(new Date(addenda[0].createdAt).getTime())
    for (const a of addenda) {
      const form = canonicalAddendumForm({ reportId: id, authorId: a.author.id, createdAt: a.createdAt, reason: a.reason, text: a.text, previousHash: a.previousHash })
      expect(sha256(form)).toBe(a.hash)
    }
    // The report itself is unchanged by its addenda.
    expect(got.contentHash).toBe(contentHash)
    expect(got.chapters).toEqual(chapters)
  })

  it('refuses an unsigned report, a wrong password, missing text or reason, and other users', async () => {
    const s = await signedIn(ta)
    const { id: draft } = await s.trpc.reports.create({ title: 'Draft', templateId: await templateId() })
    const unsigned = await post(draft, s.cookie, { text: 'x', reason: 'y', password: PASSWORD })
    expect([unsigned.statusCode, unsigned.json().message]).toEqual([409, SIGNING_TEXTS.notSigned])
    await expect(s.trpc.signing.addAddendum({ id: draft, text: 'x', reason: 'y', password: PASSWORD })).rejects.toMatchObject({ code: 'CONFLICT' })

    const { s: owner, id } = await signedReport()
    const wrong = await post(id, owner.cookie, { text: 'x', reason: 'y', password: 'not it' })
    expect([wrong.statusCode, wrong.json().message]).toEqual([403, SIGNING_TEXTS.wrongPasswordAddendum])
    await expect(owner.trpc.signing.addAddendum({ id, text: 'x', reason: 'y', password: 'nope' })).rejects.toMatchObject({ code: 'FORBIDDEN' })
    expect((await post(id, owner.cookie, { text: ' ', reason: 'y', password: PASSWORD })).json().message).toBe(SIGNING_TEXTS.textRequired)
    expect((await post(id, owner.cookie, { text: 'x', password: PASSWORD })).statusCode).toBe(400)
    expect((await post(id, owner.cookie, { text: 'x', reason: 'y' })).statusCode).toBe(400)
    for (const role of ['free', 'normal', 'super'] as const) {
      const other = await signedIn(ta, role)
      expect((await post(id, other.cookie, { text: 'x', reason: 'y', password: PASSWORD })).statusCode).toBe(404)
      await expect(other.trpc.signing.addAddendum({ id, text: 'x', reason: 'y', password: PASSWORD })).rejects.toMatchObject({ code: 'NOT_FOUND' })
    }
    expect((await post(id, '', { text: 'x', reason: 'y', password: PASSWORD })).statusCode).toBe(401)
    expect(await addendaRows(id)).toEqual([])
    const failed = await ta.deps.db.selectFrom('auditEvents').select('action').where('targetId', '=', id).where('action', '=', 'report.addendum_failed').execute()
    expect(failed).toHaveLength(2)
  })

  it('shows signing and addenda to super users in the audit log, who still cannot act on the report', async () => {
    const { s, id, contentHash } = await signedReport()
    await s.trpc.signing.addAddendum({ id, text: 'Corrected the left lung weight to 640 g.', reason: 'Transcription error', password: PASSWORD })
    const admin = await signedIn(ta, 'super')
    const events = (await admin.trpc.admin.audit.list({ limit: 100 })).filter((e) => e.targetId === id)
    const sign = events.find((e) => e.action === 'report.sign')!
    const addendum = events.find((e) => e.action === 'report.addendum')!
    expect(sign).toMatchObject({ actor: { id: s.user.id, email: s.user.email }, details: { contentHash, title: 'Case 2026-0500' } })
    expect(addendum).toMatchObject({ actor: { id: s.user.id }, details: { text: 'Corrected the left lung weight to 640 g.', reason: 'Transcription error' } })
    await expect(admin.trpc.reports.get({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' })
    const rest = await ta.app.inject({ method: 'GET', url: '/api/admin/audit-events?limit=100', headers: { cookie: admin.cookie } })
    expect(rest.json().filter((e: { targetId: string }) => e.targetId === id).map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['report.sign', 'report.addendum']),
    )
  })
})
