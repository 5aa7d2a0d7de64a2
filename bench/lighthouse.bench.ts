/**
 * Lighthouse (npm `lighthouse`, its default mobile settings: Moto G power emulation, simulated slow 4G
 * and 4× CPU slowdown) on Debian's headless Chromium: the landing page, the signed-in home screen
 * and, in the same run, a static page as the baseline of what this machine allows.
 *
 *   npx vite build --config client/vite.config.ts --logLevel warn
 *   npx vitest run --config bench/vitest.config.ts bench/lighthouse.bench.ts
 *
 * Runs are interleaved (static, landing, home) and the median of RUNS is reported, with every run's
 * score, because this shared 2-core machine's load moves single runs a lot.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import http from 'node:http'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHROMIUM_FLAGS } from '../test/harness/browser'
import { startStack, type Stack } from '../test/harness/stack'

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
// BENCH_PAGES=home (or static,landing,home) runs only those pages; BENCH_LHR_DIR=dir keeps every run's Lighthouse JSON.
const ONLY = process.env.BENCH_PAGES?.split(',').map((s) => s.trim())
const LHR_DIR = process.env.BENCH_LHR_DIR
// BENCH_BASELINE_DIST=path/to/another/client/dist also audits that build (e.g. the previous commit's), served by a
// second stack in the same run and interleaved with this one: on a busy machine, the fair before/after comparison.
const BASELINE_DIST = process.env.BENCH_BASELINE_DIST
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'] as const

// A page with no script and no stylesheet: the ceiling this machine and Lighthouse allow.
const STATIC_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Static baseline</title><meta name="description" content="Static baseline page"></head>
<body><main><h1>Autopsy Report Generation System</h1><p>A static page of about the landing page's first screen: a heading and a paragraph of text,
no script, no stylesheet.</p></main></body></html>`

interface Run {
  performance: number
  accessibility: number
  metrics: Record<(typeof METRICS)[number], number>
  failedA11y: string[]
}

let stack: Stack
let baseline: { stack: Stack; cookie: string } | undefined
let staticServer: http.Server
let staticUrl: string
let cookie: string

async function audit(url: string, headers: Record<string, string> | undefined, label: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: [...CHROMIUM_FLAGS.filter((f) => f !== '--headless'), '--headless=new'],
  })
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], extraHeaders: headers })
    const lhr = result!.lhr
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`)
    if (LHR_DIR) {
      await mkdir(LHR_DIR, { recursive: true })
      await writeFile(path.join(LHR_DIR, `${label}.json`), JSON.stringify(lhr))
    }
    const a11yIds = new Set(lhr.categories.accessibility.auditRefs.map((r) => r.id))
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
      metrics: Object.fromEntries(METRICS.map((m) => [m, lhr.audits[m].numericValue ?? NaN])) as Run['metrics'],
      failedA11y: Object.values(lhr.audits)
        .filter((a) => a11yIds.has(a.id) && a.score !== null && a.score < 1)
        .map((a) => a.id),
    }
  } finally {
    await chrome.kill()
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

describe('Lighthouse, mobile: landing and signed-in home against a static page', () => {
  /** Signs the super user in and gives it a home screen with something on it: six reports. Returns the session cookie. */
  async function signedInWithReports(st: Stack): Promise<string> {
    const login = await fetch(`${st.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(st.admin) })
    const session = login.headers.get('set-cookie')!.split(';')[0]
    const template = await st.t.db.selectFrom('templates').select('id').where('name', '=', 'Full Forensic Autopsy').executeTakeFirstOrThrow()
    for (let i = 0; i < 6; i++) {
      await fetch(`${st.url}/api/reports`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: session },
        body: JSON.stringify({ title: `Case 2026-04${i}`, templateId: template.id, selection: { selected: [], quantities: {}, wounds: {} } }),
      })
    }
    return session
  }

  beforeAll(async () => {
    stack = await startStack()
    staticServer = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(STATIC_PAGE))
    await new Promise<void>((r) => staticServer.listen(0, '127.0.0.1', r))
    staticUrl = `http://127.0.0.1:${(staticServer.address() as AddressInfo).port}/`
    cookie = await signedInWithReports(stack)
    if (BASELINE_DIST) {
      const other = await startStack({ env: { CLIENT_DIST: path.resolve(BASELINE_DIST) } })
      baseline = { stack: other, cookie: await signedInWithReports(other) }
    }
  })

  afterAll(async () => {
    staticServer?.close()
    await baseline?.stack.stop()
    await stack?.stop()
  })

  it('scores each page, interleaved', async () => {
    const pages = [
      { key: 'static', name: 'static page (baseline)', url: () => staticUrl, headers: undefined },
      { key: 'landing', name: 'landing page', url: () => `${stack.url}/`, headers: undefined },
      { key: 'home', name: 'signed-in home', url: () => `${stack.url}/`, headers: { Cookie: cookie } },
      ...(baseline
        ? [
            { key: 'landing-base', name: 'landing page, baseline build', url: () => `${baseline!.stack.url}/`, headers: undefined },
            { key: 'home-base', name: 'signed-in home, baseline build', url: () => `${baseline!.stack.url}/`, headers: { Cookie: baseline!.cookie } },
          ]
        : []),
    ].filter((p) => !ONLY || ONLY.some((k) => p.key === k || p.key === `${k}-base`))
    const runs: Record<string, Run[]> = {}
    // Each page right next to its baseline build's, which goes first every other run (load drifts within a run).
    const family = (key: string) => key.replace(/-base$/, '')
    for (let r = 0; r < RUNS; r++) {
      for (const f of [...new Set(pages.map((p) => family(p.key)))]) {
        const members = pages.filter((p) => family(p.key) === f)
        for (const p of r % 2 ? [...members].reverse() : members) (runs[p.name] ??= []).push(await audit(p.url(), p.headers, `${p.key}-${r + 1}`))
      }
    }
    const lines = [...pages].sort((a, b) => family(a.key).localeCompare(family(b.key))).map(({ name }) => {
      const rs = runs[name]
      const m = (k: (typeof METRICS)[number]) => median(rs.map((x) => x.metrics[k]))
      return (
        `${name}: performance ${median(rs.map((x) => x.performance))} (runs ${rs.map((x) => x.performance).join(', ')}), ` +
        `accessibility ${median(rs.map((x) => x.accessibility))}${rs.some((x) => x.failedA11y.length) ? ` (failing: ${[...new Set(rs.flatMap((x) => x.failedA11y))].join(', ')})` : ''}; ` +
        `FCP ${(m('first-contentful-paint') / 1000).toFixed(1)} s, LCP ${(m('largest-contentful-paint') / 1000).toFixed(1)} s, ` +
        `TBT ${m('total-blocking-time').toFixed(0)} ms, CLS ${m('cumulative-layout-shift').toFixed(3)}, SI ${(m('speed-index') / 1000).toFixed(1)} s`
      )
    })
    console.log(`Lighthouse ${RUNS} runs each (medians)\n${lines.join('\n')}`)
    for (const p of pages) expect(runs[p.name]).toHaveLength(RUNS)
  })
})
