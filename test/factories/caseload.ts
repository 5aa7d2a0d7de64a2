import { sql } from 'kysely'
import type { Db } from '../../shared/node/db/connect'

/** A report of a generated caseload: when it was examined (or created), whether and when it was signed, its studies. */
export interface CaseloadReportSpec {
  title?: string
  caseNumber?: string
  decedentName?: string
  /** Written into the report's date_of_examination field as given (YYYY-MM-DD, "14 March 2024", …). */
  examinationDate?: string
  createdAt?: Date
  updatedAt?: Date
  signedAt?: Date
  addendum?: boolean
  studies?: { type: string; requestedOn: string; state?: 'requested' | 'received' | 'not_needed'; receivedOn?: string }[]
}

const escape = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const field = (name: string, value: string) =>
  `<span class="report-tag" data-tag-id="00000000-0000-4000-8000-000000000001" data-tag-name="${name}" data-tag-color="#3b82f6" data-tag-value="${escape(value)}">${escape(value)}</span>`

const HASH = 'a'.repeat(64)

/**
 * Inserts reports straight into the database (many at once, without the UI or the services): a case-details chapter
 * holding the fields given, signatures as bare rows (a placeholder hash), addenda and studies. Returns the ids in order.
 */
export async function insertCaseload(db: Db, ownerId: string, specs: readonly CaseloadReportSpec[]): Promise<string[]> {
  const ids: string[] = []
  for (let start = 0; start < specs.length; start += 500) {
    const batch = specs.slice(start, start + 500)
    const rows = await db
      .insertInto('reports')
      .values(
        batch.map((s, i) => {
          const facts = [
            s.caseNumber ? `<p>Case number: ${field('case_number', s.caseNumber)}</p>` : '',
            s.examinationDate ? `<p>Date of examination: ${field('date_of_examination', s.examinationDate)}</p>` : '',
            s.decedentName ? `<p>Name: ${field('decedent_name', s.decedentName)}</p>` : '',
          ].join('')
          const chapters = [{ id: 'case', title: 'Case details', content: facts || '<p>Case details</p>', order: 1, source: 'template' }]
          const createdAt = s.createdAt ?? new Date()
          return {
            ownerId,
            title: s.title ?? `Case ${start + i + 1}`,
            chapters: JSON.stringify(chapters),
            selectedInjuryModules: '[]',
            status: 'active',
            createdAt,
            updatedAt: s.updatedAt ?? s.signedAt ?? createdAt,
          }
        }),
      )
      .returning('id')
      .execute()
    ids.push(...rows.map((r) => r.id))
    const signed = batch.flatMap((s, i) => (s.signedAt ? [{ id: rows[i].id, at: s.signedAt }] : []))
    for (const s of signed) {
      await db
        .updateTable('reports')
        .set({ signedAt: s.at, signedBy: ownerId, contentHash: HASH, signedContent: JSON.stringify({ title: 'signed', chapters: [] }), updatedAt: s.at })
        .where('id', '=', s.id)
        .execute()
    }
    const addenda = batch.flatMap((s, i) => (s.signedAt && s.addendum ? [{ id: rows[i].id, at: s.signedAt }] : []))
    if (addenda.length) {
      await db
        .insertInto('reportAddenda')
        .values(addenda.map((a) => ({ reportId: a.id, authorId: ownerId, text: 'Later finding', reason: 'Study received', previousHash: HASH, contentHash: HASH, createdAt: new Date(a.at.getTime() + 1000) })))
        .execute()
    }
    const studies = batch.flatMap((s, i) => (s.studies ?? []).map((st) => ({ reportId: rows[i].id, type: st.type, requestedOn: st.requestedOn, state: st.state ?? 'requested', receivedOn: st.receivedOn ?? null })))
    if (studies.length) await db.insertInto('reportStudies').values(studies).execute()
  }
  return ids
}

/** The date `days` before today in UTC (YYYY-MM-DD). */
export const daysAgo = (days: number, from = new Date()): string => new Date(from.getTime() - days * 86_400_000).toISOString().slice(0, 10)

/** Sets the office's settings directly (tests of the clock in another time zone). */
export const setOffice = (db: Db, s: { timeZone?: string; targetDays?: number }) => sql`update office_settings set time_zone = coalesce(${s.timeZone ?? null}, time_zone), target_days = coalesce(${s.targetDays ?? null}::int, target_days)`.execute(db)

const TYPES = ['toxicology', 'histology', 'neuropathology', 'microbiology']

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** A date as pathologists write it, in one of the unambiguous forms the examination date is read from. */
export function writtenDate(d: Date, form: number): string {
  const [day, month, year] = [d.getUTCDate(), d.getUTCMonth(), d.getUTCFullYear()]
  switch (form % 3) {
    case 1:
      return `${day} ${MONTHS[month]} ${year}`
    case 2:
      return `${MONTHS[month]} ${day}, ${year}`
    default:
      return d.toISOString().slice(0, 10)
  }
}

/**
 * A career's caseload, the same every time for the same `n`: examined over the last ~400 days, most signed some weeks
 * later, some with addenda, the open ones often waiting on a study.
 */
export function generatedCaseload(n: number, now = new Date()): CaseloadReportSpec[] {
  return Array.from({ length: n }, (_, i) => {
    const age = (i * 37) % 400
    const examined = new Date(now.getTime() - age * 86_400_000)
    const signedAfter = 20 + ((i * 13) % 110)
    const signed = i % 10 < 7 && signedAfter < age
    const studyType = TYPES[i % TYPES.length]
    return {
      title: `Case ${String(n - i).padStart(5, '0')}`,
      caseNumber: `ME-${examined.getUTCFullYear()}-${String(i + 1).padStart(4, '0')}`,
      decedentName: i % 3 === 0 ? `Decedent ${i}` : undefined,
      examinationDate: writtenDate(examined, i),
      createdAt: examined,
      updatedAt: new Date(examined.getTime() + ((i * 7) % 20) * 86_400_000),
      signedAt: signed ? new Date(examined.getTime() + signedAfter * 86_400_000) : undefined,
      addendum: signed && i % 9 === 0,
      studies:
        i % 4 === 0
          ? [{ type: studyType, requestedOn: examined.toISOString().slice(0, 10), ...(signed || i % 8 === 0 ? { state: 'received' as const, receivedOn: daysAgo(Math.max(0, age - 15), now) } : {}) }]
          : [],
    }
  })
}
