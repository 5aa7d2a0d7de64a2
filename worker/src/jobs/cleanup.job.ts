import { setTimeout as sleep } from 'node:timers/promises'
import type { Job } from 'bullmq'
import { audit } from '@shared/node/db/audit'
import { consumeQuota } from '@shared/node/usage'
import { CleanupPayload } from '@shared/src/jobs/payloads.schema'
import { JOB_TEXTS, markersDroppedMessage, missingFieldsMessage, valuesChangedMessage } from '@shared/src/jobs/texts'
import { Chapters } from '@shared/src/reports/chapter.schema'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { findOwnedReport } from '@shared/node/db/owned-report'
import { REPORT_NOT_FOUND_MESSAGE } from '@shared/src/reports/report.schema'
import type { JobDeps } from './deps'
import { Interrupted, JobFailure } from './failures'
import { activePrompt, roleOf } from './lookup.repo'
import { commitOnce, type OutcomeKey } from './outcomes.repo'
import { findCleanedByJobId, insertCleanedReport } from './results.repo'
import { failureEvent, runJob, type JobRun, type JobSpec } from './run-job'
import { verifyTagValues } from './verify'

/** Streams the engine's chunks as content events; an engine failure carries what was produced so far. */
async function streamCleanup(run: JobRun, deps: JobDeps, title: string, chapters: Chapter[]): Promise<string> {
  let produced = ''
  try {
    const prompt = await activePrompt(deps.db, 'cleanup')
    for await (const chunk of deps.engines.cleanup.stream({ title, chapters, prompt })) {
      if (!chunk) continue
      produced += chunk
      await run.emit({ type: 'content', content: chunk })
      if (deps.tuning.CLEANUP_CHUNK_DELAY_MS) await sleep(deps.tuning.CLEANUP_CHUNK_DELAY_MS)
    }
  } catch (error) {
    throw new Interrupted(produced, error)
  }
  return produced
}

/** No tagged value may change and no unfilled field may vanish: such a report is refused, not shipped. */
function checkValues(chapters: Chapter[], markdown: string): string[] {
  const check = verifyTagValues(chapters, markdown)
  if (check.missingValues.length) {
    throw new JobFailure('VALUE_CHANGED', valuesChangedMessage(check.missingValues), { changedValues: check.missingValues })
  }
  if (check.droppedUnfilled.length) throw new JobFailure('VALUE_CHANGED', markersDroppedMessage(check.droppedUnfilled))
  return check.unfilled
}

async function storeCleaned(deps: JobDeps, key: OutcomeKey, content: string, missingFields: string[], reportVersion: number) {
  await commitOnce(deps.db, key, { missingFields, length: content.length }, async (trx) => {
    const role = await roleOf(trx, key.userId)
    if (!role) throw new JobFailure('NOT_FOUND', REPORT_NOT_FOUND_MESSAGE)
    if (!(await consumeQuota(trx, key.userId, role, 'reportCleanups'))) throw new JobFailure('QUOTA_EXCEEDED', JOB_TEXTS.cleanupQuota)
    await insertCleanedReport(trx, { reportId: key.reportId, jobId: key.jobId, content, reportVersion, missingFields, createdBy: key.userId })
    await audit(trx, { actorId: key.userId, action: 'report.cleanup', targetType: 'report', targetId: key.reportId, details: { jobId: key.jobId } })
  })
}

/**
 * Cleans the stored report into the markdown dialect, streaming it chunk by chunk; checks every
 * tagged value survived, then stores the cleaned report and spends one cleanup of the quota.
 */
export async function cleanupJob(job: Job<CleanupPayload>, deps: JobDeps): Promise<void> {
  const spec: JobSpec = {
    kind: 'cleanup',
    startMessage: (attempt) => (attempt > 1 ? JOB_TEXTS.restarting : JOB_TEXTS.cleaning),
    retryMessage: JOB_TEXTS.retrying,
    failedText: JOB_TEXTS.cleanupFailed,
    async replay(outcome) {
      if (outcome.status === 'failed') return failureEvent(outcome)
      const { content, missingFields } = await findCleanedByJobId(deps.db, outcome.jobId)
      return { type: 'complete', message: JOB_TEXTS.cleanupComplete, fullContent: content, missingFields }
    },
    async execute(run) {
      const data = CleanupPayload.parse(job.data)
      const report = await findOwnedReport(deps.db, data.reportId, data.userId)
      if (!report) throw new JobFailure('NOT_FOUND', REPORT_NOT_FOUND_MESSAGE)
      const parsed = Chapters.safeParse(report.chapters)
      if (!parsed.success) throw new JobFailure('BAD_REQUEST', JOB_TEXTS.reportUnreadable)
      const chapters = parsed.data
      const content = await streamCleanup(run, deps, data.title?.trim() || report.title, chapters)
      const missingFields = checkValues(chapters, content)
      if (missingFields.length) await run.emit({ type: 'status', message: missingFieldsMessage(missingFields), missingFields })
      await storeCleaned(deps, run.key, content, missingFields, report.version)
      return { type: 'complete', message: JOB_TEXTS.cleanupComplete, fullContent: content, missingFields }
    },
  }
  await runJob(job, deps, spec)
}
