import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tagSpanHtml } from '@shared/src/editor/tag-html'
import type { MatchedTag } from '@shared/src/jobs/events.schema'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { createTestApp, signedIn, type TestApp } from '../../../../test/harness/app'
import { startOpenAIStub, type OpenAIStub } from '../../../../test/harness/openai-stub'
import { startWorkers, type RunningWorkers } from '../../../../worker/src/workers'
import { insertFixtureTags, insertReport, type FixtureTags } from '../../../../test/factories/jobs'

// Values of fields inside numbered injury instances carry their instance, whichever engine found them:
// the OpenAI-compatible engine (here the local stub) names one, the job checks it against the stored report.
let ta: TestApp
let workers: RunningWorkers
let stub: OpenAIStub
let tags: FixtureTags

beforeAll(async () => {
  stub = await startOpenAIStub()
  ta = await createTestApp({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: stub.openaiBaseURL })
  workers = await startWorkers(ta.config)
  tags = await insertFixtureTags(ta.t.db)
}, 120_000)
afterAll(async () => {
  await workers?.close()
  await ta?.close()
  await stub?.close()
})

const STAB = ['Sharp Force Injuries #1 — Stab Wound', 'Sharp Force Injuries #2 — Stab Wound']
const stabChapter = (n: number): Chapter => ({
  id: `mod-sharp-${n + 4}-instance-${n}`,
  title: STAB[n - 1],
  content: '',
  order: n + 1,
  source: 'injury_module',
  sourceId: 'mod-sharp',
  subChapters: [
    {
      id: `desc-${n}`,
      title: 'Description',
      order: 1,
      source: 'injury_module',
      sourceId: 'mod-stab',
      content: `<p>Heart ${tagSpanHtml(tags.heart_weight)}; liver ${tagSpanHtml(tags.liver_weight)}.</p>`,
    },
  ],
})
const chapters = (): Chapter[] => [
  { id: 'ext', title: 'External Examination', order: 1, content: `<p>Cause: ${tagSpanHtml(tags.cause_of_death)}</p>` },
  stabChapter(1),
  stabChapter(2),
]

const TRANSCRIPT = 'Stab wound two: the liver weighs 1500 grams. The heart weighs 350 grams.'
const answer = (liverChapterId: string) =>
  stub.setChatResponse(
    JSON.stringify({
      matchedTags: [
        { id: tags.liver_weight.id, name: 'liver_weight', value: '1500 g', location: 'the liver weighs 1500 grams', confidence: 0.9, chapterId: liverChapterId },
        { id: tags.heart_weight.id, name: 'heart_weight', value: '350 g', location: 'The heart weighs 350 grams.', confidence: 0.9 },
      ],
    }),
  )

async function owner() {
  const who = await signedIn(ta, 'normal')
  const report = await insertReport(ta.t.db, who.user.id, chapters())
  return { ...who, report }
}

const byName = (found: MatchedTag[]) => Object.fromEntries(found.map((m) => [m.name, m]))
const target = (n: number) => ({ chapterId: stabChapter(n).id, instance: STAB[n - 1] })

describe('tag matching inside numbered injury instances', () => {
  it('keeps the engine’s instance and sends a value without a cue to the instance holding the cursor (tRPC)', async () => {
    const { trpc, report } = await owner()
    answer(stabChapter(2).id)
    const { matchedTags } = await trpc.jobs.matchTags({ reportId: report.id, transcription: TRANSCRIPT, cursorChapterId: 'desc-1' })
    expect(byName(matchedTags).liver_weight).toMatchObject({ value: '1500 g', ...target(2) })
    expect(byName(matchedTags).heart_weight).toMatchObject({ value: '350 g', ...target(1) })
    // The engine was told the instances as stored, with their titles.
    const sent = String((stub.requests.at(-1)!.json!.messages as { content: string }[])[1].content)
    expect(sent).toContain(STAB[1])
    expect(sent).toContain(stabChapter(1).id)
  })

  it('asks which instance when the cursor is in none, and never trusts a target that is no instance (REST)', async () => {
    const { cookie, report } = await owner()
    answer('ext')
    const res = await ta.app.inject({ method: 'POST', url: `/api/reports/${report.id}/match-tags`, payload: { transcription: TRANSCRIPT, cursorChapterId: 'ext' }, headers: { cookie } })
    expect(res.statusCode).toBe(200)
    const found = byName(res.json().matchedTags as MatchedTag[])
    for (const name of ['liver_weight', 'heart_weight']) {
      expect(found[name].chapterId).toBeUndefined()
      expect(found[name].instanceChoices).toEqual([target(1), target(2)])
    }
    // The spec's fields are all still there.
    expect(Object.keys(found.heart_weight)).toEqual(expect.arrayContaining(['id', 'name', 'value', 'location', 'confidence']))
  })

  it('refuses a cursor that is not a chapter id with 400', async () => {
    const { cookie, report } = await owner()
    for (const cursorChapterId of [42, '', 'x'.repeat(201)]) {
      const res = await ta.app.inject({ method: 'POST', url: `/api/reports/${report.id}/match-tags`, payload: { transcription: TRANSCRIPT, cursorChapterId }, headers: { cookie } })
      expect(res.statusCode).toBe(400)
    }
  })
})
