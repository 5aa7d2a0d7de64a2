import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { canonicalReportForm, SIGNING_TEXTS, type SignedContent } from '@shared/src/reports/signing'
import { createTestApp, signedIn, type TestApp } from '../../../../test/harness/app'

let ta: TestApp
beforeAll(async () => {
  ta = await createTestApp()
})
afterAll(() => ta.close())

const PASSWORD = 'correct horse' // test/harness/app.ts createUser's default
const LOCKED = 'This report is signed. Add an addendum instead.'
const tag = (name: string, value?: string) =>
  `<span class="report-tag" data-tag-id="6f1c2f4e-8d0a-4c55-9b7e-2a1d3c4e5f6${name.length % 10}" data-tag-name="${name}" data-tag-color="#ef4444"${value ? ` data-tag-value="${value}"` : ''}>${value ?? `[${name}]`}</span>`
const CHAPTERS: Chapter[] = [
  { id: 'ext', title: 'External Examination', order: 1, content: `<p>Body length ${tag('body_length', '178 cm')}.</p>` },
  {
    id: 'int',
    title: 'Internal Examination',
    order: 2,
    content: '<p>Cavities unremarkable.</p>',
    subChapters: [{ id: 'heart', title: 'Heart', order: 1, content: `<p>The heart weighs ${tag('heart_weight')}.</p>` }],
  },
  { id: 'op', title: 'Opinion', order: 3, content: '<div data-guidance="true" class="guidance"><p>State the cause of death.</p></div><p></p>' },
]

/**
 * A report of the caller's, written straight to the database as stored chapters look (guidance
 * blocks included, which the editor's schema keeps), with its first revision.
 */
async function reportWith(chapters: Chapter[] = CHAPTERS, role: 'free' | 'super' = 'free') {
  const s = await signedIn(ta, role)
  const { id } = await ta.deps.db
    .insertInto('reports')
    .values({ ownerId: s.user.id, title: 'Case 2026-0412', templateId: null, selectedInjuryModules: '[]', chapters: JSON.stringify(chapters) })
    .returning('id')
    .executeTakeFirstOrThrow()
  await ta.deps.db.insertInto('reportRevisions').values({ reportId: id, version: 1, title: 'Case 2026-0412', chapters: JSON.stringify(chapters), createdBy: s.user.id }).execute()
  return { s, id }
}

const row = (id: string) => ta.deps.db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
const actions = (id: string) =>
  ta.deps.db.selectFrom('auditEvents').select(['action', 'actorId', 'details']).where('targetId', '=', id).orderBy('id').execute()
const post = (url: string, cookie: string, payload: object) => ta.app.inject({ method: 'POST', url, headers: { cookie }, payload })
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')
const filled: Chapter[] = [{ id: 'a', title: 'Summary', order: 1, content: `<p>Heart ${tag('heart_weight', '350 g')}.</p>` }]

