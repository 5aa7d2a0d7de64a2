import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Kysely } from 'kysely'
import { sanitizeChapterHtml } from '@shared/node/html'
import { isGuidanceOnly } from '@shared/src/editor/guidance'
import { convertInstructions, up } from '../../../migrations/0006_guidance'
import { createTestDb, type TestDb } from '../../../test/harness/db'
import { SEED_INJURY_MODULES } from './data/injury-modules'
import { SEED_TEMPLATES } from './data/templates'
import type { SeedChapter, SeedModule } from './data/types'

const PERSONS = 'Record the anatomical pathology technologist, police officers, crime scene investigators and photographer present.'
const OLD_CASE = `<p><strong>Persons present:</strong> <em>${PERSONS.replace('crime scene', 'crime scene\n')}</em></p>
<h3>Circumstances</h3>
<p><em>Summarise the circumstances and the medical history, and record why an external examination only was requested or authorised.</em></p>`
const OLD_HISTOLOGY = `<ul><li><p><strong>Heart:</strong> <em>myocyte hypertrophy, fibrosis, inflammation, acute ischaemic change.</em></p></li><li><p><strong>Liver:</strong> <em>steatosis, inflammation, fibrosis.</em></p></li></ul>`
const guide = (...texts: string[]) => `<div data-guidance="true" class="guidance">${texts.map((t) => `<p>${t}</p>`).join('')}</div>`

describe('0006 guidance: seeded italic instructions become guidance blocks', () => {
  it('moves an instruction after its label and replaces a paragraph that was nothing but an instruction', () => {
    expect(convertInstructions(OLD_CASE)).toBe(
      `<p><strong>Persons present:</strong></p>${guide(PERSONS)}<h3>Circumstances</h3>${guide('Summarise the circumstances and the medical history, and record why an external examination only was requested or authorised.')}`,
    )
  })

  it('keeps the labels of a list and puts each label with its hint in one block after the list', () => {
    expect(convertInstructions(OLD_HISTOLOGY)).toBe(
      `<ul><li><p><strong>Heart:</strong></p></li><li><p><strong>Liver:</strong></p></li></ul>${guide('Heart: myocyte hypertrophy, fibrosis, inflammation, acute ischaemic change.', 'Liver: steatosis, inflammation, fibrosis.')}`,
    )
  })

  it("leaves a pathologist's own italics, fill-in alternatives and text without instructions alone", () => {
    expect(convertInstructions('<p>Retinal haemorrhages: <em>present / absent</em>.</p>')).toBeNull()
    expect(convertInstructions('<p><em>Record the persons present.</em> My own note.</p>')).toBeNull()
    expect(convertInstructions('<p>Plain text.</p>')).toBeNull()
  })

  it('writes HTML the shared schema stores unchanged', () => {
    for (const html of [OLD_CASE, OLD_HISTOLOGY]) {
      const converted = convertInstructions(html)!
      expect(sanitizeChapterHtml(converted)).toBe(converted)
    }
    expect(isGuidanceOnly(convertInstructions(`<p><em>Record any congenital anomaly.</em></p>`)!)).toBe(true)
  })

  describe('on the database', () => {
    let t: TestDb
    beforeAll(async () => {
      t = await createTestDb()
    })
    afterAll(() => t.drop())

    it('converts templates, injury modules and unsigned reports, and never a signed report', async () => {
      const db = t.db
      const owner = await db
        .insertInto('users')
        .values({ email: 'g@example.com', username: 'g', passwordHash: 'x', role: 'free' })
        .returning('id')
        .executeTakeFirstOrThrow()
      const chapters = JSON.stringify([{ id: 'c', title: 'Case', order: 1, content: OLD_CASE, subChapters: [{ id: 'h', title: 'Histology', order: 1, content: OLD_HISTOLOGY }] }])
      const tpl = await db.insertInto('templates').values({ name: 'Old', description: 'd', chapters }).returning('id').executeTakeFirstOrThrow()
      const draft = await db.insertInto('reports').values({ ownerId: owner.id, title: 'Draft', selectedInjuryModules: '[]', chapters }).returning('id').executeTakeFirstOrThrow()
      const signed = await db
        .insertInto('reports')
        .values({ ownerId: owner.id, title: 'Signed', selectedInjuryModules: '[]', chapters, signedContent: JSON.stringify({ title: 'Signed', chapters: [] }), signedAt: new Date(), signedBy: owner.id, contentHash: 'a'.repeat(64) })
        .returning('id')
        .executeTakeFirstOrThrow()
      await up(db as unknown as Kysely<unknown>)
      const content = async (table: 'templates' | 'reports', id: string) => {
        const row = await db.selectFrom(table).select('chapters').where('id', '=', id).executeTakeFirstOrThrow()
        return row.chapters as { content: string; subChapters: { content: string }[] }[]
      }
      const [tplCase] = await content('templates', tpl.id)
      expect(tplCase.content).toBe(convertInstructions(OLD_CASE))
      expect(tplCase.subChapters[0].content).toBe(convertInstructions(OLD_HISTOLOGY))
      expect((await content('reports', draft.id))[0].content).toBe(convertInstructions(OLD_CASE))
      expect((await content('reports', signed.id))[0].content).toBe(OLD_CASE)
    })
  })
})

describe('seeded templates and injury modules', () => {
  const walk = (chapters: SeedChapter[]): SeedChapter[] => chapters.flatMap((c) => [c, ...walk(c.subChapters ?? [])])
  const modules = (list: SeedModule[]): SeedChapter[] => list.flatMap((m) => [...walk(m.chapters), ...modules(m.children ?? [])])
  const seeded = [...SEED_TEMPLATES.flatMap((t) => walk(t.chapters)), ...modules(SEED_INJURY_MODULES)]

  it('give their instructions as guidance blocks, so the migration finds nothing left to convert', () => {
    for (const chapter of seeded) expect(convertInstructions(chapter.content), chapter.title).toBeNull()
    const guided = seeded.filter((c) => sanitizeChapterHtml(c.content.replace(/\{\{[^}]*\}\}/g, 'x')).includes('data-guidance="true"'))
    expect(guided.length).toBeGreaterThanOrEqual(20)
  })
})
