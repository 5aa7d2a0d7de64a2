import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, signedIn, type TestApp } from '../../../../test/harness/app'
import { auditActions, rest } from '../../../../test/harness/requests'

let ta: TestApp
let admin: Awaited<ReturnType<typeof signedIn>>
beforeAll(async () => {
  ta = await createTestApp()
  admin = await signedIn(ta, 'super')
})
afterAll(() => ta.close())

const signup = (invitationCode: string, n: number) =>
  ta.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email: `invitee${n}@example.org`, username: `invitee${n}`, password: 'secret123', invitationCode } })

describe('invitation codes', () => {
  it('generates a unique code when none is given, and it lets someone sign up', async () => {
    const inv = await admin.trpc.admin.invitations.create({ note: ' For Dr Smith ' })
    expect(inv).toMatchObject({ code: expect.stringMatching(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/), note: 'For Dr Smith', uses: 0, revokedAt: null, createdAt: expect.any(String) })
    const other = await admin.trpc.admin.invitations.create({})
    expect(other.code).not.toBe(inv.code)
    expect((await signup(inv.code, 1)).statusCode).toBe(200)
    const listed = (await admin.trpc.admin.invitations.list()).find((i) => i.id === inv.id)
    expect(listed).toMatchObject({ uses: 1 })
    expect(await auditActions(ta, inv.id)).toEqual(['admin.invitation.create'])
  })

  it('takes a code of one\'s own through REST, refusing a duplicate or a malformed one', async () => {
    const res = await rest(ta, admin.cookie, 'POST', '/api/admin/invitation-codes', { code: 'MORGUE-2025', note: '' })
    expect(res).toMatchObject({ status: 201, body: { code: 'MORGUE-2025', note: null } })
    expect(await rest(ta, admin.cookie, 'POST', '/api/admin/invitation-codes', { code: 'MORGUE-2025' })).toMatchObject({ status: 409, body: { message: 'This invitation code already exists' } })
    expect(await rest(ta, admin.cookie, 'POST', '/api/admin/invitation-codes', { code: 'no spaces!' })).toMatchObject({ status: 400 })
    const list = await rest(ta, admin.cookie, 'GET', '/api/admin/invitation-codes')
    expect(list).toEqual({ status: 200, body: await admin.trpc.admin.invitations.list() })
    expect(list.body[0]).toMatchObject({ code: 'MORGUE-2025' })
  })

  it('revokes a code: sign-up with it is refused, the code stays listed', async () => {
    const inv = await admin.trpc.admin.invitations.create({ code: 'REVOKE-ME' })
    const res = await rest(ta, admin.cookie, 'DELETE', `/api/admin/invitation-codes/${inv.id}`)
    expect(res).toMatchObject({ status: 200, body: { id: inv.id, revokedAt: expect.any(String) } })
    const again = await admin.trpc.admin.invitations.revoke({ id: inv.id })
    expect(again.revokedAt).toBe(res.body.revokedAt)
    expect((await signup('REVOKE-ME', 2)).statusCode).toBe(400)
    expect((await admin.trpc.admin.invitations.list()).map((i) => i.code)).toContain('REVOKE-ME')
    await expect(admin.trpc.admin.invitations.revoke({ id: 'x' })).rejects.toMatchObject({ code: 'NOT_FOUND' })
    expect(await auditActions(ta, inv.id)).toEqual(['admin.invitation.create', 'admin.invitation.revoke', 'admin.invitation.revoke'])
  })
})
