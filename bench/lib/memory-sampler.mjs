/**
 * Bench-only preload: writes this process's memory every MEMORY_SAMPLE_MS (default 2000) as one JSON line to
 * MEMORY_SAMPLES_DIR/<role>-<pid>.jsonl, where role is the entry's folder (server, worker). Loaded through
 * NODE_OPTIONS="--import <this file> --expose-gc" by bench/load-day.bench.ts; the product has no such code.
 *
 * On SIGUSR2 it runs two full garbage collections (when --expose-gc is on) and writes a sample marked
 * `gc: true`, so the bench can read memory with the garbage collected at a moment of its choosing.
 * Each line: the time (ms since the epoch), rss, heapTotal, heapUsed, external, arrayBuffers (bytes), and from /proc the
 * resident anonymous and file-backed memory (RssAnon, RssFile) in bytes.
 */
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { isMainThread } from 'node:worker_threads'

const dir = process.env.MEMORY_SAMPLES_DIR
// Preloads also run in threads Node starts (the module loader's hooks): only the process's main thread samples.
if (dir && isMainThread) {
  mkdirSync(dir, { recursive: true })
  const entry = process.argv[1] ?? ''
  const role = path.basename(path.dirname(path.dirname(entry))) || 'node'
  const file = path.join(dir, `${role}-${process.pid}.jsonl`)
  const procKb = (name) => {
    try {
      const m = new RegExp(`^${name}:\\s+(\\d+)\\s+kB`, 'm').exec(readFileSync('/proc/self/status', 'utf8'))
      return m ? Number(m[1]) * 1024 : null
    } catch {
      return null
    }
  }
  const sample = (gc) => {
    const m = process.memoryUsage()
    const line = { at: Date.now(), ...m, rssAnon: procKb('RssAnon'), rssFile: procKb('RssFile'), ...(gc ? { gc: true } : {}) }
    appendFileSync(file, `${JSON.stringify(line)}\n`)
  }
  setInterval(() => sample(false), Number(process.env.MEMORY_SAMPLE_MS ?? 2000)).unref()
  process.on('SIGUSR2', () => {
    if (typeof globalThis.gc === 'function') {
      globalThis.gc()
      globalThis.gc()
    }
    sample(true)
  })
}
