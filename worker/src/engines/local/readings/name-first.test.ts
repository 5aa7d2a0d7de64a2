import { describe, expect, it } from 'vitest'
import { plainTag } from '../../../../../test/factories/tags'
import { extractTags } from '../extract'
import { buildField } from '../extract-phrases'
import { TRUST } from '../trust'
import type { ExampleField } from './context'
import { NAME_FIRST_READINGS } from './name-first'

const tagsOf = (fields: ExampleField[]) => fields.map(([name, description]) => plainTag(name, description))

/** Every name-first reading reads its own examples through the resolver within its tier, and nothing from its counter-examples. */
describe('name-first readings registry', () => {
  it('has unique names, a named trust tier, examples of both kinds, and one reading for each kind it lists', () => {
    expect(new Set(NAME_FIRST_READINGS.map((r) => r.name)).size).toBe(NAME_FIRST_READINGS.length)
    const kinds = NAME_FIRST_READINGS.flatMap((r) => r.kinds)
    expect(new Set(kinds).size).toBe(kinds.length)
    for (const r of NAME_FIRST_READINGS) {
      expect(TRUST[r.tier]).toBeGreaterThan(0)
      expect(r.examples.length).toBeGreaterThan(0)
      expect(r.counterExamples.length).toBeGreaterThan(0)
    }
  })

  for (const reading of NAME_FIRST_READINGS) {
    describe(reading.name, () => {
      it.each(reading.examples.map((e) => [e.text, e] as const))('reads "%s"', (_text, e) => {
        const tags = tagsOf(e.fields)
        // The example's fields are of the kind the reading reads.
        for (const tag of tags) expect(reading.kinds).toContain(buildField(tag).def.kind)
        const got = extractTags(e.text, tags)
        expect(Object.fromEntries(got.map((m) => [m.id, m.value]))).toMatchObject(e.want)
        for (const m of got) expect(m.confidence).toBeLessThanOrEqual(TRUST[reading.tier])
      })
      it.each(reading.counterExamples.map((e) => [e.text, e] as const))('reads nothing in "%s"', (_text, e) => {
        expect(extractTags(e.text, tagsOf(e.fields))).toEqual([])
      })
    })
  }
})
