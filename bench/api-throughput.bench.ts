/**
 * Cheap reads: throughput and p99 latency of the product's list routes against a bare Fastify route
 * that runs the same database queries and returns the same JSON, in the same run.
 *
 *   npx vitest run --config bench/vitest.config.ts bench/api-throughput.bench.ts
 *
 * The product is the real server process (session lookup, tRPC or REST adapter, compression hook,
 * error mapping); the baseline is bench/lib/baseline-server.ts in a process of its own, calling the
 * same service functions for the same user (no session). autocannon, 64 connections, runs
 * interleaved so drift of this shared machine hits both alike.
 */
import autocannon from 'autocannon'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChildProcess } from 'node:child_process'
import path from 'node:path'
import { startNode, stopProcess, waitForOk } from '../scripts/lib/processes'
import { freePort, startStack, type Stack } from '../test/harness/stack'

const CONNECTIONS = 64
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
const ROUNDS = 2
const REPORTS = 20

interface Figures {
  rps: number
  p99: number
  bytes: number
}

let stack: Stack
let baseline: ChildProcess
let baseUrl: string
let cookie: string

async function run(url: string, headers: Record<string, string>): Promise<Figures> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers })
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`)
  return { rps: r.requests.average, p99: r.latency.p99, bytes: r.throughput.average / Math.max(1, r.requests.average) }
}

describe('list routes against a bare Fastify route with the same queries and JSON', () => {
  beforeAll(async () => {
    stack = await startStack()
    const login = await fetch(`${stack.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(stack.admin) })
    cookie = login.headers.get('set-cookie')!.split(';')[0]
    const owner = await stack.t.db.selectFrom('users').select('id').where('email', '=', stack.admin.email).executeTakeFirstOrThrow()
    const template = await stack.t.db.selectFrom('templates').select('id').where('name', '=', 'Full Forensic Autopsy').executeTakeFirstOrThrow()
    const modules = await stack.t.db.selectFrom('injuryModules').select(['id', 'name']).where('name', 'in', ['Asphyxia', 'Hanging', 'Drowning']).execute()
    for (let i = 0; i < REPORTS; i++) {
      const selection = { selected: i % 2 ? modules.map((m) => m.id) : [], quantities: {}, wounds: {} }
      const res = await fetch(`${stack.url}/api/reports`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ title: `Case 2026-${String(i).padStart(4, '0')}`, templateId: template.id, selection }),
      })
      if (res.status !== 201) throw new Error(`create failed: ${res.status}`)
    }
    const port = await freePort()
    baseUrl = `http://127.0.0.1:${port}`
    const root = path.resolve(import.meta.dirname, '..')
    baseline = startNode(root, 'bench/lib/baseline-server.ts', { ...process.env, DATABASE_URL: stack.t.url, PORT: String(port), OWNER_ID: owner.id }, 'ignore')
    await waitForOk(`${baseUrl}/api/templates`, 60_000)
  })

  afterAll(async () => {
    if (baseline) await stopProcess(baseline, 5000)
    await stack?.stop()
  })

  it('measures throughput and p99, interleaved', async () => {
    const targets = [
      { name: 'GET /api/reports (REST, 20 reports with chapters)', path: '/api/reports' },
      { name: 'GET /api/templates', path: '/api/templates' },
      { name: 'tRPC reports.list (home cards)', path: '/trpc/reports.list' },
    ]
    // Same body on both sides, or the comparison means nothing.
    for (const t of targets) {
      const ours = await (await fetch(stack.url + t.path, { headers: { cookie } })).json()
      const base = await (await fetch(baseUrl + t.path)).json()
      expect(ours).toEqual(base)
    }
    const kinds = [
      { key: 'identity', headers: {} as Record<string, string> },
      // What a browser sends: the product compresses bodies above 1 KB; the baseline never does.
      { key: 'br', headers: { 'accept-encoding': 'br, gzip' } as Record<string, string> },
    ]
    const results: Record<string, { ours: Figures[]; base: Figures[] }> = {}
    // Warm-up: JIT, pools, caches.
    for (const t of targets) {
      await autocannon({ url: stack.url + t.path, connections: 8, amount: 400, headers: { cookie } })
      await autocannon({ url: baseUrl + t.path, connections: 8, amount: 400 })
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const t of targets) {
        for (const k of kinds) {
          const key = `${t.name} [${k.key}]`
          results[key] ??= { ours: [], base: [] }
          results[key].ours.push(await run(stack.url + t.path, { ...k.headers, cookie }))
          results[key].base.push(await run(baseUrl + t.path, k.headers))
        }
      }
    }
    const mean = (xs: Figures[], f: keyof Figures) => xs.reduce((s, x) => s + x[f], 0) / xs.length
    const lines = Object.entries(results).map(([name, r]) => {
      const ratio = mean(r.ours, 'rps') / mean(r.base, 'rps')
      return (
        `${name}: product ${mean(r.ours, 'rps').toFixed(0)} req/s (p99 ${mean(r.ours, 'p99').toFixed(0)} ms, ${(mean(r.ours, 'bytes') / 1024).toFixed(1)} KiB/response), ` +
        `baseline ${mean(r.base, 'rps').toFixed(0)} req/s (p99 ${mean(r.base, 'p99').toFixed(0)} ms, ${(mean(r.base, 'bytes') / 1024).toFixed(1)} KiB/response), ` +
        `ratio ${ratio.toFixed(2)} (rounds: ${r.ours.map((x, i) => (x.rps / r.base[i].rps).toFixed(2)).join(', ')})`
      )
    })
    console.log(`${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} interleaved rounds\n${lines.join('\n')}`)
    expect(Object.keys(results)).toHaveLength(targets.length * kinds.length)
  })
})
