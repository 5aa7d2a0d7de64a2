import { describe, expect, it } from 'vitest'
import { normalisePhrase, parseTagDescription, phraseWords } from './vocabulary'

describe('parseTagDescription', () => {
  it('reads aliases and unit of a numeric field', () => {
    const info = parseTagDescription(
      'Weight of the heart after removal of blood clots. Aliases: heart weight, cardiac weight, heart weighs. Unit: g.',
    )
    expect(info).toEqual({
      aliases: ['heart weight', 'cardiac weight', 'heart weighs'],
      unit: 'g',
      values: [],
      kind: 'number',
    })
  })

  it('normalises spelled-out units and keeps unknown ones as written', () => {
    expect(parseTagDescription('Unit: grams.').unit).toBe('g')
    expect(parseTagDescription('Rectal temperature. Unit: °C.').unit).toBe('°C')
    expect(parseTagDescription('Unit: mL').unit).toBe('mL')
    expect(parseTagDescription('Unit: beats per minute.').unit).toBe('beats per minute')
  })

  it('reads the values of a choice field', () => {
    expect(parseTagDescription('Side of the fracture. Values: left, right, bilateral.')).toEqual({
      aliases: [],
      unit: null,
      values: ['left', 'right', 'bilateral'],
      kind: 'choice',
    })
  })

  it('treats a field with neither unit nor values as free text', () => {
    expect(parseTagDescription('Cause of death in the pathologist’s words.')).toEqual({
      aliases: [],
      unit: null,
      values: [],
      kind: 'text',
    })
    expect(parseTagDescription(null).kind).toBe('text')
  })

  it('lets a unit win over values, and ignores key words inside prose', () => {
    expect(parseTagDescription('Unit: g. Values: small, large.').kind).toBe('number')
    expect(parseTagDescription('Normal values: 250-350 g in adults.').kind).toBe('text')
  })

  it('accepts key sentences on separate lines, in any case, with quotes and duplicates', () => {
    const info = parseTagDescription('Liver.\naliases: "Liver Weight"; hepatic weight, liver weight\nUNIT: kilograms')
    expect(info.aliases).toEqual(['liver weight', 'hepatic weight'])
    expect(info.unit).toBe('kg')
  })
})

describe('phrase words', () => {
  it('splits on separators and drops punctuation', () => {
    expect(normalisePhrase('  Left-Lung / weight!! ')).toBe('left lung weight')
    expect(phraseWords('rib_1 fracture')).toEqual(['rib', '1', 'fracture'])
    expect(phraseWords('  ')).toEqual([])
  })
})
