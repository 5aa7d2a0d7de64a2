import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emptySelection } from '@shared/src/reports/selection'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { createTestApp, signedIn, type TestApp } from '../../../../test/harness/app'
import { insertCatalogFixture, type CatalogFixture } from '../../../../test/factories/catalog'

let ta: TestApp
let fx: CatalogFixture

beforeAll(async () => {
  ta = await createTestApp()
  fx = await insertCatalogFixture(ta.deps.db)
})
afterAll(() => ta.close())

const CONFLICT = 'This report was changed elsewhere. Reload it or overwrite with your version.'
const chapter = (id: string, content: string, subChapters?: Chapter[]): Chapter => ({ id, title: id, content, order: 1, ...(subChapters ? { subChapters } : {}) })
const storedRow = (id: string) => ta.deps.db.selectFrom('reports').select(['version', 'title', 'chapters', 'updatedAt']).where('id', '=', id).executeTakeFirstOrThrow()

async function reportOf(role: 'free' | 'normal' | 'super' = 'free') {
  const s = await signedIn(ta, role)
  const { id } = await s.trpc.reports.create({ title: 'Draft', templateId: fx.templateId, selection: emptySelection() })
  return { s, id }
}

describe('saving with optimistic concurrency', () => {
  it('saves against the loaded version, bumps it and stores a revision', async () => {
    const { s, id } = await reportOf()
    const saved = await s.trpc.reports.save({ id, version: 1, title: 'Final', chapters: [chapter('a', '<p>One</p>')] })
    expect(saved.version).toBe(2)
    const row = await storedRow(id)
    expect(row).toMatchObject({ version: 2, title: 'Final', chapters: [chapter('a', '<p>One</p>')] })
    expect(new Date(row.updatedAt).toISOString()).toBe(saved.updatedAt)
    const revisions = await ta.deps.db.selectFrom('reportRevisions').selectAll().where('reportId', '=', id).orderBy('version').execute()
    expect(revisions.map((r) => [r.version, r.title, r.createdBy])).toEqual([[1, 'Draft', s.user.id], [2, 'Final', s.user.id]])
    expect(revisions[1].chapters).toEqual([chapter('a', '<p>One</p>')])
  })

  it('refuses a stale version with 409 and leaves the row untouched', async () => {
    const { s, id } = await reportOf()
    await s.trpc.reports.save({ id, version: 1, chapters: [chapter('a', '<p>Mine</p>')] })
    const before = await storedRow(id)
    const stale = s.trpc.reports.save({ id, version: 1, chapters: [chapter('a', '<p>Theirs</p>')] })
    await expect(stale).rejects.toMatchObject({ code: 'CONFLICT', message: CONFLICT, cause: { details: { currentVersion: 2 } } })
    expect(await storedRow(id)).toEqual(before)
    const rest = await ta.app.inject({ method: 'PATCH', url: `/api/reports/${id}`, headers: { cookie: s.cookie }, payload: { version: 1, chapters: [] } })
    expect(rest.statusCode).toBe(409)
    expect(rest.json().message).toBe(CONFLICT)
    expect(await storedRow(id)).toEqual(before)
    expect(await ta.deps.db.selectFrom('reportRevisions').select('version').where('reportId', '=', id).execute()).toHaveLength(2)
  })

  it('lets exactly one of two racing saves from the same version win', async () => {
    const { s, id } = await reportOf()
    const results = await Promise.allSettled([
      s.trpc.reports.save({ id, version: 1, chapters: [chapter('a', '<p>A</p>')] }),
      s.trpc.reports.save({ id, version: 1, chapters: [chapter('b', '<p>B</p>')] }),
    ])
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected'])
    expect((await storedRow(id)).version).toBe(2)
  })

  it('saves through REST PATCH without a version against the current one, still versioned', async () => {
    const { s, id } = await reportOf()
    const res = await ta.app.inject({
      method: 'PATCH',
      url: `/api/reports/${id}`,
      headers: { cookie: s.cookie },
      payload: { title: 'Via REST', chapters: [chapter('r', '<p>REST</p>')] },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id, title: 'Via REST', version: 2, chapters: [chapter('r', '<p>REST</p>')] })
    const revisions = await s.trpc.reports.revisions({ id })
    expect(revisions.map((r) => r.version)).toEqual([2, 1])
    const audit = await ta.deps.db.selectFrom('auditEvents').select(['action', 'actorId']).where('targetId', '=', id).orderBy('id').execute()
    expect(audit).toEqual([{ action: 'report.create', actorId: s.user.id }, { action: 'report.save', actorId: s.user.id }])
  })
})

