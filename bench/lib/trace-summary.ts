/**
 * Where a Chromium performance trace's long tasks went: the renderer main thread's tasks over a threshold, their time
 * split by trace event (self time: script, style, layout, paint, garbage collection …), and, when the trace has the
 * V8 sampling profiler's chunks, the functions that ran longest inside them.
 *
 *   node --import tsx bench/lib/trace-summary.ts TRACE.json [threshold ms, default 50]
 */
import { readFileSync } from 'node:fs'

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: Record<string, unknown>
  id?: string
}

interface ProfileNode {
  id: number
  parent?: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
}

export function summariseTrace(events: TraceEvent[], thresholdMs = 50): string {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.ph === 'M')
  if (!main) return 'no renderer main thread in the trace'
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
  onMain.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)
  const tasks = onMain.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask')
  const long = tasks.filter((t) => t.dur! > thresholdMs * 1000)
  // Self time by event name inside the long tasks: each event's duration less its direct children's.
  const self = new Map<string, number>()
  for (const task of long) {
    const end = task.ts + task.dur!
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= end)
    const stack: TraceEvent[] = []
    const selfOf = new Map<TraceEvent, number>()
    let children = 0
    for (const e of inside) {
      while (stack.length && stack[stack.length - 1].ts + stack[stack.length - 1].dur! <= e.ts) stack.pop()
      const parent = stack[stack.length - 1]
      if (!parent) children += e.dur!
      if (parent) selfOf.set(parent, (selfOf.get(parent) ?? 0) - e.dur!)
      selfOf.set(e, (selfOf.get(e) ?? 0) + e.dur!)
      stack.push(e)
    }
    self.set('(task, outside any event)', (self.get('(task, outside any event)') ?? 0) + task.dur! - children)
    for (const [e, us] of selfOf) self.set(e.name, (self.get(e.name) ?? 0) + us)
  }
  const total = long.reduce((s, t) => s + t.dur!, 0)
  // Thread time (tdur) is the CPU the main thread used, which the machine's load does not stretch as it does wall time.
  const cpu = tasks.reduce((s, t) => s + ((t as { tdur?: number }).tdur ?? 0), 0)
  const wall = tasks.reduce((s, t) => s + t.dur!, 0)
  const lines = [
    `main thread busy ${(wall / 1000).toFixed(0)} ms (wall), ${(cpu / 1000).toFixed(0)} ms of CPU`,
    `${tasks.length} tasks on the main thread, ${long.length} over ${thresholdMs} ms (${(total / 1000).toFixed(0)} ms in all; longest ${(Math.max(0, ...long.map((t) => t.dur!)) / 1000).toFixed(0)} ms)`,
    'self time inside them by trace event:',
    ...[...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 18)
      .map(([name, us]) => `  ${(us / 1000).toFixed(1).padStart(8)} ms  ${name}`),
  ]
  lines.push(...profileInside(events, main, long))
  return lines.join('\n')
}

/** Self time by function from the trace's ProfileChunk samples, counted only inside the given tasks. */
function profileInside(events: TraceEvent[], main: TraceEvent, long: TraceEvent[]): string[] {
  const chunks = events.filter((e) => e.name === 'ProfileChunk' && e.pid === main.pid)
  const profile = events.find((e) => e.name === 'Profile' && e.pid === main.pid && e.tid === main.tid)
  if (!chunks.length || !profile) return []
  const mine = chunks.filter((c) => c.id === profile.id)
  const nodes = new Map<number, ProfileNode>()
  let t = (profile.args?.data as { startTime: number }).startTime
  const bySelf = new Map<string, number>()
  for (const chunk of mine) {
    const data = chunk.args?.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] }
    for (const n of data.cpuProfile?.nodes ?? []) nodes.set(n.id, n)
    const samples = data.cpuProfile?.samples ?? []
    const deltas = data.timeDeltas ?? []
    for (let i = 0; i < samples.length; i++) {
      const prev = t
      t += deltas[i] ?? 0
      if (!long.some((task) => prev >= task.ts && prev <= task.ts + task.dur!)) continue
      const n = nodes.get(samples[i])
      if (!n) continue
      const f = n.callFrame
      const key = `${f.functionName || '(anonymous)'} ${(f.url ?? '').split('/').pop()}:${(f.lineNumber ?? 0) + 1}`
      bySelf.set(key, (bySelf.get(key) ?? 0) + (deltas[i + 1] ?? 0))
    }
  }
  return [
    'sampled self time inside them by function:',
    ...[...bySelf]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 30)
      .map(([name, us]) => `  ${(us / 1000).toFixed(1).padStart(8)} ms  ${name}`),
  ]
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const raw = JSON.parse(readFileSync(process.argv[2], 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[]
  const events = Array.isArray(raw) ? raw : (raw.traceEvents ?? [])
  console.log(summariseTrace(events, Number(process.argv[3] ?? 50)))
}
