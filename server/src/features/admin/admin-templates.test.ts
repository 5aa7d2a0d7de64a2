import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, signedIn, type TestApp } from '../../../../test/harness/app'
import { chapter } from '../../../../test/factories/chapters'
import { auditActions, rest } from '../../../../test/harness/requests'

let ta: TestApp
let admin: Awaited<ReturnType<typeof signedIn>>
beforeAll(async () => {
  ta = await createTestApp()
  admin = await signedIn(ta, 'super')
})
afterAll(() => ta.close())

const row = (id: string) => ta.deps.db.selectFrom('templates').selectAll().where('id', '=', id).executeTakeFirst()

describe('templates', () => {
  it('creates a template: blank titles dropped at every depth, HTML sanitised, orders renumbered per level', async () => {
    const t = await admin.trpc.admin.templates.create({
      name: ' Full Autopsy ',
      description: ' Standard adult autopsy ',
      chapters: [
        chapter('int', 'Internal Examination', '<p>Cavities</p>', 7, [
          chapter('lungs', 'Lungs', '<p>Lungs</p>', 9),
          chapter('empty', '  ', '<p>gone</p>', 1),
          chapter('heart', 'Heart', '<p>Heart <a href="javascript:alert(1)">x</a></p>', 3, [chapter('valves', 'Valves', '<style>p{}</style><p>ok</p>', 4), chapter('blank', '', '')]),
        ]),
        chapter('none', '', '<p>dropped</p>', 1),
        chapter('ext', 'External Examination', '<p>Body</p><script>steal()</script>', 2),
      ],
    })
    expect(t).toMatchObject({ name: 'Full Autopsy', description: 'Standard adult autopsy', createdAt: expect.any(String), updatedAt: expect.any(String) })
    expect(t.chapters).toEqual([
      { id: 'ext', title: 'External Examination', content: '<p>Body</p>', order: 1 },
      {
        id: 'int',
        title: 'Internal Examination',
        content: '<p>Cavities</p>',
        order: 2,
        subChapters: [
          { id: 'heart', title: 'Heart', content: '<p>Heart x</p>', order: 1, subChapters: [{ id: 'valves', title: 'Valves', content: '<p>ok</p>', order: 1 }] },
          { id: 'lungs', title: 'Lungs', content: '<p>Lungs</p>', order: 2 },
        ],
      },
    ])
    expect((await row(t.id))!.chapters).toEqual(t.chapters)
    expect(await auditActions(ta, t.id)).toEqual(['admin.template.create'])
  })

  it('refuses a blank name and a template left without chapters', async () => {
    await expect(admin.trpc.admin.templates.create({ name: '  ', description: '', chapters: [chapter('a', 'A')] })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Template name is required',
    })
    const res = await rest(ta, admin.cookie, 'POST', '/api/templates', { name: 'Empty', description: '', chapters: [chapter('a', ' ')] })
    expect(res).toMatchObject({ status: 400, body: { message: 'A template needs at least one chapter with a title' } })
    expect(await ta.deps.db.selectFrom('templates').select('id').where('name', '=', 'Empty').execute()).toEqual([])
  })

  it('lists, updates and deletes through REST, matching tRPC', async () => {
    const created = await rest(ta, admin.cookie, 'POST', '/api/templates', { name: 'Paediatric', description: 'Infants', chapters: [chapter('a', 'History')] })
    expect(created.status).toBe(201)
    const id = created.body.id as string
    const list = (await rest(ta, admin.cookie, 'GET', '/api/templates/admin')).body
    expect(list).toEqual(await admin.trpc.admin.templates.list())
    expect(list.find((t: { id: string }) => t.id === id)).toMatchObject({ name: 'Paediatric', description: 'Infants', chapters: [{ id: 'a', order: 1 }] })

    const patched = await rest(ta, admin.cookie, 'PATCH', `/api/templates/${id}`, { description: null })
    expect(patched).toMatchObject({ status: 200, body: { name: 'Paediatric', description: '', chapters: [{ id: 'a' }] } })
    const renamed = await admin.trpc.admin.templates.update({ id, name: 'Paediatric Autopsy', chapters: [chapter('b', 'Scene'), chapter('a', 'History', '', 0)] })
    expect(renamed.chapters.map((c) => [c.id, c.order])).toEqual([['a', 1], ['b', 2]])
    await expect(admin.trpc.admin.templates.update({ id, name: ' ' })).rejects.toMatchObject({ message: 'Template name is required' })
    await expect(admin.trpc.admin.templates.update({ id, chapters: [] })).rejects.toMatchObject({ code: 'BAD_REQUEST' })
    expect(await row(id)).toMatchObject({ name: 'Paediatric Autopsy', description: '' })

    expect(await rest(ta, admin.cookie, 'DELETE', `/api/templates/${id}`)).toEqual({ status: 200, body: { success: true } })
    expect(await row(id)).toBeUndefined()
    expect((await rest(ta, admin.cookie, 'DELETE', `/api/templates/${id}`)).status).toBe(404)
    expect(await auditActions(ta, id)).toEqual(['admin.template.create', 'admin.template.update', 'admin.template.update', 'admin.template.delete'])
  })

  it('keeps reports built from a deleted template', async () => {
    const t = await admin.trpc.admin.templates.create({ name: 'Short', description: '', chapters: [chapter('a', 'Summary')] })
    const owner = await signedIn(ta, 'free')
    const { id: reportId } = await owner.trpc.reports.create({ title: 'Case', templateId: t.id })
    await admin.trpc.admin.templates.delete({ id: t.id })
    const report = await owner.trpc.reports.get({ id: reportId })
    expect(report).toMatchObject({ templateId: null, chapters: [{ title: 'Summary' }] })
  })
})
