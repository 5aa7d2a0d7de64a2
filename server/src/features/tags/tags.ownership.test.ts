import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TAG_TEXTS } from '@shared/src/tags/tag-texts'
import { createTestApp, signedIn, type TestApp } from '../../../../test/harness/app'
import { listTagInfo } from '../../../../worker/src/jobs/lookup.repo'
import { insertReport } from '../../../../test/factories/jobs'
import { auditActions, rest } from '../../../../test/harness/requests'

let ta: TestApp
beforeAll(async () => {
  ta = await createTestApp()
})
afterAll(() => ta?.close())

const ids = (tags: { id: string }[]) => tags.map((t) => t.id)

describe('tags belong to someone', () => {
  it("keeps a user's tag out of other users' pickers (tRPC, REST and dictation) until a super user shares it", async () => {
    const alice = await signedIn(ta, 'free')
    const bob = await signedIn(ta, 'normal')
    const admin = await signedIn(ta, 'super')
    const own = await alice.trpc.tags.create({ name: 'Alice private field' })
    const seeded = (await ta.t.db.insertInto('tags').values({ identifier: 'seeded_field', name: 'seeded_field' }).returning('id').executeTakeFirstOrThrow()).id
    const official = await admin.trpc.tags.create({ name: 'Official field' })
    expect([own.shared, official.shared]).toEqual([false, true])

    expect(ids(await alice.trpc.tags.list())).toEqual(expect.arrayContaining([own.id, seeded, official.id]))
    for (const picker of [ids(await bob.trpc.tags.list()), ids((await rest(ta, bob.cookie, 'GET', '/api/tags')).body), ids(await listTagInfo(ta.t.db, bob.user.id))]) {
      expect(picker).toEqual(expect.arrayContaining([seeded, official.id]))
      expect(picker).not.toContain(own.id)
    }
    expect(ids(await listTagInfo(ta.t.db, alice.user.id))).toContain(own.id)
    // A super user's picker is like anyone's; the admin Tags tab lists every tag.
    expect(ids(await admin.trpc.tags.list())).not.toContain(own.id)
    expect(ids(await admin.trpc.tags.listAll())).toContain(own.id)
    const adminList = await rest(ta, admin.cookie, 'GET', '/api/admin/tags')
    expect(adminList.body.find((t: { id: string }) => t.id === own.id)).toMatchObject({ shared: false, createdBy: alice.user.id })
    await expect(alice.trpc.tags.listAll()).rejects.toMatchObject({ code: 'FORBIDDEN' })
    expect((await rest(ta, bob.cookie, 'GET', '/api/admin/tags')).status).toBe(403)

    // Bob cannot tag with it either; it does not exist for him.
    const report = await insertReport(ta.t.db, bob.user.id, [{ id: 'c', title: 'C', order: 1, content: '<p>x</p>' }])
    const span = { tagId: own.id, contentType: 'report' as const, contentId: report.id, chapterId: 'c', startPosition: 0, endPosition: 1, taggedText: 'x' }
    await expect(bob.trpc.tags.tagContent(span)).rejects.toMatchObject({ code: 'NOT_FOUND' })

    // Only a super user shares, once; then everyone's picker has it.
    await expect(alice.trpc.tags.share({ id: own.id })).rejects.toMatchObject({ code: 'FORBIDDEN' })
    expect((await rest(ta, bob.cookie, 'POST', `/api/tags/${own.id}/share`)).status).toBe(403)
    expect(await rest(ta, admin.cookie, 'POST', `/api/tags/${own.id}/share`)).toMatchObject({ status: 200, body: { id: own.id, shared: true, createdBy: alice.user.id } })
    expect((await admin.trpc.tags.share({ id: own.id })).shared).toBe(true)
    expect(ids(await bob.trpc.tags.list())).toContain(own.id)
    expect(ids(await listTagInfo(ta.t.db, bob.user.id))).toContain(own.id)
    expect(await bob.trpc.tags.tagContent(span)).toMatchObject({ id: expect.any(String) })
    expect(await auditActions(ta, own.id)).toEqual(['tag.create', 'tag.share'])
    expect((await rest(ta, admin.cookie, 'POST', '/api/tags/00000000-0000-4000-8000-000000000000/share')).status).toBe(404)
  })

  it('refuses a name already taken (case-insensitively, after normalisation) with 409 naming the existing tag', async () => {
    const alice = await signedIn(ta, 'free')
    const bob = await signedIn(ta, 'free')
    const first = await alice.trpc.tags.create({ name: 'next of kin consent' })
    expect(first.name).toBe('next_of_kin_consent')
    const message = TAG_TEXTS.nameTaken('next_of_kin_consent')

    // Bob cannot see Alice's tag: he learns the name is taken, not its id.
    await expect(bob.trpc.tags.create({ name: 'Next  of Kin Consent ' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message,
      cause: { details: { existingTag: { name: 'next_of_kin_consent' } } },
    })
    const viaRest = await rest(ta, bob.cookie, 'POST', '/api/tags', { name: 'NEXT_OF_KIN_CONSENT' })
    expect(viaRest).toEqual({ status: 409, body: expect.objectContaining({ message, details: { existingTag: { name: 'next_of_kin_consent' } } }) })
    // Alice, who can use it, is told which tag to use instead.
    expect(await rest(ta, alice.cookie, 'POST', '/api/tags', { name: 'next of kin CONSENT' })).toMatchObject({
      status: 409,
      body: { message, details: { existingTag: { id: first.id, name: 'next_of_kin_consent' } } },
    })

    // Renaming onto a taken name is refused too; changing only the case of one's own name is not.
    const other = await bob.trpc.tags.create({ name: 'Consent form' })
    expect(await rest(ta, bob.cookie, 'PATCH', `/api/tags/${other.id}`, { name: 'Next of kin consent' })).toMatchObject({ status: 409, body: { message } })
    expect((await bob.trpc.tags.update({ id: other.id, name: 'consent FORM' })).name).toBe('consent_FORM')
    expect(await ta.t.db.selectFrom('tags').select('name').where('name', 'ilike', 'next_of_kin_consent%').execute()).toEqual([{ name: 'next_of_kin_consent' }])
  })

  it('lets exactly one of many simultaneous creations of a name through', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => signedIn(ta, 'free')))
    const results = await Promise.allSettled(users.map((u, i) => u.trpc.tags.create({ name: i % 2 ? 'Race field' : 'race FIELD' })))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    for (const r of results.filter((x) => x.status === 'rejected')) expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'CONFLICT' })
  })
})
