import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADD_INSTANCE_TEXTS } from '@shared/src/reports/add-instance'
import { listInstances } from '@shared/src/reports/instances'
import { SIGNING_TEXTS } from '@shared/src/reports/signing'
import { createTestApp, signedIn, type TestApp } from '../../../../test/harness/app'
import { insertCatalogFixture, type CatalogFixture } from '../../../../test/factories/catalog'
import { parseStoredChapters } from '@shared/src/reports/stored-chapters'

let ta: TestApp
let fx: CatalogFixture

beforeAll(async () => {
  ta = await createTestApp()
  fx = await insertCatalogFixture(ta.deps.db)
})
afterAll(() => ta.close())

const storedChapters = async (id: string) =>
  parseStoredChapters((await ta.deps.db.selectFrom('reports').select('chapters').where('id', '=', id).executeTakeFirstOrThrow()).chapters)

/** A report with two gunshot wounds, both entrances. */
async function twoWounds(role: 'free' | 'normal' = 'free') {
  const s = await signedIn(ta, role)
  const { gsw, entrance } = fx.modules
  const selection = { selected: [gsw], quantities: { [gsw]: 2 }, wounds: { [gsw]: [0, 1].map((woundIndex) => ({ woundIndex, selectedChildId: entrance })) } }
  const { id } = await s.trpc.reports.create({ title: 'Case 7', templateId: fx.templateId, selection })
  return { s, id }
}

describe('adding a numbered injury instance to a report', () => {
  it('appends the next instance after the last one, as a new version with a revision and an audit event (tRPC)', async () => {
    const { s, id } = await twoWounds()
    const added = await s.trpc.reports.addInstance({ id, moduleId: fx.modules.gsw, typeId: fx.modules.entrance, expectedVersion: 1 })
    expect(added).toMatchObject({ version: 2, instance: { label: 'Gunshot Wounds #3 — Entrance Wound', index: 3, moduleId: fx.modules.gsw, typeId: fx.modules.entrance } })
    const chapters = await storedChapters(id)
    expect(listInstances(chapters).map((i) => i.label)).toEqual(['Gunshot Wounds #1 — Entrance Wound', 'Gunshot Wounds #2 — Entrance Wound', 'Gunshot Wounds #3 — Entrance Wound'])
    expect(chapters.find((c) => c.id === added.instance.chapterId)!.subChapters!.map((c) => c.title)).toEqual(['Entrance Wound'])
    const revisions = await ta.deps.db.selectFrom('reportRevisions').select('version').where('reportId', '=', id).execute()
    expect(revisions.map((r) => r.version).sort()).toEqual([1, 2])
    const events = await ta.deps.db.selectFrom('auditEvents').select(['action', 'details']).where('targetId', '=', id).where('action', '=', 'report.add_instance').execute()
    expect(events).toEqual([{ action: 'report.add_instance', details: expect.objectContaining({ instance: 'Gunshot Wounds #3 — Entrance Wound', version: 2 }) }])
  })

  it('adds through REST with 201, and refuses a stale version, a foreign type and an unknown module with clear messages', async () => {
    const { s, id } = await twoWounds()
    const post = (payload: object) => ta.app.inject({ method: 'POST', url: `/api/reports/${id}/instances`, headers: { cookie: s.cookie }, payload })
    const created = await post({ moduleId: fx.modules.gsw })
    expect(created.statusCode).toBe(201)
    expect(created.json().instance.label).toBe('Gunshot Wounds #3')
    expect((await post({ moduleId: fx.modules.gsw, expectedVersion: 1 })).statusCode).toBe(409)
    const foreign = await post({ moduleId: fx.modules.gsw, typeId: fx.modules.hanging })
    expect([foreign.statusCode, foreign.json().message]).toEqual([400, ADD_INSTANCE_TEXTS.typeNotBelow])
    const single = await post({ moduleId: fx.modules.asphyxia })
    expect([single.statusCode, single.json().message]).toEqual([400, ADD_INSTANCE_TEXTS.notMultiInstance])
    expect((await post({ moduleId: 42 })).statusCode).toBe(400)
    expect((await post({})).statusCode).toBe(400)
    expect(listInstances(await storedChapters(id))).toHaveLength(3)
  })

  it('respects the module’s max instances', async () => {
    const { s, id } = await twoWounds()
    await ta.deps.db.updateTable('injuryModules').set({ maxInstances: 3 }).where('id', '=', fx.modules.gsw).execute()
    try {
      await s.trpc.reports.addInstance({ id, moduleId: fx.modules.gsw })
      await expect(s.trpc.reports.addInstance({ id, moduleId: fx.modules.gsw })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: ADD_INSTANCE_TEXTS.tooMany('Gunshot Wounds', 3) })
    } finally {
      await ta.deps.db.updateTable('injuryModules').set({ maxInstances: 20 }).where('id', '=', fx.modules.gsw).execute()
    }
  })

  it('refuses signed reports with 409 and other users’ reports with 404', async () => {
    const { s, id } = await twoWounds()
    const bob = await signedIn(ta, 'normal')
    await expect(bob.trpc.reports.addInstance({ id, moduleId: fx.modules.gsw })).rejects.toMatchObject({ code: 'NOT_FOUND' })
    expect((await ta.app.inject({ method: 'POST', url: `/api/reports/${id}/instances`, headers: { cookie: bob.cookie }, payload: { moduleId: fx.modules.gsw } })).statusCode).toBe(404)
    expect((await ta.app.inject({ method: 'POST', url: `/api/reports/${id}/instances`, payload: { moduleId: fx.modules.gsw } })).statusCode).toBe(401)
    await s.trpc.signing.sign({ id, password: 'correct horse', acknowledgeUnfilled: true })
    const res = await ta.app.inject({ method: 'POST', url: `/api/reports/${id}/instances`, headers: { cookie: s.cookie }, payload: { moduleId: fx.modules.gsw } })
    expect([res.statusCode, res.json().message]).toEqual([409, SIGNING_TEXTS.locked])
    expect(listInstances(await storedChapters(id))).toHaveLength(2)
  })
})
