import { describe, expect, it } from 'vitest'
import { tree } from '../../../../test/factories/catalog-tree'
import { expandableIds, instanceReveal } from './tree-view'

describe('options inside a multi-instance module', () => {
  const gsw = tree()[0]

  it('are found by a search, with the groups above them opened', () => {
    expect(instanceReveal(gsw, 'contact', false)).toEqual({ matches: ['contact'], open: ['entrance'] })
    expect(instanceReveal(gsw, 'WOUND', false).matches).toEqual(['entrance', 'exit', 'graze'])
    expect(instanceReveal(gsw, '', false)).toEqual({ matches: [], open: [] })
  })

  it('all open with Expand All, which also opens the module panel itself', () => {
    expect(instanceReveal(gsw, '', true).open).toEqual(['entrance'])
    expect(expandableIds(tree())).toContain('gsw')
  })
})
