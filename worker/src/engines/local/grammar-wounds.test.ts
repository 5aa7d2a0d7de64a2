import type { Decoder } from 'soundswallower'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fieldTag } from '../../../../test/factories/tags'
import { buildGrammar } from './grammar'
import { grammarAccepts, grammarWords } from './grammar-accepts'
import { initDecoder } from './transcribe-decoder'

// The real CMU dictionary of soundswallower: the grammar must only use words it can pronounce.
let decoder: Decoder
const lookup = (w: string) => decoder.lookup_word(w)

beforeAll(async () => {
  decoder = await initDecoder()
})
afterAll(() => decoder.delete())

describe('buildGrammar for wound descriptions', () => {
  const woundVocabulary = [
    fieldTag('heart_weight', 'Unit: g.'),
    fieldTag('wound_site', 'Location of the wound on the body.'),
    fieldTag('wound_height_above_heel', 'Height of the wound above the heel. Unit: cm.'),
    fieldTag('wound_distance_from_midline', 'Distance of the wound from the midline. Unit: cm.'),
    fieldTag('wound_length', 'Length of the wound. Unit: cm.'),
    fieldTag('wound_width', 'Width of the wound. Unit: cm.'),
    fieldTag('wound_depth', 'Depth of the track. Unit: cm.'),
    fieldTag('wound_direction', 'Direction of the wound track.'),
    fieldTag('organs_injured', 'Organs the track passes through.'),
  ]
  const says = grammarAccepts

  // Compiling the wound grammar into the decoder's search takes seconds of CPU, more on a loaded machine.
  it('builds JSGF the decoder accepts, every word pronounceable', () => {
    const g = buildGrammar(woundVocabulary, lookup)
    // Words an earlier test of this file already added cannot be added twice.
    decoder.add_words(...g.newWords.filter(([w]) => !lookup(w)))
    expect(() => decoder.set_grammar(g.jsgf)).not.toThrow()
    const added = new Map(g.newWords)
    for (const w of grammarWords(g.jsgf)) expect(lookup(w) ?? added.get(w), w).toBeTruthy()
  }, 120_000)

  it('says instance cues, sites, heel and midline distances, sizes, depths, directions and organs without field names', () => {
    const accepts = says(buildGrammar(woundVocabulary, lookup).jsgf)
    for (const sentence of [
      'stab wound two is on the left side of the chest',
      'wound number three',
      'the second stab wound',
      'the next wound',
      'gunshot entrance wound a',
      'one hundred and thirty centimetres above the heel and four centimetres to the left of the midline',
      'it measures two by one centimetres',
      'measuring two point five centimetres by one centimetre',
      'the track passes front to back to a depth of seven centimetres',
      'it is directed front to back comma right to left and slightly downwards',
      'the track passes through the skin and the left fifth intercostal muscle and the pericardium',
      'incised wound one lies on the outer aspect of the right upper arm',
      'heart weight three hundred and fifty grams',
    ]) {
      expect(accepts(sentence), sentence).toBe(true)
    }
    expect(accepts('stab wound wound the of')).toBe(false)
  })

  it('numbers stab and incised wounds, letters gunshot wounds, and takes one type word with its role', () => {
    const accepts = says(buildGrammar(woundVocabulary, lookup).jsgf)
    const said = ['exit wound b', 'the entrance gunshot wound c', 'gunshot exit wound a', 'defence stab wound two', 'stab wound twelve']
    for (const sentence of said) {
      expect(accepts(sentence), sentence).toBe(true)
    }
    for (const sentence of ['incised wound g', 'laceration b', 'stab blunt bruise two', 'stab blunt graze wound three']) {
      expect(accepts(sentence), sentence).toBe(false)
    }
  })

  it('takes a site as one phrase, a second region word only after an adjective of place', () => {
    const accepts = says(buildGrammar(woundVocabulary, lookup).jsgf)
    expect(accepts('stab wound two is on the left temporal scalp')).toBe(true)
    expect(accepts('stab wound two is on the front of the left thigh nape')).toBe(false)
    expect(accepts('stab wound two is on the left side toe of the chest')).toBe(false)
  })

  it('takes a part of a region with "of the", sites across, above and below a region, and a wound named by its kind', () => {
    const accepts = says(buildGrammar(woundVocabulary, lookup).jsgf)
    expect(accepts('laceration one is on the left side of the back of the head')).toBe(true)
    expect(accepts('laceration two lies over the crown of the head')).toBe(true)
    expect(accepts('incised wound two lies across the front of the left wrist')).toBe(true)
    expect(accepts('laceration one is above the right eyebrow')).toBe(true)
    expect(accepts('stab wound two is on the left thigh of the chest')).toBe(false)
    // A wound named by its kind alone: a cue of its own, a number or not after it.
    expect(accepts('the incised wound lies across the front of the left wrist')).toBe(true)
    expect(accepts('the incised wound two lies across the front of the left wrist')).toBe(true)
  })

  it('lists directions as pairs, a single direction word only after "and" or "comma"', () => {
    const accepts = says(buildGrammar(woundVocabulary, lookup).jsgf)
    expect(accepts('the track passes back to front left to right and slightly upwards')).toBe(true)
    expect(accepts('the track passes from up to up back')).toBe(false)
  })

  it('takes a number after a command only with its unit', () => {
    const accepts = says(buildGrammar(woundVocabulary, lookup).jsgf)
    expect(accepts('heart weight four hundred grams correction four hundred and twenty grams')).toBe(true)
    expect(accepts('stab wound two and eleven ten')).toBe(false)
    expect(accepts('eleven centimetres to the right of the midline and four centimetres above the heel')).toBe(true)
  })

  it('measures a wound in mm, cm or inches, parts of a unit too; feet and metres only for a field kept in them', () => {
    const accepts = says(buildGrammar(woundVocabulary, lookup).jsgf)
    for (const sentence of [
      'it gapes to zero point eight of a centimetre', 'it gapes to half a centimetre',
      'it is five centimetres long and gapes to one centimetre', 'fifty inches above the heel', 'it measures three millimetres',
      'it is round and measures four by three centimetres',
    ]) expect(accepts(sentence), sentence).toBe(true)
    const unheard = ['it gapes to zero point eight foot', 'one point two metres above the heel', 'it gapes to three of a centimetre']
    for (const sentence of unheard) {
      expect(accepts(sentence), sentence).toBe(false)
    }
    const inMetres = [...woundVocabulary, fieldTag('wound_height_in_metres', 'Height of the wound above the heel. Unit: m.')]
    expect(says(buildGrammar(inMetres, lookup).jsgf)('one point two metres above the heel')).toBe(true)
  })

  it('says "is" before a participle of direction, not before a finite verb', () => {
    const accepts = says(buildGrammar(woundVocabulary, lookup).jsgf)
    expect(accepts('stab wound three is directed front to back')).toBe(true)
    expect(accepts('the track passes front to back')).toBe(true)
    expect(accepts('stab wound three is extends down')).toBe(false)
    expect(accepts('stab wound three is passes front to back')).toBe(false)
  })

  it('has no wound paths when no field describes a wound', () => {
    const accepts = says(buildGrammar(
      [fieldTag('heart_weight', 'Unit: g.'), fieldTag('scars', 'Description and site of scars.')], lookup,
    ).jsgf)
    expect(accepts('heart weight three hundred grams')).toBe(true)
    expect(accepts('stab wound two')).toBe(false)
    expect(accepts('four centimetres to the left of the midline')).toBe(false)
  })
})
