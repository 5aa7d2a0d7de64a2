import type { Decoder } from 'soundswallower'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fieldTag } from '../../../../test/factories/tags'
import { buildGrammar } from './grammar'
import { grammarWords } from './grammar-accepts'
import { FORENSIC_LEXICON } from './grammar-lexicon'
import { asciiWord, resolveWord } from './grammar-words'
import { initDecoder } from './transcribe-decoder'


// The real CMU dictionary of soundswallower: the grammar must only use words it can pronounce.
let decoder: Decoder
const lookup = (w: string) => decoder.lookup_word(w)

beforeAll(async () => {
  decoder = await initDecoder()
})
afterAll(() => decoder.delete())

describe('resolveWord', () => {
  it('keeps dictionary words and spells missing ones through known words', () => {
    expect(resolveWord('Heart', lookup)).toEqual({ word: 'heart' })
    expect(resolveWord('haemorrhage', lookup)).toEqual({ word: 'haemorrhage', pron: lookup('hemorrhage') })
    expect(resolveWord('oedema', lookup)).toEqual({ word: 'oedema', pron: lookup('edema') })
    expect(resolveWord('litres', lookup)).toEqual({ word: 'litres', pron: lookup('liters') })
    expect(resolveWord('csf', lookup)).toEqual({ word: 'csf', pron: [lookup('c'), lookup('s'), lookup('f')].join(' ') })
  })

  it('knows forensic words the general dictionary lacks, in British spelling too', () => {
    expect(lookup('subdural')).toBeNull()
    expect(resolveWord('subdural', lookup)).toEqual({ word: 'subdural', pron: FORENSIC_LEXICON.subdural })
    expect(resolveWord('haematoma', lookup)).toEqual({ word: 'haematoma', pron: FORENSIC_LEXICON.hematoma })
    expect(resolveWord('ileum', lookup)?.pron).toBe(FORENSIC_LEXICON.ileum)
    expect(resolveWord('gsw', lookup)?.pron).toBe([lookup('g'), lookup('s'), lookup('w')].join(' '))
  })

  it('has only phones of the acoustic model in its lexicon', () => {
    const phones = new Set(
      'AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH UH UW V W Y Z ZH'.split(' '),
    )
    for (const [word, pron] of Object.entries(FORENSIC_LEXICON)) {
      expect(lookup(word), word).toBeNull()
      for (const p of pron.split(' ')) expect(phones.has(p), `${word}: ${p}`).toBe(true)
    }
  })

  it('joins known words for a missing compound and gives up on gibberish', () => {
    expect(lookup('heartlung')).toBeNull()
    expect(resolveWord('heartlung', lookup)).toEqual({ word: 'heartlung', pron: `${lookup('heart')} ${lookup('lung')}` })
    expect(resolveWord('qqqqqqqqqx', lookup)).toBeNull()
    expect(resolveWord('grammes', lookup, false)).toEqual({ word: 'grammes', pron: lookup('grams') })
    expect(resolveWord('heartlung', lookup, false)).toBeNull()
  })

  it('reduces words to plain ASCII', () => {
    expect(asciiWord('Café’s')).toBe('cafes')
  })
})

