import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GUARD_VOCABULARY as VOCABULARY } from '../../../../test/factories/guard-vocabulary'
import { fieldTag } from '../../../../test/factories/tags'
import { requireTool, synthesize } from '../../../../test/fixtures/audio/synth'
import { decodeAudio } from './audio'
import { guardVocabulary } from './transcribe-format'
import { GUARD_OPTIONS } from './transcribe-guard'
import { createDecoder, type HeardStretch } from './transcribe-decoder'
import { chooseNamed, measuredVocabulary, unnamedDimensions, unnamedMeasures } from './transcribe-named'

const guarded = guardVocabulary(VOCABULARY)
/** A stretch as the recogniser gives it, every word at `p` unless a score is given for it by position. */
const heard = (text: string, p = 0.95, scores: Record<number, number> = {}): HeardStretch => {
  const words = text.split(' ').filter(Boolean)
  return { text: words.join(' '), scores: words.map((_, i) => scores[i] ?? p) }
}
const unnamed = (text: string, h = heard(text)) => unnamedMeasures(h, guarded)
const choose = (first: HeardStretch, named: HeardStretch | null) => chooseNamed(first, named, guarded, GUARD_OPTIONS, 0.4)

describe('a measure whose name went unheard', () => {
  it('is one heard surely to its unit after the name of a field that takes no measure of its dimension', () => {
    expect(unnamed('organ weights heart four hundred grams scars three hundred and fifty grams')).toEqual([7])
    expect(unnamed('aged fifty years eye colour brown nine hundred grams')).toEqual([6])
    // After a measured field of another dimension ("sitting height" for a weight), or after words no name governs.
    expect(unnamed('body length one thousand four hundred grams')).toEqual([2])
    expect(unnamed('heart weight four hundred grams and through flattened nine hundred grams')).toEqual([8])
    expect(unnamedDimensions(heard('scars four hundred grams'), guarded)).toEqual(['mass'])
  })

  it('is not one its field governs, across a description, a list, a correction or the other side', () => {
    expect(unnamed('the liver is firm and dark and weighs one thousand six hundred grams')).toEqual([])
    expect(unnamed('heart weight three hundred and sixty sorry three hundred and ninety grams')).toEqual([])
    expect(unnamed('heart weight three hundred grams and liver one thousand grams')).toEqual([])
    expect(unnamed('body length one hundred and seventy centimetres long and aged fifty years')).toEqual([])
  })

  it('is not one said in doubt, without its unit, at the start of the stretch, or of a dimension no field takes', () => {
    expect(unnamed('scars four hundred grams', heard('scars four hundred grams', 0.95, { 2: 0.4 }))).toEqual([])
    expect(unnamed('scars four hundred')).toEqual([])
    expect(unnamed('four hundred grams')).toEqual([])
    expect(unnamed('scars four hundred millilitres')).toEqual([])
    expect(unnamed('scars four hundred grams', { ...heard('scars four hundred grams', 0), partial: true })).toEqual([])
  })

  it('is a wound\'s length said without a name where the vocabulary has wound fields', () => {
    expect(unnamedMeasures(heard('scars three centimetres long'), guarded)).toEqual([1])
    expect(unnamedMeasures(heard('scars three centimetres long'), { ...guarded, wounds: true })).toEqual([])
  })
})

describe('the reading with the measured fields alone', () => {
  it('is decoded with the measured fields of the dimensions needed', () => {
    expect(measuredVocabulary(VOCABULARY, ['mass']).map((t) => t.identifier)).toEqual(['heart_weight', 'liver_weight'])
    expect(measuredVocabulary(VOCABULARY, ['mass', 'length']).map((t) => t.identifier)).toEqual([
      'heart_weight', 'liver_weight', 'body_length',
    ])
  })

  it('replaces the first reading, none of its words sure, where it names every measure and says them all again', () => {
    const first = heard('organ weights scars four hundred grams')
    const named = heard('organ weights heart four hundred grams')
    expect(choose(first, named)).toEqual({ text: named.text, scores: named.scores.map(() => 0) })
  })

  it('leaves the first reading where it is partial, forced, still unnamed or says another measure', () => {
    const first = heard('organ weights scars four hundred grams')
    expect(choose(first, null)).toBe(first)
    expect(choose(first, { ...heard('organ weights heart four hundred grams', 0), partial: true })).toBe(first)
    expect(choose(first, heard('organ weights heart three hundred grams'))).toBe(first)
    expect(choose(first, heard('organ weights and four hundred grams'))).toBe(first)
    const salad = heard('the head lungs head period ten year brain and head intact hazel height is three heart four hundred grams')
    expect(choose(first, salad)).toBe(first)
  })
})

describe('the grammar of the measured fields alone, with the real recogniser', () => {
  let dir: string
  beforeAll(async () => {
    requireTool('flite')
    dir = await mkdtemp(path.join(os.tmpdir(), 'transcribe-named-test-'))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('puts a name that takes the measure before it, where the name said takes none', async () => {
    const tags = [...VOCABULARY, fieldTag('spleen_weight', 'Unit: g.')]
    const file = await synthesize('scars one hundred and twenty grams', 'flite-slt', dir, 'scars')
    const decoder = await createDecoder(measuredVocabulary(tags, ['mass']))
    try {
      const words = (await decoder.decode(await decodeAudio(await readFile(file)))).join(' ')
      expect(words).toMatch(/^(the )?(heart|liver|spleen)( weight)? one hundred and twenty grams$/)
      expect(unnamedMeasures(heard(words), guardVocabulary(tags))).toEqual([])
    } finally {
      await decoder.dispose()
    }
  }, 60_000)
})
