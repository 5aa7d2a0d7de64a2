import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, signedIn, type TestApp } from '../../../../test/harness/app'
import { auditActions, raceOnUsers, rest } from '../../../../test/harness/requests'

let ta: TestApp
beforeAll(async () => {
  ta = await createTestApp()
})
afterAll(() => ta.close())

const userRow = (id: string) => ta.deps.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
const supers = async () => (await ta.deps.db.selectFrom('users').select('id').where('role', '=', 'super').where('deactivatedAt', 'is', null).execute()).length
// Each test starts with exactly the supers it creates.
const demoteAllSupers = () => ta.deps.db.updateTable('users').set({ role: 'normal' }).where('role', '=', 'super').execute()

describe('listing users', () => {
  it('lists users with the spec fields through tRPC and REST', async () => {
    const admin = await signedIn(ta, 'super')
    const other = await signedIn(ta, 'normal')
    const viaTrpc = await admin.trpc.admin.users.list()
    expect(viaTrpc.users).toContainEqual({ id: other.user.id, username: other.user.username, email: other.user.email, role: 'normal', createdAt: expect.any(String) })
    const res = await rest(ta, admin.cookie, 'GET', '/api/admin/users')
    expect(res).toEqual({ status: 200, body: viaTrpc })
  })
})

describe('changing roles', () => {
  it('changes a role with the spec message; it applies on the server at once', async () => {
    const admin = await signedIn(ta, 'super')
    const target = await signedIn(ta, 'free')
    expect((await rest(ta, target.cookie, 'GET', '/api/admin/users')).status).toBe(403)
    const res = await rest(ta, admin.cookie, 'PATCH', `/api/admin/users/${target.user.id}/role`, { role: 'super' })
    expect(res).toEqual({ status: 200, body: { message: 'User role updated. The user must log in again to get the new permissions.' } })
    expect((await userRow(target.user.id))!.role).toBe('super')
    expect((await rest(ta, target.cookie, 'GET', '/api/admin/users')).status).toBe(200)
    expect(await admin.trpc.admin.users.setRole({ userId: target.user.id, role: 'normal' })).toEqual({
      message: 'User role updated. The user must log in again to get the new permissions.',
    })
    expect((await userRow(target.user.id))!.role).toBe('normal')
    expect(await auditActions(ta, target.user.id)).toEqual(['auth.login', 'admin.user.role', 'admin.user.role'])
  })

  it('validates the role and the user', async () => {
    const admin = await signedIn(ta, 'super')
    expect(await rest(ta, admin.cookie, 'PATCH', `/api/admin/users/${admin.user.id}/role`, { role: 'root' })).toMatchObject({ status: 400, body: { message: 'Role must be free, normal or super' } })
    expect((await rest(ta, admin.cookie, 'PATCH', '/api/admin/users/00000000-0000-4000-8000-000000000000/role', { role: 'free' })).status).toBe(404)
    await expect(admin.trpc.admin.users.setRole({ userId: 'nope', role: 'free' })).rejects.toMatchObject({ code: 'NOT_FOUND' })
  })

  it('never demotes the last super user, even when two supers demote each other at once', async () => {
    await demoteAllSupers()
    const a = await signedIn(ta, 'super')
    const res = await rest(ta, a.cookie, 'PATCH', `/api/admin/users/${a.user.id}/role`, { role: 'normal' })
    expect(res).toMatchObject({ status: 400, body: { message: 'At least one super user must remain. Make another user super first.' } })
    expect((await userRow(a.user.id))!.role).toBe('super')

    const b = await signedIn(ta, 'super')
    const results = await raceOnUsers(ta, [a.user.id, b.user.id], [
      () => a.trpc.admin.users.setRole({ userId: b.user.id, role: 'free' }),
      () => b.trpc.admin.users.setRole({ userId: a.user.id, role: 'free' }),
    ])
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected'])
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 'BAD_REQUEST' } })
    expect(await supers()).toBe(1)
  })
})

