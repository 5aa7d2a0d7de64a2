import type { Decoder } from 'soundswallower'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fieldTag } from '../../../../test/factories/tags'
import { buildGrammar } from './grammar'
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

/** Every word token of the rule bodies (no rule names, operators or header). */
function grammarWords(jsgf: string): string[] {
  return jsgf
    .split('\n')
    .filter((l) => l.includes('=') && !l.startsWith('#') && !l.startsWith('grammar'))
    .flatMap((l) => l.slice(l.indexOf('=') + 1).replace(/<[^>]+>|\/[\d.e-]+\//g, ' ').split(/[\s()[\]|;*+]+/))
    .filter(Boolean)
}

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
    expect(buildGrammar(withText, lookup).jsgf).toMatch(/^<item> = .*\(<described> \[<value>\]\)/m)
    const words = buildGrammar(withText, lookup, { textQuantities: false })
    decoder.add_words(...words.newWords)
    expect(() => decoder.set_grammar(words.jsgf)).not.toThrow()
    const described = /\(<described> \[(.*?)\]\) \|/.exec(words.jsgf)?.[1] ?? ''
    expect(described).toContain('absent')
    expect(described).not.toContain('<quantity>')
    expect(described).not.toContain('<value>')
  })

  it('hears list openers as words of their own, and no hesitation words', () => {
    const { jsgf } = buildGrammar(vocabulary, lookup)
    expect(jsgf).toMatch(/\(\(organ weights \| [^)]*\)\)/)
    expect(grammarWords(jsgf)).not.toContain('um')
  })
})

/**
 * The grammar's sentences as a regular expression over words each followed by a space (JSGF without
 * recursion, so built with the gap off): whether the recogniser can decode a sentence at all.
 */
function grammarRegex(jsgf: string): RegExp {
  const bodies = new Map<string, string>()
  for (const line of jsgf.split('\n')) {
    const m = /^(?:public )?<(\w+)> = (.*);$/.exec(line)
    if (m) bodies.set(m[1], m[2])
  }
  const expand = (body: string): string =>
    body
      .replace(/\/[\d.e-]+\//g, ' ')
      .split(/(\s+|[()[\]|*+])/)
      .filter((t) => t.trim())
      .map((t) => {
        if (t === '(') return '(?:'
        if (t === '[') return '(?:'
        if (t === ']') return ')?'
        if (t === ')' || t === '|' || t === '*' || t === '+') return t
        const rule = /^<(\w+)>$/.exec(t)
        return rule ? `(?:${expand(bodies.get(rule[1]) ?? '')})` : `${t} `
      })
      .join('')
  // The loop `<item> [<dictation>]` (one or more items, a right recursion) as a repeat.
  const loop = (bodies.get('dictation') ?? '').replace(/^(.*) \[<dictation>\]$/, '($1)+')
  return new RegExp(`^(?:${expand(loop)})$`)
}

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
  const says = (jsgf: string) => {
    const re = grammarRegex(jsgf)
    return (sentence: string) => re.test(`${sentence} `)
  }

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
