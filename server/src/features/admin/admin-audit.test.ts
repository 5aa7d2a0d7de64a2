import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { AUDIT_ACTIONS, describeAuditEvent } from '@shared/src/admin/audit-describe'
import { createTestApp, signedIn, type TestApp } from '../../../../test/harness/app'
import { rest } from '../../../../test/harness/requests'

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

  it('says who did what in words, naming targets, with a failed sign-in anonymous and aimed at the email tried', async () => {
    const admin = await signedIn(ta, 'super')
    const owner = await signedIn(ta, 'free')
    const report = (await rest(ta, owner.cookie, 'POST', '/api/reports', { title: 'Case 2026-0412', chapters: [], status: 'active' })).body as { id: string }
    await owner.trpc.reports.rename({ id: report.id, title: 'Case 2026-0413' })
    const failed = await ta.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@example.org', password: 'wrong horse' } })
    expect(failed.statusCode).toBe(401)
    const t = await admin.trpc.admin.templates.create({ name: 'Drowning template', description: '', chapters: [{ id: 'h', order: 1, title: 'History', content: '' }] })

    const events = await admin.trpc.admin.audit.list({ limit: 4 })
    expect(events.map((e) => [e.actor && `${e.actor.name} <${e.actor.email}>`, e.summary, e.targetName])).toEqual([
      [`${admin.user.username} <${admin.user.email}>`, "created template 'Drowning template'", 'Drowning template'],
      [null, "failed to sign in as 'nobody@example.org'", 'nobody@example.org'],
      [`${owner.user.username} <${owner.user.email}>`, "renamed report 'Case 2026-0412' to 'Case 2026-0413'", 'Case 2026-0413'],
      // The title it was created with, written with the event, not the name it has now.
      [`${owner.user.username} <${owner.user.email}>`, "created report 'Case 2026-0412'", 'Case 2026-0412'],
    ])
    expect(events[0].targetName).not.toBe(t.id)
  })

  it('filters by user, anonymous, action and days, server-side, and pages within the filter', async () => {
    const admin = await signedIn(ta, 'super')
    const a = await signedIn(ta, 'free')
    for (const title of ['One', 'Two', 'Three']) await rest(ta, a.cookie, 'POST', '/api/reports', { title, chapters: [], status: 'active' })
    await ta.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: a.user.email, password: 'not it' } })

    const mine = await admin.trpc.admin.audit.list({ actor: a.user.id, action: 'report.create', limit: 2 })
    expect(mine.map((e) => e.summary)).toEqual(["created report 'Three'", "created report 'Two'"])
    const next = await admin.trpc.admin.audit.list({ actor: a.user.id, action: 'report.create', limit: 2, before: mine[1].id })
    expect(next.map((e) => e.summary)).toEqual(["created report 'One'"])
    // The user's own failed sign-in is anonymous: it is listed under 'anonymous', not under the user.
    expect((await admin.trpc.admin.audit.list({ actor: a.user.id })).some((e) => e.action === 'auth.login_failed')).toBe(false)
    const anon = await admin.trpc.admin.audit.list({ actor: 'anonymous', action: 'auth.login_failed', limit: 1 })
    expect(anon[0]).toMatchObject({ actor: null, targetName: a.user.email })

    const today = new Date().toISOString().slice(0, 10)
    expect((await admin.trpc.admin.audit.list({ actor: a.user.id, from: today, to: today })).length).toBeGreaterThanOrEqual(4)
    expect(await admin.trpc.admin.audit.list({ actor: a.user.id, to: '2020-01-01' })).toEqual([])
    expect(await admin.trpc.admin.audit.list({ actor: a.user.id, from: '2999-01-01' })).toEqual([])

    const rest1 = await rest(ta, admin.cookie, 'GET', `/api/admin/audit-events?actor=${a.user.id}&action=report.create&from=${today}&to=${today}&limit=2`)
    expect(rest1).toEqual({ status: 200, body: mine })
    for (const bad of ['actor=someone', 'action=DROP TABLE', 'from=yesterday', 'from=2026-02-02&to=2026-01-01']) {
      const res = await rest(ta, admin.cookie, 'GET', `/api/admin/audit-events?${bad}`)
      expect(res.status, bad).toBe(400)
    }
  })

  it('describes every action the code writes in words', () => {
    // Every `action: '…'` literal the server and worker write must be known to the log and the filter. Audit actions are
    // namespaced ('report.sign'), which keeps other libraries' `action` options (helmet's frame option) out of the list.
    const root = path.resolve(import.meta.dirname, '../../../..')
    const files = ['server/src', 'worker/src'].flatMap((dir) =>
      readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).map((f) => path.join(root, dir, f)),
    )
    const written = new Set(files.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/action: (?:[a-z]+ > 0 \? )?'([a-z_]+\.[a-z_.]+)'(?: : '([a-z_]+\.[a-z_.]+)')?/g)].flatMap((m) => [m[1], m[2]]).filter(Boolean)))
    expect(written.size).toBeGreaterThanOrEqual(28)
    for (const action of written) expect(Object.keys(AUDIT_ACTIONS), action).toContain(action)
    for (const action of Object.keys(AUDIT_ACTIONS)) {
      const summary = describeAuditEvent({ action, details: { title: 'Case 1', name: 'N', email: 'e@x.org', format: 'pdf', from: 'a', to: 'b' }, currentName: 'Now' })
      expect(summary, action).not.toContain(action)
      expect(summary, action).toMatch(/^[a-z]/)
    }
    expect(describeAuditEvent({ action: 'report.export', details: { format: 'pdf' }, currentName: 'Case 9' })).toBe("exported PDF of report 'Case 9'")
    expect(describeAuditEvent({ action: 'report.addendum', details: { title: 'Case 9' }, currentName: null })).toBe("added an addendum to report 'Case 9'")
  })
})
