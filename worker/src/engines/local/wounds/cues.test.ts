import type { InstanceRef } from '@shared/src/reports/instances'
import { describe, expect, it } from 'vitest'
import { woundContext } from './cues'
import { segmentsOf } from './resolve'

const instance = (module: string, type: string, index: number): InstanceRef => ({
  chapterId: `${type}-${index}`,
  label: `${module} #${index} — ${type}`,
  moduleId: module,
  moduleName: module,
  typeId: type,
  typeName: type,
  index,
  tagIds: [],
})
const S1 = instance('Sharp Force Injuries', 'Stab Wound', 1)
const S2 = instance('Sharp Force Injuries', 'Stab Wound', 2)
const S3 = instance('Sharp Force Injuries', 'Stab Wound', 3)
const G1 = instance('Gunshot Wounds', 'Entrance Wound', 1)
const G2 = instance('Gunshot Wounds', 'Exit Wound', 2)

/** The instance labels the segments send values to, in order ('-' for none). */
function targets(text: string, instances: InstanceRef[]): string[] {
  return segmentsOf(woundContext(text), instances)
    .slice(1)
    .map((s) => [s.target, ...s.also].map((t) => (t && 'instance' in t ? t.instance.chapterId : '-')).join('+'))
}

describe('wound cues', () => {
  it('sends a wound named by its kind alone to the only instance of that kind', () => {
    expect(targets('The entrance wound is on the chest. Exit: on the back.', [G1, G2])).toEqual(['Entrance Wound-1', 'Exit Wound-2'])
    expect(targets('Gunshot wound of entrance: on the right cheek.', [G1, G2])).toEqual(['Entrance Wound-1'])
  })

  it('ends the scope of the wound before when a wound of a kind no instance has is named', () => {
    expect(targets('Stab wound two is on the loin. The gunshot wound lies on the back.', [S1, S2])).toEqual(['Stab Wound-2', '-'])
  })

  it('keeps the scope for a detail of the wound ("A bruise surrounds it")', () => {
    expect(targets('Stab wound one is on the chest. A bruise surrounds it.', [S1, S2])).toEqual(['Stab Wound-1'])
  })

  it('reads ordinals of a plural, lettered abbreviations and plural numbered cues', () => {
    expect(targets('The third of the three stab wounds is on the thigh.', [S1, S2, S3])).toEqual(['Stab Wound-3'])
    expect(targets('GSW B is on the back of the head.', [G1, G2])).toEqual(['Exit Wound-2'])
    expect(targets('Stab wounds 2 and 3 each measure 1.5 cm.', [S1, S2, S3])).toEqual(['Stab Wound-2+Stab Wound-3'])
  })
})
