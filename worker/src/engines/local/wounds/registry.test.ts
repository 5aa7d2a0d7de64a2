import { describe, expect, it } from 'vitest'
import { TRUST } from '../trust'
import { woundContext } from './cues'
import { WOUND_READINGS } from './registry'

/** Every wound reading reads its own examples and nothing from its counter-examples. */
describe('wound readings registry', () => {
  it('has unique names, a stage and a named trust tier for each reading', () => {
    expect(new Set(WOUND_READINGS.map((r) => r.name)).size).toBe(WOUND_READINGS.length)
    for (const r of WOUND_READINGS) {
      expect(TRUST[r.tier]).toBeGreaterThan(0)
      expect(['cue', 'value']).toContain(r.stage)
      expect(r.examples.length).toBeGreaterThan(0)
      expect(r.counterExamples.length).toBeGreaterThan(0)
    }
  })

  for (const reading of WOUND_READINGS) {
    describe(reading.name, () => {
      it.each(reading.examples.map((e) => [e.text, e.want] as const))('reads "%s"', (text, want) => {
        const got = Object.fromEntries(reading.read(woundContext(text)).map((c) => [c.role, c.value]))
        expect(got).toMatchObject(want)
      })
      it.each(reading.counterExamples.map((t) => [t]))('reads nothing in "%s"', (text) => {
        expect(reading.read(woundContext(text))).toEqual([])
      })
    })
  }
})
