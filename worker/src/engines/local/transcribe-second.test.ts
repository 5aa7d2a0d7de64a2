import { describe, expect, it } from 'vitest'
import { GUARD_VOCABULARY as VOCABULARY } from '../../../../test/factories/guard-vocabulary'
import { guardVocabulary } from './transcribe-format'
import { GUARD_OPTIONS } from './transcribe-guard'
import type { HeardStretch } from './transcribe-decoder'
import { chooseReading, needsSecondReading, sureMeasures, withinBudget } from './transcribe-second'

const guarded = guardVocabulary(VOCABULARY)
/** A stretch as the recogniser gives it, every word at `p` unless a score is given for it by position. */
const heard = (text: string, p = 0.95, scores: Record<number, number> = {}): HeardStretch => {
  const words = text.split(' ').filter(Boolean)
  return { text: words.join(' '), scores: words.map((_, i) => scores[i] ?? p) }
}
const salad = heard(
  'the head lungs head period ten year brain and head intact hazel height is three scars side and ten aged nine sitting brown',
)
const choose = (first: HeardStretch, second: HeardStretch | null) => chooseReading(first, second, guarded, GUARD_OPTIONS)
/** The second reading as kept: its words, none of them sure. */
const dictation = () => heard('heart weight three hundred and fifty grams')
const kept = (second: HeardStretch) => ({ text: second.text, scores: second.scores.map(() => 0) })

describe('a second reading of a weak stretch', () => {
  it('counts the measures heard surely to their unit', () => {
    expect(sureMeasures(heard('heart weight three hundred and fifty grams comma liver one thousand grams'))).toBe(2)
    // No unit, a word of the number below the posterior bar, or a partial reading: none of them sure.
    expect(sureMeasures(heard('heart weight three hundred and fifty'))).toBe(0)
    expect(sureMeasures(heard('heart weight three hundred and fifty grams', 0.95, { 3: 0.4 }))).toBe(0)
    expect(sureMeasures({ ...heard('heart weight three hundred grams', 0), partial: true })).toBe(0)
  })

  it('reads again a stretch heard as nothing or as forced words, and not one the guard keeps', () => {
    expect(needsSecondReading(heard(''), guarded, GUARD_OPTIONS)).toBe(true)
    expect(needsSecondReading(salad, guarded, GUARD_OPTIONS)).toBe(true)
    expect(needsSecondReading(heard('heart weight three hundred and fifty'), guarded, GUARD_OPTIONS)).toBe(false)
    expect(needsSecondReading(heard('heart weight three hundred and fifty grams'), guarded, GUARD_OPTIONS)).toBe(false)
  })

  it('keeps a second reading the guard keeps, with a sure measure, where the first was forced or empty, none of its words sure', () => {
    const dictation = heard('heart weight three hundred and fifty grams')
    expect(choose(salad, dictation)).toEqual(kept(dictation))
    expect(choose(heard(''), dictation)).toEqual(kept(dictation))
    expect(choose({ ...heard('heart weight three', 0), partial: true }, dictation)).toEqual(kept(dictation))
  })

  it('keeps the first reading where the second is no better supported', () => {
    const first = heard('heart weight three hundred and fifty grams')
    expect(choose(first, null)).toBe(first)
    expect(choose(first, heard('liver weight one thousand grams'))).toBe(first)
    // A first reading the guard keeps stays, even without a sure measure.
    const unsure = heard('heart weight three hundred and')
    expect(choose(unsure, dictation())).toBe(unsure)
    // The second forced, partial, without a sure measure, or with too little dictation in it.
    expect(choose(salad, salad)).toBe(salad)
    expect(choose(salad, { ...heard('heart weight three hundred grams'), partial: true })).toBe(salad)
    expect(choose(salad, heard('heart weight three hundred and fifty'))).toBe(salad)
    const thin = heard('the head lungs head period brain intact hazel sitting brown heart weight three hundred grams')
    expect(choose(salad, thin)).toBe(salad)
  })
})

describe('the budget of second readings', () => {
  const rate = 10
  it('reads every weak stretch of a short recording again', () => {
    // 60 s of speech in six stretches: 15 % of it is under 30 s, so 30 s may be read again.
    const lengths = [100, 100, 100, 100, 100, 100]
    expect(withinBudget([0, 2, 5], lengths, rate)).toEqual([0, 2, 5])
  })

  it('reads 15 % of a long recording\'s speech again, the weak stretches in order as long as they fit', () => {
    // 700 s of speech: 105 s may be read again.
    const lengths = [400, 300, 500, 600, 400, 1200, 800, 2800]
    expect(withinBudget([0, 1, 2, 4, 6], lengths, rate)).toEqual([0, 1])
    expect(withinBudget([3, 0, 1], lengths, rate)).toEqual([3, 0])
    // A stretch too long for what is left is passed over for a shorter one after it.
    expect(withinBudget([5, 0, 1], lengths, rate)).toEqual([0, 1])
  })

  it('leaves for a further reading only what the readings before it did not spend', () => {
    const lengths = [400, 300, 500, 600, 400, 1200, 800, 2800]
    expect(withinBudget([0, 1], lengths, rate, undefined, 1050)).toEqual([])
    expect(withinBudget([1, 4], lengths, rate, undefined, 400)).toEqual([1])
  })
})
