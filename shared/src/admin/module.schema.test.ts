import { describe, expect, it } from 'vitest'
import { effectiveMaxInstances, parseMaxInstances, parseModuleOrder } from './module.schema'

describe('module number fields', () => {
  it('reads order as an integer, falling back to 1', () => {
    expect([3, '4', ' 5 ', 2.9, '7px', 'x', '', null, undefined, -3].map(parseModuleOrder)).toEqual([3, 4, 5, 2, 7, 1, 1, 1, 1, -3])
  })

  it('reads max instances as an integer (fallback 1) within 1..50', () => {
    expect([7, '8', 0, -1, 50, 51, '1000', 'many', '', null].map(parseMaxInstances)).toEqual([7, 8, 1, 1, 50, 50, 50, 1, 1, 1])
  })

  it('keeps 20 while multi-instance is off and the current value when none is typed', () => {
    expect(effectiveMaxInstances(false, 5)).toBe(20)
    expect(effectiveMaxInstances(true, undefined)).toBe(20)
    expect(effectiveMaxInstances(true, undefined, 9)).toBe(9)
    expect(effectiveMaxInstances(true, '12', 9)).toBe(12)
  })
})
