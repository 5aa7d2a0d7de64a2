import { describe, expect, it } from 'vitest'
import { TRUST, type TrustTier } from '../../worker/src/engines/local/trust'

/** What a registry's reading shows its test: a name, a stage, a trust tier, and examples of both kinds. */
interface ReadingWithExamples {
  name: string
  stage: string
  tier: TrustTier
  examples: readonly { text: string; want: Partial<Record<string, string>> }[]
  counterExamples: readonly (string | { text: string })[]
}

/** One value a reading found in an example: its field or role as the example's `want` names it, and any confidence. */
export interface ExampleValue {
  key: string
  value: string
  score?: number
}

const textOf = (e: string | { text: string }) => (typeof e === 'string' ? e : e.text)

/**
 * The test of a registry of readings: names are unique, each reading has one of `stages`, a named trust tier and
 * examples of both kinds; it reads at least what each example wants (any confidence within its tier), and nothing
 * in its counter-examples. `read` runs one reading on one example as the engine would.
 */
export function testReadingExamples<R extends ReadingWithExamples>(
  readings: readonly R[],
  stages: readonly R['stage'][],
  read: (reading: R, example: R['examples'][number] | R['counterExamples'][number]) => ExampleValue[],
) {
  it('has unique names, a stage, a named trust tier and examples of both kinds for each reading', () => {
    expect(new Set(readings.map((r) => r.name)).size).toBe(readings.length)
    for (const r of readings) {
      expect(TRUST[r.tier]).toBeGreaterThan(0)
      expect(stages).toContain(r.stage)
      expect(r.examples.length).toBeGreaterThan(0)
      expect(r.counterExamples.length).toBeGreaterThan(0)
    }
  })

  for (const reading of readings) {
    describe(reading.name, () => {
      it.each(reading.examples.map((e) => [e.text, e] as const))('reads "%s"', (_text, e) => {
        const got = read(reading, e)
        expect(Object.fromEntries(got.map((v) => [v.key, v.value]))).toMatchObject(e.want)
        for (const v of got) if (v.score !== undefined) expect(v.score).toBeLessThanOrEqual(TRUST[reading.tier])
      })
      it.each(reading.counterExamples.map((e) => [textOf(e), e] as const))('reads nothing in "%s"', (_text, e) => {
        expect(read(reading, e)).toEqual([])
      })
    })
  }
}
