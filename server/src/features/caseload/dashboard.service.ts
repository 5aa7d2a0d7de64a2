import type { Dashboard, WeekSigned } from '@shared/src/caseload/caseload.schema'
import { CASELOAD_TEXTS, daysBetween, DUE_SOON_DAYS } from '@shared/src/caseload/turnaround'
import { isUuid } from '@shared/src/ids'
import type { Db } from '@shared/node/db/connect'
import type { AuthedCtx } from '../../core/context'
import { AppError } from '../../core/errors'
import { findOfficeClock } from './caseload.repo'
import * as repo from './dashboard.repo'

export const DASHBOARD_WEEKS = 12

const DAY = 86_400_000
const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10)
/** The Monday of the week holding the date. */
const mondayOf = (date: string) => addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7))

/** The age bands of open reports: the target split in three, then past it. */
export function ageEdges(targetDays: number): [number, number, number] {
  return [Math.round(targetDays / 3), Math.round((2 * targetDays) / 3), targetDays]
}

/** The turnaround dashboard of one pathologist's reports, or of the whole office when `ownerId` is null. */
export async function dashboardFor(db: Db, ownerId: string | null): Promise<Dashboard> {
  const clock = await findOfficeClock(db)
  const edges = ageEdges(clock.targetDays)
  const firstWeek = addDays(mondayOf(clock.today), -7 * (DASHBOARD_WEEKS - 1))
  const [open, median, perWeek] = await Promise.all([
    repo.countOpenByAge(db, ownerId, clock.today, edges, clock.targetDays - DUE_SOON_DAYS),
    repo.medianDaysToSign(db, ownerId),
    repo.signedPerWeek(db, ownerId, firstWeek, clock.targetDays),
  ])
  const byWeek = new Map(perWeek.map((w) => [w.week, w]))
  const weeks: WeekSigned[] = Array.from({ length: DASHBOARD_WEEKS }, (_, i) => {
    const week = addDays(firstWeek, 7 * i)
    const w = byWeek.get(week)
    return { week, signed: Number(w?.signed ?? 0), onTime: Number(w?.onTime ?? 0) }
  })
  return {
    today: clock.today,
    targetDays: clock.targetDays,
    targetPercent: clock.targetPercent,
    open: Number(open.open),
    bands: [
      { label: `0–${edges[0]} days`, count: Number(open.b0) },
      { label: `${edges[0] + 1}–${edges[1]} days`, count: Number(open.b1) },
      { label: `${edges[1] + 1}–${edges[2]} days`, count: Number(open.b2) },
      { label: `Over ${edges[2]} days`, count: Number(open.b3) },
    ],
    dueSoon: Number(open.dueSoon),
    overdue: Number(open.b3),
    medianDaysToSign: median === null ? null : Math.round(median * 10) / 10,
    weeks,
  }
}

/** The caller's own dashboard. */
export const myDashboard = (ctx: AuthedCtx) => dashboardFor(ctx.db, ctx.user.id)

/** The office's dashboard for a super user: every pathologist, or the one chosen. */
export async function officeDashboard(ctx: AuthedCtx, pathologistId: string | null | undefined): Promise<Dashboard> {
  return dashboardFor(ctx.db, await pathologistScope(ctx, pathologistId))
}

/** A pathologist filter names a user who exists; none means every pathologist. */
export async function pathologistScope(ctx: AuthedCtx, pathologistId: string | null | undefined): Promise<string | null> {
  if (!pathologistId) return null
  const found = isUuid(pathologistId) && (await ctx.db.selectFrom('users').select('id').where('id', '=', pathologistId).executeTakeFirst())
  if (!found) throw new AppError('NOT_FOUND', CASELOAD_TEXTS.pathologistNotFound)
  return found.id
}

export const pathologists = (ctx: AuthedCtx) => repo.listPathologists(ctx.db)

const CSV_HEADER = ['Case number', 'Pathologist', 'Examination date', 'Signed date', 'Days', 'Studies']

// A cell that starts like a formula is prefixed with a quote, so a spreadsheet shows it rather than runs it.
const cell = (v: string) => {
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** The audit's list as CSV: one line per report, days to signature (or to today while open), its studies. */
export async function caseloadCsv(ctx: AuthedCtx, pathologistId: string | null | undefined): Promise<string> {
  const scope = await pathologistScope(ctx, pathologistId)
  const [clock, rows] = await Promise.all([findOfficeClock(ctx.db), repo.listForExport(ctx.db, scope)])
  const lines = rows.map((r) => {
    const studies = r.studies.map((s) => `${s.type} ${s.state.replace('_', ' ')}${s.receivedOn ? ` ${s.receivedOn}` : ''}`).join('; ')
    const days = daysBetween(r.examinedOn, r.signedOn ?? clock.today)
    return [r.caseNumber ?? r.title, r.pathologist, r.examinedOn, r.signedOn ?? '', String(days), studies].map(cell).join(',')
  })
  return `${[CSV_HEADER.join(','), ...lines].join('\r\n')}\r\n`
}
