import { describe, expect, it } from 'vitest'
import { woundField } from './wound-roles'

describe('woundField', () => {
  it.each([
    ['Wound location', 'Where the wound is on the body.', 'site'],
    ['Height above heel', 'How high the wound is above the heel.', 'heel'],
    ['Distance from midline', 'Distance of the wound from the front or back midline, in centimetres.', 'midline'],
    ['Wound width', 'Width or gape of the wound.', 'width'],
    ['Wound size', 'Size of the wound, length by width, in centimetres.', 'size'],
    ['Wound depth', 'Depth of the wound or length of the wound track, in cm.', 'depth'],
    ['Wound direction', 'Direction of the wound track.', 'direction'],
    ['Track organs', 'The organs and tissues the wound track passes through, in order.', 'organs'],
    ['Entrance wound diameter', 'Diameter of the entrance wound hole, excluding the abrasion collar.', 'diameter'],
  ])('%s is a wound %s field', (name, description, role) => {
    expect(woundField({ name, description })?.role).toBe(role)
  })

  it('gives the site of an entrance or exit wound its variant and a type field its choices', () => {
    expect(woundField({ name: 'entrance_wound_location', description: 'Anatomical site of a gunshot entrance wound.' })).toEqual({ role: 'site', variant: 'entrance' })
    expect(woundField({ name: 'Wound type', description: 'The kind of wound. One of: stab, incised, chop.' })).toEqual({ role: 'type', choices: ['stab', 'incised', 'chop'] })
  })

  it.each([
    ['Bumper injury height', 'Height of the bumper injury above the heel, in cm.'],
    ['Body length', 'Length of the body from crown to heel, in cm (height).'],
    ['Stab wound count', 'Number of stab wounds.'],
    ['Abrasion collar width', 'Width of the abrasion ring around an entrance wound, in millimetres.'],
    ['Heart weight', 'Weight of the heart in grams.'],
  ])('%s is not a field of one wound', (name, description) => {
    expect(woundField({ name, description })).toBeNull()
  })
})
