import { describe, expect, it } from 'vitest'
import { seededVocabulary } from '../../../../test/factories/seeded-vocabulary'
import { GUARD_VOCABULARY as VOCABULARY } from '../../../../test/factories/guard-vocabulary'
import { fieldTag } from '../../../../test/factories/tags'
import { formatTranscript, guardVocabulary } from './transcribe-format'
import { dictationShare, GUARD_OPTIONS, looksForced } from './transcribe-guard'

const guarded = guardVocabulary(VOCABULARY)
const share = (words: string) => dictationShare(words.split(' '), guarded)

describe('the guard against forced field words', () => {
  it('reads field dictation, lists and corrections as dictation', () => {
    expect(share('heart weight three hundred and fifty grams')).toBe(1)
    expect(share('the heart weighs three hundred grams comma liver one thousand six hundred grams full stop')).toBe(1)
    expect(share('heart three hundred and eighty grams sorry three hundred and ninety grams')).toBe(1)
    expect(share('eye colour hazel build thin')).toBe(1)
    // A value right after a pause continues the name said before it.
    expect(share('one thousand four hundred grams')).toBe(1)
  })

  it('counts a bare number after a measured field as half, and a free-text field only with a unit', () => {
    expect(share('body length one hundred and eighty')).toBeCloseTo(0.5)
    expect(share('scars three centimetres')).toBeCloseTo(0.5)
    expect(share('scars three')).toBe(0)
  })

  it('finds little dictation in a paragraph forced into field words', () => {
    // As the recogniser heard a paragraph about a drinking history: names with no value, another
    // field's choice words, numbers with no name.
    const salad =
      'the head lungs head period ten year brain and head intact hazel height is three scars side and ten aged nine sitting brown'
    expect(share(salad)).toBeLessThan(GUARD_OPTIONS.minShare)
    expect(looksForced(salad.split(' '), guarded)).toBe(true)
    // "aged nine": a number without a unit counts half, and a choice of another field not at all.
    expect(share('build hazel aged nine head scars')).toBeCloseTo(1 / 6)
  })

  it('counts a join only where it joins: before a name or a value, or at the end of the utterance', () => {
    expect(share('heart three hundred grams comma liver one thousand grams period')).toBe(1)
    expect(share('heart weight four hundred grams scratch that')).toBe(1)
    // As the recogniser heard a paragraph about a retired teacher with five weights as its vocabulary: joins in a
    // row after a bare number ("… two forty next sorry and …") are no list.
    const heard = 'liver eleven and comma the liver two forty next sorry and and body'
    expect(share(heard)).toBeCloseTo(3 / 13)
    expect(looksForced(heard.split(' '), guarded)).toBe(true)
  })

  it('counts a negation after a name as half: forced speech is full of "none" and "nil"', () => {
    expect(share('eye colour none build thin')).toBeCloseTo((3 * 0.5 + 2) / 5)
    // Findings said absent one after another are still dictation.
    expect(looksForced('scars none comma head injury none'.split(' '), guarded)).toBe(false)
    // As the recogniser heard a spoken paragraph about where the body was found (fake microphone):
    // three names followed by "none" or "nil" among words that form nothing.
    const heard = 'and eighty scars none aged ten thin and eight height one and sitting thin the head injury nil and the brain from ' +
      'mild from the build next eight ten none and ten from the scars none'
    expect(looksForced(heard.split(' '), guarded)).toBe(true)
  })

  it('takes no measure after a singular name joined by "are" or "were": the recogniser forces narrative so', () => {
    expect(share('heart are three hundred grams')).toBe(0)
    expect(share('heart weight were three hundred grams')).toBe(0)
    expect(share('heart is three hundred grams')).toBe(1)
    // "Scars" is a plural: its measure counts, half as a free-text field's does.
    expect(share('scars are three centimetres')).toBeCloseTo(0.5)
    // A choice may follow "are": "the hyoid bone and the thyroid cartilage are intact".
    expect(share('eye colour are blue')).toBe(1)
    // As the recogniser heard flite kal's paragraph on the external examination: a site, stray words and "heart are 2 inch".
    const heard = 'eye colour on the back thin and heart are two inch'
    expect(looksForced(heard.split(' '), guarded)).toBe(true)
  })

  it('counts a verb and its measure after a measured field named earlier: "the liver is pale and weighs …"', () => {
    const said = 'the liver is pale and weighs one thousand six hundred grams'
    // "liver" and "and weighs one thousand six hundred grams": 8 of 11 words; the name counts with the verb's measure.
    expect(share(said)).toBeCloseTo(8 / 11)
    expect(formatTranscript([said], VOCABULARY, GUARD_OPTIONS)).toBe('The liver is pale and weighs 1600 grams.')
    expect(share('the heart is enlarged weighing about four hundred and ten grams')).toBeCloseTo(8 / 11)
    // A length's name forced between ("body length") does not hide the weight named before it.
    expect(share('the liver is pale body length and weighs one thousand six hundred grams')).toBeCloseTo(8 / 13)
    // A bare number after the verb counts half, with the name: espeak-ng's "heart weight three hundred and fifty grams"
    // heard with words of description between and "grams" lost.
    expect(share('heart are or weighed three hundred and fifty and blue')).toBeCloseTo((1 + 5) * 0.5 / 10)
    expect(share('the liver is pale and weighs sixteen hundred')).toBeCloseTo((1 + 4) * 0.5 / 8)
  })

  it('counts a weight with its unit after a description of a measured field named without its value, as a verb\'s measure', () => {
    // "the spleen is firm and dark, 160 grams", or "… and weighs …" with the verb lost in noise: the name and the measure.
    expect(share('the liver is firm and dark hemorrhage one hundred and sixty grams')).toBeCloseTo((1 + 5) / 12)
    // Not a bare number, not a length (a place: "5 cm from the midline"), not a number's second half.
    expect(share('the liver is firm and dark one hundred and sixty')).toBe(0)
    expect(share('the body length is noted and dark five centimetres')).toBe(0)
    // Nor after a name that had its value.
    expect(share('the liver one thousand grams and dark five grams')).toBeCloseTo(5 / 9)
  })

  it('counts a bare number in words of its own as a value where it lies in the plausible range of the field named', () => {
    const seeded = guardVocabulary(seededVocabulary())
    const shareOf = (said: string) => dictationShare(said.split(' '), seeded)
    expect(shareOf('heart three eighty liver sixteen fifty spleen one forty')).toBe(1)
    // A single word in the range ("spleen ninety"): half, as forced numbers are; out of the field's range ("brain two forty",
    // "liver ten"): nothing, as such a value is dropped from an offline transcript.
    expect(shareOf('spleen ninety')).toBeCloseTo(0.5)
    expect(shareOf('brain two forty liver ten')).toBe(0)
  })

  it('counts a measured field\'s value after a reporting verb, as the grammar says it, and a choice after none', () => {
    expect(share('body length measured at one hundred and eighty centimetres')).toBe(1)
    expect(share('heart weight came back at three hundred and fifty grams')).toBe(1)
    expect(share('eye colour came back hazel')).toBe(0)
  })

  it('counts a vessel and its narrowing before the percent of a narrowing field only, as the grammar says them', () => {
    const seeded = guardVocabulary(seededVocabulary())
    const shareOf = (said: string) => dictationShare(said.split(' '), seeded)
    expect(shareOf('the left anterior descending artery is narrowed by up to ninety percent')).toBe(1)
    expect(shareOf('the circumflex artery has a fifty percent stenosis')).toBeCloseTo(7 / 8)
    expect(shareOf('the heart artery is narrowed by up to ninety percent')).toBe(0)
  })

  it('counts the body described as a person with a build word of the field of build as that field\'s value', () => {
    expect(share('the body is that of a well nourished thin man')).toBe(1)
    expect(share('the deceased was an obese elderly woman')).toBe(1)
    // A build word the field does not offer, or no build word at all: nothing.
    expect(share('the body is that of a well nourished muscular man')).toBe(0)
    expect(share('the deceased was a retired teacher')).toBe(0)
  })

  it('counts a choice after words of description and "and" as the value of the choice field named', () => {
    const livor = guardVocabulary([fieldTag('livor_mortis', 'Aliases: lividity, hypostasis. Values: fixed, unfixed.')])
    expect(dictationShare('hypostasis is dorsal and fixed'.split(' '), livor)).toBe(1)
    // Only a few words of description, and only before "and".
    expect(dictationShare('hypostasis is dorsal fixed'.split(' '), livor)).toBe(0)
    expect(dictationShare('hypostasis is pale soft firm dorsal and fixed'.split(' '), livor)).toBe(0)
    // The grammar's function words among them ("is" heard as "as"), and a participle said as its verb.
    const blanching = guardVocabulary([fieldTag('livor_mortis', 'Aliases: livor. Values: blanching, fixed.')])
    expect(dictationShare('the livor mortis as dorsal and blanches'.split(' '), blanching)).toBe(1)
  })

  it('counts a place word after a free-text field\'s name as half, as a measure there', () => {
    const place = guardVocabulary([fieldTag('livor_distribution', 'Distribution of hypostasis.', { synonyms: ['livor distribution'] })])
    expect(dictationShare('livor distribution anterior'.split(' '), place)).toBeCloseTo(0.5)
    expect(dictationShare('livor distribution pale'.split(' '), place)).toBe(0)
  })

  it('counts a correction after "no" ("… 130, no, sorry, 103 grams") and a list\'s opener before a name and its value', () => {
    // "The heart weighs three eighty" counts half (a bare number), "no sorry three hundred and ninety grams" fully.
    expect(share('the heart weighs three eighty no sorry three hundred and ninety grams')).toBeCloseTo((5 * 0.5 + 7) / 12)
    expect(share('organ weights heart three hundred grams liver one thousand grams')).toBe(1)
    // An opener counts nothing on its own, nor before a name without a value.
    expect(share('organ weights heart brown')).toBe(0)
  })

  it('takes no verb and measure without a measured field named before, or of another dimension', () => {
    for (const narrative of [
      'the blade weighs about two kilograms and was found beside him',
      'he was measured at one hundred and eighty centimetres in the clinic',
      'the knife was weighed and measures twenty centimetres',
      // A length was named; a weight is none of its values.
      'the body length was noted and he weighed ninety kilograms',
    ]) {
      expect(looksForced(narrative.split(' '), guarded), narrative).toBe(true)
      expect(formatTranscript([narrative], VOCABULARY, GUARD_OPTIONS), narrative).toBe('…')
    }
    // The verb comes after the name: a measure said before any field's name is not counted.
    expect(share('weighs two kilograms and the liver is pale')).toBe(0)
  })

  it('reads both sides before a plural name, as the grammar says them: "right ventricular" is a name, not the one said', () => {
    const sided = guardVocabulary([
      fieldTag('left_ventricle_thickness', 'Aliases: left ventricular wall. Unit: cm.'),
      fieldTag('right_ventricle_thickness', 'Aliases: right ventricular wall. Unit: cm.'),
    ])
    const words = 'the left and right ventricular walls measure 1.4 and 0.4 cm respectively'.split(' ')
    // "the … 1.4" a bare number (half), "and 0.4 cm" and "respectively" in full.
    expect(dictationShare(words, sided)).toBeCloseTo((8 * 0.5 + 4) / 12)
    expect(looksForced(words, sided)).toBe(false)
  })

  it('leaves short utterances alone: a name before a pause, a lone choice', () => {
    expect(looksForced(['heart', 'weight'], guarded)).toBe(false)
    expect(looksForced(['blue'], guarded)).toBe(false)
  })

  it('makes the transcript show a forced utterance as a gap, and keeps the dictation around it', () => {
    const utterances = [
      'heart weight three hundred grams', 'the head lungs head period ten year brain and aged nine sitting brown', 'liver weight',
      'one thousand six hundred grams',
    ]
    expect(formatTranscript(utterances, VOCABULARY, GUARD_OPTIONS)).toBe('Heart weight 300 grams. … Liver weight 1600 grams.')
    // Without the guard the paragraph's words come through (and "aged 9" would fill the age).
    expect(formatTranscript(utterances, VOCABULARY)).toContain('aged 9')
  })
})
