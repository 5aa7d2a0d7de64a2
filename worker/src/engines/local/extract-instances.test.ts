import { describe, expect, it } from 'vitest'
import type { InstanceRef } from '@shared/src/reports/instances'
import type { MatchedTag, TagInfo } from '../types'
import { plainTag as plain } from '../../../../test/factories/tags'
import { extractTags, LocalTagMatchingEngine } from './extract'

/** Wound fields as an administrator describes them, and an organ weight outside any instance. */
const TAGS: TagInfo[] = [
  plain('Wound type', 'The kind of wound. One of: stab, incised, chop, laceration, abrasion, bruise.'),
  plain('Wound location', 'Where the wound is on the body.'),
  plain('Height above heel', 'How high the wound is above the heel.'),
  plain('Distance from midline', 'Distance of the wound from the front or back midline, in centimetres.'),
  plain('Wound length', 'Length of the wound, in centimetres.'),
  plain('Wound width', 'Width or gape of the wound.'),
  plain('Wound size', 'Size of the wound, length by width, in centimetres.'),
  plain('Wound depth', 'Depth of the wound or length of the wound track, in cm.'),
  plain('Wound direction', 'Direction of the wound track.'),
  plain('Track organs', 'The organs and tissues the wound track passes through, in order.'),
  plain('Entrance wound location', 'Site of the gunshot entrance wound (entry wound).'),
  plain('Entrance wound diameter', 'Diameter of the entrance wound hole, excluding the abrasion collar.'),
  plain('Heart weight', 'Weight of the heart in grams.'),
]
const SHARP = [
  'wound_type', 'wound_location', 'height_above_heel', 'distance_from_midline', 'wound_length', 'wound_width', 'wound_depth',
  'wound_direction', 'track_organs',
]
const GUNSHOT = [
  'entrance_wound_location', 'height_above_heel', 'distance_from_midline', 'entrance_wound_diameter', 'wound_depth', 'wound_direction',
  'track_organs',
]

const instance = (module: string, index: number, type: string, tagIds: string[]): InstanceRef => ({
  chapterId: `${module.toLowerCase().replace(/ /g, '-')}-instance-${index}`,
  label: `${module} #${index} — ${type}`,
  moduleId: `mod-${module.toLowerCase().split(' ')[0]}`,
  moduleName: module,
  typeId: `type-${type.toLowerCase().replace(/ /g, '-')}`,
  typeName: type,
  index,
  tagIds,
})
const STAB1 = instance('Sharp Force Injuries', 1, 'Stab Wound', SHARP)
const STAB2 = instance('Sharp Force Injuries', 2, 'Stab Wound', SHARP)
const INCISED3 = instance('Sharp Force Injuries', 3, 'Incised Wound', SHARP)
const GSW1 = instance('Gunshot Wounds', 1, 'Entrance Wound', GUNSHOT)

/** field@instance label ('' without one, '+title' for an instance the report lacks) → value. */
function byInstance(found: MatchedTag[]): Record<string, string> {
  return Object.fromEntries(found.map((m) => [
    `${m.id}@${m.instance ?? (m.proposedInstance ? `+${m.proposedInstance.instance}` : '')}`, m.value,
  ]))
}

