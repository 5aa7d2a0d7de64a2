import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callerFor, createTestApp, signedIn, type TestApp } from '../../../../test/harness/app'
import { rest } from '../../../../test/harness/requests'

let ta: TestApp
beforeAll(async () => {
  ta = await createTestApp()
})
afterAll(() => ta.close())

const someId = '00000000-0000-4000-8000-000000000000'

// Every REST path of the admin panel, with a body that would be valid for a super user.
const restPaths: [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown][] = [
  ['GET', '/api/injury-modules/admin/tree'],
  ['POST', '/api/injury-modules', { name: 'X', chapters: [] }],
  ['PATCH', `/api/injury-modules/${someId}`, { name: 'X' }],
  ['DELETE', `/api/injury-modules/${someId}`],
  ['GET', '/api/templates/admin'],
  ['POST', '/api/templates', { name: 'X', description: '', chapters: [{ id: 'a', title: 'A', content: '', order: 1 }] }],
  ['PATCH', `/api/templates/${someId}`, { name: 'X' }],
  ['DELETE', `/api/templates/${someId}`],
  ['GET', '/api/openai-prompts'],
  ['POST', '/api/openai-prompts', { name: 'X', prompt: 'Y' }],
  ['PATCH', `/api/openai-prompts/${someId}`, { name: 'X' }],
  ['DELETE', `/api/openai-prompts/${someId}`],
  ['GET', '/api/admin/users'],
  ['PATCH', `/api/admin/users/${someId}/role`, { role: 'super' }],
  ['DELETE', `/api/admin/users/${someId}`],
  ['GET', '/api/admin/invitation-codes'],
  ['POST', '/api/admin/invitation-codes', {}],
  ['DELETE', `/api/admin/invitation-codes/${someId}`],
  ['GET', '/api/admin/audit-events'],
]

type Caller = ReturnType<typeof callerFor>
const trpcCalls: [name: string, call: (c: Caller) => Promise<unknown>][] = [
  ['modules.list', (c) => c.admin.modules.list()],
  ['modules.create', (c) => c.admin.modules.create({ name: 'X', chapters: [] })],
  ['modules.update', (c) => c.admin.modules.update({ id: someId, name: 'X' })],
  ['modules.delete', (c) => c.admin.modules.delete({ id: someId })],
  ['templates.list', (c) => c.admin.templates.list()],
  ['templates.create', (c) => c.admin.templates.create({ name: 'X', description: '', chapters: [{ id: 'a', title: 'A', content: '', order: 1 }] })],
  ['templates.update', (c) => c.admin.templates.update({ id: someId, name: 'X' })],
  ['templates.delete', (c) => c.admin.templates.delete({ id: someId })],
  ['prompts.list', (c) => c.admin.prompts.list()],
  ['prompts.create', (c) => c.admin.prompts.create({ name: 'X', prompt: 'Y' })],
  ['prompts.update', (c) => c.admin.prompts.update({ id: someId, name: 'X' })],
  ['prompts.delete', (c) => c.admin.prompts.delete({ id: someId })],
  ['users.list', (c) => c.admin.users.list()],
  ['users.setRole', (c) => c.admin.users.setRole({ userId: someId, role: 'super' })],
  ['users.delete', (c) => c.admin.users.delete({ userId: someId })],
  ['invitations.list', (c) => c.admin.invitations.list()],
  ['invitations.create', (c) => c.admin.invitations.create({})],
  ['invitations.revoke', (c) => c.admin.invitations.revoke({ id: someId })],
  ['audit.list', (c) => c.admin.audit.list({})],
]

describe.each(['free', 'normal'] as const)('as a %s user', (role) => {
  it('every admin REST path answers 403', async () => {
    const s = await signedIn(ta, role)
    for (const [method, url, body] of restPaths) {
      const res = await rest(ta, s.cookie, method, url, body)
      expect({ method, url, status: res.status }).toEqual({ method, url, status: 403 })
      expect(res.body).toMatchObject({ code: 'FORBIDDEN' })
    }
  })

  it('every admin procedure is FORBIDDEN', async () => {
    const s = await signedIn(ta, role)
    for (const [name, call] of trpcCalls) {
      await expect(call(s.trpc), name).rejects.toMatchObject({ code: 'FORBIDDEN' })
    }
  })

  it('changes nothing and leaves no admin audit event', async () => {
    const s = await signedIn(ta, role)
    for (const [, call] of trpcCalls) await call(s.trpc).catch(() => undefined)
    expect(await ta.deps.db.selectFrom('injuryModules').select('id').execute()).toEqual([])
    expect(await ta.deps.db.selectFrom('llmPrompts').select('id').execute()).toEqual([])
    const events = await ta.deps.db.selectFrom('auditEvents').select('action').where('action', 'like', 'admin.%').execute()
    expect(events).toEqual([])
  })
})

describe('signed out', () => {
  it('every admin path answers 401 / UNAUTHORIZED', async () => {
    for (const [method, url, body] of restPaths) {
      const res = await ta.app.inject({ method, url, ...(body ? { payload: body as object } : {}) })
      expect({ url, status: res.statusCode }).toEqual({ url, status: 401 })
    }
    for (const [name, call] of trpcCalls) await expect(call(callerFor(ta.deps)), name).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
  })
})

describe('as a super user', () => {
  it('reaches every admin list', async () => {
    const s = await signedIn(ta, 'super')
    for (const url of ['/api/injury-modules/admin/tree', '/api/templates/admin', '/api/openai-prompts', '/api/admin/users', '/api/admin/invitation-codes', '/api/admin/audit-events']) {
      expect((await rest(ta, s.cookie, 'GET', url)).status, url).toBe(200)
    }
  })
})
