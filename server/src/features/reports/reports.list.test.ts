import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { countChapters } from '@shared/src/reports/numbering'
import { createTestApp, signedIn, type TestApp } from '../../../../test/harness/app'
import { seedReferenceContent } from '../../seed/seed'

let ta: TestApp
const FULL = 'Full Forensic Autopsy'
const moduleId = async (name: string) =>
  (await ta.deps.db.selectFrom('injuryModules').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id
const templateId = async (name: string) => (await ta.deps.db.selectFrom('templates').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id

beforeAll(async () => {
  ta = await createTestApp()
  await seedReferenceContent(ta.deps.db)
})
afterAll(() => ta.close())

const caseField = (value?: string) =>
  `<span class="report-tag" data-tag-id="00000000-0000-4000-8000-000000000001" data-tag-name="case_number" data-tag-color="#3b82f6"${
    value === undefined ? '' : ` data-tag-value="${value}"`
  }>${value ?? '[case_number]'}</span>`

/** A full autopsy with two gunshot wounds (an entrance at close range, an exit), one sharp force injury (a stab) and a hanging. */
async function generatedReport(s: Awaited<ReturnType<typeof signedIn>>) {
  const gunshot = await moduleId('Gunshot Wounds')
  const [close, exit] = [await moduleId('Close Range'), await moduleId('Exit Wound')]
  const [sharp, stab] = [await moduleId('Sharp Force Injuries'), await moduleId('Stab Wound')]
  const [asphyxia, hanging] = [await moduleId('Asphyxia'), await moduleId('Hanging')]
  const { id } = await s.trpc.reports.create({
    title: 'Case 2026-0412',
    templateId: await templateId(FULL),
    selection: {
      selected: [gunshot, sharp, asphyxia, hanging],
      quantities: { [gunshot]: 2, [sharp]: 1 },
      wounds: { [gunshot]: [{ woundIndex: 0, selectedChildId: close }, { woundIndex: 1, selectedChildId: exit }], [sharp]: [{ woundIndex: 0, selectedChildId: stab }] },
    },
  })
  return { id, templateName: FULL }
}

describe('the home screen’s report list', () => {
  it('carries what the cards show (template, modules in brief, top-level chapter count), never chapter HTML', async () => {
    const s = await signedIn(ta)
    const { id, templateName } = await generatedReport(s)
    const detail = await s.trpc.reports.get({ id })
    const [item] = await s.trpc.reports.list()
    expect(item).toEqual({
      id,
      title: 'Case 2026-0412',
      status: 'active',
      version: 1,
      createdAt: detail.createdAt,
      updatedAt: detail.updatedAt,
      signedAt: null,
      // The one definition: top-level chapters, the ones the table of contents numbers 1, 2, 3 …
      chapterCount: detail.chapters.length,
      templateName,
      // The most specific picks (Hanging, not its parent Asphyxia); a multi-instance module stands for its instances,
      // whose wound types are not listed.
      modules: [
        { name: 'Gunshot Wounds', instances: 2 },
        { name: 'Sharp Force Injuries', instances: 1 },
        { name: 'Hanging', instances: 0 },
      ],
      caseNumber: null,
    })
    expect(detail.chapters.length).toBeLessThan(countChapters(detail.chapters))
    expect(JSON.stringify(item)).not.toContain('<p>')
  })

  it('shows the first filled case-number field, decoded, and ignores unfilled ones', async () => {
    const s = await signedIn(ta)
    const { id } = await s.trpc.reports.create({ title: 'Case', templateId: await templateId(FULL) })
    const save = async (chapters: Chapter[]) => {
      const { version } = await s.trpc.reports.get({ id })
      await s.trpc.reports.save({ id, version, chapters })
      return (await s.trpc.reports.list()).find((r) => r.id === id)!
    }
    const chapter = (content: string, subChapters?: Chapter[]): Chapter => ({ id: `c${Math.random()}`, title: 'Case details', content, order: 1, source: 'template', subChapters })

    expect((await save([chapter(`<p>Case number: ${caseField()}</p>`)])).caseNumber).toBeNull()
    expect((await save([chapter(`<p>Case number: ${caseField('NULL')}</p>`)])).caseNumber).toBeNull()
    const tricky = 'ME 2026/0412 "B" & <C> \\ ü'
    const escaped = tricky.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
    const item = await save([
      chapter(`<p>Unfilled first: ${caseField()}</p>`, [chapter(`<p>Filled below: ${caseField(escaped)} and later ${caseField('OTHER-1')}</p>`)]),
    ])
    expect(item.caseNumber).toBe(tricky)
    expect(item.chapterCount).toBe(1)
  })

  it('keeps the spec’s REST shape for GET /api/reports, chapters included, with the same chapter count', async () => {
    const s = await signedIn(ta)
    const { id } = await generatedReport(s)
    const res = await ta.app.inject({ method: 'GET', url: '/api/reports', headers: { cookie: s.cookie } })
    expect(res.statusCode).toBe(200)
    const [rest] = res.json() as { id: string; title: string; chapters: Chapter[]; chapterCount: number; createdAt: string; updatedAt: string }[]
    const [item] = await s.trpc.reports.list()
    expect(rest).toMatchObject({ id, title: 'Case 2026-0412', createdAt: item.createdAt, updatedAt: item.updatedAt, chapterCount: item.chapterCount })
    expect(rest.chapters).toEqual((await s.trpc.reports.get({ id })).chapters)
    // The cards' list is a small fraction of the REST list that carries every chapter's HTML.
    expect(JSON.stringify(item).length * 10).toBeLessThan(res.body.length)
  })
})
