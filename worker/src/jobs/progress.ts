import type { JobEvent } from '@shared/src/jobs/events.schema'
import { transcribingProgress } from '@shared/src/jobs/texts'

export interface ProgressReporter {
  /** The fraction done (0 to 1); emitted as a status event when the throttle lets it through. */
  report(fraction: number): void
  /** Stops the keep-alive and resolves once every status event reported so far is in the stream. */
  flush(): Promise<void>
}

export interface ProgressOptions {
  /** Least time between two events, unless the fraction moved by `minStep` (default 1 s). */
  minIntervalMs?: number
  /** A step that is emitted at once (default 0.05). */
  minStep?: number
  /**
   * With no event for this long, the last status is sent again (default: never). The job's event loop
   * is alive, only one long stretch (or the recogniser's start) takes a while; the request waiting on
   * the job must not take it for a dead worker. A hung recogniser is stopped by the engine's own limit.
   */
  keepAliveMs?: number
  now?: () => number
}

/**
 * Turns an engine's progress callbacks into `{ type: 'status', message: 'Transcribing… 40 %',
 * progress: 0.4 }` events, throttled: the first report is emitted, then one when the whole per cent
 * changed and either a second passed or the fraction moved by 5 %, and the end (100 %) at once. Events are appended in order
 * without holding up the engine; a failed append is logged, never thrown into the decode.
 */
export function progressReporter(emit: (event: JobEvent) => Promise<unknown>, opts: ProgressOptions = {}): ProgressReporter {
  const minIntervalMs = opts.minIntervalMs ?? 1_000
  const minStep = opts.minStep ?? 0.05
  const now = opts.now ?? Date.now
  let last: number | null = null
  let lastAt = 0
  let chain: Promise<unknown> = Promise.resolve()
  let lastEvent: JobEvent | null = null
  let timer: ReturnType<typeof setInterval> | undefined
  const send = (event: JobEvent) => {
    lastEvent = event
    lastAt = now()
    chain = chain.then(() => emit(event)).catch((e: unknown) => console.error('progress event:', e instanceof Error ? e.message : e))
  }
  if (opts.keepAliveMs) {
    const every = opts.keepAliveMs
    timer = setInterval(() => {
      if (lastEvent && now() - lastAt >= every) send(lastEvent)
    }, Math.max(50, Math.floor(every / 4)))
    timer.unref()
  }
  return {
    report(fraction) {
      const f = Math.min(1, Math.max(0, fraction))
      const percent = Math.floor(f * 100)
      if (last !== null) {
        if (percent <= Math.floor(last * 100)) return
        // The end is always told: a bar left at 96 % until the result arrives looks stuck.
        if (f < 1 && now() - lastAt < minIntervalMs && f - last < minStep) return
      }
      last = f
      send({ type: 'status', message: transcribingProgress(f), progress: percent / 100 })
    },
    flush: () => {
      clearInterval(timer)
      return chain.then(() => undefined)
    },
  }
}
