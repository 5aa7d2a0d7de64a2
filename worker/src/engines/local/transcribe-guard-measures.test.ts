import { describe, expect, it } from 'vitest'
import { seededVocabulary } from '../../../../test/factories/seeded-vocabulary'
import { heardUtterance } from './transcribe-doubt'
import { formatHeard, guardVocabulary } from './transcribe-format'
import { dictationShare } from './transcribe-guard'
import { fitsField, quantityAt } from './transcribe-guard-measures'

const vocabulary = seededVocabulary()
const seeded = guardVocabulary(vocabulary)
const share = (said: string, waiting?: boolean) => dictationShare(said.split(' '), seeded, Infinity, waiting)
const field = (name: string) => seeded.fields.find((f) => f.names.some((n) => n.join(' ') === name))!

describe('a measure heard after a field\'s name, as the guard reads it', () => {
  const fits = (said: string, name: string) => {
    const words = said.split(' ')
    return fitsField(words, quantityAt(words, 0)!, field(name))
  }

  it('fits the field only in its dimension, inside its plausible range, and of the length its name says', () => {
    expect(fits('fifty weeks', 'birth weight')).toBe(false)
    expect(fits('three thousand grams', 'birth weight')).toBe(true)
    expect(fits('two hundred and eighteen inches', 'from the posterior midline')).toBe(false)
    expect(fits('four inches', 'from the posterior midline')).toBe(true)
    expect(fits('thirty inches thick', 'hair length')).toBe(false)
    expect(fits('thirty inches long', 'hair length')).toBe(true)
    expect(fits('seventy two inches tall', 'body length')).toBe(true)
  })

  it('counts nothing where the field cannot take it: the recogniser put a number of narrative after a field\'s words', () => {
    expect(share('body length two hundred and eighteen inches')).toBe(0)
    expect(share('hair length thirty centimetres thick')).toBe(0)
    expect(share('birth weight three thousand grams')).toBe(1)
  })

  it('counts a measure of another dimension than the field named half, as a measure with no name ("scene 120 gram")', () => {
    expect(share('birth weight fifty weeks')).toBeCloseTo(0.5)
  })

  it('counts a bare number after a name of several fields half, however plausible ("blood two ten")', () => {
    expect(share('blood two ten')).toBeCloseTo(0.5)
    expect(share('blood in the chest two ten')).toBe(1)
  })

  it('counts the body described as a person without the person\'s noun half', () => {
    expect(share('the body is that of a thin man')).toBe(1)
    expect(share('the body is that of a thin')).toBeCloseTo(0.5)
  })

  it('counts a measure opening the words only where a name before the pause waits for it', () => {
    expect(share('twenty two centimetres')).toBe(1)
    expect(share('twenty two centimetres', false)).toBe(0)
    const heard = (texts: string[]) => formatHeard(texts.map((t) => heardUtterance(t)), vocabulary, { minWords: 4, minShare: 0.3 }).text
    expect(heard(['twenty two centimetres absent gaping to four'])).toBe('…')
    expect(heard(['brain weight', 'one thousand four hundred grams and swollen'])).toBe('Brain weight 1400 grams and swollen.')
  })

  it('counts a bare number after a verb of weighing half where no named field is weighed, nothing where one cannot take it', () => {
    // "heart weight three hundred and fifty grams" as the recogniser heard it: the weight of a field whose name went unheard.
    expect(share('fall are or weighed three hundred and fifty and blue')).toBeCloseTo(0.3)
    const said = heardUtterance('fall are or weighed three hundred and fifty and blue')
    expect(formatHeard([said], vocabulary, { minWords: 4, minShare: 0.3 }).text).toBe('Fall are or weighed 350 and blue.')
    expect(share('hair length measures three hundred and fifty')).toBe(0)
    expect(share('the spleen is soft and weighs ninety')).toBeGreaterThan(0)
  })
})
