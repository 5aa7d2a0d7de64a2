import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONFIDENCE_HIGH } from '@shared/src/constants'
import { tagSpanHtml } from '@shared/src/editor/tag-html'
import type { MatchedTag } from '@shared/src/jobs/events.schema'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { createTestApp, signedIn, type TestApp } from '../../../../test/harness/app'
import { insertReport } from '../../../../test/factories/jobs'
import { startWorkers, type RunningWorkers } from '../../../../worker/src/workers'

// The offline extractor's wound readings through the whole job: engine, the job's checks, instance targets.
let ta: TestApp
let workers: RunningWorkers
let tags: Record<string, { id: string; identifier: string; color: string }>

/** Wound fields and a body measure as an administrator describes them in plain sentences. */
const FIELDS = [
  ['wound_type', 'Wound_type', 'The kind of wound. One of: stab, incised, chop, laceration, abrasion, bruise.'],
  ['wound_location', 'Wound_location', 'Where the wound is on the body.'],
  ['distance_from_midline', 'Distance_from_midline', 'Distance of the wound from the front or back midline, in centimetres.'],
  ['wound_length', 'Wound_length', 'Length of the wound, in centimetres.'],
  ['wound_width', 'Wound_width', 'Width or gape of the wound.'],
  ['wound_depth', 'Wound_depth', 'Depth of the wound or length of the wound track, in cm.'],
  ['wound_size', 'Wound_size', 'Size of the wound, length by width, in centimetres.'],
  ['body_length', 'Body_length', 'Length of the body from crown to heel, in cm (height).'],
] as const
const STAB = ['wound_type', 'wound_location', 'distance_from_midline', 'wound_length', 'wound_width', 'wound_depth']

beforeAll(async () => {
  ta = await createTestApp()
  workers = await startWorkers(ta.config)
  await ta.t.db
    .insertInto('tags')
    .values(FIELDS.map(([identifier, name, description]) => ({ identifier, name, description, category: 'Wounds' })))
    .execute()
  await ta.t.db
    .insertInto('tags')
    .values([
      { identifier: 'scars', name: 'Scars', description: 'Scars seen on the body, described in words.', category: 'External', kind: 'text' },
      {
        identifier: 'heart_weight', name: 'Heart_weight', description: 'Weight of the heart.', category: 'Organs',
        kind: 'measurement', dimension: 'mass', unit: 'g', rangeMin: 150, rangeMax: 1000,
      },
    ])
    .execute()
  const rows = await ta.t.db.selectFrom('tags').select(['id', 'identifier', 'color']).execute()
  tags = Object.fromEntries(rows.map((r) => [r.identifier, r]))
}, 120_000)
afterAll(async () => {
  await workers?.close()
  await ta?.close()
})

const LABEL = 'Sharp Force Injuries #1 — Stab Wound'
const chapters = (): Chapter[] => [
  { id: 'ext', title: 'External Examination', order: 1, content: `<p>Body length ${tagSpanHtml(tags.body_length)}</p>` },
  {
    id: 'mod-sharp-1-instance-1',
    title: LABEL,
    content: '',
    order: 2,
    source: 'injury_module',
    sourceId: 'mod-sharp',
    subChapters: [
      {
        id: 'desc-1',
        title: 'Description',
        order: 1,
        source: 'injury_module',
        sourceId: 'mod-stab',
        content: `<p>${STAB.map((id) => tagSpanHtml(tags[id])).join(' ')}</p>`,
      },
    ],
  },
]

async function match(transcription: string, heard: { offline?: boolean } = {}): Promise<Record<string, MatchedTag>> {
  const who = await signedIn(ta, 'normal')
  const report = await insertReport(ta.t.db, who.user.id, chapters())
  const { matchedTags } = await who.trpc.jobs.matchTags({
    reportId: report.id,
    transcription,
    existingTags: [...STAB, 'body_length'].map((id) => ({ id: tags[id].id, name: id })),
    ...heard,
  })
  return Object.fromEntries(matchedTags.map((m) => [m.name.toLowerCase(), m]))
}

describe('wound readings through the tag-matching job (offline engine)', () => {
  it('keeps fractions of an inch the wound readings derived from the words said', async () => {
    const got = await match('Stab wound one is 1 1/2 inches to the right of the midline. It measures 1 inch by 3/4 inch and is one and a half inches deep.')
    expect(got.distance_from_midline).toMatchObject({ value: '1.5 in right', instance: LABEL })
    expect(got.wound_length).toMatchObject({ value: '1 in', instance: LABEL })
    expect(got.wound_width).toMatchObject({ value: '0.75 in', instance: LABEL })
    expect(got.wound_depth).toMatchObject({ value: '1.5 in', instance: LABEL })
  })

  it('keeps a fraction said in words and a size said with fractions', async () => {
    const got = await match('Stab wound one is on the left flank. It is a quarter of an inch deep and measures 1 1/2 x 1/4 inch.')
    expect(got.wound_depth).toMatchObject({ value: '0.25 in', instance: LABEL })
    expect(got.wound_length).toMatchObject({ value: '1.5 in', instance: LABEL })
    expect(got.wound_width).toMatchObject({ value: '0.25 in', instance: LABEL })
  })

  it('gives the length of the body to the body, not to the wound', async () => {
    const got = await match('Stab wound one is on the left chest. The body measures 175 cm in length. The wound measures 2 cm.')
    expect(got.body_length).toMatchObject({ value: '175 cm' })
    expect(got.body_length.instance).toBeUndefined()
    expect(got.wound_length).toMatchObject({ value: '2 cm', instance: LABEL })
  })

  it('offers no value of an offline transcript at High that nothing ties to a wound or that was forced, and drops one out of range', async () => {
    const said = 'The wound measures 5 cm in length. Scars its centre its width are none mild. Heart weight 3500 grams. Stab wound one is 3 cm deep.'
    const typed = await match(said)
    const heard = await match(said, { offline: true })
    for (const got of [typed, heard]) {
      expect(got.wound_length).toMatchObject({ value: '5 cm', instance: LABEL })
      expect(got.scars).toMatchObject({ value: 'its centre its width are none mild' })
      expect(got.wound_depth).toMatchObject({ value: '3 cm', instance: LABEL })
    }
    // Out of its field's plausible range: typed, the user's own words are offered with doubt; heard, a number no heart
    // weighs was forced by the recogniser, and is not offered at all.
    expect(typed.heart_weight.confidence).toBeLessThan(CONFIDENCE_HIGH)
    expect(heard.heart_weight).toBeUndefined()
    // Typed, the words are the user's own; heard, the first two rest on nothing but the recogniser's forced words.
    expect(typed.wound_length.confidence).toBeGreaterThanOrEqual(CONFIDENCE_HIGH)
    expect(typed.scars.confidence).toBeGreaterThanOrEqual(CONFIDENCE_HIGH)
    expect(heard.wound_length.confidence).toBeLessThan(CONFIDENCE_HIGH)
    expect(heard.scars.confidence).toBeLessThan(CONFIDENCE_HIGH)
    expect(heard.wound_depth.confidence).toBe(typed.wound_depth.confidence)
    expect(heard.wound_depth.confidence).toBeGreaterThanOrEqual(CONFIDENCE_HIGH)
  })
})
