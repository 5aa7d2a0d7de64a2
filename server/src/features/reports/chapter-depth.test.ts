import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_CHAPTER_DEPTH, MAX_MODULE_CHAPTER_DEPTH } from '@shared/src/constants'
import { chapterDepth, type Chapter } from '@shared/src/reports/chapter.schema'
import { MAX_CHAPTER_HTML_DEPTH } from '@shared/src/editor/html-depth'
import { createTestApp, createUser, signIn, type TestApp } from '../../../../test/harness/app'

// Chapters nest at most MAX_CHAPTER_DEPTH levels; deeper input is a 400 (never a
// stack overflow), and every recursive path works on a tree at the limit.
let ta: TestApp
let admin: string
let user: string
let password: string

beforeAll(async () => {
  ta = await createTestApp()
  const a = await createUser(ta.deps, 'super')
  admin = await signIn(ta.app, a.email, a.password)
  const u = await createUser(ta.deps, 'normal')
  password = u.password
  user = await signIn(ta.app, u.email, u.password)
}, 60_000)
afterAll(() => ta?.close())

/** A chain of chapters `depth` levels deep, two chapters per level, each with a table and a field. */
function tree(depth: number, prefix = 'c'): Chapter[] {
  const content = (n: string) => `<p>Heart weight <span data-tag="heart_weight" data-tag-name="heart_weight" data-tag-value="350 g">350 g</span> at ${n}</p><table><tbody><tr><td>a</td><td>b</td></tr></tbody></table>`
  let level: Chapter[] = []
  for (let d = depth; d >= 1; d--) {
    const id = `${prefix}${d}`
    level = [
      { id: `${id}a`, title: `Level ${d}`, content: content(id), order: 1, ...(level.length ? { subChapters: level } : {}) },
      { id: `${id}b`, title: `Sibling ${d}`, content: content(`${id}b`), order: 2 },
    ]
  }
  return level
}

/** A JSON body nesting `depth` chapters, written as text: building it as objects would itself need deep recursion to send. */
function deepBody(depth: number): string {
  const open = '{"id":"x","title":"t","content":"","order":1,"subChapters":['
  return `{"name":"Deep","chapters":[${open.repeat(depth - 1)}{"id":"x","title":"t","content":"","order":1}${']}'.repeat(depth - 1)}]}`
}

const call = (cookie: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  ta.app.inject({ method, url, headers: { cookie, ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}) }, ...(payload === undefined ? {} : { payload: payload as string }) })

