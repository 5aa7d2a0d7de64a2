import type { Chapter } from '@shared/src/reports/chapter.schema'

export interface SaveInput {
  version: number
  title: string
  chapters: Chapter[]
}

export type SaveOutcome = 'saved' | 'unchanged' | 'conflict' | 'error'

export interface SaverDeps {
  /** The report as the user sees it now (buffered edits included). */
  snapshot(): { title: string; chapters: Chapter[] }
  save(input: SaveInput): Promise<{ version: number; updatedAt: string }>
  onSaved(result: { version: number; updatedAt: string }, stillDirty: boolean): void
  onConflict(): void
  /** `explicit` is true for Save Now; `streak` counts failures in a row. */
  onError(error: unknown, info: { explicit: boolean; streak: number }): void
  onBusy?(busy: boolean): void
}

/** True for the server's "saved elsewhere since" answer (HTTP 409, tRPC CONFLICT). */
export function isConflictError(error: unknown): boolean {
  const data = (error as { data?: { httpStatus?: number; code?: string } } | null)?.data
  return data?.httpStatus === 409 || data?.code === 'CONFLICT'
}

const MAX_RETRY_MS = 30_000

/**
 * Saves a report against the version it was loaded at: one request at a time, an autosave
 * `delayMs` after the last change, retries with back-off after failures, and a full stop on a
 * version conflict until the user decides (the edits are never dropped here).
 */
export class ReportSaver {
  private seq = 0
  private savedSeq = 0
  private chain: Promise<unknown> = Promise.resolve()
  private timer: ReturnType<typeof setTimeout> | null = null
  private conflicted = false
  private streak = 0
  private running = 0

  constructor(
    private readonly deps: SaverDeps,
    public version: number,
    private readonly delayMs = 2_000,
  ) {}

  /** Unsaved changes exist. */
  get dirty(): boolean {
    return this.seq !== this.savedSeq
  }

  /** Waiting for the user to settle a conflict. */
  get inConflict(): boolean {
    return this.conflicted
  }

  /** Records a change and schedules an autosave. */
  changed(): void {
    this.seq++
    this.schedule(this.delayMs)
  }

  /** Saves now (queued behind a running save). `explicit` saves even without changes. */
  save(explicit = false): Promise<SaveOutcome> {
    this.clearTimer()
    const run = this.chain.then(() => this.run(explicit))
    this.chain = run.catch(() => undefined)
    return run
  }

  /** After a conflict: continue from `version` (overwrite) — the edits stay dirty and are saved next. */
  overwriteFrom(version: number): Promise<SaveOutcome> {
    this.version = version
    this.conflicted = false
    return this.save(true)
  }

  /** After loading the server's copy: nothing is unsaved any more. */
  reset(version: number): void {
    this.clearTimer()
    this.version = version
    this.savedSeq = this.seq
    this.conflicted = false
    this.streak = 0
  }

  dispose(): void {
    this.clearTimer()
  }

  private async run(explicit: boolean): Promise<SaveOutcome> {
    if (this.conflicted) return 'conflict'
    if (!explicit && !this.dirty) return 'unchanged'
    const seq = this.seq
    this.busy(+1)
    try {
      const result = await this.deps.save({ version: this.version, ...this.deps.snapshot() })
      this.version = result.version
      this.savedSeq = seq
      this.streak = 0
      this.deps.onSaved(result, this.dirty)
      if (this.dirty) this.schedule(this.delayMs)
      return 'saved'
    } catch (error) {
      if (isConflictError(error)) {
        this.conflicted = true
        this.deps.onConflict()
        return 'conflict'
      }
      this.streak++
      this.deps.onError(error, { explicit, streak: this.streak })
      this.schedule(Math.min(MAX_RETRY_MS, this.delayMs * 2 ** this.streak))
      return 'error'
    } finally {
      this.busy(-1)
    }
  }

  private busy(delta: number) {
    this.running += delta
    this.deps.onBusy?.(this.running > 0)
  }

  private schedule(ms: number) {
    this.clearTimer()
    this.timer = setTimeout(() => {
      this.timer = null
      void this.save(false)
    }, ms)
  }

  private clearTimer() {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
  }
}
