import { describe, expect, it } from 'vitest'
import { firstQuantity, QUANTITY_EXAMPLES, quantityAt } from './quantity'

const words = (s: string) => s.split(' ')

describe('quantityAt', () => {
  it.each(QUANTITY_EXAMPLES.map((e) => [e.said, e.sizes ?? false, e.reads] as const))('reads "%s" (sizes %s)', (said, sizes, reads) => {
    const q = quantityAt(words(said), 0, { sizes })
    expect(q && { digits: q.digits, unit: q.unit }).toEqual(reads)
  })

  it('gives the tokens a size and its unit take', () => {
    expect(quantityAt(words('wound 3 x 2 cm long'), 1, { sizes: true })).toEqual({
      first: 1,
      last: 4,
      numberEnd: 2,
      digits: '3 x 2',
      value: 3,
      unit: 'cm',
    })
    expect(quantityAt(words('one and a half inches'), 0)).toMatchObject({ last: 4, numberEnd: 4, value: 1.5, unit: 'in' })
  })

  it('stops at the end it is given', () => {
    expect(quantityAt(words('350 g'), 0, { end: 1 })).toMatchObject({ last: 0, digits: '350', unit: null })
    expect(quantityAt(words('3 x 2 cm'), 0, { end: 2, sizes: true })).toMatchObject({ last: 0, digits: '3', unit: null })
  })

  it('keeps a separator with no number after it out of the size', () => {
    expect(quantityAt(words('3 cm by the heel'), 0, { sizes: true })).toMatchObject({ last: 1, digits: '3', unit: 'cm' })
    expect(quantityAt(words('3 by the heel'), 0, { sizes: true })).toMatchObject({ last: 0, digits: '3', unit: null })
  })

  it('reads "in" as the inch only at the very end of a written value', () => {
    expect(quantityAt(words('2 in'), 0, { written: true })).toMatchObject({ digits: '2', unit: 'in', last: 1 })
    expect(quantityAt(words('2 in'), 0)).toMatchObject({ unit: null, last: 0 })
    expect(quantityAt(words('2 in the chest'), 0, { written: true })).toMatchObject({ unit: null })
  })
})

describe('firstQuantity', () => {
  it('finds the first quantity in a value', () => {
    expect(firstQuantity(words('about 1,290 g'))).toMatchObject({ first: 1, digits: '1290', unit: 'g' })
    expect(firstQuantity(words('measuring 4 x 3 cm'), { sizes: true })).toMatchObject({ digits: '4 x 3', unit: 'cm' })
    expect(firstQuantity(words('none seen'))).toBeNull()
  })
})
