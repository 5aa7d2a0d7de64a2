import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emptySelection } from '@shared/src/reports/selection'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { callerFor, createTestApp, signedIn, type TestApp } from '../../../../test/harness/app'
import { seedReferenceContent } from '../../seed/seed'
import { insertCatalogFixture, type CatalogFixture } from '../../../../test/factories/catalog'

let ta: TestApp
let fx: CatalogFixture

beforeAll(async () => {
  ta = await createTestApp()
  fx = await insertCatalogFixture(ta.deps.db)
})
afterAll(() => ta.close())

const newReport = (title = 'Case 2025-001') => ({ title, templateId: fx.templateId, selection: emptySelection() })
const titles = (chapters: Chapter[]) => chapters.map((c) => c.title)
const auditActions = (targetId: string) =>
  ta.deps.db.selectFrom('auditEvents').select('action').where('targetId', '=', targetId).orderBy('id').execute().then((r) => r.map((x) => x.action))

describe('reports through tRPC', () => {
  it('creates, reads, lists, renames and deletes a report', async () => {
    const s = await signedIn(ta)
    const { id } = await s.trpc.reports.create(newReport())
    const report = await s.trpc.reports.get({ id })
    expect(report).toMatchObject({ id, title: 'Case 2025-001', templateId: fx.templateId, selectedInjuryModules: [], status: 'active', version: 1 })
    expect(titles(report.chapters)).toEqual(['External Examination', 'Internal Examination'])
    expect(report.chapters[1].subChapters!.map((c) => [c.title, c.order, c.source, c.sourceId])).toEqual([
      ['Heart', 1, 'template', fx.templateId],
      ['Lungs', 2, 'template', fx.templateId],
    ])

    expect(await s.trpc.reports.list()).toEqual([
      expect.objectContaining({ id, title: 'Case 2025-001', status: 'active', chapterCount: 2, version: 1, createdAt: report.createdAt, updatedAt: report.updatedAt, signedAt: null }),
    ])

    const renamed = await s.trpc.reports.rename({ id, title: '  Case 2025-001 (revised)  ' })
    expect(renamed).toMatchObject({ id, title: 'Case 2025-001 (revised)', chapterCount: 2, version: 1 })
    await expect(s.trpc.reports.rename({ id, title: '   ' })).rejects.toMatchObject({ code: 'BAD_REQUEST' })

    expect(await s.trpc.reports.delete({ id })).toEqual({ success: true })
    expect(await s.trpc.reports.list()).toEqual([])
    await expect(s.trpc.reports.get({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' })
    // Evidence is never destroyed: the row and its first revision remain.
    const row = await ta.deps.db.selectFrom('reports').select(['deletedAt', 'title']).where('id', '=', id).executeTakeFirstOrThrow()
    expect(row.deletedAt).toBeInstanceOf(Date)
    expect(row.title).toBe('Case 2025-001 (revised)')
    expect(await auditActions(id)).toEqual(['report.create', 'report.rename', 'report.delete'])
  })

  it('lists only the caller’s reports, most recently edited first', async () => {
    const s = await signedIn(ta)
    const other = await signedIn(ta)
    await other.trpc.reports.create(newReport('Not mine'))
    const a = await s.trpc.reports.create(newReport('A'))
    const b = await s.trpc.reports.create(newReport('B'))
    const c = await s.trpc.reports.create(newReport('C'))
    expect((await s.trpc.reports.list()).map((r) => r.id)).toEqual([c.id, b.id, a.id])
    await s.trpc.reports.rename({ id: a.id, title: 'A edited' })
    expect((await s.trpc.reports.list()).map((r) => r.title)).toEqual(['A edited', 'C', 'B'])
    const report = await s.trpc.reports.get({ id: b.id })
    await s.trpc.reports.save({ id: b.id, version: report.version, chapters: report.chapters })
    expect((await s.trpc.reports.list()).map((r) => r.title)).toEqual(['B', 'A edited', 'C'])
  })

  it('refuses an unknown template', async () => {
    const s = await signedIn(ta)
    await expect(s.trpc.reports.create({ ...newReport(), templateId: '00000000-0000-4000-8000-000000000000' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Template not found',
    })
  })

  it('hides a report from every other user, whatever their role', async () => {
    const owner = await signedIn(ta)
    const { id } = await owner.trpc.reports.create(newReport())
    for (const role of ['free', 'normal', 'super'] as const) {
      const stranger = await signedIn(ta, role)
      await expect(stranger.trpc.reports.get({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' })
      await expect(stranger.trpc.reports.rename({ id, title: 'Mine now' })).rejects.toMatchObject({ code: 'NOT_FOUND' })
      await expect(stranger.trpc.reports.save({ id, version: 1, chapters: [] })).rejects.toMatchObject({ code: 'NOT_FOUND' })
      await expect(stranger.trpc.reports.delete({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' })
      await expect(stranger.trpc.reports.revisions({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' })
      await expect(stranger.trpc.reports.restoreRevision({ id, version: 1, expectedVersion: 1 })).rejects.toMatchObject({ code: 'NOT_FOUND' })
      for (const [method, url] of [['GET', `/api/reports/${id}`], ['DELETE', `/api/reports/${id}`], ['GET', `/api/reports/${id}/revisions`]] as const) {
        expect((await ta.app.inject({ method, url, headers: { cookie: stranger.cookie } })).statusCode).toBe(404)
      }
      const patch = await ta.app.inject({ method: 'PATCH', url: `/api/reports/${id}`, headers: { cookie: stranger.cookie }, payload: { title: 'x' } })
      expect(patch.statusCode).toBe(404)
    }
    expect((await owner.trpc.reports.get({ id })).title).toBe('Case 2025-001')
  })

  it('answers not found for an id that is not a uuid, and 401 when signed out', async () => {
    const s = await signedIn(ta)
    await expect(s.trpc.reports.get({ id: 'nope' })).rejects.toMatchObject({ code: 'NOT_FOUND' })
    expect((await ta.app.inject({ method: 'GET', url: '/api/reports/nope', headers: { cookie: s.cookie } })).statusCode).toBe(404)
    await expect(callerFor(ta.deps).reports.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
    expect((await ta.app.inject({ method: 'GET', url: '/api/reports' })).statusCode).toBe(401)
  })
})

describe('reports through REST (spec section 7)', () => {
  it('creates from given chapters, lists with chapters, patches the title and deletes', async () => {
    const s = await signedIn(ta)
    const headers = { cookie: s.cookie }
    const chapters = [{ id: 'c1', title: 'Summary', content: '<p>Findings</p>', order: 1, subChapters: [{ id: 'c1a', title: 'Detail', content: '<p>x</p>', order: 1 }] }]
    const created = await ta.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers,
      payload: { title: 'REST report', templateId: fx.templateId, selectedInjuryModules: [fx.modules.asphyxia], chapters, status: 'active' },
    })
    expect(created.statusCode).toBe(201)
    const body = created.json()
    expect(body).toMatchObject({ title: 'REST report', templateId: fx.templateId, selectedInjuryModules: [fx.modules.asphyxia], chapters, version: 1, status: 'active' })
    const id = body.id as string

    const list = await ta.app.inject({ method: 'GET', url: '/api/reports', headers })
    expect(list.json()).toEqual([expect.objectContaining({ id, title: 'REST report', chapters, chapterCount: 1, createdAt: body.createdAt, updatedAt: body.updatedAt })])

    const got = await ta.app.inject({ method: 'GET', url: `/api/reports/${id}`, headers })
    expect(got.json()).toEqual(body)

    const renamed = await ta.app.inject({ method: 'PATCH', url: `/api/reports/${id}`, headers, payload: { title: ' Renamed ' } })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json()).toMatchObject({ id, title: 'Renamed', version: 1 })
    const blank = await ta.app.inject({ method: 'PATCH', url: `/api/reports/${id}`, headers, payload: { title: '' } })
    expect(blank.statusCode).toBe(400)

    const del = await ta.app.inject({ method: 'DELETE', url: `/api/reports/${id}`, headers })
    expect(del.json()).toEqual({ success: true })
    expect((await ta.app.inject({ method: 'GET', url: `/api/reports/${id}`, headers })).statusCode).toBe(404)
  })

  it('composes on the server when the body carries a selection, and refuses an unknown template', async () => {
    const s = await signedIn(ta)
    const headers = { cookie: s.cookie }
    const selection = { selected: [fx.modules.asphyxia, fx.modules.hanging], quantities: {}, wounds: {} }
    const res = await ta.app.inject({ method: 'POST', url: '/api/reports', headers, payload: { title: 'Composed', templateId: fx.templateId, selection } })
    expect(res.statusCode).toBe(201)
    expect(titles(res.json().chapters)).toEqual(['External Examination', 'Internal Examination', 'Asphyxia', 'Hanging'])
    expect(res.json().selectedInjuryModules).toEqual([fx.modules.asphyxia, fx.modules.hanging])
    const bad = await ta.app.inject({ method: 'POST', url: '/api/reports', headers, payload: { title: 'x', templateId: '00000000-0000-4000-8000-000000000000', chapters: [] } })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe('Template not found')
    const noTitle = await ta.app.inject({ method: 'POST', url: '/api/reports', headers, payload: { title: ' ', chapters: [] } })
    expect(noTitle.statusCode).toBe(400)
  })
})

describe('report composition on the server', () => {
  it('builds a gunshot module at 3 instances with different wound types, in order', async () => {
    const s = await signedIn(ta)
    const m = fx.modules
    const selection = {
      selected: [m.gsw],
      quantities: { [m.gsw]: 3 },
      wounds: { [m.gsw]: [{ woundIndex: 0, selectedChildId: m.contact }, { woundIndex: 1, selectedChildId: m.exit }, { woundIndex: 2, selectedChildId: m.graze }] },
    }
    const { id } = await s.trpc.reports.create({ title: 'GSW', templateId: fx.templateId, selection })
    const report = await s.trpc.reports.get({ id })
    expect(titles(report.chapters)).toEqual(['External Examination', 'Internal Examination', 'Gunshot Wounds',
      'Gunshot Wounds #1 — Entrance Wound, contact range',
      'Gunshot Wounds #2 — Exit Wound',
      'Gunshot Wounds #3 — Graze Wound',
    ])
    expect(report.chapters.map((c) => c.order)).toEqual([1, 2, 3, 4, 5, 6])
    const [one, two, three] = report.chapters.slice(3)
    expect(one.subChapters!.map((c) => [c.title, c.sourceId])).toEqual([['Entrance Wound', m.entrance], ['Contact Range', m.contact]])
    expect(titles(two.subChapters!)).toEqual(['Exit Wound'])
    expect(titles(three.subChapters!)).toEqual(['Graze Wound'])
    expect(report.selectedInjuryModules).toEqual([m.gsw, m.entrance, m.contact, m.exit, m.graze])
    // Top-level chapters: the template's two, the module's own, one per instance (README, Glossary).
    expect((await s.trpc.reports.list())[0].chapterCount).toBe(2 + 1 + 3)
  })

  it('composes the seeded Full Forensic Autopsy with gunshot wounds, keeping the field tags', async () => {
    const seeded = await createTestApp()
    try {
      await seedReferenceContent(seeded.t.db)
      const s = await signedIn(seeded)
      const templates = await s.trpc.catalog.templates()
      const full = templates.find((t) => t.name === 'Full Forensic Autopsy') ?? templates[0]
      const gsw = (await s.trpc.catalog.injuryModuleTree()).find((n) => n.allowMultipleInstances && /gunshot/i.test(n.name))!
      const types = gsw.children.slice(0, 3).map((c) => c.id)
      const selection = { selected: [gsw.id], quantities: { [gsw.id]: 3 }, wounds: { [gsw.id]: types.map((t, i) => ({ woundIndex: i, selectedChildId: t })) } }
      const { id } = await s.trpc.reports.create({ title: 'Seeded', templateId: full.id, selection })
      const report = await s.trpc.reports.get({ id })
      const n = full.chapters.length
      expect(titles(report.chapters.slice(0, n))).toEqual(titles(full.chapters))
      expect(titles(report.chapters.slice(n + gsw.chapters.length))).toEqual(gsw.children.slice(0, 3).map((c, i) => `${gsw.name} #${i + 1} — ${c.name}`))
      const html = report.chapters.flatMap(function all(c): string[] { return [c.content, ...(c.subChapters ?? []).flatMap(all)] }).join('')
      expect(html).toMatch(/<span class="report-tag" data-tag-id="[0-9a-f-]{36}"/)
    } finally {
      await seeded.close()
    }
  })
})
