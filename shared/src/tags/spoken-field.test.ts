import { describe, expect, it } from 'vitest'
import { fieldDefinition } from './field-definition'
import { ownPhrases, spokenField } from './spoken-field'

const tag = (identifier: string, name: string, description = '', stored: object = {}) => ({ id: identifier, identifier, name, description, ...stored })

describe('spokenField: the field definition as speech reads it', () => {
  it('names a field with the phrases the extractor reads, inferred ones included', () => {
    const heart = tag('heart_weight', 'Heart weight')
    expect(spokenField(heart).phrases).toEqual(fieldDefinition(heart).phrases)
    expect(spokenField(heart)).toMatchObject({ kind: 'number', unit: 'g', phrases: ['heart weight', 'cardiac weight'] })
  })

  it('reads the legacy Aliases, Unit and Values sentences', () => {
    expect(spokenField(tag('heart_weight', 'heart_weight', 'Aliases: Heart weight, cardiac weight. Unit: g.'))).toEqual({
      identifier: 'heart_weight',
      phrases: ['heart weight', 'cardiac weight'],
      kind: 'number',
      unit: 'g',
      values: [],
    })
    expect(spokenField(tag('fracture_side', 'fracture_side', 'Values: left, right.'))).toMatchObject({ kind: 'choice', values: ['left', 'right'] })
  })

  it('infers a measurement the extractor infers: a volume is said in millilitres', () => {
    expect(spokenField(tag('csf_volume', 'Cerebrospinal fluid volume'))).toMatchObject({
      kind: 'number',
      unit: 'mL',
      phrases: ['csf volume', 'cerebrospinal fluid volume'],
    })
  })

  it('follows stored properties: synonyms, choices, and dates and times said as words', () => {
    expect(spokenField(tag('liver_weight', 'Liver weight', '', { kind: 'measurement', unit: 'g', synonyms: ['hepatic weight'] })).phrases).toEqual([
      'liver weight',
      'hepatic weight',
    ])
    expect(spokenField(tag('sclera', 'Sclera', '', { kind: 'choice', choices: ['clear', 'icteric'] }))).toMatchObject({ kind: 'choice', values: ['clear', 'icteric'] })
    expect(spokenField(tag('date_of_death', 'Date of death', '', { kind: 'date' })).kind).toBe('text')
  })
})

describe('ownPhrases', () => {
  it('keeps the names an owner wrote and leaves out the inferred ones', () => {
    expect(ownPhrases(tag('heart_weight', 'Heart weight'))).toEqual(['heart weight'])
    expect(ownPhrases(tag('liver_weight', 'Liver weight', '', { synonyms: ['hepatic weight'] }))).toEqual(['liver weight', 'hepatic weight'])
  })
})
