import { describe, expect, it } from 'vitest'
import { plainTag } from '../../../../../test/factories/tags'
import { TRUST } from '../trust'
import { fieldContext, type ExampleField } from './context'
import { FIELD_READINGS } from './registry'

const contextOf = (text: string, fields: ExampleField[]) =>
  fieldContext(text, fields.map(([name, description]) => plainTag(name, description)))

/** Every field reading reads its own examples within its trust tier, and nothing from its counter-examples. */
describe('field readings registry', () => {
  it('has unique names, a stage, a named trust tier and examples of both kinds for each reading', () => {
    expect(new Set(FIELD_READINGS.map((r) => r.name)).size).toBe(FIELD_READINGS.length)
    for (const r of FIELD_READINGS) {
      expect(TRUST[r.tier]).toBeGreaterThan(0)
      expect(['claim', 'fill']).toContain(r.stage)
      expect(r.examples.length).toBeGreaterThan(0)
      expect(r.counterExamples.length).toBeGreaterThan(0)
    }
  })

  for (const reading of FIELD_READINGS) {
    describe(reading.name, () => {
      it.each(reading.examples.map((e) => [e.text, e] as const))('reads "%s"', (_text, e) => {
        const got = reading.read(contextOf(e.text, e.fields))
        expect(Object.fromEntries(got.map((v) => [v.field.tag.identifier, v.value]))).toMatchObject(e.want)
        for (const v of got) expect(v.score).toBeLessThanOrEqual(TRUST[reading.tier])
      })
      it.each(reading.counterExamples.map((e) => [e.text, e] as const))('reads nothing in "%s"', (_text, e) => {
        expect(reading.read(contextOf(e.text, e.fields))).toEqual([])
      })
    })
  }
})
