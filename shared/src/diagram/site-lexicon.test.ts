import { describe, expect, it } from 'vitest'
import { readSite } from './site-lexicon'

describe('readSite', () => {
  it.each([
    ['left chest', 'anterior', 'left'],
    ['the anterior abdomen, right of the umbilicus', 'anterior', 'right'],
    ['front of the right thigh', 'anterior', 'right'],
    ['back of the left shoulder', 'posterior', 'left'],
    ['right buttock', 'posterior', 'right'],
    ['posterior aspect of the left arm', 'posterior', 'left'],
    ['left flank', 'lateral', 'left'],
    ['the right side of the chest', 'lateral', 'right'],
    ['lateral aspect of the left thigh', 'lateral', 'left'],
    ['midline of the back', 'posterior', 'midline'],
    ['central chest', 'anterior', 'midline'],
  ])('reads "%s" as %s, %s', (site, surface, side) => {
    expect(readSite(site)).toEqual({ surface, side })
  })

  it('gives no surface for a site that names none, and no side for one that names both or none', () => {
    expect(readSite('left thigh')).toEqual({ surface: null, side: 'left' })
    expect(readSite('left and right arms')).toEqual({ surface: null, side: null })
    expect(readSite('')).toEqual({ surface: null, side: null })
    expect(readSite(null)).toEqual({ surface: null, side: null })
  })

  it('reads whole words only', () => {
    // "backhand" is not the back, "fronts" of nothing, "sideways" is not the side.
    expect(readSite('backhand mark on the left thigh').surface).toBeNull()
    expect(readSite('cut running sideways on the left thigh').surface).toBeNull()
  })
})
