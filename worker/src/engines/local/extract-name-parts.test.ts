import { describe, expect, it } from 'vitest'
import { ORGAN_TAGS, valuesOf } from '../../../../test/factories/reading-tags'

/** A field's name said in parts: the things counted after the count, the thing in a header before its measures. */
describe('a count said before the things counted, and measures under a header', () => {
  it('reads a count said before the things counted, but not a bound', () => {
    expect(valuesOf('There were four gunshot wounds in all.')).toEqual({ gunshot_wound_count: '4' })
    expect(valuesOf('No more than 3 gunshot wounds are seen.')).toEqual({})
  })
  it('reads bare measure nouns under a header naming the thing', () => {
    expect(valuesOf('Stab measurements: length 2.2 cm, width 0.4 cm.', ORGAN_TAGS)).toEqual({ stab_length: '2.2 cm', stab_width: '0.4 cm' })
  })
})
