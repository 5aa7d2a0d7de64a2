import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** One route's requests: how many, how many failed (by status or network), and every latency in milliseconds. */
interface RouteStats {
  requests: number
  errors: number
  serverErrors: number
  latencies: number[]
}

/** A request that failed: answered with an unexpected status, or not answered at all. */
export class RequestFailed extends Error {
  constructor(
    readonly route: string,
    readonly status: number,
    detail: string,
  ) {
    super(`${route}: ${status || 'no answer'} ${detail.slice(0, 300)}`)
  }
}

/** Per-route counts and latencies of a load run, and the first failures seen (to print). */
export class LoadRecorder {
  private readonly routes = new Map<string, RouteStats>()
  readonly failures: string[] = []

  record(route: string, ms: number, status: number, ok: boolean): void {
    let s = this.routes.get(route)
    if (!s) this.routes.set(route, (s = { requests: 0, errors: 0, serverErrors: 0, latencies: [] }))
    s.requests += 1
    s.latencies.push(ms)
    if (!ok) s.errors += 1
    if (status >= 500) s.serverErrors += 1
  }

  fail(message: string): void {
    if (this.failures.length < 20) this.failures.push(message)
  }

  get totals() {
    let requests = 0
    let errors = 0
    let serverErrors = 0
    for (const s of this.routes.values()) {
      requests += s.requests
      errors += s.errors
      serverErrors += s.serverErrors
    }
    return { requests, errors, serverErrors }
  }

  /** A markdown table: route, requests, errors, 5xx, p50/p95/p99 in milliseconds, sorted by route. */
  table(): string {
    const rows = [...this.routes.entries()].sort(([a], [b]) => a.localeCompare(b))
    const lines = ['| route | requests | errors | 5xx | p50 ms | p95 ms | p99 ms |', '|---|---:|---:|---:|---:|---:|---:|']
    for (const [route, s] of rows) {
      const sorted = [...s.latencies].sort((a, b) => a - b)
      const p = (q: number) => Math.round(percentile(sorted, q))
      lines.push(`| ${route} | ${s.requests} | ${s.errors} | ${s.serverErrors} | ${p(0.5)} | ${p(0.95)} | ${p(0.99)} |`)
    }
    return lines.join('\n')
  }
}

/** The q-quantile of sorted values (nearest rank). */
export function percentile(sorted: readonly number[], q: number): number {
  if (!sorted.length) return 0
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]
}

/** Resident memory of a process in MiB, read from /proc (Linux). */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)
  if (!kb) throw new Error(`no VmRSS for process ${pid}`)
  return Number(kb[1]) / 1024
}

/** The machine's load averages (1, 5, 15 minutes), as the bench's context. */
export function loadAverage(): string {
  return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')
}

/** One reading of a process's memory, written by bench/lib/memory-sampler.mjs (bytes; `at` in ms since the epoch). */
export interface MemorySample {
  at: number
  rss: number
  heapTotal: number
  heapUsed: number
  external: number
  arrayBuffers: number
  rssAnon: number | null
  rssFile: number | null
  /** Written right after two forced full collections. */
  gc?: boolean
}

export const MEMORY_FIELDS = ['rss', 'rssAnon', 'heapTotal', 'heapUsed', 'external', 'arrayBuffers'] as const
type MemoryField = (typeof MEMORY_FIELDS)[number]

/** The samples of every process in a run's folder, by role (server, worker), from the files named <role>-<pid>.jsonl. */
export function readMemorySamples(dir: string): Map<string, MemorySample[]> {
  const byRole = new Map<string, MemorySample[]>()
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.jsonl')).sort()) {
    const role = name.replace(/-\d+\.jsonl$/, '')
    const rows = readFileSync(path.join(dir, name), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as MemorySample)
    byRole.set(role, [...(byRole.get(role) ?? []), ...rows])
  }
  return byRole
}

const MiB = 1024 * 1024
const median = (xs: number[]) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] : NaN)

/** Median of each field (MiB) over the periodic samples taken in [from, to); NaN when there are none. */
export function windowMedians(samples: readonly MemorySample[], from: number, to: number): Record<MemoryField, number> {
  const inside = samples.filter((s) => !s.gc && s.at >= from && s.at < to)
  return Object.fromEntries(MEMORY_FIELDS.map((f) => [f, median(inside.map((s) => (s[f] ?? NaN) / MiB))])) as Record<MemoryField, number>
}

/** The first sample taken after forced collections at or after `since` (MiB), if any. */
export function afterCollection(samples: readonly MemorySample[], since: number): Record<MemoryField, number> | undefined {
  const s = samples.find((x) => x.gc && x.at >= since)
  return s && (Object.fromEntries(MEMORY_FIELDS.map((f) => [f, (s[f] ?? NaN) / MiB])) as Record<MemoryField, number>)
}

/** A markdown table of one process's memory: the medians (MiB) of each `stepMs` window from `from` to `to` that has samples. */
export function memoryTable(samples: readonly MemorySample[], from: number, to: number, stepMs: number): string {
  const lines = [`| s | ${MEMORY_FIELDS.join(' | ')} |`, `|---:|${MEMORY_FIELDS.map(() => '---:').join('|')}|`]
  for (let t = from; t < to; t += stepMs) {
    const m = windowMedians(samples, t, Math.min(to, t + stepMs))
    if (Number.isNaN(m.rss)) continue
    lines.push(`| ${((t - from) / 1000).toFixed(0)} | ${MEMORY_FIELDS.map((f) => m[f].toFixed(0)).join(' | ')} |`)
  }
  return lines.join('\n')
}
