/**
 * A day of work in ten minutes: 30 simulated pathologists against the product as `npm start` runs it
 * (one server and one worker process, NODE_ENV=production, built client), on a database, port and
 * queue prefix of their own, over loopback only.
 *
 *   npm run build:client
 *   LOAD_MINUTES=10 npx vitest run --config bench/vitest.config.ts bench/load-day.bench.ts
 *
 * LOAD_MINUTES (default 10) is the measured run. Before it, a warm-up of the same load lasts until
 * every user has finished a first visit (which signs its report, so every kind of step has run), at
 * least LOAD_WARMUP_SECONDS (default 60) and at most LOAD_WARMUP_MAX_SECONDS (default 300).
 * LOAD_USERS (default 30) is the number of pathologists. Each one works in a bounded loop
 * (bench/lib/pathologist.ts): home list, open a report, type with an autosave every 1-2 s, match
 * dictated tags, clean up, export Word, and after the first visit and then every third one sign
 * (exporting PDF and HTML) and start a new report.
 *
 * Printed (and written to bench/out/load-day.md): per route requests, errors, 5xx and p50/p95/p99;
 * acknowledged saves missing from the database; server and worker resident memory after the
 * warm-up and after the run (medians of readings 2 s apart), and single readings every 30 s.
 * The run fails unless there were 0 × 5xx, 0 lost saves and both processes' memory after the run
 * is within 10 % of what it was after the warm-up.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../server/src/features/auth/password'
import { startStack, type Stack } from '../test/harness/stack'
import { LoadRecorder, loadAverage, rssMiB } from './lib/load-stats'
import { type AckedSave, workAsPathologist } from './lib/pathologist'

const MINUTES = Number(process.env.LOAD_MINUTES ?? 10)
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? 60)
const WARMUP_MAX_SECONDS = Number(process.env.LOAD_WARMUP_MAX_SECONDS ?? 300)
const USERS = Number(process.env.LOAD_USERS ?? 30)
const PASSWORD = 'pathologist-password'

let stack: Stack
let templateId: string
const emails: string[] = []
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

beforeAll(async () => {
  stack = await startStack({ env: { NODE_ENV: 'production' } })
  const template = await stack.t.db.selectFrom('templates').select('id').where('name', '=', 'Full Forensic Autopsy').executeTakeFirstOrThrow()
  templateId = template.id
  const passwordHash = await hashPassword(PASSWORD)
  const stamp = Date.now().toString(36)
  for (let i = 0; i < USERS; i++) emails.push(`pathologist${i}-${stamp}@example.org`)
  // 'normal' users: no monthly cap on cleanups and tag matching.
  await stack.t.db
    .insertInto('users')
    .values(emails.map((email, i) => ({ email, username: `pathologist${i}${stamp}`, passwordHash, role: 'normal' as const })))
    .execute()
}, 300_000)

afterAll(async () => {
  await stack?.stop()
})

/**
 * Resident memory of the server and the worker: the median of `n` readings 2 s apart. One reading
 * lands anywhere on the garbage collector's sawtooth (single readings 30 s apart swung by ±40 % under
 * this load); the median of a window is what a leak would move.
 */