describe('signing a report', () => {
  it('refuses a wrong password with 403 (REST) and FORBIDDEN (tRPC), changes nothing and audits the attempt', async () => {
    const { s, id } = await reportWith(filled)
    const before = await row(id)
    const rest = await post(`/api/reports/${id}/sign`, s.cookie, { password: 'wrong horse' })
    expect(rest.statusCode).toBe(403)
    expect(rest.json().message).toBe(SIGNING_TEXTS.wrongPassword)
    await expect(s.trpc.signing.sign({ id, password: 'nope' })).rejects.toMatchObject({ code: 'FORBIDDEN' })
    expect(await row(id)).toEqual(before)
    expect((await actions(id)).filter((a) => a.action === 'report.sign_failed')).toHaveLength(2)
    expect((await post(`/api/reports/${id}/sign`, '', { password: PASSWORD })).statusCode).toBe(401)
    expect((await post(`/api/reports/${id}/sign`, s.cookie, {})).statusCode).toBe(400)
  })

  it('lists unfilled fields and guidance-only chapters with 409, then records them as Not recorded when acknowledged', async () => {
    const { s, id } = await reportWith()
    expect(await s.trpc.signing.check({ id })).toEqual({
      signed: false,
      version: 1,
      pendingStudies: [],
      unfilled: [
        { kind: 'field', chapterId: 'heart', chapterNumber: '2.1', chapterTitle: 'Heart', field: 'heart_weight' },
        { kind: 'guidance', chapterId: 'op', chapterNumber: '3', chapterTitle: 'Opinion' },
      ],
    })
    const refused = await post(`/api/reports/${id}/sign`, s.cookie, { password: PASSWORD })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(`${SIGNING_TEXTS.unfilled} heart_weight (2.1 Heart), 3 Opinion (only guidance).`)
    expect(refused.json().details.unfilled).toHaveLength(2)
    await expect(s.trpc.signing.sign({ id, password: PASSWORD })).rejects.toMatchObject({ code: 'CONFLICT' })
    expect((await row(id)).signedAt).toBeNull()

    const signed = await post(`/api/reports/${id}/sign`, s.cookie, { password: PASSWORD, acknowledgeUnfilled: true, version: 1 })
    expect(signed.statusCode).toBe(200)
    const body = signed.json()
    expect(body).toMatchObject({ id, status: 'active', version: 2, signedBy: { id: s.user.id, username: s.user.username, email: s.user.email }, addenda: [] })
    const heart = body.signedContent.chapters[1].subChapters[0].content as string
    expect(heart).toContain('data-tag-value="Not recorded"')
    expect(heart).toContain('>Not recorded</span>')
    expect(body.signedContent.chapters[2].content).toContain('<p>Not recorded</p>')
    // Everything else is signed exactly as it stood.
    expect(body.signedContent.chapters[0].content).toBe((await s.trpc.reports.get({ id })).chapters[0].content)
    const sign = (await actions(id)).find((a) => a.action === 'report.sign')!
    expect(sign).toMatchObject({ actorId: s.user.id, details: { contentHash: body.contentHash, notRecorded: ['heart_weight (2.1 Heart)', '3 Opinion (only guidance)'] } })
  })

  it('stores the signed content, time, signer and a hash that recomputes from the stored content', async () => {
    const { s, id } = await reportWith(filled)
    const signed = await s.trpc.signing.sign({ id, password: PASSWORD })
    const stored = await row(id)
    expect(stored.contentHash).toMatch(/^[0-9a-f]{64}$/)
    // The integrity check: anyone can recompute the hash from the stored signed content.
    expect(sha256(canonicalReportForm(stored.signedContent as SignedContent))).toBe(stored.contentHash)
    expect(stored.signedContent).toEqual({ title: 'Case 2026-0412', chapters: filled })
    expect(stored.chapters).toEqual(filled)
    const got = await ta.app.inject({ method: 'GET', url: `/api/reports/${id}`, headers: { cookie: s.cookie } })
    expect(got.json()).toMatchObject({
      status: 'active',
      signedAt: new Date(stored.signedAt!).toISOString(),
      signedBy: { id: s.user.id, username: s.user.username },
      contentHash: stored.contentHash,
      signedContent: { title: 'Case 2026-0412', chapters: filled },
      addenda: [],
    })
    expect(signed.contentHash).toBe(stored.contentHash)
    expect((await s.trpc.reports.list())[0]).toMatchObject({ id, signedAt: got.json().signedAt })
    // A changed byte anywhere changes the hash.
    const tampered = { title: 'Case 2026-0412', chapters: [{ ...filled[0], content: filled[0].content.replace('350', '360') }] }
    expect(sha256(canonicalReportForm(tampered))).not.toBe(stored.contentHash)
  })

  it('refuses to sign twice, and refuses a version that changed since the signer looked', async () => {
    const { s, id } = await reportWith(filled)
    await s.trpc.reports.save({ id, version: 1, chapters: filled })
    await expect(s.trpc.signing.sign({ id, password: PASSWORD, version: 1 })).rejects.toMatchObject({ code: 'CONFLICT', message: SIGNING_TEXTS.changedSinceOpened })
    await s.trpc.signing.sign({ id, password: PASSWORD, version: 2 })
    await expect(s.trpc.signing.sign({ id, password: PASSWORD })).rejects.toMatchObject({ code: 'CONFLICT', message: LOCKED })
  })

  it('lets only the owner sign: everyone else, super users included, gets not found', async () => {
    const { id } = await reportWith(filled)
    for (const role of ['free', 'normal', 'super'] as const) {
      const other = await signedIn(ta, role)
      await expect(other.trpc.signing.sign({ id, password: PASSWORD })).rejects.toMatchObject({ code: 'NOT_FOUND' })
      await expect(other.trpc.signing.check({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' })
      expect((await post(`/api/reports/${id}/sign`, other.cookie, { password: PASSWORD })).statusCode).toBe(404)
    }
    expect((await row(id)).signedAt).toBeNull()
  })
})

describe('a signed report is locked', () => {
  it('refuses every write path with 409 and leaves the row as signed', async () => {
    const { s, id } = await reportWith(filled)
    await s.trpc.signing.sign({ id, password: PASSWORD })
    const before = await row(id)
    const headers = { cookie: s.cookie }
    for (const payload of [{ title: 'Renamed' }, { chapters: [] }, { title: 'x', chapters: filled, version: 2 }]) {
      const res = await ta.app.inject({ method: 'PATCH', url: `/api/reports/${id}`, headers, payload })
      expect(res.statusCode).toBe(409)
      expect(res.json().message).toBe(LOCKED)
    }
    const del = await ta.app.inject({ method: 'DELETE', url: `/api/reports/${id}`, headers })
    expect([del.statusCode, del.json().message]).toEqual([409, LOCKED])
    const restore = await post(`/api/reports/${id}/revisions/1/restore`, s.cookie, {})
    expect([restore.statusCode, restore.json().message]).toEqual([409, LOCKED])
    const locked = { code: 'CONFLICT', message: LOCKED }
    await expect(s.trpc.reports.rename({ id, title: 'Renamed' })).rejects.toMatchObject(locked)
    await expect(s.trpc.reports.save({ id, version: 2, chapters: [] })).rejects.toMatchObject(locked)
    await expect(s.trpc.reports.delete({ id })).rejects.toMatchObject(locked)
    await expect(s.trpc.reports.restoreRevision({ id, version: 1, expectedVersion: 2 })).rejects.toMatchObject(locked)
    const tagId = (await ta.deps.db.insertInto('tags').values({ identifier: `t${Date.now()}`, name: 'T' }).returning('id').executeTakeFirstOrThrow()).id
    const tagged = await post('/api/tagged-content', s.cookie, { tagId, contentType: 'report', contentId: id, chapterId: 'a', startPosition: 0, endPosition: 3, taggedText: 'abc' })
    expect([tagged.statusCode, tagged.json().message]).toEqual([409, LOCKED])
    const match = await post(`/api/reports/${id}/match-tags`, s.cookie, { transcription: 'heart weight 350 grams' })
    expect([match.statusCode, match.json().message]).toEqual([409, LOCKED])
    const cleanup = await post(`/api/reports/${id}/cleanup-stream`, s.cookie, { reportTitle: 'x' })
    expect([cleanup.statusCode, cleanup.json().message]).toEqual([409, LOCKED])
    await expect(s.trpc.jobs.startCleanup({ reportId: id })).rejects.toMatchObject(locked)
    await expect(s.trpc.jobs.matchTags({ reportId: id, transcription: 'heart 350 g' })).rejects.toMatchObject(locked)
    const boundary = 'x-boundary'
    const audio = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt '), Buffer.alloc(200)])
    const multipart = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="a.wav"\r\nContent-Type: audio/wav\r\n\r\n`),
      audio,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const upload = await ta.app.inject({ method: 'POST', url: `/api/reports/${id}/transcribe-only`, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: multipart })
    expect([upload.statusCode, upload.json().message]).toEqual([409, LOCKED])
    expect(await row(id)).toEqual(before)
    // Reading and exporting stay open.
    expect((await ta.app.inject({ method: 'GET', url: `/api/reports/${id}`, headers })).statusCode).toBe(200)
  })

  it('holds in the database too: signed content, signature and addenda cannot be changed by any query', async () => {
    const { s, id } = await reportWith(filled)
    await s.trpc.signing.sign({ id, password: PASSWORD })
    const db = ta.deps.db
    await expect(db.updateTable('reports').set({ chapters: '[]' }).where('id', '=', id).execute()).rejects.toThrow(/signed and cannot change/)
    await expect(db.updateTable('reports').set({ contentHash: 'f'.repeat(64) }).where('id', '=', id).execute()).rejects.toThrow(/signed/)
    await expect(db.updateTable('reports').set({ deletedAt: new Date() }).where('id', '=', id).execute()).rejects.toThrow(/signed/)
    await expect(db.deleteFrom('reports').where('id', '=', id).execute()).rejects.toThrow(/cannot be deleted/)
    await db.updateTable('reports').set({ templateId: null }).where('id', '=', id).execute() // a deleted template may still unlink
    await s.trpc.signing.addAddendum({ id, text: 'Toxicology negative.', reason: 'Results received', password: PASSWORD })
    await expect(db.updateTable('reportAddenda').set({ text: 'changed' }).where('reportId', '=', id).execute()).rejects.toThrow(/append-only/)
    await expect(db.deleteFrom('reportAddenda').where('reportId', '=', id).execute()).rejects.toThrow(/append-only/)
    const draft = await reportWith(filled)
    const insert = db
      .insertInto('reportAddenda')
      .values({ reportId: draft.id, authorId: draft.s.user.id, text: 'x', reason: 'y', previousHash: 'a'.repeat(64), contentHash: 'b'.repeat(64), createdAt: new Date() })
      .execute()
    await expect(insert).rejects.toThrow(/not signed/)
  })
})

describe('rate limit of the password step', () => {
  it('limits signing attempts per user as sign-in is limited', async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT: '3' })
    try {
      const s = await signedIn(limited)
      const { id } = (await limited.app.inject({ method: 'POST', url: '/api/reports', headers: { cookie: s.cookie }, payload: { title: 'R', chapters: filled } })).json()
      const attempt = () => limited.app.inject({ method: 'POST', url: `/api/reports/${id}/sign`, headers: { cookie: s.cookie }, payload: { password: 'guess' } })
      // Signing in spent one point of the login limiter, which is keyed differently: the step-up has its own 3.
      expect([(await attempt()).statusCode, (await attempt()).statusCode, (await attempt()).statusCode]).toEqual([403, 403, 403])
      const fourth = await attempt()
      expect(fourth.statusCode).toBe(429)
      await expect(s.trpc.signing.sign({ id, password: PASSWORD })).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' })
      expect((await limited.t.db.selectFrom('reports').select('signedAt').where('id', '=', id).executeTakeFirstOrThrow()).signedAt).toBeNull()
    } finally {
      await limited.close()
    }
  })
})
