import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callerFor, createTestApp, signedIn, type TestApp } from '../../../../test/harness/app'
import { EMPTY_FIELD_PROPERTIES } from '@shared/src/tags/field'
import { auditActions, rest } from '../../../../test/harness/requests'

let ta: TestApp
beforeAll(async () => {
  ta = await createTestApp()
})
afterAll(() => ta.close())

const tagRow = (id: string) => ta.deps.db.selectFrom('tags').selectAll().where('id', '=', id).executeTakeFirst()

describe('listing and creating tags', () => {
  it('lets any signed-in user create a tag: name normalised, identifier generated, defaults applied', async () => {
    const s = await signedIn(ta, 'free')
    const tag = await s.trpc.tags.create({ name: '  Heart   Weight ', description: ' Weight of the heart. Unit: g. ' })
    expect(tag).toEqual({
      id: expect.any(String),
      identifier: 'heart_weight',
      name: 'Heart_Weight',
      description: 'Weight of the heart. Unit: g.',
      color: '#3b82f6',
      category: null,
      createdAt: expect.any(String),
      createdBy: s.user.id,
      shared: false,
      ...EMPTY_FIELD_PROPERTIES,
    })
    expect(await tagRow(tag.id)).toMatchObject({ identifier: 'heart_weight', name: 'Heart_Weight', createdBy: s.user.id })
    expect(await auditActions(ta, tag.id)).toEqual(['tag.create'])
  })

  it('makes identifiers unique with _2, _3… even when created at once', async () => {
    const s = await signedIn(ta, 'normal')
    // Four different names (names are unique case-insensitively) that yield one identifier.
    const tags = await Promise.all(['Liver weight', 'Liver-weight', 'LIVER.WEIGHT', 'Liver-Weight!'].map((name) => s.trpc.tags.create({ name })))
    expect(tags.map((t) => t.identifier).sort()).toEqual(['liver_weight', 'liver_weight_2', 'liver_weight_3', 'liver_weight_4'])
    const odd = await s.trpc.tags.create({ name: 'Température °C' })
    expect(odd).toMatchObject({ name: 'Température_°C', identifier: 'temperature_c' })
    expect((await s.trpc.tags.create({ name: '°' })).identifier).toBe('tag')
  })

  it('creates through REST (201) with category and colour, and lists tags for every signed-in user', async () => {
    const s = await signedIn(ta, 'free')
    const res = await rest(ta, s.cookie, 'POST', '/api/tags', { name: 'Spleen weight', category: ' Organs ', description: '', color: '#A1B2C3' })
    expect(res).toMatchObject({ status: 201, body: { identifier: 'spleen_weight', name: 'Spleen_weight', category: 'Organs', color: '#a1b2c3' } })
    const list = await rest(ta, s.cookie, 'GET', '/api/tags')
    expect(list.status).toBe(200)
    expect(list.body).toEqual(await s.trpc.tags.list())
    expect(list.body.map((t: { id: string }) => t.id)).toContain(res.body.id)
    expect((await ta.app.inject({ method: 'GET', url: '/api/tags' })).statusCode).toBe(401)
    await expect(callerFor(ta.deps).tags.create({ name: 'x' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
  })

  it('validates the name and the colour', async () => {
    const s = await signedIn(ta, 'free')
    await expect(s.trpc.tags.create({ name: '   ' })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Tag name is required' })
    expect(await rest(ta, s.cookie, 'POST', '/api/tags', { category: 'x' })).toMatchObject({ status: 400, body: { message: 'Tag name is required' } })
    expect(await rest(ta, s.cookie, 'POST', '/api/tags', { name: 'x', color: 'blue' })).toMatchObject({ status: 400, body: { message: 'Colour must be a hex value like #3b82f6' } })
    expect((await s.trpc.tags.create({ name: 'blank colour', color: '' })).color).toBe('#3b82f6')
  })
})

describe('updating and deleting tags', () => {
  it('lets the creator edit (identifier unchanged), refuses another free user, allows a super', async () => {
    const creator = await signedIn(ta, 'free')
    const stranger = await signedIn(ta, 'free')
    const admin = await signedIn(ta, 'super')
    const tag = await creator.trpc.tags.create({ name: 'brain weight', category: 'Organs' })

    const updated = await creator.trpc.tags.update({ id: tag.id, name: 'Brain  mass', category: '', color: '#FF0000' })
    expect(updated).toMatchObject({ identifier: 'brain_weight', name: 'Brain_mass', category: null, color: '#ff0000' })

    // Private to its creator: to anyone else it does not exist; once shared, it is visible but not theirs to edit.
    await expect(stranger.trpc.tags.update({ id: tag.id, name: 'hijack' })).rejects.toMatchObject({ code: 'NOT_FOUND' })
    expect((await rest(ta, stranger.cookie, 'PATCH', `/api/tags/${tag.id}`, { name: 'hijack' })).status).toBe(404)
    await admin.trpc.tags.share({ id: tag.id })
    await expect(stranger.trpc.tags.update({ id: tag.id, name: 'hijack' })).rejects.toMatchObject({ code: 'FORBIDDEN' })
    expect((await rest(ta, stranger.cookie, 'PATCH', `/api/tags/${tag.id}`, { name: 'hijack' })).status).toBe(403)
    expect((await tagRow(tag.id))!.name).toBe('Brain_mass')

    const res = await rest(ta, admin.cookie, 'PATCH', `/api/tags/${tag.id}`, { description: 'Weight of the brain. Unit: g.' })
    expect(res).toMatchObject({ status: 200, body: { identifier: 'brain_weight', name: 'Brain_mass', description: 'Weight of the brain. Unit: g.' } })
    await expect(creator.trpc.tags.update({ id: tag.id, name: '  ' })).rejects.toMatchObject({ message: 'Tag name is required' })
    await expect(admin.trpc.tags.update({ id: '00000000-0000-4000-8000-000000000000', name: 'x' })).rejects.toMatchObject({ code: 'NOT_FOUND' })
    expect(await auditActions(ta, tag.id)).toEqual(['tag.create', 'tag.update', 'tag.share', 'tag.update'])
  })

  it('lets only a super user delete a tag (the creator neither)', async () => {
    const creator = await signedIn(ta, 'normal')
    const admin = await signedIn(ta, 'super')
    const tag = await creator.trpc.tags.create({ name: 'kidney weight' })
    await expect(creator.trpc.tags.delete({ id: tag.id })).rejects.toMatchObject({ code: 'FORBIDDEN' })
    expect((await rest(ta, creator.cookie, 'DELETE', `/api/tags/${tag.id}`)).status).toBe(403)
    expect(await tagRow(tag.id)).toBeDefined()
    expect(await rest(ta, admin.cookie, 'DELETE', `/api/tags/${tag.id}`)).toEqual({ status: 200, body: { success: true } })
    expect(await tagRow(tag.id)).toBeUndefined()
    await expect(admin.trpc.tags.delete({ id: tag.id })).rejects.toMatchObject({ code: 'NOT_FOUND' })
    expect(await auditActions(ta, tag.id)).toEqual(['tag.create', 'tag.delete'])
  })
})
