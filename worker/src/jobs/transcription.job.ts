import type { Job } from 'bullmq'
import { jobKeys } from '@shared/node/jobs/keys'
import { TranscriptionPayload } from '@shared/src/jobs/payloads.schema'
import { TranscriptionResult } from '@shared/src/jobs/events.schema'
import { JOB_TEXTS } from '@shared/src/jobs/texts'
import { findOwnedReport } from '@shared/node/db/owned-report'
import { REPORT_NOT_FOUND_MESSAGE } from '@shared/src/reports/report.schema'
import type { JobDeps } from './deps'
import { isUnreadableAudio } from '../engines/local/audio'
import { JobFailure } from './failures'
import { listTagInfo } from './lookup.repo'
import { commitOnce } from './outcomes.repo'
import { progressReporter } from './progress'
import { insertTranscript } from './results.repo'
import { failureEvent, runJob, type JobSpec } from './run-job'

/**
 * The longest a transcription may run: a 30-minute recording (the upload limit) decodes in well
 * under half its length, and the engine also stops at twice the length of the audio it decoded
 * (see LocalTranscriptionEngine), so a hung decoder does not hold the job forever.
 */
export const TRANSCRIBE_TIMEOUT_MS = 40 * 60_000

/** Transcribes the uploaded audio with the tag vocabulary; stores the transcript with the outcome. */
export async function transcriptionJob(job: Job<TranscriptionPayload>, deps: JobDeps): Promise<void> {
  const spec: JobSpec = {
    kind: 'transcription',
    startMessage: () => JOB_TEXTS.transcribing,
    retryMessage: JOB_TEXTS.transcribing,
    failedText: JOB_TEXTS.transcriptionFailed,
    replay: async (outcome) =>
      outcome.status === 'completed'
        ? { type: 'complete', result: TranscriptionResult.parse(outcome.result) }
        : failureEvent(outcome),
    async execute({ key, emit }) {
      const data = TranscriptionPayload.parse(job.data)
      if (!(await findOwnedReport(deps.db, data.reportId, data.userId))) throw new JobFailure('NOT_FOUND', REPORT_NOT_FOUND_MESSAGE)
      const audioKey = jobKeys(deps.prefix, key.jobId).audio
      const audio = await deps.redis.getBuffer(audioKey)
      if (!audio) throw new JobFailure('BAD_REQUEST', JOB_TEXTS.audioExpired)
      const vocabulary = await listTagInfo(deps.db, data.userId)
      // 'Transcribing… 40 %' events: the client's progress bar, and the server's sign that the job is alive.
      const progress = progressReporter(emit, { keepAliveMs: Math.floor(deps.tuning.JOB_IDLE_TIMEOUT_MS / 3) })
      const { text, uncertain } = await deps.engines.transcription
        .transcribe({
          audio,
          mimeType: data.mimeType,
          filename: data.filename,
          vocabulary,
          signal: AbortSignal.timeout(TRANSCRIBE_TIMEOUT_MS),
          onProgress: progress.report,
        })
        .catch((error: unknown) => {
          // Damaged content fails the same way every time: no retries (a JobFailure is unrecoverable).
          if (isUnreadableAudio(error)) throw new JobFailure('UNREADABLE', JOB_TEXTS.audioUnreadable)
          throw error
        })
        .finally(() => progress.flush())
      const transcription = text.trim()
      if (!transcription) throw new JobFailure('BAD_REQUEST', JOB_TEXTS.noSpeech)
      // The spans' offsets are into the untrimmed text: shift them to the trimmed one.
      const shift = text.length - text.trimStart().length
      const spans = (uncertain ?? []).map((u) => ({ ...u, start: u.start - shift, end: u.end - shift }))
      const result: TranscriptionResult = {
        transcription,
        engine: deps.engines.transcription.name,
        ...(spans.length ? { uncertain: spans.filter((u) => transcription.slice(u.start, u.end) === u.text) } : {}),
      }
      await commitOnce(deps.db, key, result, async (trx) => {
        await insertTranscript(trx, {
          reportId: data.reportId,
          jobId: key.jobId,
          text: transcription,
          engine: deps.engines.transcription.name,
          audioBytes: audio.length,
          createdBy: data.userId,
        })
      })
      await deps.redis.del(audioKey)
      return { type: 'complete', result }
    },
  }
  await runJob(job, deps, spec)
}
