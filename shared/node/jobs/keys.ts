/** Redis keys of one job, all under the deployment's QUEUE_PREFIX. */
export const jobKeys = (prefix: string, jobId: string) => ({
  /** The job's event stream (XADD / XREAD). */
  events: `${prefix}:job:${jobId}:events`,
  /** Who may read the events: { userId, kind, reportId }. */
  meta: `${prefix}:job:${jobId}:meta`,
  /** The uploaded audio of a transcription job. */
  audio: `${prefix}:job:${jobId}:audio`,
})
