import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_TEXTS } from '@shared/src/admin/admin-texts'
import { createTestApp, createUser, signIn, type TestApp } from '../../../test/harness/app'

// A request the schema refuses names the field at fault (`data.details.field`), so the form
// can mark and focus it; a service's own refusal keeps the details it gives.
let ta: TestApp
let cookie: string

beforeAll(async () => {
  ta = await createTestApp()
  const admin = await createUser(ta.deps, 'super')
  cookie = await signIn(ta.app, admin.email, admin.password)
}, 60_000)
afterAll(() => ta?.close())

const create = (payload: object) => ta.app.inject({ method: 'POST', url: '/trpc/admin.templates.create', headers: { cookie }, payload })
const chapter = (title: string) => ({ id: 'c1', title, content: '<p>x</p>', order: 1 })

describe('tRPC errors name the field at fault', () => {
  it('a refused field: its top-level name, with the schema’s message', async () => {
    const res = await create({ name: 'P'.repeat(201), chapters: [chapter('History')] })
    expect(res.statusCode).toBe(400)
    const { error } = res.json() as { error: { message: string; data: { details?: unknown } } }
    expect(error.message).toBe('Template name must be at most 200 characters')
    expect(error.data.details).toEqual({ field: 'name' })
  })

  it('an issue deep inside a list names the list', async () => {
    const res = await create({ name: 'Deep', chapters: [chapter('x'.repeat(501))] })
    expect(res.statusCode).toBe(400)
    expect((res.json() as { error: { data: { details?: unknown } } }).error.data.details).toEqual({ field: 'chapters' })
  })

  it('a service refusal without a field names none', async () => {
    const res = await create({ name: 'No chapters', chapters: [chapter('  ')] })
    expect(res.statusCode).toBe(400)
    const { error } = res.json() as { error: { message: string; data: { details?: unknown } } }
    expect(error.message).toBe(ADMIN_TEXTS.templateNeedsChapter)
    expect(error.data.details).toBeUndefined()
  })
})
