import { describe } from 'vitest'
import { testReadingExamples } from '../../../../../test/harness/reading-examples'
import { woundContext } from './cues'
import { WOUND_READINGS } from './registry'

/** Every wound reading reads its own examples and nothing from its counter-examples. */
describe('wound readings registry', () => {
  testReadingExamples(WOUND_READINGS, ['cue', 'value'], (reading, e) =>
    reading.read(woundContext(typeof e === 'string' ? e : e.text)).map((c) => ({ key: c.role, value: c.value })),
  )
})
