import os from 'node:os'
import { Worker } from 'node:worker_threads'
import type { TagInfo } from '../types'
import type { DecoderOptions, HeardStretch } from './transcribe-decoder'
import type { StretchResult, StretchTask } from './transcribe-thread'

/** Decoding threads by default: two where the machine has two cores or more. */
export function defaultThreadCount(): number {
  return Math.max(1, Math.min(2, os.availableParallelism()))
}

interface Pending {
  task: StretchTask
  resolve(heard: HeardStretch): void
  reject(error: unknown): void
  signal?: AbortSignal
}

interface Thread {
  worker: Worker
  ready: boolean
  /** The task it decodes now. */
  busy: Pending | null
}

const THREAD_ENTRY = new URL('./transcribe-thread.mjs', import.meta.url)

export interface DecodeStretchesOptions {
  signal?: AbortSignal
  /** Called after each stretch with its index, in the order they finish. */
  onStretch?: (index: number) => void
  /** Settings of the recogniser for these stretches (a noisy recording's narrower search); default the product's. */
  decoder?: DecoderOptions
}

/**
 * A small pool of worker threads that decode stretches of speech (./segment) in parallel, each
 * thread with its own recogniser per vocabulary. Threads start on first use and stay for the next
 * recording; tasks of every caller share one queue, taken in order by whichever thread is free.
 * Results come back in stretch order, so the transcript is the one a single decoder gives (each
 * stretch is decoded from a fresh start: see VocabularyDecoder). An abort drops the caller's
 * queued stretches and terminates the threads decoding its others (new ones start when needed);
 * `close` terminates them all.
 */
export class DecodePool {
  private threads: Thread[] = []
  private queue: Pending[] = []
  private nextId = 1
  private closed = false

  constructor(readonly size: number = defaultThreadCount()) {
    if (!Number.isInteger(size) || size < 1) throw new Error(`DecodePool size must be a positive integer, got ${size}`)
  }

  /** The words of each stretch with their scores, in order ('' where nothing was recognised). */
  decodeStretches(vocabulary: TagInfo[], stretches: Float32Array[], opts: DecodeStretchesOptions = {}): Promise<HeardStretch[]> {
    const { signal } = opts
    if (this.closed) return Promise.reject(new Error('The decoding pool is closed'))
    if (signal?.aborted) return Promise.reject(signal.reason)
    if (!stretches.length) return Promise.resolve([])
    return new Promise<HeardStretch[]>((resolve, reject) => {
      const texts = new Array<HeardStretch>(stretches.length)
      let left = stretches.length
      let failed = false
      const mine: Pending[] = []
      const fail = (error: unknown) => {
        if (failed) return
        failed = true
        signal?.removeEventListener('abort', onAbort)
        this.cancel(mine)
        reject(error)
      }
      const onAbort = () => fail(signal?.reason)
      signal?.addEventListener('abort', onAbort, { once: true })
      stretches.forEach((speech, index) => {
        const pending: Pending = {
          // A copy of its own, moved to the thread (the recording's buffer stays here).
          task: { id: this.nextId++, vocabulary, speech: speech.slice(), ...(opts.decoder ? { options: opts.decoder } : {}) },
          signal,
          resolve: (heard) => {
            if (failed) return
            texts[index] = heard
            opts.onStretch?.(index)
            if (--left === 0) {
              signal?.removeEventListener('abort', onAbort)
              resolve(texts)
            }
          },
          reject: fail,
        }
        mine.push(pending)
        this.queue.push(pending)
      })
      this.pump()
    })
  }

  /** Terminates every thread; queued and running decodes fail. */
  async close(): Promise<void> {
    this.closed = true
    const error = new Error('The decoding pool is closed')
    for (const p of this.queue.splice(0)) p.reject(error)
    await Promise.all(
      this.threads.splice(0).map((t) => {
        t.busy?.reject(error)
        return t.worker.terminate()
      }),
    )
  }

  /** Live threads (for tests and diagnostics). */
  get threadCount(): number {
    return this.threads.length
  }

  /** Drops a failed or aborted caller's queued tasks and stops the threads still decoding its others. */
  private cancel(tasks: Pending[]) {
    const set = new Set(tasks)
    this.queue = this.queue.filter((p) => !set.has(p))
    for (const t of [...this.threads]) {
      if (t.busy && set.has(t.busy)) {
        t.busy = null
        this.drop(t)
        void t.worker.terminate()
      }
    }
    this.pump()
  }

  private drop(thread: Thread) {
    this.threads = this.threads.filter((t) => t !== thread)
  }

  private spawn(): Thread {
    // No inherited loader flags: the .mjs entry registers tsx itself (also under vitest).
    const worker = new Worker(THREAD_ENTRY, { execArgv: [] })
    const thread: Thread = { worker, ready: false, busy: null }
    worker.unref()
    worker.on('message', (msg: StretchResult | { ready: true }) => {
      if ('ready' in msg) {
        thread.ready = true
        this.pump()
        return
      }
      const pending = thread.busy
      thread.busy = null
      worker.unref()
      if (pending && pending.task.id === msg.id) {
        if ('error' in msg) pending.reject(new Error(`Speech recognition failed: ${msg.error}`))
        else pending.resolve({ text: msg.text, scores: msg.scores, ...(msg.partial ? { partial: true } : {}) })
      }
      this.pump()
    })
    const lost = (error: unknown) => {
      if (!this.threads.includes(thread)) return
      this.drop(thread)
      const pending = thread.busy
      thread.busy = null
      pending?.reject(error)
      // A thread that dies before it is ready would die again: fail the waiting decodes instead of respawning.
      if (!thread.ready) for (const p of this.queue.splice(0)) p.reject(error)
      this.pump()
    }
    worker.on('error', lost)
    worker.on('exit', (code) => lost(new Error(`A speech recognition thread stopped (exit code ${code})`)))
    this.threads.push(thread)
    return thread
  }

  /** Hands queued tasks to free threads, starting threads up to the pool's size. */
  private pump() {
    if (this.closed) return
    while (this.queue.length) {
      const free = this.threads.find((t) => t.ready && !t.busy)
      if (!free) {
        const starting = this.threads.filter((t) => !t.ready).length
        if (this.threads.length < this.size && starting < this.queue.length) {
          this.spawn()
          continue
        }
        return
      }
      const pending = this.queue.shift()!
      free.busy = pending
      // A thread with work keeps the process alive; an idle one does not.
      free.worker.ref()
      free.worker.postMessage(pending.task, [pending.task.speech.buffer as ArrayBuffer])
    }
  }
}