describe('revisions', () => {
  it('lists revisions newest first and restores one as a new version', async () => {
    const { s, id } = await reportOf()
    const original = (await s.trpc.reports.get({ id })).chapters
    await s.trpc.reports.save({ id, version: 1, chapters: [chapter('x', '<p>Second</p>')] })
    await s.trpc.reports.save({ id, version: 2, chapters: [chapter('y', '<p>Third</p>')] })
    const list = await s.trpc.reports.revisions({ id })
    expect(list.map((r) => [r.version, r.createdBy, r.createdByName])).toEqual([
      [3, s.user.id, s.user.username],
      [2, s.user.id, s.user.username],
      [1, s.user.id, s.user.username],
    ])

    await expect(s.trpc.reports.restoreRevision({ id, version: 1, expectedVersion: 2 })).rejects.toMatchObject({ code: 'CONFLICT' })
    const restored = await s.trpc.reports.restoreRevision({ id, version: 1, expectedVersion: 3 })
    expect(restored.version).toBe(4)
    const report = await s.trpc.reports.get({ id })
    expect(report.chapters).toEqual(original)
    expect(report.version).toBe(4)
    await expect(s.trpc.reports.restoreRevision({ id, version: 99, expectedVersion: 4 })).rejects.toMatchObject({ code: 'NOT_FOUND' })

    const rest = await ta.app.inject({ method: 'POST', url: `/api/reports/${id}/revisions/2/restore`, headers: { cookie: s.cookie }, payload: {} })
    expect(rest.json()).toMatchObject({ version: 5 })
    expect((await s.trpc.reports.get({ id })).chapters).toEqual([chapter('x', '<p>Second</p>')])
    const restList = await ta.app.inject({ method: 'GET', url: `/api/reports/${id}/revisions`, headers: { cookie: s.cookie } })
    expect(restList.json().map((r: { version: number }) => r.version)).toEqual([5, 4, 3, 2, 1])
    const actions = await ta.deps.db.selectFrom('auditEvents').select('action').where('targetId', '=', id).orderBy('id').execute()
    expect(actions.map((a) => a.action)).toEqual(['report.create', 'report.save', 'report.save', 'report.restore', 'report.restore'])
  })
})

describe('sanitisation', () => {
  const tag = '<span class="report-tag" data-tag-id="6f1c2f4e-8d0a-4c55-9b7e-2a1d3c4e5f60" data-tag-name="heart_weight" data-tag-color="#ef4444" data-tag-value="350 g">350 g</span>'
  const dirty =
    `<p style="color:red" onclick="steal()">Heart <strong onmouseover="x()">weighs</strong> ${tag}</p>` +
    '<script>alert(1)</script><iframe src="https://evil.example"></iframe><p>After</p>'

  const expectClean = (html: string) => {
    expect(html).not.toMatch(/<script|alert\(1\)|<iframe|onclick|onmouseover|style=/)
    expect(html).toContain('data-tag-id="6f1c2f4e-8d0a-4c55-9b7e-2a1d3c4e5f60"')
    expect(html).toContain('data-tag-name="heart_weight"')
    expect(html).toContain('>350 g</span>')
    expect(html).toContain('<strong>weighs</strong>')
    expect(html).toContain('<p>After</p>')
  }

  it('strips scripts, handlers, styles and unknown elements at every level, keeping tag spans', async () => {
    const { s, id } = await reportOf()
    await s.trpc.reports.save({ id, version: 1, chapters: [chapter('top', dirty, [chapter('sub', dirty, [chapter('deep', dirty)])])] })
    const stored = (await storedRow(id)).chapters as Chapter[]
    expectClean(stored[0].content)
    expectClean(stored[0].subChapters![0].content)
    expectClean(stored[0].subChapters![0].subChapters![0].content)
    const revision = await ta.deps.db.selectFrom('reportRevisions').select('chapters').where('reportId', '=', id).where('version', '=', 2).executeTakeFirstOrThrow()
    expectClean((revision.chapters as Chapter[])[0].subChapters![0].content)
  })

  it('sanitises chapters given to REST POST', async () => {
    const s = await signedIn(ta)
    const res = await ta.app.inject({ method: 'POST', url: '/api/reports', headers: { cookie: s.cookie }, payload: { title: 'Dirty', chapters: [chapter('a', dirty)] } })
    expect(res.statusCode).toBe(201)
    expectClean(((await storedRow(res.json().id)).chapters as Chapter[])[0].content)
  })
})
