import { describe, expect, it } from 'vitest'
import { fieldDefinition, fieldNamings, plainChoices, plainSynonyms, plainUnit, sectionLabels } from './field-definition'

const tag = (name: string, description: string, extra: object = {}) => ({
  id: 't1',
  identifier: name.toLowerCase().replace(/[^a-z0-9]+/g, '_'),
  name,
  description,
  ...extra,
})

describe('fieldDefinition with stored properties', () => {
  it('uses the stored kind, unit, range and synonyms as they are', () => {
    const def = fieldDefinition(
      tag('Spleen weight', 'Weight of the spleen in kilograms.', {
        kind: 'measurement', dimension: 'mass', unit: 'g', choices: [], synonyms: ['Splenic Weight'], rangeMin: 50, rangeMax: 400,
      }),
    )
    expect(def).toMatchObject({ kind: 'measurement', dimension: 'mass', unit: 'g', range: { min: 50, max: 400 }, inferred: false })
    expect(def.phrases).toEqual(expect.arrayContaining(['spleen weight', 'splenic weight']))
  })

  it('keeps a stored choice field’s values and no unit', () => {
    const def = fieldDefinition(tag('Sclerae', 'Whites of the eyes.', { kind: 'choice', choices: ['clear', 'icteric'], unit: 'g' }))
    expect(def).toMatchObject({ kind: 'choice', choices: ['clear', 'icteric'], unit: null, dimension: null })
  })
})

describe('fieldDefinition inferred from a plain description', () => {
  it('reads the unit and dimension from "in grams" and a synonym after "also called"', () => {
    const def = fieldDefinition(tag('Pancreas weight', 'Weight of the pancreas, in grams; also called pancreatic weight.'))
    expect(def).toMatchObject({ kind: 'measurement', dimension: 'mass', unit: 'g', inferred: true, range: null })
    expect(def.phrases).toContain('pancreatic weight')
  })

  it('takes a measurement from the last word of the name when no unit is written', () => {
    expect(fieldDefinition(tag('Uterus weight', 'Weight of the uterus.'))).toMatchObject({ dimension: 'mass', unit: 'g' })
    expect(fieldDefinition(tag('Wound depth', 'How deep it goes.'))).toMatchObject({ dimension: 'length', unit: 'cm' })
    expect(fieldDefinition(tag('Urine volume', 'Urine in the bladder.'))).toMatchObject({ dimension: 'volume', unit: 'mL' })
  })

  it('lets the written unit decide over the name', () => {
    expect(fieldDefinition(tag('Body weight', 'Weight of the body in kilograms.'))).toMatchObject({ dimension: 'mass', unit: 'kg' })
    expect(fieldDefinition(tag('Time since death', 'Estimated interval, in hours.'))).toMatchObject({ dimension: 'duration', unit: 'h' })
    expect(fieldDefinition(tag('Core temp', 'Rectal temperature in degrees Celsius.'))).toMatchObject({ dimension: 'temperature', unit: '°C' })
    expect(fieldDefinition(tag('Carboxyhaemoglobin', 'COHb saturation, percent.'))).toMatchObject({ dimension: 'percentage', unit: '%' })
  })

  it('finds the values of a choice field in a plain sentence', () => {
    expect(fieldDefinition(tag('Manner of death', 'Manner of death: natural, accident, suicide or homicide.'))).toMatchObject({
      kind: 'choice',
      choices: ['natural', 'accident', 'suicide', 'homicide'],
    })
    expect(plainChoices('Froth in the mouth, nose or airways, present or absent.')).toEqual(['present', 'absent'])
    expect(plainChoices('Whether the fontanelle is flat, sunken or bulging.')).toEqual(['flat', 'sunken', 'bulging'])
  })

  it('does not take examples or prose for a closed list of values', () => {
    expect(plainChoices('What the stomach contains, such as food or tablets.')).toEqual([])
    expect(plainChoices('Where death occurred or was pronounced.')).toEqual([])
    expect(fieldDefinition(tag('Stomach contents', 'What the stomach contains, such as food or tablets.')).kind).toBe('text')
  })

  it('reads synonyms from parentheses, standing in for the word they follow', () => {
    expect(plainSynonyms('Right testis weight', 'Weight of the right testis (testicle).')).toEqual(['right testicle weight'])
    expect(plainSynonyms('Liver weight', 'Weight of the liver (hepatic weight), in grams.')).toEqual(['hepatic weight'])
    expect(plainSynonyms('Wound width', 'Width or gape of the wound.')).toEqual(['wound gape'])
    expect(plainSynonyms('Cause of death', 'Cause of death (part 2).')).toEqual([])
  })

  it('reads the name said in full by the description, and another measure offered with "or"', () => {
    expect(plainSynonyms('RCA stenosis', 'Greatest stenosis of the right coronary artery, as a percentage.')).toEqual(['right coronary artery stenosis'])
    expect(plainSynonyms('Track depth', 'Depth of the track or length of the stab track, in cm.')).toEqual(['stab track length'])
  })

  it('reads a place field named by "Site of …" or "Location of …" alike', () => {
    expect(plainSynonyms('Exit wound location', 'Site of the gunshot exit wound.')).toEqual(['gunshot exit wound location'])
    expect(plainSynonyms('Burn site', 'Location of the burn wound.')).toEqual(['burn wound site'])
  })

  it('lets a one-word gloss of the thing measured stand for the whole thing, never dropping a side', () => {
    expect(plainSynonyms('Ligature mark width', 'Width of the ligature mark (groove) on the neck.')).toEqual(
      expect.arrayContaining(['ligature groove width', 'groove width']),
    )
    expect(plainSynonyms('Left testis weight', 'Weight of the left testis (testicle).')).toEqual(['left testicle weight'])
  })

  it('names a field by the last noun of a thing the description makes more precise', () => {
    expect(plainSynonyms('Bullet direction', 'Direction of the bullet path.')).toEqual(expect.arrayContaining(['bullet path direction', 'path direction']))
    expect(plainSynonyms('Hair length', 'Length of the scalp hair.')).toEqual(['scalp hair length'])
  })

  it('names a field whose description gives an aspect of a thing by that thing and aspect', () => {
    expect(plainSynonyms('Hanging point', 'Position of the knot or the point of suspension.')).toEqual(['knot position'])
  })

  it('names a percentage by what it is a share of', () => {
    expect(plainSynonyms('Burnt area', 'Percentage of the skin surface that is burnt.')).toEqual(['percentage of the skin surface'])
  })

  it('reads the part or line of the certificate a field fills, apart from its synonyms', () => {
    expect(sectionLabels('Other conditions contributing to death (part II).')).toEqual(['part 2'])
    expect(sectionLabels('The immediate cause (line 1a).')).toEqual(['line 1 a'])
    expect(sectionLabels('Conditions (see part 2 of the form).')).toEqual([])
    expect(fieldNamings(tag('Other conditions', 'Conditions that contributed (part 2).'))).toContainEqual({ phrase: 'part 2', source: 'synonym' })
  })

  it('takes a word glossed by a one-word synonym as a name too, but not a generic noun', () => {
    expect(plainSynonyms('Livor mortis', 'Whether the lividity (hypostasis) is fixed.')).toEqual(['hypostasis', 'lividity'])
    expect(plainSynonyms('Clot volume', 'Blood in the space (haematoma), in mL.')).toEqual(['haematoma'])
  })

  it('finds written units, longest first, and ignores prose', () => {
    expect(plainUnit('Volume of blood, in mL.')).toBe('mL')
    expect(plainUnit('Blood alcohol in mg per 100 mL.')).toBe('mg/100 mL')
    expect(plainUnit('Found in the scene.')).toBeNull()
  })

  it('names the field by each describing word of "A or B <noun>"', () => {
    expect(fieldDefinition(tag('Age estimate', 'Stated or apparent age in years.')).phrases).toEqual(expect.arrayContaining(['stated age', 'apparent age']))
  })

  it('takes a question\'s subjects as names only when its answers are listed', () => {
    const def = fieldDefinition(tag('Skull vault', 'Whether the calvarium and skull base are intact or fractured.'))
    expect(def).toMatchObject({ kind: 'choice', choices: ['intact', 'fractured'] })
    expect(def.phrases).toEqual(expect.arrayContaining(['calvarium', 'skull base']))
    expect(fieldDefinition(tag('Mastoid fluid', 'Whether there is fluid in the mastoid air cells.')).phrases).toEqual(['mastoid fluid'])
  })

  it('reads the values listed in parentheses', () => {
    expect(fieldDefinition(tag('Arm position', 'How the arms lay (flexed, extended, by the side).'))).toMatchObject({ kind: 'choice', choices: ['flexed', 'extended', 'by the side'] })
  })

  it('knows a body mass index is in kg/m², whatever its description', () => {
    expect(fieldDefinition(tag('BMI', 'Body mass index.'))).toMatchObject({ kind: 'measurement', unit: 'kg/m²' })
    expect(plainUnit('Body mass index, in kg/m².')).toBe('kg/m²')
  })

  it('names a date field from its name and leaves the rest free text', () => {
    expect(fieldDefinition(tag('Date of death', 'When the person died.')).kind).toBe('date')
    expect(fieldDefinition(tag('Tattoos', 'What they show and where they are.')).kind).toBe('text')
  })

  it('still honours the legacy Aliases/Unit/Values sentences', () => {
    const def = fieldDefinition(tag('Heart weight', 'Weight of the heart. Aliases: cardiac mass, heart weighs. Unit: g.'))
    expect(def).toMatchObject({ kind: 'measurement', dimension: 'mass', unit: 'g' })
    expect(def.phrases).toEqual(expect.arrayContaining(['cardiac mass', 'heart weighs']))
    expect(fieldDefinition(tag('Manner', 'Manner. Values: natural, accident.'))).toMatchObject({ kind: 'choice', choices: ['natural', 'accident'] })
  })
})