describe('wound descriptions fill each instance its own fields', () => {
  it('reads a typed paragraph describing two stab wounds and a gunshot wound', () => {
    const text =
      'Stab wound one is on the left side of the chest, 128 cm above the heel and 4 cm to the left of the midline. It measures 2.5 by 0.8' +
      ' cm. The track is directed front to back, right to left and slightly downwards, through the pericardium and the right ventricle, ' +
      'to a depth of 9 cm. Stab wound two is on the right side of the back, 110 cm above the heel, 6 cm to the right of the midline; it ' +
      'measures 3 cm in length and 1 cm in width and penetrates 7 cm, directed upwards. Gunshot wound A is an entrance wound on the left ' +
      'temple, 0.8 cm in diameter. The heart weighs 350 g.'
    const got = byInstance(extractTags(text, TAGS, [STAB1, STAB2, GSW1]))
    const s1 = STAB1.label
    const s2 = STAB2.label
    expect(got).toEqual({
      [`wound_type@${s1}`]: 'stab',
      [`wound_location@${s1}`]: 'left side of the chest',
      [`height_above_heel@${s1}`]: '128 cm',
      [`distance_from_midline@${s1}`]: '4 cm left',
      [`wound_length@${s1}`]: '2.5 cm',
      [`wound_width@${s1}`]: '0.8 cm',
      [`wound_direction@${s1}`]: 'front to back, right to left and slightly downwards',
      [`track_organs@${s1}`]: 'pericardium, right ventricle',
      [`wound_depth@${s1}`]: '9 cm',
      [`wound_type@${s2}`]: 'stab',
      [`wound_location@${s2}`]: 'right side of the back',
      [`height_above_heel@${s2}`]: '110 cm',
      [`distance_from_midline@${s2}`]: '6 cm right',
      [`wound_length@${s2}`]: '3 cm',
      [`wound_width@${s2}`]: '1 cm',
      [`wound_depth@${s2}`]: '7 cm',
      [`wound_direction@${s2}`]: 'upwards',
      [`entrance_wound_location@${GSW1.label}`]: 'left temple',
      [`entrance_wound_diameter@${GSW1.label}`]: '0.8 cm',
      'heart_weight@': '350 g',
    })
    const one = extractTags(text, TAGS, [STAB1, STAB2, GSW1]).find((m) => m.id === 'wound_location' && m.instance === s1)
    expect(one?.chapterId).toBe(STAB1.chapterId)
  })

  it.each([
    ['Stab wound two is on the left flank.', STAB2],
    ['Wound number 2 is on the left flank.', STAB2],
    ['The second stab wound is on the left flank.', STAB2],
    ['Wound #1 is on the left flank.', STAB1],
    ['Incised wound 1 is on the left flank.', INCISED3],
    ['Gunshot wound A is on the left flank.', GSW1],
  ])('"%s" routes the site to its instance', (text, want) => {
    const found = extractTags(
      text,
      TAGS,
      [STAB1, STAB2, INCISED3, GSW1].map((i) => ({ ...i, tagIds: [...SHARP, 'entrance_wound_location'] })),
    )
    const site = found.find((m) => m.id === 'wound_location' || m.id === 'entrance_wound_location')
    expect(site?.instance).toBe(want.label)
  })

  it('"the next wound" and "it" follow the wound named last, across sentences', () => {
    const got = byInstance(extractTags(
      'Stab wound one is on the left flank. The next wound is on the right loin. It measures 2 by 1 cm.',
      TAGS,
      [STAB1, STAB2],
    ))
    expect(got[`wound_location@${STAB2.label}`]).toBe('right loin')
    expect(got[`wound_length@${STAB2.label}`]).toBe('2 cm')
    expect(got[`wound_length@${STAB1.label}`]).toBeUndefined()
  })

  it('reads numbers said as words, as a recogniser writes them', () => {
    const text =
      'stab wound one is on the left side of the chest full stop it lies twenty eight centimetres above the heel and three point five ' +
      'centimetres to the right of the midline full stop it measures two point five by zero point eight centimetres'
    const got = byInstance(extractTags(text, TAGS, [STAB1, STAB2]))
    expect(got).toMatchObject({
      [`wound_location@${STAB1.label}`]: 'left side of the chest',
      [`height_above_heel@${STAB1.label}`]: '28 cm',
      [`distance_from_midline@${STAB1.label}`]: '3.5 cm right',
      [`wound_length@${STAB1.label}`]: '2.5 cm',
      [`wound_width@${STAB1.label}`]: '0.8 cm',
    })
  })

  it('offers a new instance for a wound the report lacks', () => {
    const found = extractTags('Stab wound 3 is on the right thigh, 60 cm above the heel.', TAGS, [STAB1, STAB2])
    const site = found.find((m) => m.id === 'wound_location')
    expect(site?.instance).toBeUndefined()
    expect(site?.proposedInstance).toEqual({
      moduleId: STAB1.moduleId,
      typeId: STAB1.typeId,
      index: 3,
      instance: 'Sharp Force Injuries #3 — Stab Wound',
    })
  })

  it('leaves the target empty when no cue says which wound', () => {
    const found = extractTags('There is a stab wound on the left flank, 100 cm above the heel.', TAGS, [STAB1, STAB2])
    expect(found.find((m) => m.id === 'height_above_heel')).toMatchObject({ value: '100 cm' })
    expect(found.every((m) => m.instance === undefined && m.proposedInstance === undefined)).toBe(true)
  })

  it('never routes a value to an instance that does not hold its field', () => {
    const noDepth = { ...STAB2, tagIds: SHARP.filter((t) => t !== 'wound_depth') }
    const found = extractTags('Stab wound two is on the left flank. It penetrates 7 cm.', TAGS, [STAB1, noDepth])
    expect(found.find((m) => m.id === 'wound_depth' && m.instance === noDepth.label)).toBeUndefined()
    expect(found.find((m) => m.id === 'wound_location')?.instance).toBe(noDepth.label)
  })

  it('keeps a field said for two wounds once per wound, the value said last per wound', () => {
    const got = byInstance(extractTags(
      'Stab wound one measures 2 cm. Stab wound two measures 3 cm. Stab wound one, correction, measures 2.5 cm.',
      TAGS,
      [STAB1, STAB2],
    ))
    expect(got[`wound_length@${STAB1.label}`]).toBe('2.5 cm')
    expect(got[`wound_length@${STAB2.label}`]).toBe('3 cm')
  })

  it('fills one size field whole when the instance has one', () => {
    const lac = instance('Blunt Force Injuries', 1, 'Laceration', ['wound_type', 'wound_location', 'wound_size'])
    const got = byInstance(extractTags('Laceration one is on the scalp. It measures 4 x 0.5 cm.', TAGS, [lac]))
    expect(got[`wound_size@${lac.label}`]).toBe('4 x 0.5 cm')
    expect(got[`wound_type@${lac.label}`]).toBe('laceration')
  })

  it('keeps, offered only, what the phrase readers found for a wound field the wound readings left empty', () => {
    const found = extractTags('Stab wound two measures 3 by 1 cm. Wound location: left flank.', TAGS, [STAB1, STAB2])
    const site = found.find((m) => m.id === 'wound_location')
    expect(site).toMatchObject({ value: 'left flank', instance: STAB2.label })
    expect(site!.confidence).toBeLessThan(0.8)
  })

  it('reads an entrance and an exit named by their kind in one sentence, each with its own site and measures', () => {
    const exit = instance('Gunshot Wounds', 2, 'Exit Wound', ['exit_wound_location', 'wound_length', 'wound_width'])
    const text =
      'Perforating gunshot wound of the left leg: the entrance lies on the front of the left calf, 0.5 cm across, ' +
      'and the exit is on the back of the left calf, 1.2 x 0.7 cm.'
    const tags = [...TAGS, plain('Exit wound location', 'Site of the gunshot exit wound.')]
    expect(byInstance(extractTags(text, tags, [GSW1, exit]))).toEqual({
      [`entrance_wound_location@${GSW1.label}`]: 'front of the left calf',
      [`entrance_wound_diameter@${GSW1.label}`]: '0.5 cm',
      [`exit_wound_location@${exit.label}`]: 'back of the left calf',
      [`wound_length@${exit.label}`]: '1.2 cm',
      [`wound_width@${exit.label}`]: '0.7 cm',
    })
  })

  it('reads sites after "of" and with "in the midline", measures said before the noun, lists said "respectively"', () => {
    const got = byInstance(
      extractTags(
        'The incised wound of the right forearm is a 3 cm incised wound. ' +
          'Stab wounds 1 and 2 measure 1.2 cm and 1.8 cm in length respectively. ' +
          'Stab wound 2 is on the upper back in the midline.',
        TAGS,
        [STAB1, STAB2, INCISED3],
      ),
    )
    expect(got).toMatchObject({
      [`wound_location@${INCISED3.label}`]: 'right forearm',
      [`wound_length@${INCISED3.label}`]: '3 cm',
      [`wound_length@${STAB1.label}`]: '1.2 cm',
      [`wound_length@${STAB2.label}`]: '1.8 cm',
      [`wound_type@${STAB1.label}`]: 'stab',
      [`wound_location@${STAB2.label}`]: 'upper back in the midline',
    })
  })

  it('sends "both lacerations" to each, and drops a wound field the named wound lacks', () => {
    const lac = (n: number) => instance('Blunt Force Injuries', n, 'Laceration', ['wound_type', 'wound_location', 'wound_size'])
    const text = 'Both lacerations are on the scalp. Laceration 2 is 22 cm above the heel.'
    const found = extractTags(text, TAGS, [lac(1), lac(2)])
    expect(byInstance(found)).toMatchObject({ [`wound_location@${lac(1).label}`]: 'scalp', [`wound_location@${lac(2).label}`]: 'scalp' })
    expect(found.find((m) => m.id === 'height_above_heel')).toBeUndefined()
  })

  it('takes a bruise beside a stab wound for a detail: neither its type nor its length', () => {
    const found = extractTags('Stab wound 2 is on the left flank. A 2 cm bruise lies beside it.', TAGS, [STAB1, STAB2])
    expect(byInstance(found)).toEqual({ [`wound_type@${STAB2.label}`]: 'stab', [`wound_location@${STAB2.label}`]: 'left flank' })
  })

  it('reads no number as a site and no site across the next cue', () => {
    const text = 'Stab wound 2 of the two is on the left flank. The wound of the chest wall, stab wound 1, measures 2 cm.'
    const got = byInstance(extractTags(text, TAGS, [STAB1, STAB2]))
    expect(got).toEqual({
      [`wound_type@${STAB2.label}`]: 'stab',
      [`wound_location@${STAB2.label}`]: 'left flank',
      [`wound_type@${STAB1.label}`]: 'stab',
      [`wound_length@${STAB1.label}`]: '2 cm',
    })
  })

  it('reads nothing new without instances: the same tag once, as before', () => {
    const found = extractTags('The heart weighs 350 g. Heart 360 g.', TAGS)
    expect(found.map((m) => [m.id, m.value])).toEqual([['heart_weight', '360 g']])
  })

  it('the engine passes the instances of the request', async () => {
    const found = await new LocalTagMatchingEngine().match({
      transcription: 'Stab wound two is on the left flank.',
      documentContent: '',
      existingTags: [],
      tags: TAGS,
      includeTagDescriptions: true,
      instances: [STAB1, STAB2],
    })
    expect(found.find((m) => m.id === 'wound_location')).toMatchObject({ instance: STAB2.label, chapterId: STAB2.chapterId })
  })
})