describe('bounded chapter nesting', () => {
  it(`takes a template exactly ${MAX_CHAPTER_DEPTH} levels deep and refuses one level more with 400`, async () => {
    expect(chapterDepth(tree(MAX_CHAPTER_DEPTH))).toBe(MAX_CHAPTER_DEPTH)
    const ok = await call(admin, 'POST', '/api/templates', { name: 'At the limit', chapters: tree(MAX_CHAPTER_DEPTH) })
    expect(ok.statusCode).toBe(201)
    const tooDeep = await call(admin, 'POST', '/api/templates', { name: 'Too deep', chapters: tree(MAX_CHAPTER_DEPTH + 1) })
    expect(tooDeep.statusCode).toBe(400)
    expect(tooDeep.json().message).toBe(`Chapters can nest at most ${MAX_CHAPTER_DEPTH} levels deep`)
  })

  it('answers a body nested 10,000 levels deep with 400 at once, on REST and tRPC', async () => {
    const started = Date.now()
    const rest = await call(admin, 'POST', '/api/templates', deepBody(10_000))
    expect(rest.statusCode).toBe(400)
    expect(rest.json().message).toBe(`Chapters can nest at most ${MAX_CHAPTER_DEPTH} levels deep`)
    const trpc = await call(admin, 'POST', '/trpc/admin.templates.create', deepBody(10_000))
    expect(trpc.statusCode).toBe(400)
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it(`limits an injury module's chapters to ${MAX_MODULE_CHAPTER_DEPTH} levels (an instance group adds one)`, async () => {
    expect((await call(admin, 'POST', '/api/injury-modules', { name: 'Deep module', chapters: tree(MAX_MODULE_CHAPTER_DEPTH + 1) })).statusCode).toBe(400)
  })

  it('refuses chapter HTML nested deeper than its limit, naming the field, and takes it at the limit', async () => {
    const html = (n: number) => `${'<blockquote>'.repeat(n - 1)}<p>x</p>${'</blockquote>'.repeat(n - 1)}`
    const body = (n: number) => ({ name: `Html ${n}`, chapters: [{ id: 'h', title: 'H', content: html(n), order: 1 }] })
    expect((await call(admin, 'POST', '/api/templates', body(MAX_CHAPTER_HTML_DEPTH))).statusCode).toBe(201)
    const res = await call(admin, 'POST', '/api/templates', body(50_000))
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain("'chapters[0].content' nests its formatting more than")
  })

  it('composes, saves, numbers, signs and exports (HTML, Word, PDF) a report at the limit', async () => {
    const template = (await call(admin, 'POST', '/api/templates', { name: 'Deep template', chapters: tree(MAX_CHAPTER_DEPTH, 't') })).json()
    const group = (await call(admin, 'POST', '/api/injury-modules', { name: 'Wounds', chapters: [], allowMultipleInstances: true, maxInstances: 3 })).json()
    const type = (await call(admin, 'POST', '/api/injury-modules', { name: 'Deep wound', parentId: group.id, chapters: tree(MAX_MODULE_CHAPTER_DEPTH, 'w') })).json()
    expect(type.id).toBeTruthy()
    const created = await call(user, 'POST', '/api/reports', {
      title: 'Deep case',
      templateId: template.id,
      selection: { selected: [group.id], quantities: { [group.id]: 2 }, wounds: { [group.id]: [{ woundIndex: 0, selectedChildId: type.id }, { woundIndex: 1, selectedChildId: type.id }] } },
    })
    expect(created.statusCode).toBe(201)
    const report = (await call(user, 'GET', `/api/reports/${created.json().id}`)).json()
    // The instance group holds the module's chapters one level down: still within the limit.
    expect(chapterDepth(report.chapters)).toBe(MAX_CHAPTER_DEPTH)
    const saved = await call(user, 'PATCH', `/api/reports/${report.id}`, { version: report.version, chapters: report.chapters })
    expect(saved.statusCode).toBe(200)

    const markdown = ['# Deep case', ...Array.from({ length: 6 }, (_, i) => `${'#'.repeat(Math.min(i + 2, 6))} ${i + 1}. Level`), ...Array.from({ length: 40 }, (_, i) => `${'  '.repeat(i)}- item ${i}`)].join('\n\n')
    for (const kind of ['export-html', 'export-docx'] as const) {
      const res = await call(user, 'POST', `/api/reports/${report.id}/${kind}`, { cleanedReport: markdown, reportTitle: 'Deep case' })
      expect(res.statusCode, kind).toBe(200)
    }
    const sign = await call(user, 'POST', `/api/reports/${report.id}/sign`, { password, acknowledgeUnfilled: true })
    expect(sign.statusCode).toBe(200)
    const signed = (await call(user, 'GET', `/api/reports/${report.id}`)).json()
    expect(chapterDepth(signed.signedContent.chapters)).toBe(MAX_CHAPTER_DEPTH)
    // Once signed, Word and HTML are built from the signed chapters, every level of them.
    for (const kind of ['export-html', 'export-docx'] as const) {
      const res = await call(user, 'POST', `/api/reports/${report.id}/${kind}`, {})
      expect(res.statusCode, kind).toBe(200)
    }
    const pdf = await call(user, 'GET', `/api/reports/${report.id}/export-pdf`)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
  }, 120_000)
})
