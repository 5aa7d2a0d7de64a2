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
  /** Times a thread's module died decoding it (see LAST_RESORT_SEARCH). */
  deaths: number
  resolve(heard: HeardStretch): void
  reject(error: unknown): void
  signal?: AbortSignal
}

interface Thread {
  worker: Worker
  ready: boolean
  /** Whether it has been given a task: a thread that has not holds only what one task needs. */
  used: boolean
  /** The task it decodes now. */
  busy: Pending | null
}

const THREAD_ENTRY = new URL('./transcribe-thread.mjs', import.meta.url)

/**
 * A stretch whose decoding killed the recogniser module (PocketSphinx exits when its heap, at most
 * 2 GB, is full) is decoded again on a thread that has decoded nothing, so with the heap to itself:
 * what it hears there is what any thread would hear, so the transcript does not depend on what
 * the first thread held. A stretch that kills a fresh module too (noise the front end left under
 * the speech keeps the search's paths alive, and a stretch's search then takes over a gigabyte)
 * is decoded a last time with the number of HMMs a frame capped at this, which bounds the search.
 */
export const LAST_RESORT_SEARCH = { maxhmmpf: 8000 }

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

  constructor(
    readonly size: number = defaultThreadCount(),
    /** A thread whose recogniser heap grew past this ends after its task (default the thread's HEAP_LIMIT_BYTES). */
    private readonly heapLimitBytes?: number,
  ) {
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
          task: { id: this.nextId++, vocabulary, speech, ...(opts.decoder ? { options: opts.decoder } : {}) },
          deaths: 0,
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
    const workerData = this.heapLimitBytes === undefined ? null : { heapLimitBytes: this.heapLimitBytes }
    const worker = new Worker(THREAD_ENTRY, { execArgv: [], workerData })
    const thread: Thread = { worker, ready: false, used: false, busy: null }
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
      // The thread ends now (its module died, or its heap is full): no further task goes to it.
      if ('error' in msg ? msg.dead : msg.ends) this.drop(thread)
      if (pending && pending.task.id === msg.id) {
        if ('error' in msg && msg.dead && ++pending.deaths <= 2) {
          if (pending.deaths === 2) {
            const options = pending.task.options ?? {}
            pending.task.options = { ...options, search: { ...options.search, ...LAST_RESORT_SEARCH } }
          }
          this.queue.unshift(pending)
        } else if ('error' in msg) pending.reject(new Error(`Speech recognition failed: ${msg.error}`))
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
      // A task whose module died goes to a thread that has decoded nothing.
      const fresh = this.queue[0].deaths > 0
      const free = this.threads.find((t) => t.ready && !t.busy && !(fresh && t.used))
      if (!free) {
        const starting = this.threads.filter((t) => !t.ready).length
        const idle = fresh ? this.threads.find((t) => t.ready && !t.busy) : undefined
        if (idle && !starting) {
          // Every thread is used: an idle one makes room for a fresh one.
          this.drop(idle)
          void idle.worker.terminate()
        }
        if (this.threads.length < this.size && starting < this.queue.length) {
          this.spawn()
          continue
        }
        return
      }
      const pending = this.queue.shift()!
      free.busy = pending
      free.used = true
      // A thread with work keeps the process alive; an idle one does not.
      free.worker.ref()
      // A copy of the stretch, moved to the thread: the recording's buffer stays here (a retry reads it again).
      const speech = pending.task.speech.slice()
      free.worker.postMessage({ ...pending.task, speech }, [speech.buffer as ArrayBuffer])
    }
  }
}
