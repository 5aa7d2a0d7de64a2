import { describe, expect, it } from 'vitest'
import { NAMING_TAGS, valuesOf } from '../../../../test/factories/reading-tags'
import { plainTag as plain } from '../../../../test/factories/tags'

/** The words that name a field: its name, its description's adjective and noun, hyphens said as words, medical synonyms. */
describe('names in the description and how names are written', () => {
  it('names a field by the adjective and noun its description gives', () => {
    expect(valuesOf('Oesophageal temperature 31.5 degrees.')).toEqual({ core_temperature: '31.5 °C' })
    expect(valuesOf('Core body temperature 33 degrees.')).toEqual({ core_temperature: '33 °C' })
  })
  it('says a hyphenated name with "to" or as one word', () => {
    expect(valuesOf('Crown to heel length 52 cm.', NAMING_TAGS)).toEqual({ crown_heel_length: '52 cm' })
    expect(valuesOf('Postmortem interval about 12 hours.', NAMING_TAGS)).toEqual({ time_since_death: '12 h' })
  })
  it('reads a colour said right after the thing, and the thing a description names', () => {
    expect(valuesOf('Scalp hair grey.', NAMING_TAGS)).toEqual({ hair_colour: 'grey' })
    expect(valuesOf('The scalp hair is dark brown.', NAMING_TAGS)).toEqual({ hair_colour: 'dark brown' })
  })
})

describe('medical synonyms every pathologist uses', () => {
  const tags = [
    plain('Rigor mortis', 'State of rigor mortis: absent, developing, fully established, passing or resolved.'),
    plain('Livor mortis', 'Whether the livor mortis blanches or is fixed.'),
    plain('Decomposition', 'How far decomposition has progressed.'),
  ]
  it('knows rigor, lividity and putrefaction', () => {
    expect(valuesOf('Rigor is developing.', tags)).toEqual({ rigor_mortis: 'developing' })
    expect(valuesOf('Lividity is fixed.', tags)).toEqual({ livor_mortis: 'fixed' })
    expect(valuesOf('Putrefaction: early.', tags)).toEqual({ decomposition: 'early' })
  })
})
