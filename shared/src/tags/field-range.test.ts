import { describe, expect, it } from 'vitest'
import { rangeWarning } from './field-range'

const heart = { dimension: 'mass', unit: 'g', rangeMin: 150, rangeMax: 700 } as const

describe('rangeWarning', () => {
  it('says nothing for a value inside the range, with or without its unit', () => {
    expect(rangeWarning(heart, '350 g')).toBeNull()
    expect(rangeWarning(heart, '350')).toBeNull()
    expect(rangeWarning(heart, '700 grams')).toBeNull()
    expect(rangeWarning(heart, '150 g')).toBeNull()
  })

  it('warns about a value outside, naming the range in the field unit', () => {
    expect(rangeWarning(heart, '35 g')).toBe('Outside the plausible range 150–700 g')
    expect(rangeWarning(heart, '1,350 g')).toBe('Outside the plausible range 150–700 g')
    expect(rangeWarning(heart, '7000')).toBe('Outside the plausible range 150–700 g')
  })

  it('converts the value into the field unit before comparing', () => {
    expect(rangeWarning(heart, '0.4 kg')).toBeNull()
    expect(rangeWarning(heart, '1.6 kg')).toBe('Outside the plausible range 150–700 g')
    expect(rangeWarning({ dimension: 'length', unit: 'cm', rangeMin: 0.8, rangeMax: 2.5 }, '12 mm')).toBeNull()
    expect(rangeWarning({ dimension: 'length', unit: 'cm', rangeMin: 0.8, rangeMax: 2.5 }, '40 mm')).toBe('Outside the plausible range 0.8–2.5 cm')
  })

  it('reads number words typed by hand', () => {
    expect(rangeWarning(heart, 'three hundred and fifty grams')).toBeNull()
    expect(rangeWarning(heart, 'twelve hundred grams')).toBe('Outside the plausible range 150–700 g')
  })

  it('checks every number of a size and writes percentages and negative limits readably', () => {
    const wound = { dimension: 'length', unit: 'cm', rangeMin: 0.1, rangeMax: 100 } as const
    expect(rangeWarning(wound, '3 x 2 cm')).toBeNull()
    expect(rangeWarning(wound, '300 x 2 cm')).toBe('Outside the plausible range 0.1–100 cm')
    expect(rangeWarning({ dimension: 'percentage', unit: '%', rangeMin: 0, rangeMax: 100 }, '120%')).toBe('Outside the plausible range 0–100%')
    expect(rangeWarning({ dimension: 'temperature', unit: '°C', rangeMin: -30, rangeMax: 50 }, '-40 °C')).toBe('Outside the plausible range −30 to 50 °C')
    expect(rangeWarning({ dimension: 'mass', unit: 'g', rangeMin: 5, rangeMax: null }, '2 g')).toBe('Below the plausible minimum 5 g')
    expect(rangeWarning({ dimension: 'mass', unit: 'g', rangeMin: null, rangeMax: 700 }, '701 g')).toBe('Above the plausible maximum 700 g')
  })

  it('stays silent when it cannot judge: no range, no number, or a unit of another dimension', () => {
    expect(rangeWarning({ dimension: 'mass', unit: 'g', rangeMin: null, rangeMax: null }, '9000 g')).toBeNull()
    expect(rangeWarning(heart, 'not weighed')).toBeNull()
    expect(rangeWarning(heart, '12 hours')).toBeNull()
    expect(rangeWarning(heart, '')).toBeNull()
  })
})
