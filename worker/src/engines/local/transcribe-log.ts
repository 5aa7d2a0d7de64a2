/**
 * The recogniser module's log. PocketSphinx writes its lines through the module's print callbacks;
 * they are kept out of stdout. A caller may listen for a while (the cepstral mean is read from a log
 * line); the last error lines are kept so that a failure can say what the recogniser said before it.
 */
const KEPT_ERRORS = 8

let listener: ((line: string) => void) | null = null
const errors: string[] = []

/** The module's print and printErr callback. */
export function moduleLog(line: string): void {
  listener?.(line)
  if (/^(ERROR|FATAL)\b/.test(line)) {
    errors.push(line.trim())
    if (errors.length > KEPT_ERRORS) errors.shift()
  }
}

/** Runs `fn` with `onLine` receiving the module's log lines, and stops listening after it. */
export function listenToLog<T>(onLine: (line: string) => void, fn: () => T): T {
  listener = onLine
  try {
    return fn()
  } finally {
    listener = null
  }
}

/** The module's last error lines, oldest first, and forgets them. */
export function takeLoggedErrors(): string[] {
  return errors.splice(0)
}

/**
 * A failure thrown by the module as words. The module throws plain objects as well as Errors: when
 * PocketSphinx gives up it calls exit(), which the module throws as `{ name: 'ExitStatus', message,
 * status }`. Its message and the recogniser's last error lines say what happened.
 */
export function describeFailure(error: unknown): string {
  const own =
    error instanceof Error
      ? error.message
      : typeof error === 'object' && error !== null && 'message' in error
        ? String((error as { message: unknown }).message)
        : typeof error === 'object' && error !== null
          ? JSON.stringify(error)
          : String(error)
  const logged = takeLoggedErrors()
  return logged.length ? `${own} (recogniser: ${logged.join(' | ')})` : own
}

/**
 * Whether the module is unusable after this failure: it exited (ExitStatus) or its WebAssembly
 * aborted (a RuntimeError, or "Aborted(" in an abort's message). Its memory is then in an unknown state.
 */
export function moduleIsDead(error: unknown): boolean {
  if (error instanceof WebAssembly.RuntimeError) return true
  if (typeof error !== 'object' || error === null) return false
  const { name, message } = error as { name?: unknown; message?: unknown }
  return name === 'ExitStatus' || (typeof message === 'string' && message.startsWith('Aborted('))
}
