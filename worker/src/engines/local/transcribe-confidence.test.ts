import { describe, expect, it } from 'vitest'
import { CONFIDENCE_HIGH } from '@shared/src/constants'
import { anchorSpans } from '@shared/src/jobs/uncertain'
import { capHeardValues, capUncertainValues, heardDoubt, UNCERTAIN_CAP } from './transcribe-confidence'

const match = (id: string, value: string, location: string, confidence = 0.95) => ({ id, name: id, value, location, confidence })
const TEXT = 'Heart weight 30 grams. Liver weight 1300 grams. Brain weight 1430 grams.'

describe('values resting on words heard with doubt', () => {
  it('are held below the high threshold; other values keep their confidence', () => {
    const spans = [{ start: 13, end: 15, text: '30', alternative: '13' }]
    const out = capUncertainValues(
      [
        match('heart', '30 g', 'Heart weight 30 grams.'), match('liver', '1300 g', 'Liver weight 1300 grams.'),
        match('brain', '1430 g', 'Brain weight 1430 grams.'),
      ],
      TEXT,
      spans,
    )
    expect(UNCERTAIN_CAP).toBeLessThan(CONFIDENCE_HIGH)
    expect(out.map((m) => m.confidence)).toEqual([UNCERTAIN_CAP, 0.95, 0.95])
  })

  it('follow their words when the transcript was edited around them, and are dropped when the words were changed', () => {
    const edited = `Case notes. ${TEXT}`
    expect(anchorSpans(edited, [{ start: 13, end: 15, text: '30' }])).toEqual([{ start: 25, end: 27, text: '30' }])
    expect(anchorSpans(TEXT.replace('30 grams', '13 grams'), [{ start: 13, end: 15, text: '30' }])).toEqual([])
    const out = capUncertainValues(
      [match('heart', '13 g', 'Heart weight 13 grams.')],
      TEXT.replace('30 grams', '13 grams'),
      [{ start: 13, end: 15, text: '30' }],
    )
    expect(out[0].confidence).toBe(0.95)
  })

  it('leave low confidences and matches without spans unchanged', () => {
    const low = match('heart', '30 g', 'Heart weight 30 grams.', 0.4)
    expect(capUncertainValues([low], TEXT, [{ start: 13, end: 15, text: '30' }])).toEqual([low])
    expect(capUncertainValues([match('heart', '30 g', 'x')], TEXT, undefined)[0].confidence).toBe(0.95)
  })
})

const tag = (id: string, description: string) => ({ id, identifier: id, name: id, description, category: null })
const TAGS = [
  tag('heart_weight', 'Weight of the heart, in grams.'),
  tag('scars', 'Scars seen on the body, described in words.'),
  tag('hair_length', 'Length of the hair, in cm.'),
  tag('wound_depth', 'Depth of the wound or length of the wound track, in cm.'),
  tag('wound_length', 'Length of the wound, in centimetres.'),
  tag('bruise_size', 'Size of the bruise, in cm.'),
  tag('wound_location', 'Location of the wound on the body.'),
  tag('track_organs', 'Organs the wound track passes through.'),
]
const STAB = {
  chapterId: 'stab-1', label: 'Sharp Force Injuries #1 — Stab Wound', moduleId: 'sharp', moduleName: 'Sharp Force Injuries',
  typeId: 'stab', typeName: 'Stab Wound', index: 1, tagIds: ['wound_length', 'wound_depth', 'wound_location'],
}
const heard = (transcription: string) => ({ transcription, tags: TAGS, instances: [STAB] })

