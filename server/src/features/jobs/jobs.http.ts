import type { FastifyInstance, FastifyRequest } from 'fastify'
import multipart from '@fastify/multipart'
import { CleanupStreamInput, JobIdParams, MatchTagsInput } from '@shared/src/jobs/inputs.schema'
import { ReportIdInput } from '@shared/src/reports/report.schema'
import { text } from '@shared/src/text'
import type { Deps } from '../../core/context'
import { requireUser } from '../../core/http'
import { requireOwnedReport } from '../../core/owned-report'
import { followJob, getLatestCleaned, matchTags, startCleanup, transcribeOnly } from './jobs.service'
import { relaySse } from './jobs.sse'
import { readAudioUpload } from './jobs.upload'

const IdempotencyKey = text().trim().min(1).max(200).optional().catch(undefined)
const idempotencyKeyOf = (req: FastifyRequest) => IdempotencyKey.parse(req.headers['idempotency-key'])
const reportIdOf = (req: FastifyRequest) => ReportIdInput.parse(req.params).id
const lastEventIdOf = (req: FastifyRequest) =>
  req.headers['last-event-id'] ?? (req.query as { lastEventId?: string } | undefined)?.lastEventId

/** Audio upload lives in a scope of its own: only this route parses multipart bodies. */
function uploadRoutes(app: FastifyInstance, deps: Deps): void {
  void app.register(async (scope) => {
    await scope.register(multipart)
    scope.post('/api/reports/:id/transcribe-only', async (req, reply) => {
      const ctx = await requireUser(deps, req, reply)
      const reportId = reportIdOf(req)
      await requireOwnedReport(ctx.db, ctx.user, reportId) // before reading up to 25 MB of someone else's upload
      return transcribeOnly(ctx, reportId, await readAudioUpload(req, reply), idempotencyKeyOf(req))
    })
  })
}

/** REST adapters of the job pipeline. */
export function jobRoutes(app: FastifyInstance, deps: Deps): void {
  uploadRoutes(app, deps)

  app.post('/api/reports/:id/match-tags', async (req, reply) =>
    matchTags(await requireUser(deps, req, reply), reportIdOf(req), MatchTagsInput.parse(req.body ?? {}), idempotencyKeyOf(req)),
  )

  // Starts the cleanup and relays its events; the same Idempotency-Key with Last-Event-ID reconnects to it.
  app.post('/api/reports/:id/cleanup-stream', async (req, reply) => {
    const ctx = await requireUser(deps, req, reply)
    const { jobId, created } = await startCleanup(ctx, reportIdOf(req), CleanupStreamInput.parse(req.body ?? {}), idempotencyKeyOf(req))
    const controller = new AbortController()
    const events = await followJob(ctx, jobId, created ? undefined : lastEventIdOf(req), controller.signal)
    await relaySse(reply, controller, events, { headers: { 'x-job-id': jobId } })
  })

  app.get('/api/jobs/:jobId/events', async (req, reply) => {
    const ctx = await requireUser(deps, req, reply)
    const { jobId } = JobIdParams.parse(req.params)
    const controller = new AbortController()
    const events = await followJob(ctx, jobId, lastEventIdOf(req), controller.signal)
    await relaySse(reply, controller, events, { headers: { 'x-job-id': jobId } })
  })

  app.get('/api/reports/:id/cleaned', async (req, reply) => getLatestCleaned(await requireUser(deps, req, reply), reportIdOf(req)))
}
