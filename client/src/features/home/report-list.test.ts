import { describe, expect, it } from 'vitest'
import { modulesInBrief } from './report-list'

describe('My Reports cards', () => {
  it('names modules in brief: instances counted, at most three, then how many more', () => {
    const m = (name: string, instances = 0) => ({ name, instances })
    expect(modulesInBrief([m('Gunshot Wounds', 2), m('Hanging')])).toEqual({ shown: ['Gunshot Wounds ×2', 'Hanging'], more: 0 })
    expect(modulesInBrief([m('A'), m('B'), m('C'), m('D')])).toEqual({ shown: ['A', 'B', 'C', 'D'], more: 0 })
    expect(modulesInBrief([m('A'), m('B'), m('C'), m('D'), m('E')])).toEqual({ shown: ['A', 'B', 'C'], more: 2 })
    expect(modulesInBrief([])).toEqual({ shown: [], more: 0 })
  })
})
