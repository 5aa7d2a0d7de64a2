import { describe, expect, it } from 'vitest'
import { figures, plainTags, score, seededTags } from '../lib/dictation-score'
import { scoreWounds, woundFigures } from '../lib/wound-score'
import { WOUND_CASES } from './wounds/cases'
import { WRITTEN_CASES } from './wounds/written'
import { WRITTEN_3_CASES } from './wounds/written-3'

/**
 * The dictation evaluation set through the local extractor and the job's checks, with floors a little
 * under the figures measured (bench/RESULTS.md): a change that loses values or fills wrong ones fails here.
 */
/** Seconds of work each, more under a busy machine. */
const SLOW = 180_000

describe('dictation evaluation set: precision and recall floors', () => {
  it.each([
    ['plain-sentence descriptions', plainTags],
    ['seeded tags', seededTags],
  ])('%s: precision ≥ 0.98, recall ≥ 0.96, no negation fills, nothing from no-field sentences', (_name, tags) => {
    const r = score(tags())
    const f = figures(r.total)
    expect(f.precision).toBeGreaterThanOrEqual(0.98)
    expect(f.recall).toBeGreaterThanOrEqual(0.96)
    expect(r.total.negationFills).toBe(0)
    expect(r.total.noFieldFills).toBe(0)
  }, SLOW)

  it('wounds, generated descriptions: precision ≥ 0.99, recall ≥ 0.99 per (field, instance), ≥ 0.97 right and sure, none in the wrong instance', () => {
    const r = scoreWounds(WOUND_CASES)
    const f = woundFigures(r.total)
    expect(f.precision).toBeGreaterThanOrEqual(0.99)
    expect(f.recall).toBeGreaterThanOrEqual(0.99)
    expect(r.total.highRight / r.total.expected).toBeGreaterThanOrEqual(0.97)
    expect(r.total.high).toBe(r.total.highRight)
    expect(r.total.wrongInstance).toBe(0)
    expect(r.total.negationFills).toBe(0)
  }, SLOW)

  it('wounds, hand-written descriptions: precision ≥ 0.97, recall ≥ 0.96, ≥ 0.95 right and sure, none in the wrong instance', () => {
    const r = scoreWounds(WRITTEN_CASES)
    const f = woundFigures(r.total)
    expect(f.precision).toBeGreaterThanOrEqual(0.97)
    expect(f.recall).toBeGreaterThanOrEqual(0.96)
    expect(r.total.highRight / r.total.expected).toBeGreaterThanOrEqual(0.95)
    expect(r.total.wrongInstance).toBe(0)
    expect(r.total.negationFills).toBe(0)
  }, SLOW)

  it('wounds, third hand-written set (protocol forms): precision ≥ 0.97, recall ≥ 0.97, none in the wrong instance', () => {
    const r = scoreWounds(WRITTEN_3_CASES)
    const f = woundFigures(r.total)
    expect(f.precision).toBeGreaterThanOrEqual(0.97)
    expect(f.recall).toBeGreaterThanOrEqual(0.97)
    expect(r.total.wrongInstance).toBe(0)
    expect(r.total.negationFills).toBe(0)
  }, SLOW)
})
