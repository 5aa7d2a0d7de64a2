import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, createUser, signIn, type TestApp } from '../../../test/harness/app'

// Text PostgreSQL cannot store (NUL, unpaired UTF-16 surrogates) is refused with a
// 400 naming the field, on every route that takes text, and nothing is written.
let ta: TestApp
let superCookie: string
let userCookie: string
let reportId: string

beforeAll(async () => {
  ta = await createTestApp()
  const admin = await createUser(ta.deps, 'super')
  superCookie = await signIn(ta.app, admin.email, admin.password)
  const user = await createUser(ta.deps, 'free')
  userCookie = await signIn(ta.app, user.email, user.password)
  const res = await ta.app.inject({ method: 'POST', url: '/api/reports', headers: { cookie: userCookie }, payload: { title: 'Case', chapters: [{ id: 'c1', title: 'One', content: '<p>x</p>', order: 1 }] } })
  expect(res.statusCode).toBe(201)
  reportId = res.json().id
}, 60_000)
afterAll(() => ta?.close())

const BAD = { NUL: 'before\u0000after', 'a lone high surrogate': 'before\uD800after', 'a lone low surrogate': '\uDC00after' }
const chapter = (title: string) => ({ id: 'c1', title, content: '<p>x</p>', order: 1 })

type Case = { name: string; method: 'POST' | 'PATCH'; url: () => string; cookie?: () => string; body: (bad: string) => object; field: string }
const CASES: Case[] = [
  { name: 'login', method: 'POST', url: () => '/api/auth/login', body: (b) => ({ email: `a${b}@example.org`, password: 'x' }), field: 'email' },
  { name: 'sign-up', method: 'POST', url: () => '/api/auth/signup', body: (b) => ({ email: 'n@example.org', username: b, password: 'secret1', invitationCode: 'abcd' }), field: 'username' },
  { name: 'waitlist', method: 'POST', url: () => '/api/waitlist/subscribe', body: (b) => ({ email: 'w@example.org', name: b }), field: 'name' },
  { name: 'contact', method: 'POST', url: () => '/api/contact/submit', body: (b) => ({ name: 'N', email: 'c@example.org', message: b }), field: 'message' },
  { name: 'report title', method: 'POST', url: () => '/api/reports', cookie: () => userCookie, body: (b) => ({ title: b, chapters: [] }), field: 'title' },
  { name: 'report rename', method: 'PATCH', url: () => `/api/reports/${reportId}`, cookie: () => userCookie, body: (b) => ({ title: b }), field: 'title' },
  { name: 'chapter title', method: 'PATCH', url: () => `/api/reports/${reportId}`, cookie: () => userCookie, body: (b) => ({ chapters: [chapter(b)] }), field: 'chapters[0].title' },
  { name: 'tag', method: 'POST', url: () => '/api/tags', cookie: () => userCookie, body: (b) => ({ name: 'ok', description: b }), field: 'description' },
  { name: 'tagged content', method: 'POST', url: () => '/api/tagged-content', cookie: () => userCookie, body: (b) => ({ tagId: 't', contentType: 'report', contentId: reportId, startPosition: 0, endPosition: 1, taggedText: b }), field: 'taggedText' },
  { name: 'template', method: 'POST', url: () => '/api/templates', cookie: () => superCookie, body: (b) => ({ name: b, chapters: [] }), field: 'name' },
  { name: 'module', method: 'POST', url: () => '/api/injury-modules', cookie: () => superCookie, body: (b) => ({ name: 'M', chapters: [chapter(b)] }), field: 'chapters[0].title' },
  { name: 'prompt', method: 'POST', url: () => '/api/openai-prompts', cookie: () => superCookie, body: (b) => ({ name: 'P', prompt: b }), field: 'prompt' },
  { name: 'invitation code', method: 'POST', url: () => '/api/admin/invitation-codes', cookie: () => superCookie, body: (b) => ({ note: b }), field: 'note' },
  { name: 'admin user role', method: 'PATCH', url: () => '/api/admin/users/%00/role', cookie: () => superCookie, body: () => ({ role: 'normal' }), field: 'userId' },
  { name: 'addendum', method: 'POST', url: () => `/api/reports/${reportId}/addenda`, cookie: () => userCookie, body: (b) => ({ text: 'T', reason: b, password: 'x' }), field: 'reason' },
  { name: 'match-tags', method: 'POST', url: () => `/api/reports/${reportId}/match-tags`, cookie: () => userCookie, body: (b) => ({ transcription: b }), field: 'transcription' },
]

describe('text PostgreSQL cannot store', () => {
  for (const c of CASES) {
    for (const [kind, bad] of Object.entries(BAD)) {
      // The admin-users case puts its NUL in the path: one run is enough.
      if (c.name === 'admin user role' && kind !== 'NUL') continue
      it(`${c.name}: ${kind} in '${c.field}' is refused with 400 naming the field`, async () => {
        const auditBefore = await ta.deps.db.selectFrom('auditEvents').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()
        const res = await ta.app.inject({ method: c.method, url: c.url(), headers: c.cookie ? { cookie: c.cookie() } : {}, payload: c.body(bad) })
        expect(res.statusCode).toBe(400)
        expect(res.json().message).toContain(`'${c.field}' contains a character that cannot be stored`)
        const auditAfter = await ta.deps.db.selectFrom('auditEvents').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()
        expect(auditAfter.n).toBe(auditBefore.n)
      })
    }
  }

  it('tRPC answers BAD_REQUEST with the same message', async () => {
    const res = await ta.app.inject({ method: 'POST', url: '/trpc/reports.create', headers: { cookie: userCookie }, payload: { title: 'a\u0000b', templateId: '00000000-0000-4000-8000-000000000000' } })
    expect(res.statusCode).toBe(400)
    expect(res.body).toContain("'title' contains a character that cannot be stored")
  })

  it('tRPC answers a body that is not JSON with 400, not an internal error', async () => {
    for (const body of ['nul', '{', '{"title":']) {
      const res = await ta.app.inject({ method: 'POST', url: '/trpc/reports.create', headers: { cookie: userCookie, 'content-type': 'application/json' }, payload: body })
      expect(res.statusCode, body).toBe(400)
      expect(res.json().error.message).toBe('The request body is not valid JSON')
    }
  })

  it('chapter HTML keeps its text with the unstorable characters dropped, and the save succeeds', async () => {
    const current = (await ta.app.inject({ method: 'GET', url: `/api/reports/${reportId}`, headers: { cookie: userCookie } })).json()
    const res = await ta.app.inject({
      method: 'PATCH',
      url: `/api/reports/${reportId}`,
      headers: { cookie: userCookie },
      payload: { version: current.version, chapters: [{ id: 'c1', title: 'One', content: '<p>heart\u0000 weight\uD800 350 g \uD83D\uDE00</p>', order: 1 }] },
    })
    expect(res.statusCode).toBe(200)
    const stored = (await ta.app.inject({ method: 'GET', url: `/api/reports/${reportId}`, headers: { cookie: userCookie } })).json()
    expect(stored.chapters[0].content).toBe('<p>heart weight 350 g \uD83D\uDE00</p>')
  })

  it('paired surrogates (emoji) are ordinary text and are stored', async () => {
    const res = await ta.app.inject({ method: 'POST', url: '/api/reports', headers: { cookie: userCookie }, payload: { title: 'Case \uD83D\uDE00', chapters: [] } })
    expect(res.statusCode).toBe(201)
    expect(res.json().title).toBe('Case \uD83D\uDE00')
  })
})