describe('buildGrammar', () => {
  const vocabulary = [
    fieldTag('heart_weight', 'Aliases: cardiac weight. Unit: g.'),
    fieldTag('left_lung_weight', 'Unit: g.'),
    fieldTag('right_lung_weight', 'Unit: g.'),
    fieldTag('csf_volume', 'Unit: mL.'),
    fieldTag('subdural_haemorrhage', 'Values: present, absent.'),
    fieldTag('rib_4_fracture', 'Values: left, right, bilateral.'),
    fieldTag('body_temperature', 'Aliases: rectal temperature. Unit: °C.'),
    fieldTag('xqzwvvbnm_field', 'A field nobody can say.'),
  ]

  it('produces JSGF the decoder accepts, with every word pronounceable', () => {
    const g = buildGrammar(vocabulary, lookup)
    decoder.add_words(...g.newWords)
    expect(() => decoder.set_grammar(g.jsgf)).not.toThrow()
    const added = new Map(g.newWords)
    for (const w of grammarWords(g.jsgf)) expect(lookup(w) ?? added.get(w), w).toBeTruthy()
  })

  it('with words of description too, unless the option turns them off', () => {
    const g = buildGrammar(vocabulary, lookup)
    decoder.add_words(...g.newWords.filter(([w]) => !lookup(w)))
    expect(() => decoder.set_grammar(g.jsgf)).not.toThrow()
    expect(g.jsgf).toContain('<description> = ((the | a | an | of ')
    expect(buildGrammar(vocabulary, lookup, { describe: false }).jsgf).not.toContain('<description>')
  })

  it('offers field phrases, their spoken variants, values, numbers, units and commands', () => {
    const { jsgf } = buildGrammar(vocabulary, lookup)
    for (const phrase of [
      'heart weight',
      'cardiac weight',
      'weight of the heart',
      'left lung weight',
      'lung weight',
      'lungs',
      'csf volume',
      'subdural haemorrhage',
      'rib four fracture',
      'rectal temperature',
      'present',
      'bilateral',
      'grams',
      'millilitres',
      'degrees celsius',
      'hundred',
      'thousand',
      'point',
      'correction',
      'scratch that',
      'period',
      'next',
    ]) {
      expect(jsgf, phrase).toMatch(new RegExp(`[(|\\s]${phrase}[\\s|)]`))
    }
    expect(jsgf).toMatch(/^#JSGF V1\.0;\ngrammar dictation;\npublic <dictation> = <item> \[<dictation>\];/)
  })

  it('drops a phrase it cannot spell and reports it, instead of breaking the grammar', () => {
    const g = buildGrammar(vocabulary, lookup)
    expect(g.dropped).toEqual(['xqzwvvbnm field'])
    expect(g.jsgf).not.toContain('xqzwvvbnm')
  })

  it('still gives a usable grammar for an empty vocabulary', () => {
    const g = buildGrammar([], lookup)
    expect(g.newWords).toEqual([])
    expect(() => decoder.set_grammar(g.jsgf)).not.toThrow()
  })

  it('lets a free-text field take a number and unit only when asked to', () => {
    const withText = [...vocabulary, fieldTag('scars', 'Description and site of scars.')]
    expect(buildGrammar(withText, lookup).jsgf).toMatch(/^<item> = .*\(<described> \[\(<value> \| \(posterior \| /m)
    const words = buildGrammar(withText, lookup, { textQuantities: false })
    decoder.add_words(...words.newWords)
    expect(() => decoder.set_grammar(words.jsgf)).not.toThrow()
    const described = /\(<described> \[(.*?)\]\) \|/.exec(words.jsgf)?.[1] ?? ''
    expect(described).toContain('absent')
    expect(described).not.toContain('<quantity>')
    expect(described).not.toContain('<value>')
  })

  it('says a participle choice as its verb too, spelled from the verb in the dictionary, and "livor" three ways', () => {
    const livor = fieldTag('livor_mortis', 'Livor mortis', { kind: 'choice', choices: ['blanching', 'fixed', 'sitting'] })
    const g = buildGrammar([...vocabulary, livor], lookup)
    expect(lookup('blanches')).toBeNull()
    expect(grammarWords(g.jsgf)).toEqual(expect.arrayContaining(['blanching', 'blanches', 'livor']))
    expect(grammarWords(g.jsgf)).not.toContain('blanchs')
    expect(grammarWords(g.jsgf)).not.toContain('sitts')
    expect(new Map(g.newWords).get('blanches')).toBe(`${lookup('blanch')} IH Z`)
    expect(g.newWords.filter(([w]) => w.startsWith('livor('))).toEqual([['livor(2)', 'L IH V ER'], ['livor(3)', 'L AY V ER']])
    decoder.add_words(...g.newWords)
    expect(() => decoder.set_grammar(g.jsgf)).not.toThrow()
  })

  it('says "heart" also without its breath, as an alternate of the dictionary word', () => {
    const g = buildGrammar(vocabulary, lookup)
    expect(grammarWords(g.jsgf)).toContain('heart')
    expect(lookup('heart')).toBe('HH AA R T')
    expect(g.newWords.filter(([w]) => w.startsWith('heart(')).map(([, pron]) => pron)).toEqual(['AA R T'])
  })

  it('hears list openers as words of their own, and no hesitation words', () => {
    const { jsgf } = buildGrammar(vocabulary, lookup)
    expect(jsgf).toMatch(/\(\(organ weights \| [^)]*\)\)/)
    expect(grammarWords(jsgf)).not.toContain('um')
  })
})

