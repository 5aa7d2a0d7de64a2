import { describe, expect, it } from 'vitest'
import { halfWidthAt } from './outline'
import { placeWound, proposedSite, STANDARD_LENGTH_CM, valuesAt, type BodyFrame, type Placed } from './placement'
import { readSite } from './site-lexicon'

const adult: BodyFrame = { lengthCm: 170, recorded: true, proportions: 'adult' }
const wound = (site: string | null, heightAboveHeelCm: number | null, distanceFromMidlineCm: number | null) => ({ site, heightAboveHeelCm, distanceFromMidlineCm })
const placed = (p: ReturnType<typeof placeWound>): Placed => {
  if (!p.placed) throw new Error(`not placed: ${p.missing.join(', ')}`)
  return p
}

describe('placeWound', () => {
  it('draws an anterior wound on the anterior view with the body’s left on the viewer’s right', () => {
    const p = placed(placeWound(wound('left chest', 130, 8.5), adult))
    expect(p).toMatchObject({ view: 'anterior', surface: 'anterior', side: 'left', heightCm: 130, midlineCm: 8.5, warnings: [] })
    expect(p.x).toBeCloseTo(8.5 / 170)
    expect(p.y).toBeCloseTo(130 / 170)
    expect(placed(placeWound(wound('right chest', 130, 8.5), adult)).x).toBeCloseTo(-8.5 / 170)
  })

  it('draws a posterior wound on the posterior view with the body’s right on the viewer’s right', () => {
    const right = placed(placeWound(wound('back of the right shoulder', 140, 12), adult))
    expect(right).toMatchObject({ view: 'posterior', side: 'right' })
    expect(right.x).toBeCloseTo(12 / 170)
    expect(placed(placeWound(wound('left buttock', 85, 8), adult)).x).toBeCloseTo(-8 / 170)
  })

  it('draws a lateral wound on the anterior view, at its distance from the midline', () => {
    const p = placed(placeWound(wound('right flank', 100, 14), adult))
    expect(p).toMatchObject({ view: 'anterior', surface: 'lateral', side: 'right', warnings: [] })
    expect(p.x).toBeCloseTo(-14 / 170)
  })

  it('scales the height and distance by the recorded body length', () => {
    const tall = placed(placeWound(wound('left chest', 130, 10), { ...adult, lengthCm: 200 }))
    const short = placed(placeWound(wound('left chest', 130, 10), { ...adult, lengthCm: 150 }))
    expect(tall.y).toBeCloseTo(0.65)
    expect(short.y).toBeCloseTo(130 / 150)
    expect(tall.x).toBeCloseTo(0.05)
    expect(short.x).toBeCloseTo(10 / 150)
  })

  it('places a midline wound without a side, and needs a side anywhere else', () => {
    expect(placed(placeWound(wound('midline of the back', 120, null), adult))).toMatchObject({ side: 'midline', x: 0, midlineCm: 0 })
    expect(placed(placeWound(wound('anterior chest', 120, 0), adult))).toMatchObject({ side: 'midline', x: 0 })
    expect(placeWound(wound('anterior chest', 120, 5), adult)).toEqual({ placed: false, missing: ['side'] })
  })

  it('lists what is missing instead of guessing', () => {
    expect(placeWound(wound(null, null, null), adult)).toEqual({ placed: false, missing: ['site', 'height above the heel', 'distance from the midline'] })
    expect(placeWound(wound('left thigh', 60, 10), adult)).toEqual({ placed: false, missing: ['surface'] })
    expect(placeWound(wound('left chest', null, 10), adult)).toEqual({ placed: false, missing: ['height above the heel'] })
  })

  it('warns on a height above the body or below the heel, and keeps the value where it is', () => {
    const above = placed(placeWound(wound('left chest', 180, 5), adult))
    expect(above.warnings).toEqual(['above the body'])
    expect(above.y).toBeCloseTo(180 / 170)
    expect(placed(placeWound(wound('left chest', -3, 5), adult)).warnings).toEqual(['below the heel'])
    // The same 180 cm is inside a 190 cm body.
    expect(placed(placeWound(wound('left chest', 180, 5), { ...adult, lengthCm: 190 })).warnings).toEqual([])
  })

  it('warns on a distance wider than the body at that height, arms included', () => {
    // At the waist (60 % of the length) the arms hang beside the trunk: the body reaches out to the forearm.
    const reach = halfWidthAt('adult', 0.6)! * 170
    expect(placed(placeWound(wound('left flank', 102, reach - 1), adult)).warnings).toEqual([])
    const wide = placed(placeWound(wound('left flank', 102, reach + 1), adult))
    expect(wide.warnings).toEqual(['wider than the body'])
    expect(wide.x).toBeCloseTo((reach + 1) / 170)
    // The neck is narrow: 8 cm from the midline at neck height is outside it.
    expect(placed(placeWound(wound('front of the left neck', 0.875 * 170, 8), adult)).warnings).toEqual(['wider than the body'])
  })

  it('uses the infant’s proportions: the same fraction is inside an infant’s wider head', () => {
    const infant: BodyFrame = { lengthCm: STANDARD_LENGTH_CM.infant, recorded: false, proportions: 'infant' }
    expect(placed(placeWound(wound('left side of the head', 0.9 * 55, 0.1 * 55), infant)).warnings).toEqual([])
    expect(placed(placeWound(wound('left side of the head', 0.9 * 170, 0.1 * 170), adult)).warnings).toEqual(['wider than the body'])
  })
})

describe('valuesAt', () => {
  it('proposes the values a point means, rounded to 0.5 cm, and round-trips through placeWound', () => {
    const proposed = valuesAt('posterior', 0.0412, 0.7013, adult)
    expect(proposed).toEqual({ surface: 'posterior', side: 'right', heightAboveHeelCm: 119, distanceFromMidlineCm: 7 })
    const back = placed(placeWound(wound(`${proposed.side} ${proposed.surface} trunk`, proposed.heightAboveHeelCm, proposed.distanceFromMidlineCm), adult))
    expect(back.x).toBeCloseTo(7 / 170)
    expect(valuesAt('anterior', 0.0412, 0.5, adult).side).toBe('left')
    expect(valuesAt('anterior', 0.001, 0.5, adult)).toMatchObject({ side: 'midline', distanceFromMidlineCm: 0 })
  })
})

describe('proposedSite', () => {
  const back = { surface: 'posterior', side: 'left', heightAboveHeelCm: 120, distanceFromMidlineCm: 6 } as const
  it('keeps a site that already says the surface and side', () => {
    expect(proposedSite('back of the left shoulder', back)).toBe('back of the left shoulder')
  })
  it('adds the surface (and side) to a site that names only the region', () => {
    expect(proposedSite('left thigh', back)).toBe('posterior aspect of the left thigh')
    expect(proposedSite('the thigh', back)).toBe('posterior aspect of the left thigh')
  })
  it('writes the surface and side alone for no site or a contradicting one, and reads back as proposed', () => {
    expect(proposedSite(null, back)).toBe('left posterior surface')
    expect(proposedSite('right chest', back)).toBe('left posterior surface')
    expect(proposedSite('', { ...back, side: 'midline', distanceFromMidlineCm: 0 })).toBe('posterior midline')
    for (const s of ['left posterior surface', 'posterior aspect of the left thigh', 'posterior midline']) expect(readSite(s).surface).toBe('posterior')
  })
})
