import { describe, expect, it } from 'vitest'
import type { MatchedTag, TagInfo } from '../types'
import { fieldTag, plainTag as plain } from '../../../../test/factories/tags'
import { extractTags, LocalTagMatchingEngine } from './extract'

const TAGS: TagInfo[] = [
  fieldTag('heart_weight', 'Weight of the heart after removal of blood clots. Aliases: cardiac weight. Unit: g.'),
  fieldTag('brain_weight', 'Unit: g.'),
  fieldTag('liver_weight', 'Unit: g.'),
  fieldTag('spleen_weight', 'Unit: g.'),
  fieldTag('left_lung_weight', 'Unit: g.'),
  fieldTag('right_lung_weight', 'Unit: g.'),
  fieldTag('body_length', 'Crown to heel. Aliases: body length, height. Unit: cm.'),
  fieldTag('body_temperature', 'Aliases: rectal temperature. Unit: °C.'),
  fieldTag('pericardial_fluid', 'Aliases: pericardial fluid. Unit: mL.'),
  fieldTag('pleural_effusion', 'Values: none, left, right, bilateral.'),
  fieldTag('tattoos', 'Tattoos and piercings.'),
  fieldTag('cause_of_death', 'Aliases: cause of death.'),
]

const engine = new LocalTagMatchingEngine()

async function match(transcription: string, tags: TagInfo[] = TAGS): Promise<MatchedTag[]> {
  return engine.match({ transcription, documentContent: '', existingTags: [], tags, includeTagDescriptions: true })
}
async function values(transcription: string, tags?: TagInfo[]): Promise<Record<string, string>> {
  return Object.fromEntries((await match(transcription, tags)).map((m) => [m.name, m.value]))
}
async function one(transcription: string, name: string): Promise<MatchedTag | undefined> {
  return (await match(transcription)).find((m) => m.name === name)
}

describe('LocalTagMatchingEngine: numbers and units', () => {
  it('reads spoken numbers as digits with the field unit, confidently', async () => {
    const [m] = await match('Heart weight three hundred and fifty grams.')
    expect(m).toEqual({
      id: 'id-heart_weight',
      name: 'heart_weight',
      value: '350 g',
      location: 'Heart weight three hundred and fifty grams',
      confidence: expect.any(Number),
    })
    expect(m.confidence).toBeGreaterThanOrEqual(0.8)
  })

  it('accepts weigh, weighs, weighed, "weight of the", aliases and plurals', async () => {
    expect(
      await values(
        'The heart weighs 350 g. The liver weighed 1,650 grams. Weight of the brain: 1400 g. The spleen weighing 180 grams.',
      ),
    ).toEqual({ heart_weight: '350 g', liver_weight: '1650 g', brain_weight: '1400 g', spleen_weight: '180 g' })
    expect(await values('Cardiac weight four hundred and ten grams.')).toEqual({ heart_weight: '410 g' })
    expect(await values('Lungs: the right lung weighs 700 grams.')).toEqual({ right_lung_weight: '700 g' })
  })

  it('understands the usual ways numbers are dictated', async () => {
    expect(
      await values(
        'Brain weight twelve fifty grams. Heart weight a hundred and ninety grams. Spleen weight twenty two grams. Liver weight one ' +
          'thousand six hundred grams.',
      ),
    ).toEqual({ brain_weight: '1250 g', heart_weight: '190 g', spleen_weight: '22 g', liver_weight: '1600 g' })
    expect(await values('Rectal temperature thirty four point five degrees celsius.')).toEqual({ body_temperature: '34.5 °C' })
    expect(await values('Body length one hundred and seventy two centimetres.')).toEqual({ body_length: '172 cm' })
    expect(await values('Pericardial fluid twenty millilitres.')).toEqual({ pericardial_fluid: '20 mL' })
  })

  it('keeps a unit of the same kind as said and never takes a unit of another kind', async () => {
    const liver = await one('Liver weight one point five kilograms.', 'liver_weight')
    expect(liver?.value).toBe('1.5 kg')
    expect(liver?.confidence).toBeGreaterThanOrEqual(0.8)
    expect(await one('Heart weight 4 cm.', 'heart_weight')).toBeUndefined()
  })

  it('takes the field unit when none is said, and guesses with low confidence when the number comes later', async () => {
    const noUnit = await one('Heart weight 350.', 'heart_weight')
    expect(noUnit?.value).toBe('350 g')
    expect(noUnit?.confidence).toBeGreaterThanOrEqual(0.8)
    expect(noUnit?.confidence).toBeLessThan((await one('Heart weight 350 g.', 'heart_weight'))!.confidence)
    const guessed = await one('Heart weight after removal of the clots was 360 grams.', 'heart_weight')
    expect(guessed?.value).toBe('360 g')
    expect(guessed?.confidence).toBeLessThan(0.5)
  })

  it('takes an organ name followed at once by a weight ("heart 350 g") but not an organ in prose', async () => {
    expect(await values('Heart 350 g, liver 1800 g.')).toEqual({ heart_weight: '350 g', liver_weight: '1800 g' })
    expect(await values('Cause of death: ischaemic heart disease.')).toEqual({ cause_of_death: 'ischaemic heart disease' })
  })
})

