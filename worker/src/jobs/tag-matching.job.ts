import type { Job } from 'bullmq'
import { consumeQuota } from '@shared/node/usage'
import { MatchedTag, TagMatchingResult } from '@shared/src/jobs/events.schema'
import { TagMatchingPayload } from '@shared/src/jobs/payloads.schema'
import { JOB_TEXTS } from '@shared/src/jobs/texts'
import { findOwnedReport } from '@shared/node/db/owned-report'
import { Chapters } from '@shared/src/reports/chapter.schema'
import { REPORT_NOT_FOUND_MESSAGE } from '@shared/src/reports/report.schema'
import type { MatchedTag as EngineMatch, TagInfo } from '../engines/types'
import type { JobDeps } from './deps'
import { JobFailure } from './failures'
import { activePrompt, listTagInfo, roleOf } from './lookup.repo'
import { checkMatches } from './match-checks'
import { capHeardValues, capUncertainValues } from '../engines/local/transcribe-confidence'
import { applyInstanceTargets, tagIdsOutsideInstances } from './instance-targets'
import { commitOnce } from './outcomes.repo'
import { failureEvent, runJob, type JobSpec } from './run-job'

const MATCH_TIMEOUT_MS = 2 * 60_000

/**
 * Only fields that exist, with a confidence in range, through the same unit, range, clause and
 * negation checks whichever engine answered: an engine's answer is not trusted blindly.
 */
function cleanMatches(found: EngineMatch[], tags: TagInfo[], transcription: string): MatchedTag[] {
  const known = new Set(tags.map((t) => t.id))
  const clean = found
    .filter((m) => known.has(m.id) && m.value.trim() !== '')
    .map((m) => ({ ...m, value: m.value.trim(), confidence: Math.min(1, Math.max(0, m.confidence)) }))
  return checkMatches(clean, tags, transcription).map((m) => MatchedTag.parse(m))
}

/** Finds field values in a transcript; one tag match of the monthly quota is spent with the outcome. */
export async function tagMatchingJob(job: Job<TagMatchingPayload>, deps: JobDeps): Promise<void> {
  const spec: JobSpec = {
    kind: 'tag-matching',
    startMessage: () => JOB_TEXTS.matching,
    retryMessage: JOB_TEXTS.matching,
    failedText: JOB_TEXTS.tagMatchingFailed,
    replay: async (outcome) =>
      outcome.status === 'completed' ? { type: 'complete', result: TagMatchingResult.parse(outcome.result) } : failureEvent(outcome),
    async execute({ key }) {
      const data = TagMatchingPayload.parse(job.data)
      const report = await findOwnedReport(deps.db, data.reportId, data.userId)
      if (!report) throw new JobFailure('NOT_FOUND', REPORT_NOT_FOUND_MESSAGE)
      const instances = data.instances ?? []
      const tags = await listTagInfo(deps.db, data.userId)
      const found = await deps.engines.tagMatching.match({
        transcription: data.transcription,
        documentContent: data.documentContent,
        existingTags: data.existingTags,
        includeTagDescriptions: data.includeTagDescriptions,
        tags,
        instances,
        cursorChapterId: data.cursorChapterId,
        prompt: await activePrompt(deps.db, 'tag_identification'),
        signal: AbortSignal.timeout(MATCH_TIMEOUT_MS),
      })
      const stored = Chapters.safeParse(report.chapters)
      const clean = cleanMatches(found, tags, data.transcription)
      // A value of an offline transcript is never High when the way it was heard leaves it doubtful.
      const checked = data.offline
        ? capHeardValues(clean, { transcription: data.transcription, uncertain: data.uncertain, tags, instances })
        : capUncertainValues(clean, data.transcription, data.uncertain)
      const matchedTags = applyInstanceTargets(checked, {
        instances,
        cursorChapterId: data.cursorChapterId,
        outsideTagIds: tagIdsOutsideInstances(stored.success ? stored.data : []),
      })
      const result: TagMatchingResult = { matchedTags }
      await commitOnce(deps.db, key, result, async (trx) => {
        const role = await roleOf(trx, data.userId)
        if (!role) throw new JobFailure('NOT_FOUND', REPORT_NOT_FOUND_MESSAGE)
        if (!(await consumeQuota(trx, data.userId, role, 'tagMatches'))) throw new JobFailure('QUOTA_EXCEEDED', JOB_TEXTS.tagMatchQuota)
      })
      return { type: 'complete', result }
    },
  }
  await runJob(job, deps, spec)
}
