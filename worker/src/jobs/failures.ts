import { UnrecoverableError } from 'bullmq'
import type { JobErrorCode } from '@shared/src/jobs/events.schema'

export interface FailureDetails {
  changedValues?: { name: string; value: string }[]
}

/** A failure that retrying cannot fix (not found, quota used up, a changed value): fails the job at once. */
export class JobFailure extends UnrecoverableError {
  constructor(
    readonly code: JobErrorCode,
    message: string,
    readonly details: FailureDetails = {},
  ) {
    super(message)
  }
}

/** An engine stopped mid-way; retried, and on the last attempt what it produced is shown as partial. */
export class Interrupted extends Error {
  constructor(
    readonly partialContent: string,
    readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause))
    this.name = 'Interrupted'
  }
}

/** A short, single-line reason taken from an engine error, for the user's message. */
export function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return text.replace(/\s+/g, ' ').trim().slice(0, 300)
}
