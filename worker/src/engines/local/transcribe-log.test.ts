import { describe, expect, it } from 'vitest'
import { describeFailure, listenToLog, moduleIsDead, moduleLog, takeLoggedErrors } from './transcribe-log'

describe('the recogniser module log', () => {
  it('says what a thrown exit status means, with the error lines the recogniser logged before it', () => {
    takeLoggedErrors()
    moduleLog('INFO: cmn_live.c(120): Update to < 43.95 >')
    moduleLog('ERROR: "fsg_search.c", line 934: Final result does not match the grammar in frame 912')
    moduleLog('FATAL: "ckd_alloc.c", line 110: calloc(1048576,8) failed')
    const exit = { name: 'ExitStatus', message: 'Program terminated with exit(1)', status: 1 }
    expect(describeFailure(exit)).toBe(
      'Program terminated with exit(1) (recogniser: ERROR: "fsg_search.c", line 934: Final result does not match the grammar' +
        ' in frame 912 | FATAL: "ckd_alloc.c", line 110: calloc(1048576,8) failed)',
    )
    expect(moduleIsDead(exit)).toBe(true)
    // The lines are said once: the next failure does not repeat them.
    expect(describeFailure(new Error('Failed to start utterance processing'))).toBe('Failed to start utterance processing')
  })

  it('tells a dead module from an Error the recogniser recovers from', () => {
    expect(moduleIsDead(new WebAssembly.RuntimeError('unreachable'))).toBe(true)
    expect(moduleIsDead({ message: 'Aborted(OOM)' })).toBe(true)
    expect(moduleIsDead(new Error('Failed to set FSG in decoder'))).toBe(false)
    expect(moduleIsDead(new DOMException('The operation was aborted', 'AbortError'))).toBe(false)
    expect(describeFailure({ code: 7 })).toBe('{"code":7}')
    expect(describeFailure(42)).toBe('42')
  })

  it('keeps only the last error lines, and gives a listener every line while it listens', () => {
    takeLoggedErrors()
    for (let i = 1; i <= 12; i++) moduleLog(`ERROR: line ${i}`)
    const heard: string[] = []
    listenToLog((line) => heard.push(line), () => moduleLog('INFO: a mean'))
    moduleLog('INFO: not heard')
    expect(heard).toEqual(['INFO: a mean'])
    expect(takeLoggedErrors()).toEqual([5, 6, 7, 8, 9, 10, 11, 12].map((i) => `ERROR: line ${i}`))
  })
})
