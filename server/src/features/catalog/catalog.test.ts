import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callerFor, createTestApp, signedIn, type TestApp } from '../../../../test/harness/app'
import { insertCatalogFixture, type CatalogFixture } from '../../../../test/factories/catalog'

let ta: TestApp
let fx: CatalogFixture

beforeAll(async () => {
  ta = await createTestApp()
  fx = await insertCatalogFixture(ta.deps.db)
})
afterAll(() => ta.close())

describe('templates', () => {
  it('lists templates with their chapters through tRPC and REST', async () => {
    const s = await signedIn(ta, 'free')
    const viaTrpc = await s.trpc.catalog.templates()
    expect(viaTrpc).toEqual([
      {
        id: fx.templateId,
        name: 'Test Autopsy',
        description: 'Fixture template',
        chapters: [
          expect.objectContaining({ id: 'ext', title: 'External Examination', order: 1 }),
          expect.objectContaining({ id: 'int', order: 2, subChapters: [expect.objectContaining({ id: 'heart' }), expect.objectContaining({ id: 'lungs', order: 2 })] }),
        ],
      },
    ])
    const res = await ta.app.inject({ method: 'GET', url: '/api/templates', headers: { cookie: s.cookie } })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual(viaTrpc)
  })

  it('requires a signed-in user', async () => {
    expect((await ta.app.inject({ method: 'GET', url: '/api/templates' })).statusCode).toBe(401)
    await expect(callerFor(ta.deps).catalog.templates()).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
  })
})

describe('injury module tree', () => {
  it('nests modules, siblings by sort order then name, with the spec fields', async () => {
    const s = await signedIn(ta, 'normal')
    const tree = await s.trpc.catalog.injuryModuleTree()
    expect(tree.map((n) => n.name)).toEqual(['Gunshot Wounds', 'Asphyxia'])
    const [gsw, asphyxia] = tree
    expect(gsw).toMatchObject({ id: fx.modules.gsw, parentId: null, selectionType: 'radio', order: 1, allowMultipleInstances: true, maxInstances: 20 })
    expect(gsw.chapters).toEqual([{ id: 'gunshot-wounds', title: 'Gunshot Wounds', content: '<p>Gunshot Wounds</p>', order: 1 }])
    expect(gsw.children.map((n) => n.name)).toEqual(['Entrance Wound', 'Exit Wound', 'Graze Wound'])
    expect(gsw.children[0].children.map((n) => [n.name, n.parentId])).toEqual([['Contact Range', fx.modules.entrance]])
    // Same sort order: name decides.
    expect(asphyxia.children.map((n) => n.name)).toEqual(['Hanging', 'Manual Strangulation'])
    expect(asphyxia.allowMultipleInstances).toBe(false)
  })

  it('answers the same tree on GET /api/injury-modules/tree, and 401 when signed out', async () => {
    const s = await signedIn(ta, 'super')
    const res = await ta.app.inject({ method: 'GET', url: '/api/injury-modules/tree', headers: { cookie: s.cookie } })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual(await s.trpc.catalog.injuryModuleTree())
    expect((await ta.app.inject({ method: 'GET', url: '/api/injury-modules/tree' })).statusCode).toBe(401)
  })
})
