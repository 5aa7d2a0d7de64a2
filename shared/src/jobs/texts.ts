/** User-visible texts of the job pipeline, shown by client and sent by server and worker. */
export const JOB_TEXTS = {
  audioType: 'Please upload an audio file (WAV, MP3, M4A, or WebM).',
  audioTooLarge: 'Audio file must be less than 25MB.',
  audioMissing: 'Please upload an audio file.',
  /** A file of an allowed type whose content cannot be decoded: record or upload again, a retry would not help. */
  audioUnreadable: 'The recording could not be read. Please record or upload it again.',
  audioExpired: 'The uploaded audio is no longer available. Please upload it again.',
  noSpeech: 'No speech was recognised in the audio. Speak the field names and values clearly, or type the transcript.',
  transcriptionRequired: 'Please provide a transcription to match.',
  tagMatchQuota: 'Monthly tag match limit reached. Your quota resets on the 1st of next month.',
  cleanupQuota: 'Monthly report cleanup limit reached. Your quota resets on the 1st of next month.',
  transcriptionFailed: 'Failed to transcribe audio',
  tagMatchingFailed: 'Failed to match tags',
  cleanupFailed: 'Failed to stream cleanup',
  docxFailed: 'Failed to generate Word document',
  htmlFailed: 'Failed to generate HTML document',
  pdfFailed: 'Failed to generate PDF document',
  nothingToExport: 'There is no cleaned report to export.',
  reportUnreadable: 'The report could not be read. Open it in the editor and save it again.',
  cleanedNotFound: 'Report data not found. Please go back to the report editor.',
  jobNotFound: 'Job not found',
  jobTimeout: 'This is taking longer than expected. Please try again in a moment.',
  /** A job that appended no event for the idle timeout (its worker hangs, or no worker runs). */
  jobStalled: 'The transcription stopped making progress. Please try again in a moment.',
  queued: 'Waiting for a worker…',
  transcribing: 'Transcribing audio…',
  matching: 'Matching tags…',
  cleaning: 'Cleaning up report…',
  restarting: 'Restarting cleanup…',
  retrying: 'Cleanup interrupted; retrying…',
  cleanupComplete: 'Cleanup complete!',
  cutShort: 'The cleanup stopped before the end; this is the part that was produced.',
} as const

/** The status of a transcription under way: 'Transcribing… 40 %' at 0.4 (whole per cent, rounded down). */
export function transcribingProgress(fraction: number): string {
  return `Transcribing… ${Math.floor(Math.min(1, Math.max(0, fraction)) * 100)} %`
}

/** The error event of a cleanup that altered filled field values: names each one. */
export function valuesChangedMessage(values: { name: string; value: string }[]): string {
  const list = values.map((v) => `${v.name} "${v.value}"`).join(', ')
  return `Cleanup changed tagged values, so the cleaned report was not saved: ${list}.`
}

/** The error event of a cleanup that lost the marker of an unfilled field. */
export function markersDroppedMessage(names: string[]): string {
  return `Cleanup dropped unfilled fields, so the cleaned report was not saved: ${names.join(', ')}.`
}

/** The status event listing the fields a cleaned report still shows as missing. */
export function missingFieldsMessage(names: string[]): string {
  return `${names.length} field${names.length === 1 ? '' : 's'} still missing: ${names.join(', ')}`
}
