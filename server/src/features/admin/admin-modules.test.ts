import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, signedIn, type TestApp } from '../../../../test/harness/app'
import { MAX_MODULE_DEPTH } from '@shared/src/constants'
import { chapter } from '../../../../test/factories/chapters'
import { auditActions, rest } from '../../../../test/harness/requests'

let ta: TestApp
let admin: Awaited<ReturnType<typeof signedIn>>
beforeAll(async () => {
  ta = await createTestApp()
  admin = await signedIn(ta, 'super')
})
afterAll(() => ta.close())

const row = (id: string) => ta.deps.db.selectFrom('injuryModules').selectAll().where('id', '=', id).executeTakeFirst()

describe('creating modules', () => {
  it('creates a root module through tRPC with defaults, cleaned chapters and an audit event', async () => {
    const node = await admin.trpc.admin.modules.create({
      name: '  Gunshot Wounds  ',
      chapters: [
        chapter('b', 'Second', '<p>two</p><script>alert(1)</script>', 2),
        chapter('blank', '   ', '<p>dropped</p>', 1),
        chapter('a', 'First', '<p onclick="x()">one <img src=x onerror=y></p>', 1, [chapter('s1', ' Sub ', '<iframe></iframe><p>deep</p>', 5), chapter('s2', '', '<p>gone</p>')]),
      ],
    })
    expect(node).toMatchObject({ name: 'Gunshot Wounds', parentId: null, selectionType: 'radio', order: 1, allowMultipleInstances: false, maxInstances: 20, children: [] })
    expect(node.chapters).toEqual([
      { id: 'a', title: 'First', content: '<p>one</p>', order: 1, subChapters: [{ id: 's1', title: 'Sub', content: '<p>deep</p>', order: 1 }] },
      { id: 'b', title: 'Second', content: '<p>two</p>', order: 2 },
    ])
    const stored = await row(node.id)
    expect(stored).toMatchObject({ name: 'Gunshot Wounds', sortOrder: 1, maxInstances: 20, chapters: node.chapters })
    expect(await auditActions(ta, node.id)).toEqual(['admin.module.create'])
  })

  it('creates a child through REST (201) and shows it in the admin tree', async () => {
    const parent = await admin.trpc.admin.modules.create({ name: 'Asphyxia', chapters: [], order: 5 })
    const res = await rest(ta, admin.cookie, 'POST', '/api/injury-modules', {
      name: 'Hanging',
      parentId: parent.id,
      chapters: [chapter('h', 'Hanging')],
      selectionType: 'radio',
      order: '2',
      allowMultipleInstances: true,
      maxInstances: '7',
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ name: 'Hanging', parentId: parent.id, order: 2, allowMultipleInstances: true, maxInstances: 7 })
    const tree = (await rest(ta, admin.cookie, 'GET', '/api/injury-modules/admin/tree')).body
    expect(tree).toEqual(await admin.trpc.admin.modules.list())
    const asphyxia = tree.find((n: { id: string }) => n.id === parent.id)
    expect(asphyxia.order).toBe(5)
    expect(asphyxia.children.map((c: { name: string }) => c.name)).toEqual(['Hanging'])
  })

  it('reads order as an integer falling back to 1', async () => {
    const cases: [unknown, number][] = [['3', 3], [4.9, 4], ['12abc', 12], ['abc', 1], ['', 1], [null, 1], [undefined, 1], ['-2', -2]]
    for (const [order, expected] of cases) {
      const node = await admin.trpc.admin.modules.create({ name: `Order ${String(order)}`, chapters: [], order: order as string })
      expect({ order, got: (await row(node.id))!.sortOrder }).toEqual({ order, got: expected })
    }
  })

  it('reads max instances as an integer (fallback 1) held within 1..50, and 20 while multi-instance is off', async () => {
    const cases: [unknown, number][] = [['7', 7], [0, 1], [-5, 1], [51, 50], ['999', 50], ['many', 1], ['', 1], [12.7, 12], [undefined, 20]]
    for (const [maxInstances, expected] of cases) {
      const node = await admin.trpc.admin.modules.create({ name: 'Multi', chapters: [], allowMultipleInstances: true, maxInstances: maxInstances as string })
      expect({ maxInstances, got: (await row(node.id))!.maxInstances }).toEqual({ maxInstances, got: expected })
    }
    const off = await admin.trpc.admin.modules.create({ name: 'Single', chapters: [], allowMultipleInstances: false, maxInstances: 5 })
    expect((await row(off.id))!.maxInstances).toBe(20)
  })

  it('refuses a blank name with the spec text, and an unknown parent', async () => {
    await expect(admin.trpc.admin.modules.create({ name: '   ', chapters: [] })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Module name is required' })
    const res = await rest(ta, admin.cookie, 'POST', '/api/injury-modules', { chapters: [] })
    expect(res).toMatchObject({ status: 400, body: { message: 'Module name is required' } })
    const orphan = await rest(ta, admin.cookie, 'POST', '/api/injury-modules', { name: 'Orphan', parentId: '00000000-0000-4000-8000-000000000000', chapters: [] })
    expect(orphan).toMatchObject({ status: 400, body: { message: 'Parent module not found' } })
    expect(await rest(ta, admin.cookie, 'POST', '/api/injury-modules', { name: 'Bad', selectionType: 'checkbox' })).toMatchObject({ status: 400 })
  })
})

describe('updating modules', () => {
  it('changes only the given fields, through tRPC and REST', async () => {
    const m = await admin.trpc.admin.modules.create({ name: 'Burns', chapters: [chapter('c', 'Burns')], allowMultipleInstances: true, maxInstances: 9, order: 3 })
    const renamed = await admin.trpc.admin.modules.update({ id: m.id, name: 'Thermal Injuries' })
    expect(renamed).toMatchObject({ name: 'Thermal Injuries', order: 3, maxInstances: 9, allowMultipleInstances: true, chapters: m.chapters })

    const res = await rest(ta, admin.cookie, 'PATCH', `/api/injury-modules/${m.id}`, { order: 'x', maxInstances: 80, chapters: [chapter('n', 'New', '<p>new</p>'), chapter('e', ' ')] })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ order: 1, maxInstances: 50, chapters: [{ id: 'n', title: 'New', content: '<p>new</p>', order: 1 }] })

    await admin.trpc.admin.modules.update({ id: m.id, allowMultipleInstances: false })
    expect(await row(m.id)).toMatchObject({ name: 'Thermal Injuries', allowMultipleInstances: false, maxInstances: 20, sortOrder: 1 })
    expect(await auditActions(ta, m.id)).toEqual(['admin.module.create', 'admin.module.update', 'admin.module.update', 'admin.module.update'])
  })

  it('moves a module under another and back to the root; refuses itself or a descendant as parent (400)', async () => {
    const a = await admin.trpc.admin.modules.create({ name: 'A', chapters: [] })
    const b = await admin.trpc.admin.modules.create({ name: 'B', parentId: a.id, chapters: [] })
    const c = await admin.trpc.admin.modules.create({ name: 'C', parentId: b.id, chapters: [] })
    const other = await admin.trpc.admin.modules.create({ name: 'Other', chapters: [] })

    await expect(admin.trpc.admin.modules.update({ id: a.id, parentId: c.id })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'A module cannot be moved under itself or one of its own sub-modules' })
    expect((await rest(ta, admin.cookie, 'PATCH', `/api/injury-modules/${a.id}`, { parentId: a.id })).status).toBe(400)
    expect((await row(a.id))!.parentId).toBeNull()

    expect(await admin.trpc.admin.modules.update({ id: b.id, parentId: other.id })).toMatchObject({ parentId: other.id, children: [{ id: c.id }] })
    expect((await admin.trpc.admin.modules.update({ id: b.id, parentId: null })).parentId).toBeNull()
  })

  it(`nests modules at most ${MAX_MODULE_DEPTH} levels deep, by creation or by a move, over tRPC and REST (400)`, async () => {
    const chain = [await admin.trpc.admin.modules.create({ name: 'Level 1', chapters: [] })]
    for (let level = 2; level <= MAX_MODULE_DEPTH; level++) {
      chain.push(await admin.trpc.admin.modules.create({ name: `Level ${level}`, parentId: chain[chain.length - 1].id, chapters: [] }))
    }
    const deepest = chain[chain.length - 1]
    await expect(admin.trpc.admin.modules.create({ name: 'Too deep', parentId: deepest.id, chapters: [] })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: `Injury modules can nest at most ${MAX_MODULE_DEPTH} levels deep`,
    })
    const viaRest = await rest(ta, admin.cookie, 'POST', '/api/injury-modules', { name: 'Too deep', parentId: deepest.id, chapters: [] })
    expect(viaRest.status).toBe(400)
    expect(JSON.stringify(viaRest.body)).toContain(`at most ${MAX_MODULE_DEPTH} levels deep`)
    // A two-level branch fits under level 4 but not under level 5.
    const branch = await admin.trpc.admin.modules.create({ name: 'Branch', chapters: [] })
    await admin.trpc.admin.modules.create({ name: 'Leaf', parentId: branch.id, chapters: [] })
    expect((await admin.trpc.admin.modules.update({ id: branch.id, parentId: chain[MAX_MODULE_DEPTH - 3].id })).parentId).toBe(chain[MAX_MODULE_DEPTH - 3].id)
    expect((await rest(ta, admin.cookie, 'PATCH', `/api/injury-modules/${branch.id}`, { parentId: chain[MAX_MODULE_DEPTH - 2].id })).status).toBe(400)
    expect((await row(branch.id))!.parentId).toBe(chain[MAX_MODULE_DEPTH - 3].id)
    expect(await ta.deps.db.selectFrom('injuryModules').select('id').where('name', '=', 'Too deep').execute()).toEqual([])
  })

  it('answers 404 for an unknown module', async () => {
    await expect(admin.trpc.admin.modules.update({ id: '00000000-0000-4000-8000-000000000000', name: 'X' })).rejects.toMatchObject({ code: 'NOT_FOUND' })
    expect((await rest(ta, admin.cookie, 'PATCH', '/api/injury-modules/not-a-uuid', { name: 'X' })).status).toBe(404)
  })
})

