import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CaseloadItem, ReportPageInput } from '@shared/src/caseload/caseload.schema'
import { createTestApp, signedIn, type TestApp } from '../../../../test/harness/app'
import { daysAgo, insertCaseload } from '../../../../test/factories/caseload'

let ta: TestApp
beforeAll(async () => {
  ta = await createTestApp()
})
afterAll(() => ta.close())

type Session = Awaited<ReturnType<typeof signedIn>>

/** Every page in turn until the cursor runs out. */
async function allPages(s: Session, input: ReportPageInput) {
  const items: CaseloadItem[] = []
  let cursor: string | null = null
  let pages = 0
  do {
    const page = await s.trpc.caseload.page({ ...input, cursor })
    items.push(...page.items)
    cursor = page.nextCursor
    pages += 1
  } while (cursor && pages < 100)
  return { items, pages }
}

describe('My Reports pages on the server', () => {
  it('walks every report exactly once in each order, one page at a time', async () => {
    const s = await signedIn(ta)
    const base = Date.parse('2026-06-01T12:00:00Z')
    // Equal edit times and equal titles: the id breaks the tie, so no row is skipped or repeated between pages.
    await insertCaseload(
      ta.deps.db,
      s.user.id,
      Array.from({ length: 57 }, (_, i) => ({
        title: i % 5 === 0 ? 'Case same' : `Case ${i}`,
        createdAt: new Date(base - (i % 7) * 86_400_000),
        updatedAt: new Date(base + Math.floor(i / 3) * 1000),
        examinationDate: i % 2 ? daysAgo(i) : undefined,
      })),
    )
    for (const sort of ['edited', 'title', 'age'] as const) {
      const { items, pages } = await allPages(s, { sort, limit: 10 })
      expect(pages).toBe(6)
      expect(new Set(items.map((r) => r.id)).size).toBe(57)
      if (sort === 'edited') expect(items.map((r) => r.updatedAt)).toEqual([...items.map((r) => r.updatedAt)].sort().reverse())
      if (sort === 'age') expect(items.map((r) => r.examinedOn)).toEqual([...items.map((r) => r.examinedOn)].sort())
    }
    // Natural order of titles: 'Case 2' before 'Case 12'.
    const titles = (await allPages(s, { sort: 'title', limit: 25 })).items.map((r) => r.title)
    expect(titles.indexOf('Case 2')).toBeLessThan(titles.indexOf('Case 12'))
    const first = await s.trpc.caseload.page({ limit: 10 })
    expect(first.total).toBe(57)
  })

  it('filters on the server: draft, signed, signed with addenda, waiting on studies, overdue', async () => {
    const s = await signedIn(ta)
    const now = new Date()
    await insertCaseload(ta.deps.db, s.user.id, [
      { title: 'Fresh draft', examinationDate: daysAgo(3) },
      { title: 'Old draft', examinationDate: daysAgo(120) },
      { title: 'Draft on the target day', examinationDate: daysAgo(90) },
      { title: 'Draft created long ago', createdAt: new Date(now.getTime() - 100 * 86_400_000) },
      { title: 'Signed late', examinationDate: daysAgo(200), signedAt: new Date(now.getTime() - 10 * 86_400_000) },
      { title: 'Signed with addendum', examinationDate: daysAgo(30), signedAt: new Date(now.getTime() - 5 * 86_400_000), addendum: true },
      { title: 'Waiting', examinationDate: daysAgo(20), studies: [{ type: 'toxicology', requestedOn: daysAgo(19) }, { type: 'histology', requestedOn: daysAgo(2), state: 'received', receivedOn: daysAgo(1) }] },
      { title: 'Not waiting any more', studies: [{ type: 'histology', requestedOn: daysAgo(9), state: 'not_needed' }] },
    ])
    const titles = async (filter: ReportPageInput['filter']) => (await s.trpc.caseload.page({ filter, sort: 'title' })).items.map((r) => r.title)
    expect(await titles('draft')).toEqual(['Draft created long ago', 'Draft on the target day', 'Fresh draft', 'Not waiting any more', 'Old draft', 'Waiting'])
    expect(await titles('signed')).toEqual(['Signed late'])
    expect(await titles('addenda')).toEqual(['Signed with addendum'])
    expect(await titles('waiting')).toEqual(['Waiting'])
    // Day 90 of a 90-day target is still on time; a signed report is never overdue, however late it was signed.
    expect(await titles('overdue')).toEqual(['Draft created long ago', 'Old draft'])
    expect((await s.trpc.caseload.page({ filter: 'overdue' })).total).toBe(2)

    const byTitle = new Map((await s.trpc.caseload.page({ limit: 100 })).items.map((r) => [r.title, r]))
    expect(byTitle.get('Waiting')).toMatchObject({ pendingStudies: [{ type: 'toxicology', days: 19 }], ageDays: 20, due: null, examinationRecorded: true })
    expect(byTitle.get('Old draft')).toMatchObject({ ageDays: 120, due: 'overdue' })
    expect(byTitle.get('Draft on the target day')).toMatchObject({ ageDays: 90, due: 'due_soon' })
    expect(byTitle.get('Draft created long ago')).toMatchObject({ ageDays: 100, examinationRecorded: false, due: 'overdue' })
    // A signed report's age stops at its signature.
    expect(byTitle.get('Signed late')).toMatchObject({ ageDays: 190, due: null, hasAddenda: false })
    expect(byTitle.get('Signed with addendum')).toMatchObject({ ageDays: 25, hasAddenda: true })
  })

  it('searches title, case number and decedent name, with LIKE wildcards taken literally', async () => {
    const s = await signedIn(ta)
    await insertCaseload(ta.deps.db, s.user.id, [
      { title: 'Hanging in barn', caseNumber: 'ME-2026-0412' },
      { title: 'Road traffic', decedentName: 'Jane Roe' },
      { title: '100% burns' },
      { title: '1000 burns' },
    ])
    const find = async (search: string) => (await s.trpc.caseload.page({ search, sort: 'title' })).items.map((r) => r.title)
    expect(await find('0412')).toEqual(['Hanging in barn'])
    expect(await find('jane')).toEqual(['Road traffic'])
    expect(await find('BARN')).toEqual(['Hanging in barn'])
    expect(await find('100%')).toEqual(['100% burns'])
    expect(await find('nothing like it')).toEqual([])
  })

  it('shows each pathologist only their own reports, and refuses a forged cursor with a clear 400', async () => {
    const [a, b] = [await signedIn(ta), await signedIn(ta)]
    await insertCaseload(ta.deps.db, a.user.id, [{ title: 'Mine' }, { title: 'Mine too' }])
    expect((await b.trpc.caseload.page({})).items.map((r) => r.title)).not.toContain('Mine')
    const page = await a.trpc.caseload.page({ limit: 1, sort: 'title' })
    expect(page.nextCursor).toBeTruthy()
    await expect(a.trpc.caseload.page({ limit: 1, sort: 'edited', cursor: page.nextCursor })).rejects.toMatchObject({ code: 'BAD_REQUEST' })
    await expect(a.trpc.caseload.page({ cursor: 'not a cursor' })).rejects.toMatchObject({ code: 'BAD_REQUEST' })
    await expect(a.trpc.caseload.page({ limit: 1000 })).rejects.toMatchObject({ code: 'BAD_REQUEST' })
    const res = await ta.app.inject({ method: 'GET', url: `/trpc/caseload.page?input=${encodeURIComponent(JSON.stringify({ filter: 'nonsense' }))}`, headers: { cookie: a.cookie } })
    expect(res.statusCode).toBe(400)
    const anonymous = await ta.app.inject({ method: 'GET', url: '/trpc/caseload.page?input=%7B%7D' })
    expect(anonymous.statusCode).toBe(401)
  })
})
