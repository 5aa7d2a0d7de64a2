import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, createUser, signIn, type TestApp } from '../../../test/harness/app'
import { hostileBodies } from '../../../test/harness/fuzz-bodies'
import { startWorkers, type RunningWorkers } from '../../../worker/src/workers'
import { beat } from '@shared/node/heartbeat'

// Seeded property-based bodies against every JSON route family, through the real
// server, database, Redis and worker. No body may get a 5xx, and the server must be healthy after.
const SEED = 20_261_123

let ta: TestApp
let workers: RunningWorkers
const ids: Record<string, string> = {}
const cookies: Record<'none' | 'user' | 'super', string> = { none: '', user: '', super: '' }
const tally: Record<string, { bodies: number; statuses: Record<number, number> }> = {}

beforeAll(async () => {
  ta = await createTestApp()
  workers = await startWorkers(ta.config) // match-tags and cleanup-stream bodies that pass validation run real jobs
  const admin = await createUser(ta.deps, 'super')
  cookies.super = await signIn(ta.app, admin.email, admin.password)
  const user = await createUser(ta.deps, 'normal')
  cookies.user = await signIn(ta.app, user.email, user.password)
  ids.targetUser = (await createUser(ta.deps, 'free')).user.id
  const post = async (cookie: string, url: string, payload: object) => {
    const res = await ta.app.inject({ method: 'POST', url, headers: { cookie }, payload })
    expect(res.statusCode, `${url} ${res.body}`).toBe(201)
    return res.json().id as string
  }
  const chapters = [{ id: 'c1', title: 'Internal Examination', content: '<p>The heart weighs 350 g.</p>', order: 1 }]
  ids.report = await post(cookies.user, '/api/reports', { title: 'Fuzz case', chapters })
  ids.tag = await post(cookies.user, '/api/tags', { name: 'fuzz field' })
  ids.template = await post(cookies.super, '/api/templates', { name: 'Fuzz template', chapters })
  ids.module = await post(cookies.super, '/api/injury-modules', { name: 'Fuzz module', chapters })
  ids.prompt = await post(cookies.super, '/api/openai-prompts', { name: 'Fuzz prompt', prompt: 'Clean up.' })
}, 120_000)
afterAll(async () => {
  const lines = Object.entries(tally).map(([family, t]) => `  ${family}: ${t.bodies} bodies, statuses ${JSON.stringify(t.statuses)}`)
  const total = Object.values(tally).reduce((n, t) => n + t.bodies, 0)
  console.log(`Fuzz summary (seed ${SEED}): ${total} bodies\n${lines.join('\n')}`)
  await workers?.close()
  await ta?.close()
})

type Route = readonly ['POST' | 'PATCH', string]
interface Family {
  name: string
  who: keyof typeof cookies
  routes: () => Route[]
  keys: string[]
  /** A body the family's routes accept, which the mutant bodies change one field of. */
  base: () => Record<string, unknown>
  runs: number
}

const CHAPTERS = [{ id: 'c1', title: 'Internal Examination', content: '<p>The heart weighs 350 g.</p>', order: 1 }]

