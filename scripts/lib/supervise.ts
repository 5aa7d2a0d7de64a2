import type { ChildProcess } from 'node:child_process'
import { stopProcess } from './processes'

export interface SuperviseOptions {
  /** Shown in log lines: 'server', 'worker'. */
  name: string
  /** Starts a fresh process. */
  start(): ChildProcess
  /** Runs after an unexpected exit, before the restart (e.g. to forget the dead worker's heartbeat). */
  onCrash?(pid: number | undefined): Promise<void> | void
  /** First restart delay; doubles per crash up to maxDelayMs. */
  initialDelayMs?: number
  maxDelayMs?: number
  /** A process that ran this long before crashing restarts after the initial delay again. */
  stableAfterMs?: number
  log?(line: string): void
}

export interface Supervised {
  /** The process running now (replaced on every restart). */
  current(): ChildProcess
  /** How many times the process was restarted after an unexpected exit. */
  restarts(): number
  /** Stops the process and does not restart it. */
  stop(): Promise<void>
}

/**
 * Keeps one process running: an exit we did not ask for is logged and followed by a restart with
 * exponential backoff, so one crashed process never takes the whole product down with it, and a
 * process that crashes at once does not spin the CPU.
 */
export function supervise(opts: SuperviseOptions): Supervised {
  const initial = opts.initialDelayMs ?? 1_000
  const max = opts.maxDelayMs ?? 30_000
  const stableAfter = opts.stableAfterMs ?? 60_000
  const log = opts.log ?? ((line: string) => console.error(line))
  let delay = initial
  let restarts = 0
  let stopping = false
  let timer: NodeJS.Timeout | undefined
  let child: ChildProcess

  const launch = () => {
    const startedAt = Date.now()
    child = opts.start()
    log(`[supervisor] ${opts.name} started (pid ${child.pid})`)
    const self = child
    self.once('exit', (code, signal) => {
      if (stopping) return
      if (Date.now() - startedAt >= stableAfter) delay = initial
      const wait = delay
      delay = Math.min(delay * 2, max)
      log(`[supervisor] ${opts.name} (pid ${self.pid}) exited unexpectedly (${signal ? `signal ${signal}` : `code ${code}`}); restarting in ${wait} ms`)
      void Promise.resolve(opts.onCrash?.(self.pid))
        .catch((e: unknown) => log(`[supervisor] ${opts.name}: crash clean-up failed: ${(e as Error).message}`))
        .finally(() => {
          if (stopping) return
          timer = setTimeout(() => {
            restarts += 1
            launch()
          }, wait)
        })
    })
  }
  launch()

  return {
    current: () => child,
    restarts: () => restarts,
    async stop() {
      stopping = true
      clearTimeout(timer)
      await stopProcess(child)
    },
  }
}