describe('LocalTagMatchingEngine: laterality', () => {
  it('never confuses the left and right lung', async () => {
    expect(await values('The right lung weighed 450 g and the left lung 500 g.')).toEqual({
      right_lung_weight: '450 g',
      left_lung_weight: '500 g',
    })
    expect(await values('Left lung weight five hundred and twenty grams. Right lung weight six hundred and ten grams.')).toEqual({
      left_lung_weight: '520 g',
      right_lung_weight: '610 g',
    })
  })

  it('pairs both lungs named together with their sides', async () => {
    const both = { right_lung_weight: '500 g', left_lung_weight: '450 g' }
    expect(await values('The lungs weigh 500 and 450 grams right and left.')).toEqual(both)
    expect(await values('Right and left lungs weigh 500 and 450 grams respectively.')).toEqual(both)
    expect(await values('Lungs: right 500 g, left 450 g.')).toEqual(both)
  })

  it('leaves a pair alone when the order is not said', async () => {
    expect(await values('The lungs weigh 500 and 450 grams.')).toEqual({})
  })
})

describe('LocalTagMatchingEngine: negations', () => {
  it('never invents a number for a field that was not measured', async () => {
    expect(await values('The heart was not weighed. Liver weight 1600 grams.')).toEqual({ liver_weight: '1600 g' })
    expect(await values('Spleen weight not recorded.')).toEqual({})
    expect(await values('Heart weight: unweighed, 350 g would be expected.')).toEqual({})
  })

  it('leaves a negated free-text or choice field empty: not seen is not a value', async () => {
    expect(await values('No tattoos were seen.')).toEqual({})
    expect(await values('There is no pleural effusion.')).toEqual({})
  })
})

describe('LocalTagMatchingEngine: spoken corrections', () => {
  it('keeps only the corrected value', async () => {
    const m = await one('Heart weight four hundred grams, correction, four hundred and twenty grams.', 'heart_weight')
    expect(m?.value).toBe('420 g')
    expect(m?.confidence).toBeGreaterThanOrEqual(0.8)
    expect(m?.location).toBe('Heart weight four hundred grams, correction, four hundred and twenty grams')
    expect(await values('Heart weight 400 grams. Correction, 420 grams.')).toEqual({ heart_weight: '420 g' })
    expect(await values('Liver weight sixteen hundred, I mean, seventeen hundred grams.')).toEqual({ liver_weight: '1700 g' })
  })

  it('drops a value that was scratched, and takes the restated one', async () => {
    expect(await values('Heart weight four hundred grams, scratch that.')).toEqual({})
    expect(await values('Heart weight four hundred grams scratch that heart weight four hundred and twenty grams')).toEqual({
      heart_weight: '420 g',
    })
  })

  it('corrects choice and text fields too', async () => {
    expect(await values('Pleural effusion: bilateral, correction, left.')).toEqual({ pleural_effusion: 'left' })
    expect(await values('Cause of death pneumonia, I mean, bronchopneumonia.')).toEqual({ cause_of_death: 'bronchopneumonia' })
  })

  it('keeps the value said last when a field is dictated twice', async () => {
    expect(await values('Heart weight 350 g. Later re-weighed: heart weight 380 g.')).toEqual({ heart_weight: '380 g' })
  })
})

describe('LocalTagMatchingEngine: choice and text fields', () => {
  it('reads a choice word after the field, later in the sentence, or just before it', async () => {
    expect(await one('Pleural effusion bilateral.', 'pleural_effusion')).toMatchObject({ value: 'bilateral', confidence: 0.9 })
    const later = await one('Pleural effusion, about 200 mL, on the left.', 'pleural_effusion')
    expect(later?.value).toBe('left')
    expect(later?.confidence).toBeLessThan(0.8)
    expect((await one('Bilateral pleural effusions.', 'pleural_effusion'))?.value).toBe('bilateral')
  })

  it('takes free text up to the end of the sentence, without a leading article', async () => {
    expect(await one('Tattoos: a rose on the left forearm. Heart weight 350 g.', 'tattoos')).toMatchObject({
      value: 'rose on the left forearm',
      location: 'Tattoos: a rose on the left forearm',
    })
  })
})