describe('deleting users', () => {
  it('destroys a user who owns no report', async () => {
    const admin = await signedIn(ta, 'super')
    const target = await signedIn(ta, 'free')
    const res = await rest(ta, admin.cookie, 'DELETE', `/api/admin/users/${target.user.id}`)
    expect(res).toEqual({ status: 200, body: { message: 'User deleted successfully', deactivated: false } })
    expect(await userRow(target.user.id)).toBeUndefined()
    const event = await ta.deps.db.selectFrom('auditEvents').select(['action', 'actorId', 'details']).where('targetId', '=', target.user.id).where('action', '=', 'admin.user.delete').executeTakeFirstOrThrow()
    expect(event).toMatchObject({ actorId: admin.user.id, details: { email: target.user.email, role: 'free', reports: 0 } })
  })

  it('deactivates a user who owns reports: reports kept, sessions gone, sign-in refused, hidden from the list', async () => {
    const admin = await signedIn(ta, 'super')
    const owner = await signedIn(ta, 'free')
    const template = await ta.deps.db.insertInto('templates').values({ name: 'T', chapters: JSON.stringify([{ id: 'a', title: 'A', content: '', order: 1 }]) }).returning('id').executeTakeFirstOrThrow()
    const kept = await owner.trpc.reports.create({ title: 'Case 1', templateId: template.id })
    const deleted = await owner.trpc.reports.create({ title: 'Case 2', templateId: template.id })
    await owner.trpc.reports.delete({ id: deleted.id })

    expect(await admin.trpc.admin.users.delete({ userId: owner.user.id })).toEqual({ message: 'User deleted successfully', deactivated: true })
    const reports = await ta.deps.db.selectFrom('reports').select(['id', 'ownerId']).where('ownerId', '=', owner.user.id).orderBy('title').execute()
    expect(reports.map((r) => r.id)).toEqual([kept.id, deleted.id])
    expect((await userRow(owner.user.id))!.deactivatedAt).toBeInstanceOf(Date)
    expect(await ta.deps.db.selectFrom('sessions').select('id').where('userId', '=', owner.user.id).execute()).toEqual([])
    expect((await rest(ta, owner.cookie, 'GET', '/api/reports')).status).toBe(401)
    const login = await ta.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: owner.user.email, password: 'correct horse' } })
    expect(login.statusCode).toBe(401)
    expect((await admin.trpc.admin.users.list()).users.map((u) => u.id)).not.toContain(owner.user.id)
    await expect(admin.trpc.admin.users.delete({ userId: owner.user.id })).rejects.toMatchObject({ code: 'NOT_FOUND' })
    await expect(admin.trpc.admin.users.setRole({ userId: owner.user.id, role: 'super' })).rejects.toMatchObject({ code: 'NOT_FOUND' })
    expect(await auditActions(ta, owner.user.id)).toContain('admin.user.deactivate')
  })

  it('refuses to delete oneself or the last super user', async () => {
    await demoteAllSupers()
    const a = await signedIn(ta, 'super')
    expect(await rest(ta, a.cookie, 'DELETE', `/api/admin/users/${a.user.id}`)).toMatchObject({ status: 400, body: { message: 'You cannot delete your own account' } })
    expect((await userRow(a.user.id))!.deactivatedAt).toBeNull()

    // A request that passed the role check just before its caller was demoted still cannot remove the last super.
    const b = await signedIn(ta, 'super')
    await ta.deps.db.updateTable('users').set({ role: 'normal' }).where('id', '=', b.user.id).execute()
    await expect(b.trpc.admin.users.delete({ userId: a.user.id })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'At least one super user must remain. Make another user super first.',
    })
    expect(await userRow(a.user.id)).toBeDefined()
  })

  it('leaves one super when two supers delete each other at once', async () => {
    await demoteAllSupers()
    const a = await signedIn(ta, 'super')
    const b = await signedIn(ta, 'super')
    const results = await raceOnUsers(ta, [a.user.id, b.user.id], [
      () => a.trpc.admin.users.delete({ userId: b.user.id }),
      () => b.trpc.admin.users.delete({ userId: a.user.id }),
    ])
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected'])
    expect(await supers()).toBe(1)
  })
})