describe('fieldNamings', () => {
  it('adds medical adjectives and abbreviations as inferred names', () => {
    const names = fieldNamings(tag('Left ventricle thickness', 'Wall thickness.'))
    expect(names).toContainEqual({ phrase: 'lv thickness', source: 'inferred' })
    expect(fieldNamings(tag('Right kidney weight', ''))).toContainEqual({ phrase: 'right renal weight', source: 'inferred' })
  })

  it('names the volume of an organ’s contents by the organ, and a wound’s fields by a kind of wound', () => {
    const phrases = fieldNamings(tag('Gastric contents volume', 'Volume of the stomach contents.')).map((n) => n.phrase)
    expect(phrases).toEqual(expect.arrayContaining(['gastric volume', 'stomach volume']))
    expect(fieldNamings(tag('Wound depth', 'How deep it goes.')).map((n) => n.phrase)).toContain('laceration depth')
    expect(fieldNamings(tag('Stab wound count', 'How many.')).map((n) => n.phrase)).not.toContain('stab laceration count')
  })

  it('marks the name as name and described synonyms as synonym, each phrase once', () => {
    const names = fieldNamings(tag('Heart weight', 'Weight of the heart; also called cardiac weight.'))
    expect(names.filter((n) => n.phrase === 'heart weight')).toEqual([{ phrase: 'heart weight', source: 'name' }])
    expect(names).toContainEqual({ phrase: 'cardiac weight', source: 'synonym' })
  })
})