const FAMILIES: Family[] = [
  { name: 'auth', base: () => ({ email: 'someone@example.org', username: 'someone', password: 'secret-1', invitationCode: 'NO-SUCH-CODE' }), who: 'none', runs: 100, keys: ['email', 'username', 'password', 'invitationCode'], routes: () => [['POST', '/api/auth/signup'], ['POST', '/api/auth/login']] },
  { name: 'public waitlist/contact', base: () => ({ email: 'someone@example.org', name: 'Someone', organization: 'Office', message: 'Hello' }), who: 'none', runs: 100, keys: ['email', 'name', 'organization', 'message'], routes: () => [['POST', '/api/waitlist/subscribe'], ['POST', '/api/contact/submit']] },
  {
    name: 'reports',
    base: () => ({ title: 'Case', chapters: CHAPTERS, version: 1, expectedVersion: 1 }),
    who: 'user',
    runs: 120,
    keys: ['title', 'chapters', 'version', 'templateId', 'selection', 'selectedInjuryModules', 'status', 'expectedVersion'],
    routes: () => [['POST', '/api/reports'], ['PATCH', `/api/reports/${ids.report}`], ['POST', `/api/reports/${ids.report}/revisions/1/restore`]],
  },
  {
    name: 'report instances',
    base: () => ({ moduleId: ids.module, typeId: null, expectedVersion: 1 }),
    who: 'user',
    runs: 60,
    keys: ['moduleId', 'typeId', 'expectedVersion'],
    routes: () => [['POST', `/api/reports/${ids.report}/instances`]],
  },
  { name: 'tags', base: () => ({ name: 'fuzzed field', category: 'Fuzz', description: 'A field', color: '#123456' }), who: 'user', runs: 80, keys: ['name', 'category', 'description', 'color'], routes: () => [['POST', '/api/tags'], ['PATCH', `/api/tags/${ids.tag}`]] },
  {
    name: 'tagged-content',
    base: () => ({ tagId: ids.tag, contentType: 'report', contentId: ids.report, chapterId: 'c1', startPosition: 0, endPosition: 5, taggedText: 'heart' }),
    who: 'user',
    runs: 80,
    keys: ['tagId', 'contentType', 'contentId', 'chapterId', 'startPosition', 'endPosition', 'taggedText'],
    routes: () => [['POST', '/api/tagged-content']],
  },
  { name: 'templates', base: () => ({ name: 'Template', description: 'D', chapters: CHAPTERS }), who: 'super', runs: 80, keys: ['name', 'description', 'chapters'], routes: () => [['POST', '/api/templates'], ['PATCH', `/api/templates/${ids.template}`]] },
  {
    name: 'modules',
    base: () => ({ name: 'Module', chapters: CHAPTERS, selectionType: 'radio', order: 1, allowMultipleInstances: false }),
    who: 'super',
    runs: 80,
    keys: ['name', 'parentId', 'chapters', 'selectionType', 'order', 'allowMultipleInstances', 'maxInstances'],
    routes: () => [['POST', '/api/injury-modules'], ['PATCH', `/api/injury-modules/${ids.module}`]],
  },
  {
    name: 'prompts',
    base: () => ({ name: 'Prompt', description: 'D', prompt: 'Clean up.', promptType: 'cleanup', isActive: false, modelName: 'gpt-4o' }),
    who: 'super',
    runs: 80,
    keys: ['name', 'description', 'prompt', 'promptType', 'isActive', 'modelName'],
    routes: () => [['POST', '/api/openai-prompts'], ['PATCH', `/api/openai-prompts/${ids.prompt}`]],
  },
  {
    name: 'admin users/invitations',
    base: () => ({ role: 'normal', note: 'N' }),
    who: 'super',
    runs: 80,
    keys: ['role', 'userId', 'code', 'note'],
    routes: () => [['PATCH', `/api/admin/users/${ids.targetUser}/role`], ['POST', '/api/admin/invitation-codes']],
  },
  {
    name: 'jobs',
    base: () => ({ transcription: 'heart weight 350 grams', reportTitle: 'Case', cleanedReport: '# Case\n\n## 1. Internal Examination\n\nThe heart weighs 350 g.' }),
    who: 'user',
    runs: 100,
    keys: ['transcription', 'documentContent', 'existingTags', 'includeTagDescriptions', 'reducedLightMode', 'cursorChapterId', 'reportContent', 'reportTitle', 'cleanedReport'],
    routes: () => [
      ['POST', `/api/reports/${ids.report}/match-tags`],
      ['POST', `/api/reports/${ids.report}/cleanup-stream`],
      ['POST', `/api/reports/${ids.report}/export-html`],
      ['POST', `/api/reports/${ids.report}/export-docx`],
    ],
  },
  { name: 'sign/addenda', base: () => ({ password: 'not the password', acknowledgeUnfilled: true, text: 'Correction', reason: 'Typo' }), who: 'user', runs: 80, keys: ['password', 'acknowledgeUnfilled', 'version', 'text', 'reason'], routes: () => [['POST', `/api/reports/${ids.report}/sign`], ['POST', `/api/reports/${ids.report}/addenda`]] },
  {
    name: 'tRPC mutations',
    base: () => ({ title: 'Case', templateId: ids.template, name: 'Named', chapters: CHAPTERS, id: ids.report, version: 1 }),
    who: 'super',
    runs: 80,
    keys: ['title', 'templateId', 'selection', 'name', 'chapters', 'id', 'version'],
    routes: () => [['POST', '/trpc/reports.create'], ['POST', '/trpc/tags.create'], ['POST', '/trpc/admin.templates.create'], ['POST', '/trpc/reports.save']],
  },
]

describe(`fuzzed JSON bodies (fast-check, seed ${SEED}, ${FAMILIES.reduce((n, f) => n + f.runs, 0)} bodies)`, () => {
  for (const [i, family] of FAMILIES.entries()) {
    it(`${family.name}: ${family.runs} generated bodies, none answered 5xx`, async () => {
      const t: (typeof tally)[string] = (tally[family.name] = { bodies: 0, statuses: {} })
      const routes = family.routes()
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...routes), hostileBodies(family.keys, family.base()), async ([method, url], body) => {
          const headers: Record<string, string> = { 'content-type': 'application/json' }
          if (cookies[family.who]) headers.cookie = cookies[family.who]
          const res = await ta.app.inject({ method, url, headers, payload: body })
          t.bodies += 1
          t.statuses[res.statusCode] = (t.statuses[res.statusCode] ?? 0) + 1
          expect(res.statusCode, `${method} ${url} ${body.slice(0, 300)} → ${res.body.slice(0, 300)}`).toBeLessThan(500)
        }),
        { seed: SEED + i, numRuns: family.runs, endOnFailure: true },
      )
      expect(t.bodies).toBe(family.runs)
    }, 300_000)
  }

  it('leaves the server healthy, unpolluted and serving', async () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'role')).toBe(false)
    // The in-process workers announce themselves as worker/src/main.ts does, so health can see them.
    await beat(ta.deps.redis, ta.config.QUEUE_PREFIX, 'fuzz-workers')
    // /api/health answers from a background probe refreshed every few seconds: wait for a fresh one.
    await expect.poll(async () => (await ta.app.inject({ method: 'GET', url: '/api/health' })).statusCode, { timeout: 20_000, interval: 500 }).toBe(200)
    const report = await ta.app.inject({ method: 'GET', url: `/api/reports/${ids.report}`, headers: { cookie: cookies.user } })
    expect(report.statusCode).toBe(200)
    expect(report.json().title).toBeTruthy()
    const me = await ta.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: cookies.super } })
    expect(me.json()).toMatchObject({ user: { role: 'super' } })
    // A job still runs end to end after everything above.
    const match = await ta.app.inject({ method: 'POST', url: `/api/reports/${ids.report}/match-tags`, headers: { cookie: cookies.user }, payload: { transcription: 'heart weight 350 grams' } })
    expect(match.statusCode, match.body).toBe(200)
    expect(Array.isArray(match.json().matchedTags)).toBe(true)
  }, 60_000)
})