async function settledRss(n: number): Promise<{ server: number; worker: number }> {
  const server: number[] = []
  const worker: number[] = []
  for (let i = 0; i < n; i++) {
    if (i) await sleep(2000)
    server.push(rssMiB(stack.server.pid!))
    worker.push(rssMiB(stack.workers[0].pid!))
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
  return { server: median(server), worker: median(worker) }
}

/** Acknowledged saves whose revision is not in the database, or does not hold the words saved. */
async function lostSaves(acked: AckedSave[]): Promise<AckedSave[]> {
  const reportIds = [...new Set(acked.map((a) => a.reportId))]
  if (!reportIds.length) return []
  const rows = await stack.t.db.selectFrom('reportRevisions').select(['reportId', 'version', 'chapters']).where('reportId', 'in', reportIds).execute()
  const stored = new Map(rows.map((r) => [`${r.reportId}/${r.version}`, JSON.stringify(r.chapters)]))
  return acked.filter((a) => !stored.get(`${a.reportId}/${a.version}`)?.includes(a.marker))
}

describe('a day of work', () => {
  it(`${USERS} pathologists for ${MINUTES} min after a warm-up`, async () => {
    const warmup = new LoadRecorder()
    const measured = new LoadRecorder()
    const acked: AckedSave[] = []
    let phase: 'warm-up' | 'measured' | 'over' = 'warm-up'
    const recorder = () => (phase === 'warm-up' ? warmup : measured)
    let firstVisits = 0
    let everyoneVisited!: () => void
    const allVisited = new Promise<void>((resolve) => (everyoneVisited = resolve))
    const onFirstVisit = () => {
      firstVisits += 1
      if (firstVisits === USERS) everyoneVisited()
    }
    const loadBefore = loadAverage()
    const started = Date.now()
    const users = emails.map((email, i) =>
      // Staggered over the first 10 s, as a morning starts.
      new Promise<void>((r) => setTimeout(r, (i * 10_000) / USERS)).then(() =>
        workAsPathologist({ base: stack.url, email, password: PASSWORD, templateId, running: () => phase !== 'over', recorder, acked, onFirstVisit }, i),
      ),
    )
    // The warm-up lasts until every user has finished a first visit (every kind of step has run), and at least WARMUP_SECONDS.
    await Promise.race([Promise.all([allVisited, sleep(WARMUP_SECONDS * 1000)]), sleep(WARMUP_MAX_SECONDS * 1000)])
    const warmupSeconds = (Date.now() - started) / 1000
    phase = 'measured'
    const afterWarmup = { ...(await settledRss(5)), load: loadAverage() }
    const samples: string[] = []
    const runStart = Date.now()
    while (Date.now() - runStart < MINUTES * 60_000) {
      await sleep(Math.min(30_000, MINUTES * 60_000 - (Date.now() - runStart)))
      samples.push(`${((Date.now() - runStart) / 1000).toFixed(0)} s: server ${rssMiB(stack.server.pid!).toFixed(0)}, worker ${rssMiB(stack.workers[0].pid!).toFixed(0)}`)
    }
    phase = 'over'
    const loadAtEnd = loadAverage()
    await Promise.all(users)
    const runSeconds = (Date.now() - runStart) / 1000
    const afterRun = await settledRss(15)
    const lost = await lostSaves(acked)
    const totals = measured.totals
    const change = (a: number, b: number) => `${(((b - a) / a) * 100).toFixed(1)} %`

    const report = [
      `${USERS} pathologists, ${MINUTES} min measured (${runSeconds.toFixed(0)} s to the last step's end) after ${warmupSeconds.toFixed(0)} s of warm-up (${firstVisits} of ${USERS} users through a first visit), ${new Date().toISOString()}`,
      `machine load average (1/5/15 min): before ${loadBefore}, after warm-up ${afterWarmup.load}, at the end ${loadAtEnd}`,
      '',
      measured.table(),
      '',
      `total: ${totals.requests} requests (${(totals.requests / runSeconds).toFixed(1)}/s), ${totals.errors} errors, ${totals.serverErrors} × 5xx; warm-up: ${warmup.totals.requests} requests, ${warmup.totals.errors} errors`,
      `acknowledged saves: ${acked.length}, missing from the database: ${lost.length}`,
      `server RSS: ${afterWarmup.server.toFixed(0)} MiB after warm-up (median of 5 readings over 8 s, load still on), ${afterRun.server.toFixed(0)} MiB after the run (median of 15 readings over the 28 s after the last step) (${change(afterWarmup.server, afterRun.server)})`,
      `worker RSS: ${afterWarmup.worker.toFixed(0)} MiB after warm-up, ${afterRun.worker.toFixed(0)} MiB after the run (${change(afterWarmup.worker, afterRun.worker)})`,
      `RSS during the run (MiB): ${samples.join('; ')}`,
      ...(measured.failures.length || warmup.failures.length ? ['', 'first failures:', ...warmup.failures, ...measured.failures].map((f) => (f ? `- ${f}` : f)) : []),
    ].join('\n')
    const out = path.resolve(import.meta.dirname, 'out')
    mkdirSync(out, { recursive: true })
    writeFileSync(path.join(out, 'load-day.md'), `${report}\n`)
    console.log(`\n${report}\n`)

    // The targets: work was done, no answer was a 5xx, no acknowledged save was lost, and memory after
    // the run is within 10 % of memory after the warm-up (no leak under a day's load).
    expect(acked.length).toBeGreaterThan(0)
    expect(totals.serverErrors + warmup.totals.serverErrors).toBe(0)
    expect(lost).toEqual([])
    expect(afterRun.server / afterWarmup.server).toBeLessThanOrEqual(1.1)
    expect(afterRun.worker / afterWarmup.worker).toBeLessThanOrEqual(1.1)
  }, (WARMUP_MAX_SECONDS + MINUTES * 60 + 600) * 1000)
})