describe('LocalTagMatchingEngine: transcripts of dictation', () => {
  it('splits on spoken punctuation and locates each field in its own clause', async () => {
    const found = await match(
      'heart weight three hundred and fifty grams period liver weight sixteen hundred grams next brain weight twelve fifty grams',
    )
    expect(found.map((m) => [m.name, m.value, m.location])).toEqual([
      ['heart_weight', '350 g', 'heart weight three hundred and fifty grams'],
      ['liver_weight', '1600 g', 'liver weight sixteen hundred grams'],
      ['brain_weight', '1250 g', 'brain weight twelve fifty grams'],
    ])
  })

  it('reads a whole external and internal examination in transcript order, skipping fields without a value', async () => {
    const text =
      'Body length 172 cm. Rectal temperature 31.2 degrees. No tattoos. The heart weighs 410 grams, the left lung 620 grams and the ' +
        'right lung 710 grams. ' +
      'The liver weighed 1.9 kg. Spleen not weighed. Cause of death: pulmonary thromboembolism.'
    expect((await match(text)).map((m) => `${m.name}=${m.value}`)).toEqual([
      'body_length=172 cm',
      'body_temperature=31.2 °C',
      'heart_weight=410 g',
      'left_lung_weight=620 g',
      'right_lung_weight=710 g',
      'liver_weight=1.9 kg',
      'cause_of_death=pulmonary thromboembolism',
    ])
  })

  it('returns nothing for a transcript without fields', async () => {
    expect(await match('The deceased was identified by his brother.')).toEqual([])
    expect(await match('')).toEqual([])
  })

  it('marks a value as unsure when two fields share the spoken name and the value cannot tell them apart', async () => {
    const twins = [fieldTag('heart_weight_a', 'Aliases: heart mass. Unit: g.'), fieldTag('heart_weight_b', 'Aliases: heart mass. Unit: g.')]
    const [m] = await match('Heart mass 350 g.', twins)
    expect(m.value).toBe('350 g')
    expect(m.confidence).toBeLessThan(0.5)
    const byUnit = [fieldTag('heart_weight', 'Aliases: heart size. Unit: g.'), fieldTag('heart_length', 'Aliases: heart size. Unit: cm.')]
    expect(await values('Heart size 12 cm.', byUnit)).toEqual({ heart_length: '12 cm' })
  })

  it('stops when its job is cancelled', async () => {
    const controller = new AbortController()
    controller.abort(new Error('cancelled'))
    await expect(
      engine.match({
        transcription: 'heart weight 350 g', documentContent: '', existingTags: [], tags: TAGS, includeTagDescriptions: false,
        signal: controller.signal,
      }),
    ).rejects.toThrow('cancelled')
  })
})

/** Two fields named by the same words: which one the value goes to. */
const BODY = plain('Body temperature', 'Rectal temperature of the body in degrees Celsius; also called core temperature.')
const RECTAL = plain('Rectal temperature', 'Temperature taken in the rectum, in degrees Celsius.')
const CORE = plain('Core temperature', 'Core body temperature.')

describe('the field a phrase names when two fields share it', () => {
  it('a field named by its own name beats one whose description gives the same words', () => {
    expect(extractTags('Rectal temperature 31 degrees.', [BODY, RECTAL, CORE]).map((m) => [m.id, m.value, m.confidence])).toEqual([
      ['rectal_temperature', '31 °C', 1],
    ])
    expect(extractTags(
      'The core temperature was 30.5 degrees.', [BODY, RECTAL, CORE],
    )[0]).toMatchObject({ id: 'core_temperature', value: '30.5 °C' })
  })

  it("the report's own field wins over another field of the vocabulary", async () => {
    const found = await new LocalTagMatchingEngine().match({
      transcription: 'Core temperature 30 degrees.',
      documentContent: '',
      existingTags: [{ id: BODY.id, name: BODY.name, value: '' }],
      tags: [BODY, RECTAL, CORE],
      includeTagDescriptions: true,
    })
    expect(found.map((m) => [m.id, m.value])).toEqual([['body_temperature', '30 °C']])
    expect(found[0].confidence).toBeGreaterThanOrEqual(0.8)
  })

  it('with neither in the report nor named by its own name, the tie is offered as doubtful', () => {
    const a = plain('Body temperature', 'Temperature of the body; also called core temperature.')
    const b = plain('Deep temperature', 'Temperature deep in the body; also called core temperature.')
    const found = extractTags('Core temperature 30 degrees.', [a, b])
    expect(found).toHaveLength(1)
    expect(found[0].confidence).toBeLessThan(0.5)
  })
})