describe('values of an offline transcript that are doubtful by the way they were heard', () => {
  it('holds a value below High when a correction follows it in its sentence and nothing replaced it', () => {
    const said = 'The heart weighs 370 thin and, sorry, 1 pounds and 350 grams.'
    expect(heardDoubt(match('heart_weight', '370 g', said), heard(said))).toBe('correction after')
    const followed = 'The heart weighs 370, sorry, 350 grams.'
    expect(heardDoubt(match('heart_weight', '350 g', followed), heard(followed))).toBeNull()
  })

  it('a wound value with no cue heard is doubtful, as is one for an instance the report lacks; placed in one, it is not', () => {
    const said = 'Track are 2 inch.'
    expect(heardDoubt(match('wound_depth', '2 in', said), heard(said))).toBe('no instance cue')
    expect(heardDoubt(match('wound_length', '5 cm', said), heard(said))).toBe('no instance cue')
    expect(heardDoubt({ ...match('wound_length', '5 cm', said), chapterId: 'stab-1', instance: STAB.label }, heard(said))).toBeNull()
    const proposed = { moduleId: 'sharp', typeId: null, index: 2, instance: 'Sharp Force Injuries #2' }
    expect(heardDoubt({ ...match('wound_length', '5 cm', said), proposedInstance: proposed }, heard(said))).toBe('missing instance')
  })

  it("a wound's depth is a wound's value even in a report without instances; a length of hair is not", () => {
    const said = 'Hair length 10 cm. Track are 2 inch.'
    const none = { transcription: said, tags: TAGS }
    expect(heardDoubt(match('wound_depth', '2 in', said), none)).toBe('no instance cue')
    expect(heardDoubt(match('hair_length', '10 cm', said), none)).toBeNull()
  })

  it('in a report without instances, a measure of an injury is doubtful until a word of an injury was heard', () => {
    const forced = '22 centimetre absent. Gaping to 4 and left 10.'
    const none = { transcription: forced, tags: TAGS }
    expect(heardDoubt(match('wound_length', '4 cm', 'Gaping to 4'), none)).toBe('no instance cue')
    const said = 'The lacerations are on the scalp. Gaping to 4 centimetres.'
    expect(heardDoubt(match('wound_length', '4 cm', 'Gaping to 4 centimetres'), { transcription: said, tags: TAGS })).toBeNull()
  })

  it('in a report with injury instances, a measure of an injury no instance holds is a wound\'s value too; a hair\'s is not', () => {
    const said = 'The incised wound 2 lies on the wrist. Bruise is 5 centimetres long. Hair length 10 cm.'
    expect(heardDoubt(match('bruise_size', '5 cm', said), heard(said))).toBe('no instance cue')
    expect(heardDoubt(match('hair_length', '10 cm', said), heard(said))).toBeNull()
    expect(heardDoubt(match('bruise_size', '5 cm', said), { transcription: said, tags: TAGS })).toBeNull()
  })

  it("a wound's site is a word the recogniser picked among many alike in sound, even after a cue", () => {
    const said = 'Stab wound 1 lies across the front of the left breast, it is 5 centimetres long.'
    const placed = { chapterId: 'stab-1', instance: STAB.label }
    expect(heardDoubt({ ...match('wound_location', 'front of the left breast', said), ...placed }, heard(said))).toBe('heard place')
    expect(heardDoubt({ ...match('wound_length', '5 cm', said), ...placed }, heard(said))).toBeNull()
  })

  it('a value after a wound named by its kind alone is in doubt where the report has more than one wound of that kind', () => {
    const STAB2 = { ...STAB, chapterId: 'stab-2', label: 'Sharp Force Injuries #2 — Stab Wound', index: 2 }
    const both = (transcription: string) => ({ transcription, tags: TAGS, instances: [STAB, STAB2] })
    const second = (location: string) => ({ ...match('wound_length', '2 cm', location), chapterId: 'stab-2', instance: STAB2.label })
    const byKind = 'The stab wound lies on the left thigh, it is 2 centimetres long.'
    const said = `Stab wound 1 is on the chest. ${byKind}`
    expect(heardDoubt(second(byKind), both(said))).toBe('kind only cue')
    // With one stab wound in the report its kind names it.
    expect(heardDoubt(second(byKind), heard(said))).toBeNull()
    const counted = 'Stab wound 2 lies on the left thigh, it is 2 centimetres long.'
    expect(heardDoubt(second(counted), both(`Stab wound 1 is on the chest. ${counted}`))).toBeNull()
  })

  it('a free-text value longer than a measure or a negation was forced from other fields\' words', () => {
    const said = 'Scars its centre its width are none mild.'
    expect(heardDoubt(match('scars', 'its centre its width are none mild', said), heard(said))).toBe('forced text')
    expect(heardDoubt(match('scars', 'None', 'Scars none.'), heard('Scars none.'))).toBeNull()
    expect(heardDoubt(match('scars', '3 cm', 'Scars 3 cm.'), heard('Scars 3 cm.'))).toBeNull()
    expect(heardDoubt(match('heart_weight', '350 g', 'Heart weight 350 grams.'), heard('Heart weight 350 grams.'))).toBeNull()
  })

  it("a track's organs of which one is no organ the grammar names were forced after the list", () => {
    const placed = { chapterId: 'stab-1', instance: STAB.label }
    const organs = (value: string, said: string) => heardDoubt({ ...match('track_organs', value, said), ...placed }, heard(said))
    // As flite slt was heard in a noisy room: "… through the diaphragm and the liver to a depth of twelve centimetres".
    const forced = 'Wound number 2 the track passes through the diaphragm and nil average advanced.'
    expect(organs('diaphragm, nil average advanced', forced)).toBe('forced text')
    const said = 'Stab wound 1, the track passes through the skin, the left lung and the pericardium.'
    expect(organs('skin, left lung, pericardium', said)).toBeNull()
    const lobe = 'Stab wound 1, the track passes through the second rib and the upper lobe of the right lung.'
    expect(organs('second rib, upper lobe of the right lung', lobe)).toBeNull()
  })

  it('caps doubtful values below the high threshold and leaves the others as they were', () => {
    const said = 'Heart weight 30 grams. Scars its centre are none. Track are 2 inch.'
    const out = capHeardValues(
      [
        match('heart_weight', '30 g', 'Heart weight 30 grams.'), match('scars', 'its centre are none', 'Scars its centre are none.'),
        match('wound_depth', '2 in', 'Track are 2 inch.'), match('heart_weight', '30 g', 'Heart weight 30 grams.', 0.5),
      ],
      { ...heard(said), uncertain: [{ start: 13, end: 15, text: '30', alternative: '13' }] },
    )
    expect(out.map((m) => m.confidence)).toEqual([UNCERTAIN_CAP, UNCERTAIN_CAP, UNCERTAIN_CAP, 0.5])
    const sure = match('heart_weight', '350 g', 'Heart weight 350 grams.')
    expect(capHeardValues([sure], heard('Heart weight 350 grams.'))).toEqual([sure])
  })
})

describe('a measure of an offline transcript outside its field\'s plausible range', () => {
  const body = { ...tag('body_length', 'Length of the body.'), kind: 'measurement' as const, dimension: 'length' as const, unit: 'cm' }
  const ranged = { ...body, rangeMin: 40, rangeMax: 220 }
  const said = 'The body weights 21 centimetres long. Body length 176 centimetres.'

  it('is dropped, as forced rather than said; a measure in range, or of a field with no range, is kept', () => {
    const short = match('body_length', '21 cm', 'The body weights 21 centimetres long.', 0.51)
    const tall = match('body_length', '176 cm', 'Body length 176 centimetres.')
    expect(capHeardValues([short, tall], { transcription: said, tags: [ranged] })).toEqual([tall])
    expect(capHeardValues([short], { transcription: said, tags: [body] })).toEqual([short])
    expect(capHeardValues([match('body_length', '9 ft', 'Body length 9 feet.', 0.92)], { transcription: said, tags: [ranged] })).toEqual([])
  })
})
