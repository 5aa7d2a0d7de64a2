import type { Deps } from '../../core/context'
import { checkHealth, type Health } from './health.service'

/** How often the background probe refreshes the state that /api/health answers from. */
export const HEALTH_REFRESH_MS = 2_000

export interface HealthMonitor {
  /** The latest probed state (the first call waits for the first probe). */
  current(): Promise<Health>
  stop(): void
}

/**
 * Probes PostgreSQL, Redis and the worker heartbeats in the background, one probe at a time, so a
 * burst of health checks (load balancers, monitors) costs no queries and cannot pile up behind a
 * slow dependency.
 */
export function startHealthMonitor(deps: Pick<Deps, 'db' | 'redis' | 'config'>, intervalMs = HEALTH_REFRESH_MS): HealthMonitor {
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let state: Promise<Health>
  const probe = () => {
    const next = checkHealth(deps)
    void next.then((health) => {
      state = Promise.resolve(health)
      if (!stopped) {
        timer = setTimeout(probe, intervalMs)
        timer.unref()
      }
    })
    return next
  }
  state = probe()
  return {
    current: () => state,
    stop() {
      stopped = true
      clearTimeout(timer)
    },
  }
}
