import { describe } from 'vitest'
import { plainTag } from '../../../../../test/factories/tags'
import { testReadingExamples } from '../../../../../test/harness/reading-examples'
import { fieldContext } from './context'
import { FIELD_READINGS } from './registry'

/** Every field reading reads its own examples within its trust tier, and nothing from its counter-examples. */
describe('field readings registry', () => {
  testReadingExamples(FIELD_READINGS, ['claim', 'fill'], (reading, e) =>
    reading
      .read(fieldContext(e.text, e.fields.map(([name, description]) => plainTag(name, description))))
      .map((v) => ({ key: v.field.tag.identifier, value: v.value, score: v.score })),
  )
})
