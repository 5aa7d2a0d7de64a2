import { describe, expect, it } from 'vitest'
import {
  convertUnit,
  formatNumber,
  formatQuantity,
  normaliseUnit,
  numberToWords,
  parseNumber,
  parseUnit,
  wordsToNumber,
} from './numbers'

const words = (s: string) => s.split(' ')

describe('wordsToNumber', () => {
  it.each([
    ['zero', 0],
    ['seven', 7],
    ['twelve', 12],
    ['twenty two', 22],
    ['twenty-two', 22],
    ['ninety', 90],
    ['a hundred', 100],
    ['one hundred', 100],
    ['three hundred and fifty', 350],
    ['three hundred fifty', 350],
    ['four hundred and twenty', 420],
    ['one thousand six hundred', 1600],
    ['sixteen hundred', 1600],
    ['a thousand', 1000],
    ['one thousand and five', 1005],
    ['two thousand three hundred and forty five', 2345],
    ['nine thousand nine hundred and ninety nine', 9999],
    ['one point five', 1.5],
    ['zero point five', 0.5],
    ['point five', 0.5],
    ['two point two five', 2.25],
    ['three point oh five', 3.05],
    ['one and a half', 1.5],
    ['three fifty', 350],
    ['four twenty five', 425],
    ['twelve fifty', 1250],
    ['three oh five', 305],
    ['350', 350],
    ['1,600', 1600],
    ['1.5', 1.5],
  ])('%s → %d', (text, value) => {
    expect(wordsToNumber(text)).toBe(value)
  })

  it.each(['', 'grams', 'hundred', 'and', 'twenty fifteen', 'three hundred four hundred', 'one two'])(
    'rejects %j as a whole number',
    (text) => {
      expect(wordsToNumber(text)).toBeNull()
    },
  )
})

describe('parseNumber', () => {
  it('stops at the first word that cannot continue the number', () => {
    expect(parseNumber(words('three hundred and fifty grams'), 0)).toEqual({ value: 350, digits: '350', length: 4 })
    expect(parseNumber(words('four hundred four hundred and twenty'), 0)).toMatchObject({ value: 400, length: 2 })
    expect(parseNumber(words('four hundred four hundred and twenty'), 2)).toMatchObject({ value: 420, length: 4 })
  })

  it('leaves "and" that joins two separate values', () => {
    expect(parseNumber(words('five hundred and four hundred and fifty grams'), 0)).toMatchObject({ value: 500, length: 2 })
    expect(parseNumber(words('five hundred and four hundred and fifty grams'), 3)).toMatchObject({ value: 450, length: 4 })
  })

  it('keeps spoken decimals exact', () => {
    expect(parseNumber(words('one point one'), 0)).toEqual({ value: 1.1, digits: '1.1', length: 3 })
    expect(parseNumber(words('zero point three'), 0)?.digits).toBe('0.3')
  })

  it('reads digits followed by hundred or thousand', () => {
    expect(parseNumber(words('3 hundred'), 0)).toMatchObject({ value: 300, length: 2 })
  })

  it('returns null where no number starts', () => {
    expect(parseNumber(words('a heart'), 0)).toBeNull()
    expect(parseNumber(words('point blank'), 0)).toBeNull()
    expect(parseNumber([], 0)).toBeNull()
  })
})

describe('numberToWords', () => {
  it.each([
    [0, 'zero'],
    [22, 'twenty two'],
    [100, 'one hundred'],
    [350, 'three hundred and fifty'],
    [1005, 'one thousand and five'],
    [1600, 'one thousand six hundred'],
    [9999, 'nine thousand nine hundred and ninety nine'],
    [1.5, 'one point five'],
    ['0.25', 'zero point two five'],
  ])('%s → %s', (n, text) => {
    expect(numberToWords(n)).toBe(text)
  })

  it('round-trips every number from 0 to 9999', () => {
    for (let n = 0; n <= 9999; n++) expect(wordsToNumber(numberToWords(n))).toBe(n)
  })

  it('refuses negative or non-numeric input', () => {
    expect(() => numberToWords(-1)).toThrow(RangeError)
    expect(() => numberToWords('abc')).toThrow(RangeError)
  })
})

describe('units', () => {
  it.each([
    ['grams', 'g'],
    ['gram', 'g'],
    ['g', 'g'],
    ['G', 'g'],
    ['kilograms', 'kg'],
    ['kg', 'kg'],
    ['centimetres', 'cm'],
    ['centimeters', 'cm'],
    ['cm', 'cm'],
    ['millimetres', 'mm'],
    ['mm', 'mm'],
    ['millilitres', 'mL'],
    ['ml', 'mL'],
    ['mL', 'mL'],
    ['cc', 'mL'],
    ['litres', 'L'],
    ['liters', 'L'],
    ['L', 'L'],
    ['degrees celsius', '°C'],
    ['°C', '°C'],
    ['per cent', '%'],
    ['years', 'years'],
    ['hours', 'h'],
  ])('%s → %s', (text, unit) => {
    expect(normaliseUnit(text)).toBe(unit)
  })

  it('does not treat ordinary words as units', () => {
    expect(normaliseUnit('heart')).toBeNull()
    expect(normaliseUnit('')).toBeNull()
  })

  it('reads the longest unit form in a token stream', () => {
    expect(parseUnit(words('degrees celsius rectal'), 0)).toEqual({ unit: '°C', length: 2 })
    expect(parseUnit(words('grams and'), 0)).toEqual({ unit: 'g', length: 1 })
    expect(parseUnit(words('with clots'), 0)).toBeNull()
  })

  it('converts within a dimension only', () => {
    expect(convertUnit(1.6, 'kg', 'g')).toBe(1600)
    expect(convertUnit(35, 'mm', 'cm')).toBe(3.5)
    expect(convertUnit(1.2, 'litres', 'mL')).toBe(1200)
    expect(convertUnit(3, 'g', 'cm')).toBeNull()
    expect(convertUnit(3, 'g', 'furlongs')).toBeNull()
  })

  it('formats quantities and numbers', () => {
    expect(formatQuantity('350', 'g')).toBe('350 g')
    expect(formatQuantity('20', '%')).toBe('20%')
    expect(formatQuantity('7', null)).toBe('7')
    expect(formatNumber(1.6 * 1000)).toBe('1600')
    expect(formatNumber(0.1 + 0.2)).toBe('0.3')
  })
})
