import { tracked } from '@trpc/server'
import { text } from '@shared/src/text'
import { CleanupStreamInput, JobEventsInput, MatchTagsInput } from '@shared/src/jobs/inputs.schema'
import { ReportRef } from '@shared/src/reports/report.schema'
import { toTRPCError } from '../../core/errors'
import { authedProcedure, router } from '../../core/trpc'
import { followJob, getLatestCleaned, jobIdOnceClaimed, matchTags, startCleanup } from './jobs.service'

export const jobsRouter = router({
  matchTags: authedProcedure.input(MatchTagsInput.extend(ReportRef.shape)).mutation(({ ctx, input }) => matchTags(ctx, input.reportId, input)),
  /** Starts a cleanup; follow it with `events`. */
  startCleanup: authedProcedure
    .input(CleanupStreamInput.extend(ReportRef.shape).extend({ idempotencyKey: text().max(200).optional() }))
    .mutation(async ({ ctx, input }) => ({ jobId: (await startCleanup(ctx, input.reportId, input, input.idempotencyKey)).jobId })),
  /**
   * A job's events from the stream, by job id or by the kind and Idempotency-Key of the request that
   * starts it; a reconnecting client passes the last tracked id and resumes after it.
   */
  events: authedProcedure.input(JobEventsInput).subscription(async function* ({ ctx, input, signal }) {
    const controller = new AbortController()
    signal?.addEventListener('abort', () => controller.abort(), { once: true })
    // Inside a generator the error middleware no longer applies: map the owner check's AppError here.
    const start = async () => {
      const jobId = 'jobId' in input ? input.jobId : await jobIdOnceClaimed(ctx, input.kind, input.idempotencyKey, controller.signal)
      return jobId === null ? null : followJob(ctx, jobId, input.lastEventId ?? undefined, controller.signal)
    }
    const events = await start().catch((error: unknown) => {
      throw toTRPCError(error)
    })
    if (!events) return
    for await (const { id, event } of events) yield tracked(id, event)
  }),
  latestCleaned: authedProcedure.input(ReportRef).query(({ ctx, input }) => getLatestCleaned(ctx, input.reportId)),
})
