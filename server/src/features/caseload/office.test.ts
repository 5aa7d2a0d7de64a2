import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dateIn } from '@shared/src/caseload/turnaround'
import { createTestApp, signedIn, type TestApp } from '../../../../test/harness/app'
import { daysAgo, insertCaseload } from '../../../../test/factories/caseload'

let ta: TestApp
beforeAll(async () => {
  ta = await createTestApp()
})
afterAll(() => ta.close())

const DEFAULTS = {
  timeZone: 'UTC',
  targetDays: 90,
  targetPercent: 90,
  studyTypes: ['toxicology', 'histology', 'neuropathology', 'microbiology', 'radiology', 'genetics', 'other'],
  dateOrder: null,
}

describe('the office: settings, the clock in its time zone, the dashboard and the audit CSV', () => {
  it('counts a report’s days from its creation day in the office’s time zone, and from a recorded examination date', async () => {
    const admin = await signedIn(ta, 'super')
    expect(await admin.trpc.caseload.settings()).toEqual(DEFAULTS)
    const s = await signedIn(ta)
    // 02:00 UTC on 10 March is still 9 March in New York.
    const createdAt = new Date('2026-03-10T02:00:00Z')
    await insertCaseload(ta.deps.db, s.user.id, [{ title: 'Created late at night', createdAt }, { title: 'Examined', createdAt, examinationDate: '2026-03-01' }])
    const examined = async () => Object.fromEntries((await s.trpc.caseload.page({ sort: 'title' })).items.map((r) => [r.title, r.examinedOn]))
    expect(await examined()).toEqual({ 'Created late at night': '2026-03-10', Examined: '2026-03-01' })

    await admin.trpc.caseload.office.updateSettings({ ...DEFAULTS, timeZone: 'America/New_York', targetDays: 60 })
    expect(await examined()).toEqual({ 'Created late at night': '2026-03-09', Examined: '2026-03-01' })
    const page = await s.trpc.caseload.page({})
    expect(page.today).toBe(dateIn('America/New_York', new Date()))
    expect(page.targetDays).toBe(60)
    expect(page.items.find((r) => r.title === 'Examined')?.ageDays).toBe(Math.round((Date.parse(`${page.today}T00:00:00Z`) - Date.parse('2026-03-01T00:00:00Z')) / 86_400_000))

    await expect(s.trpc.caseload.office.updateSettings(DEFAULTS)).rejects.toMatchObject({ code: 'FORBIDDEN' })
    await expect(admin.trpc.caseload.office.updateSettings({ ...DEFAULTS, timeZone: 'Mars/Olympus' })).rejects.toMatchObject({ code: 'BAD_REQUEST' })
    await expect(admin.trpc.caseload.office.updateSettings({ ...DEFAULTS, studyTypes: [] })).rejects.toMatchObject({ code: 'BAD_REQUEST' })
    await admin.trpc.caseload.office.updateSettings(DEFAULTS)
    expect(await examined()).toEqual({ 'Created late at night': '2026-03-10', Examined: '2026-03-01' })
    const audited = await ta.deps.db.selectFrom('auditEvents').select('action').where('action', '=', 'office.settings').execute()
    expect(audited).toHaveLength(2)
  })

  it('draws the dashboard from the reports: age bands of open ones, due soon, overdue, median days to sign, weeks', async () => {
    const s = await signedIn(ta)
    const now = Date.now()
    await insertCaseload(ta.deps.db, s.user.id, [
      { examinationDate: daysAgo(5) },
      { examinationDate: daysAgo(45) },
      { examinationDate: daysAgo(80) },
      { examinationDate: daysAgo(95) },
      { examinationDate: daysAgo(130) },
      { examinationDate: daysAgo(40), signedAt: new Date(now - 10 * 86_400_000) },
      { examinationDate: daysAgo(60), signedAt: new Date(now - 3 * 86_400_000) },
      { examinationDate: daysAgo(200), signedAt: new Date(now - 1 * 86_400_000) },
    ])
    const d = await s.trpc.caseload.dashboard()
    expect(d).toMatchObject({ targetDays: 90, targetPercent: 90, open: 5, dueSoon: 1, overdue: 2, medianDaysToSign: 57 })
    expect(d.bands).toEqual([
      { label: '0–30 days', count: 1 },
      { label: '31–60 days', count: 1 },
      { label: '61–90 days', count: 1 },
      { label: 'Over 90 days', count: 2 },
    ])
    expect(d.weeks).toHaveLength(12)
    expect(d.weeks.reduce((n, w) => n + w.signed, 0)).toBe(3)
    expect(d.weeks.reduce((n, w) => n + w.onTime, 0)).toBe(2)
    // Only the caller's own reports count.
    expect((await (await signedIn(ta)).trpc.caseload.dashboard()).open).toBe(0)
  })

  it('gives a super user every pathologist’s dashboard, one pathologist’s, and the CSV an audit asks for', async () => {
    const admin = await signedIn(ta, 'super')
    const [a, b] = [await signedIn(ta), await signedIn(ta)]
    const now = Date.now()
    await insertCaseload(ta.deps.db, a.user.id, [
      { caseNumber: '=HYPERLINK("x")', examinationDate: daysAgo(100), studies: [{ type: 'toxicology', requestedOn: daysAgo(90) }] },
      { caseNumber: 'ME-2', examinationDate: daysAgo(20), signedAt: new Date(now - 86_400_000), studies: [{ type: 'histology', requestedOn: daysAgo(19), state: 'received', receivedOn: daysAgo(2) }] },
    ])
    await insertCaseload(ta.deps.db, b.user.id, [{ title: 'No case number yet', examinationDate: daysAgo(3) }])
    const all = await admin.trpc.caseload.office.dashboard({})
    const onlyA = await admin.trpc.caseload.office.dashboard({ pathologistId: a.user.id })
    expect(onlyA).toMatchObject({ open: 1, overdue: 1 })
    expect(all.open).toBeGreaterThanOrEqual(2)
    expect((await admin.trpc.caseload.office.pathologists()).map((p) => p.id)).toEqual(expect.arrayContaining([a.user.id, b.user.id]))
    await expect(admin.trpc.caseload.office.dashboard({ pathologistId: 'nobody' })).rejects.toMatchObject({ code: 'NOT_FOUND' })
    await expect(a.trpc.caseload.office.dashboard({})).rejects.toMatchObject({ code: 'FORBIDDEN' })

    const csv = await ta.app.inject({ method: 'GET', url: `/api/admin/caseload.csv?pathologistId=${a.user.id}`, headers: { cookie: admin.cookie } })
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toContain('text/csv')
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="caseload-\d{4}-\d{2}-\d{2}\.csv"/)
    expect(csv.body.trimEnd().split('\r\n')).toEqual([
      'Case number,Pathologist,Examination date,Signed date,Days,Studies',
      `"'=HYPERLINK(""x"")",${a.user.username},${daysAgo(100)},,100,toxicology requested`,
      `ME-2,${a.user.username},${daysAgo(20)},${daysAgo(1)},19,histology received ${daysAgo(2)}`,
    ])
    const everyone = await ta.app.inject({ method: 'GET', url: '/api/admin/caseload.csv', headers: { cookie: admin.cookie } })
    expect(everyone.body).toContain(`No case number yet,${b.user.username}`)
    expect((await ta.app.inject({ method: 'GET', url: '/api/admin/caseload.csv', headers: { cookie: a.cookie } })).statusCode).toBe(403)
    expect((await ta.app.inject({ method: 'GET', url: '/api/admin/caseload.csv' })).statusCode).toBe(401)
  })
})
