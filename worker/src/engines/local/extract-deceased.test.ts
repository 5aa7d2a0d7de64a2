import { describe, expect, it } from 'vitest'
import { fillsOf, valuesOf } from '../../../../test/factories/reading-tags'

/** Sentences about the deceased: a choice value that names its field without the field's name. */
describe('a choice named by its value alone', () => {
  it('offers the value said of the deceased, below the trusted confidence', () => {
    const f = fillsOf('The deceased was a cyclist.')
    expect(f.road_user?.[0]).toBe('cyclist')
    expect(f.road_user?.[1]).toBeLessThan(0.8)
  })
  it('ignores the value said of someone else', () => {
    expect(valuesOf('The ambulance crew passed a cyclist.')).toEqual({})
  })
})