describe('deleting modules', () => {
  it('deletes a module with all its descendants, and only them', async () => {
    const root = await admin.trpc.admin.modules.create({ name: 'Sharp Force', chapters: [] })
    const child = await admin.trpc.admin.modules.create({ name: 'Stab', parentId: root.id, chapters: [] })
    const grandchild = await admin.trpc.admin.modules.create({ name: 'Deep Stab', parentId: child.id, chapters: [] })
    const sibling = await admin.trpc.admin.modules.create({ name: 'Blunt Force', chapters: [] })

    expect(await rest(ta, admin.cookie, 'DELETE', `/api/injury-modules/${root.id}`)).toEqual({ status: 200, body: { success: true } })
    for (const id of [root.id, child.id, grandchild.id]) expect(await row(id)).toBeUndefined()
    expect(await row(sibling.id)).toBeDefined()
    const event = await ta.deps.db.selectFrom('auditEvents').select(['action', 'actorId', 'details']).where('targetId', '=', root.id).where('action', '=', 'admin.module.delete').executeTakeFirstOrThrow()
    expect(event).toMatchObject({ actorId: admin.user.id, details: { name: 'Sharp Force', descendantsDeleted: 2 } })

    expect(await admin.trpc.admin.modules.delete({ id: sibling.id })).toEqual({ success: true })
    await expect(admin.trpc.admin.modules.delete({ id: sibling.id })).rejects.toMatchObject({ code: 'NOT_FOUND' })
  })
})
