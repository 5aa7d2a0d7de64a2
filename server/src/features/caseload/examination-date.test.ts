import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { dateIn } from '@shared/src/caseload/turnaround'
import { createTestApp, signedIn, type TestApp } from '../../../../test/harness/app'
import { insertCaseload } from '../../../../test/factories/caseload'

let ta: TestApp
beforeAll(async () => {
  ta = await createTestApp()
})
afterAll(() => ta.close())

/** The date PostgreSQL reads from a written examination date: dayFirst true, false, or null (the office has not said). */
async function read(written: string, dayFirst: boolean | null): Promise<string | null> {
  const row = await sql<{ d: string | null }>`select report_examination_date(${written}, ${dayFirst}::boolean)::text as d`.execute(ta.deps.db)
  return row.rows[0].d
}

const DEFAULTS = { timeZone: 'UTC', targetDays: 90, targetPercent: 90, studyTypes: ['toxicology'] }
const DAY = 86_400_000
const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10)
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

describe('examination dates as pathologists write them', () => {
  it('reads dates with a month name, in either order, with or without ordinals, commas and weekdays', async () => {
    const written = [
      '2024-03-14',
      '2024/03/14',
      '14 March 2024',
      '14 march 2024',
      '14th March 2024',
      '14th of March, 2024',
      '14 Mar 2024',
      '14-Mar-2024',
      '14 Mar. 2024',
      'March 14, 2024',
      'March 14 2024',
      'Mar 14th, 2024',
      'Thursday, 14 March 2024',
      '  14   March  2024 ',
    ]
    for (const w of written) expect({ w, d: await read(w, null) }).toEqual({ w, d: '2024-03-14' })
    expect(await read('1 Sept 2025', null)).toBe('2025-09-01')
  })

  it('reads a numeric date that cannot be read two ways without the office’s order, and refuses one that can', async () => {
    for (const w of ['14/03/2024', '14.03.2024', '14-03-2024', '03/14/2024', '3.14.2024']) expect({ w, d: await read(w, null) }).toEqual({ w, d: '2024-03-14' })
    expect(await read('05/05/2024', null)).toBe('2024-05-05')
    expect(await read('04/03/2024', null)).toBeNull()
    expect(await read('04.03.2024', null)).toBeNull()
  })

  it('reads a numeric date in the office’s order, day first or month first', async () => {
    expect(await read('04/03/2024', true)).toBe('2024-03-04')
    expect(await read('04/03/2024', false)).toBe('2024-04-03')
    expect(await read('14.03.2024', true)).toBe('2024-03-14')
    // Against the office's order a number above 12 is no month: no date.
    expect(await read('03/14/2024', true)).toBeNull()
    expect(await read('14/03/2024', false)).toBeNull()
  })

  it('leaves what is no calendar date to the creation day', async () => {
    for (const w of ['31 February 2024', '2024-02-30', '31/04/2024', '14 Marchember 2024', '14/03/24', 'yesterday', 'March 2024', '', '14 03 2024', '14/03.2024']) {
      expect({ w, d: await read(w, true) }).toEqual({ w, d: null })
    }
    expect(await read('29 February 2024', null)).toBe('2024-02-29')
  })

  it('counts a report’s age from a written date in the office’s time zone, and reads numeric dates again when the order changes', async () => {
    const admin = await signedIn(ta, 'super')
    // The far east of the date line: most hours of a day, its date is not UTC's.
    await admin.trpc.caseload.office.updateSettings({ ...DEFAULTS, timeZone: 'Pacific/Kiritimati' })
    const today = dateIn('Pacific/Kiritimati', new Date())
    const tenDaysAgo = addDays(today, -10)
    const [y, m, d] = tenDaysAgo.split('-').map(Number)
    const s = await signedIn(ta)
    const createdAt = new Date(Date.now() - 2 * DAY)
    await insertCaseload(ta.deps.db, s.user.id, [
      { title: 'Named month', createdAt, examinationDate: `${d} ${MONTHS[m - 1]} ${y}` },
      { title: 'American', createdAt, examinationDate: `${MONTHS[m - 1]} ${d}, ${y}` },
      { title: 'Ambiguous', createdAt, examinationDate: '04/03/2024' },
    ])
    const byTitle = async () => new Map((await s.trpc.caseload.page({ sort: 'title' })).items.map((r) => [r.title, r]))
    let rows = await byTitle()
    for (const title of ['Named month', 'American']) {
      expect(rows.get(title)).toMatchObject({ examinedOn: tenDaysAgo, examinationRecorded: true, ageDays: 10 })
    }
    expect(rows.get('Ambiguous')).toMatchObject({ examinedOn: dateIn('Pacific/Kiritimati', createdAt), examinationRecorded: false, ageDays: 2 })

    await admin.trpc.caseload.office.updateSettings({ ...DEFAULTS, timeZone: 'Pacific/Kiritimati', dateOrder: 'day_first' })
    rows = await byTitle()
    expect(rows.get('Ambiguous')).toMatchObject({ examinedOn: '2024-03-04', examinationRecorded: true })
    await admin.trpc.caseload.office.updateSettings({ ...DEFAULTS, timeZone: 'Pacific/Kiritimati', dateOrder: 'month_first' })
    expect((await byTitle()).get('Ambiguous')).toMatchObject({ examinedOn: '2024-04-03', examinationRecorded: true })
    // Leaving the order out of a change keeps it.
    await admin.trpc.caseload.office.updateSettings({ ...DEFAULTS, timeZone: 'Pacific/Kiritimati', targetDays: 60 })
    expect(await admin.trpc.caseload.settings()).toMatchObject({ dateOrder: 'month_first', targetDays: 60 })
    await expect(admin.trpc.caseload.office.updateSettings({ ...DEFAULTS, dateOrder: 'year_first' as never })).rejects.toMatchObject({ code: 'BAD_REQUEST' })
  })
})
