import { useCallback, useEffect, useReducer, useRef } from 'react'
import type { JobEvent } from '@shared/src/jobs/events.schema'
import { JOB_TEXTS } from '@shared/src/jobs/texts'
import { toast } from '../../components/toast/toast-store'
import { newIdempotencyKey } from '../../lib/idempotency-key'
import { trpc } from '../../lib/trpc'
import { cleanupReducer, initialCleanup } from './cleanup-state'
import { followCleanup } from './follow'

export interface StartOptions {
  title?: string
  /** Reuse a key to reconnect to the cleanup it started (e.g. after a remount). */
  idempotencyKey?: string
}

/** A cleanup run as React state: start or follow one, and the events folded by cleanupReducer. */
export function useCleanupStream(reportId: string, opts: { onJobId?(jobId: string): void } = {}) {
  const [state, dispatch] = useReducer(cleanupReducer, initialCleanup)
  const utils = trpc.useUtils()
  const controller = useRef<AbortController | null>(null)
  const onJobId = useRef(opts.onJobId)
  useEffect(() => {
    onJobId.current = opts.onJobId
  })

  const run = useCallback(
    async (target: { jobId?: string; title?: string; idempotencyKey?: string }) => {
      controller.current?.abort()
      const mine = new AbortController()
      controller.current = mine
      dispatch({ type: 'start', status: JOB_TEXTS.queued })
      const onEvent = (event: JobEvent) => {
        if (mine.signal.aborted) return
        dispatch({ type: 'event', event })
        if (event.type === 'partial') toast({ title: 'Partial Report', description: event.message ?? JOB_TEXTS.cutShort })
      }
      await followCleanup({
        client: utils.client,
        reportId,
        title: target.title,
        jobId: target.jobId,
        idempotencyKey: target.idempotencyKey ?? newIdempotencyKey(),
        signal: mine.signal,
        onEvent,
        onJobId: (id) => onJobId.current?.(id),
      })
      // A cleanup spends one of the month's report cleanups.
      if (!mine.signal.aborted) void utils.auth.usageStats.invalidate()
    },
    [reportId, utils],
  )

  /** Starts a cleanup of the saved report. */
  const start = useCallback((o: StartOptions = {}) => run({ title: o.title, idempotencyKey: o.idempotencyKey }), [run])
  /** Follows a cleanup that is already running. */
  const follow = useCallback((jobId: string) => run({ jobId }), [run])
  /** Shows a stored cleaned report. */
  const showStored = useCallback((stored: { content: string; missingFields: string[]; createdAt: string }) => dispatch({ type: 'stored', ...stored }), [])
  const fail = useCallback((message: string) => dispatch({ type: 'failed', message }), [])
  const stop = useCallback(() => controller.current?.abort(), [])

  useEffect(() => () => controller.current?.abort(), [])

  return { state, start, follow, showStored, fail, stop }
}

export type CleanupStream = ReturnType<typeof useCleanupStream>
