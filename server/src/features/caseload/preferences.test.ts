import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, signedIn, type TestApp } from '../../../../test/harness/app'
import { insertCaseload } from '../../../../test/factories/caseload'

let ta: TestApp
beforeAll(async () => {
  ta = await createTestApp()
})
afterAll(() => ta.close())

describe('My Reports remembered per user on the server', () => {
  it('answers the first page in the user’s remembered order, with their view, until they choose again', async () => {
    const s = await signedIn(ta)
    const base = Date.parse('2026-06-01T12:00:00Z')
    await insertCaseload(ta.deps.db, s.user.id, [
      { title: 'Case 2', updatedAt: new Date(base) },
      { title: 'Case 10', updatedAt: new Date(base + 1000) },
      { title: 'Case 1', updatedAt: new Date(base - 1000) },
    ])
    const first = await s.trpc.caseload.page({})
    expect(first).toMatchObject({ sort: 'edited', preferences: { view: 'cards', sort: 'edited' } })
    expect(first.items.map((r) => r.title)).toEqual(['Case 10', 'Case 2', 'Case 1'])

    expect(await s.trpc.caseload.setPreferences({ view: 'table' })).toEqual({ view: 'table', sort: 'edited' })
    expect(await s.trpc.caseload.setPreferences({ sort: 'title' })).toEqual({ view: 'table', sort: 'title' })
    const again = await s.trpc.caseload.page({ limit: 2 })
    expect(again).toMatchObject({ sort: 'title', preferences: { view: 'table', sort: 'title' } })
    expect(again.items.map((r) => r.title)).toEqual(['Case 1', 'Case 2'])
    // A later page keeps its cursor's order.
    const next = await s.trpc.caseload.page({ limit: 2, cursor: again.nextCursor })
    expect(next.items.map((r) => r.title)).toEqual(['Case 10'])
    // An order asked for is used without changing what is remembered.
    expect((await s.trpc.caseload.page({ sort: 'edited' })).preferences.sort).toBe('title')

    // Another user keeps their own.
    const other = await signedIn(ta)
    expect((await other.trpc.caseload.page({})).preferences).toEqual({ view: 'cards', sort: 'edited' })
  })

  it('refuses what is no choice, and an anonymous caller', async () => {
    const s = await signedIn(ta)
    await expect(s.trpc.caseload.setPreferences({})).rejects.toMatchObject({ code: 'BAD_REQUEST' })
    await expect(s.trpc.caseload.setPreferences({ view: 'list' as never })).rejects.toMatchObject({ code: 'BAD_REQUEST' })
    const res = await ta.app.inject({ method: 'POST', url: '/trpc/caseload.setPreferences', payload: { view: 'table' } })
    expect(res.statusCode).toBe(401)
  })
})
