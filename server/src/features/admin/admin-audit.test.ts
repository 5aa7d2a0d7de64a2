import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, signedIn, type TestApp } from '../../../../test/app'
import { rest } from './admin-test-kit'

let ta: TestApp
beforeAll(async () => {
  ta = await createTestApp()
})
afterAll(() => ta.close())

describe('audit events', () => {
  it('records each admin and tag change with its actor, readable newest first by super users only', async () => {
    const admin = await signedIn(ta, 'super')
    const free = await signedIn(ta, 'free')
    const m = await admin.trpc.admin.modules.create({ name: 'Drowning', chapters: [] })
    await admin.trpc.admin.modules.update({ id: m.id, name: 'Immersion' })
    const p = await admin.trpc.admin.prompts.create({ name: 'P', prompt: 'p' })
    const tag = await free.trpc.tags.create({ name: 'lung weight' })
    await admin.trpc.tags.delete({ id: tag.id })

    const events = await admin.trpc.admin.audit.list({ limit: 5 })
    expect(events.map((e) => [e.action, e.actor?.email, e.targetId])).toEqual([
      ['tag.delete', admin.user.email, tag.id],
      ['tag.create', free.user.email, tag.id],
      ['admin.prompt.create', admin.user.email, p.id],
      ['admin.module.update', admin.user.email, m.id],
      ['admin.module.create', admin.user.email, m.id],
    ])
    expect(events[3]).toMatchObject({ targetType: 'injury_module', details: { name: 'Immersion', changed: ['name'] }, createdAt: expect.any(String) })

    const older = await admin.trpc.admin.audit.list({ limit: 2, before: events[1].id })
    expect(older.map((e) => e.id)).toEqual([events[2].id, events[3].id])
    const res = await rest(ta, admin.cookie, 'GET', `/api/admin/audit-events?limit=2&before=${events[1].id}`)
    expect(res).toEqual({ status: 200, body: older })
    expect((await rest(ta, admin.cookie, 'GET', '/api/admin/audit-events')).body.length).toBeGreaterThanOrEqual(7)

    expect((await rest(ta, admin.cookie, 'GET', '/api/admin/audit-events?limit=0')).status).toBe(400)
    expect((await rest(ta, admin.cookie, 'GET', '/api/admin/audit-events?limit=201')).status).toBe(400)
    await expect(admin.trpc.admin.audit.list({ limit: 500 })).rejects.toMatchObject({ code: 'BAD_REQUEST' })

    expect((await rest(ta, free.cookie, 'GET', '/api/admin/audit-events')).status).toBe(403)
    await expect(free.trpc.admin.audit.list({})).rejects.toMatchObject({ code: 'FORBIDDEN' })
  })
})
