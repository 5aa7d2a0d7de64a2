import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sanitizeChapterHtml } from '@shared/node/html'
import { dimensionOfUnit, fieldPropertyIssues } from '@shared/src/tags/field-input'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { createTestDb, type TestDb } from '../../../test/harness/db'
import { countTagSpans, placeholderIdentifiers } from './chapters'
import { SEED_INJURY_MODULES } from './data/injury-modules'
import { SEED_PROMPTS } from './data/prompts'
import { SEED_TAGS } from './data/tags'
import { SEED_TEMPLATES } from './data/templates'
import type { SeedChapter, SeedModule } from './data/types'
import { referencedTagIdentifiers, seedReferenceContent, type SeedCounts } from './seed'

const flatten = (chapters: Chapter[]): Chapter[] => chapters.flatMap((c) => [c, ...flatten(c.subChapters ?? [])])
const flattenSeed = (chapters: SeedChapter[]): SeedChapter[] => chapters.flatMap((c) => [c, ...flattenSeed(c.subChapters ?? [])])
const moduleCount = (nodes: SeedModule[]): number => nodes.reduce((n, m) => n + 1 + moduleCount(m.children ?? []), 0)
// Chapter ids are unique within a template, and module chapter ids are unique across all modules.
const seedChapters = new Map<string, Map<string, SeedChapter>>([
  ...SEED_TEMPLATES.map((t) => [t.name, new Map(flattenSeed(t.chapters).map((c) => [c.id, c]))] as const),
  ['modules', new Map(flattenSeed(allModuleChapters(SEED_INJURY_MODULES)).map((c) => [c.id, c]))],
])
function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>()
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item])
  return groups
}
function allModuleChapters(nodes: SeedModule[]): SeedChapter[] {
  return nodes.flatMap((m) => [...m.chapters, ...allModuleChapters(m.children ?? [])])
}

const PHRASE = /^[a-z]+( [a-z]+)*$/

describe('seedReferenceContent', () => {
  let t: TestDb
  let first: SeedCounts
  let second: SeedCounts

  beforeAll(async () => {
    t = await createTestDb()
    first = await seedReferenceContent(t.db)
    second = await seedReferenceContent(t.db)
  })
  afterAll(() => t.drop())

  const templates = () => t.db.selectFrom('templates').selectAll().execute()
  const modules = () => t.db.selectFrom('injuryModules').selectAll().execute()
  const storedChapters = async () => (await storedChaptersBySource()).map(([, c]) => c)
  const storedChaptersBySource = async () => [
    ...(await templates()).flatMap((r) => flatten(r.chapters as Chapter[]).map((c) => [r.name, c] as const)),
    ...(await modules()).flatMap((r) => flatten(r.chapters as Chapter[]).map((c) => ['modules', c] as const)),
  ]

  it('inserts everything once and nothing on a second run', async () => {
    expect(first).toEqual({
      tags: SEED_TAGS.length,
      templates: SEED_TEMPLATES.length,
      injuryModules: moduleCount(SEED_INJURY_MODULES),
      prompts: SEED_PROMPTS.length,
    })
    expect(second).toEqual({ tags: 0, templates: 0, injuryModules: 0, prompts: 0 })
    const count = async (table: 'tags' | 'templates' | 'injuryModules' | 'llmPrompts') =>
      Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
    expect(await count('tags')).toBe(first.tags)
    expect(await count('templates')).toBe(first.templates)
    expect(await count('injuryModules')).toBe(first.injuryModules)
    expect(await count('llmPrompts')).toBe(first.prompts)
  })

  it('meets the minimum amount of reference content', async () => {
    expect(first.tags).toBeGreaterThanOrEqual(45)
    expect(first.templates).toBeGreaterThanOrEqual(3)
    expect(first.injuryModules).toBeGreaterThanOrEqual(30)
    const names = (await templates()).map((r) => r.name)
    expect(names).toEqual(expect.arrayContaining(['Full Forensic Autopsy', 'External Examination Only', 'Infant and Paediatric Autopsy']))
    const prompts = await t.db.selectFrom('llmPrompts').selectAll().where('isActive', '=', true).execute()
    expect(prompts.map((p) => p.promptType).sort()).toEqual(['cleanup', 'tag_identification'])
    expect(prompts.every((p) => p.modelName === 'gpt-4o' && p.prompt.length > 200)).toBe(true)
  })

  it('keeps the templates in seed order by creation time, so the full autopsy is listed first', async () => {
    const rows = await t.db.selectFrom('templates').select('name').orderBy('createdAt').orderBy('name').execute()
    expect(rows.map((r) => r.name)).toEqual(SEED_TEMPLATES.map((s) => s.name))
  })

  it('stores the module tree with parents, sibling order and instance limits', async () => {
    const rows = await modules()
    const byId = new Map(rows.map((r) => [r.id, r]))
    const gsw = rows.find((r) => r.name === 'Gunshot Wounds' && r.parentId === null)!
    expect(gsw).toMatchObject({ allowMultipleInstances: true, maxInstances: 20, selectionType: 'radio' })
    const entrance = rows.find((r) => r.name === 'Entrance Wound')!
    expect(entrance.parentId).toBe(gsw.id)
    const ranges = rows.filter((r) => r.parentId === entrance.id).sort((a, b) => a.sortOrder - b.sortOrder)
    expect(ranges.map((r) => r.name)).toEqual(['Contact Range', 'Close Range', 'Intermediate Range', 'Distant Range'])
    const siblings = groupBy(rows, (r) => r.parentId)
    for (const group of siblings.values()) {
      expect(group.map((r) => r.sortOrder).sort((a, b) => a - b)).toEqual(group.map((_, i) => i + 1))
    }
    for (const r of rows) {
      if (r.parentId) expect(byId.has(r.parentId)).toBe(true)
      expect((r.chapters as Chapter[]).length).toBeGreaterThanOrEqual(1)
    }
  })

  it('resolves every placeholder to a real tag span', async () => {
    const tags = new Map((await t.db.selectFrom('tags').selectAll().execute()).map((r) => [r.id, r]))
    for (const c of await storedChapters()) {
      expect(c.content, c.id).not.toContain('{{')
      for (const m of c.content.matchAll(/data-tag-id="([^"]+)" data-tag-name="([^"]+)" data-tag-color="([^"]+)"/g)) {
        const tag = tags.get(m[1])
        expect(tag, `${c.id}: ${m[2]}`).toBeDefined()
        expect([tag!.identifier, tag!.color]).toEqual([m[2], m[3]])
      }
    }
  })

  it('stores chapter HTML that the sanitiser keeps with all its fields', async () => {
    const chapters = await storedChaptersBySource()
    expect(chapters.length).toBeGreaterThan(60)
    for (const [source, c] of chapters) {
      const expected = placeholderIdentifiers(seedChapters.get(source)!.get(c.id)!.content).length
      expect(countTagSpans(c.content), c.id).toBe(expected)
      expect(countTagSpans(sanitizeChapterHtml(c.content)), c.id).toBe(expected)
    }
  })

  it('numbers chapters 1..n within each level', async () => {
    const check = (list: Chapter[]) => {
      expect(list.map((c) => c.order)).toEqual(list.map((_, i) => i + 1))
      list.forEach((c) => check(c.subChapters ?? []))
    }
    for (const r of [...(await templates()), ...(await modules())]) check(r.chapters as Chapter[])
  })

  it('gives every tag typed field properties and a plain-sentence description', async () => {
    const rows = await t.db.selectFrom('tags').selectAll().execute()
    const categories = groupBy(rows, (r) => r.category)
    const colours = [...categories.values()].map((g) => new Set(g.map((r) => r.color)))
    expect(colours.every((s) => s.size === 1)).toBe(true)
    expect(new Set(colours.map((s) => [...s][0])).size).toBe(categories.size)
    for (const tag of rows) {
      expect(tag.name).toBe(tag.identifier)
      expect(tag.identifier).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/)
      // Plain sentences, the way an administrator writes them: no machine syntax.
      expect(tag.description, tag.identifier).toMatch(/^[A-Z].{5,}\.$/)
      expect(tag.description, tag.identifier).not.toMatch(/\b(Aliases|Unit|Values):/i)
      expect(tag.synonyms.length, tag.identifier).toBeGreaterThan(0)
      for (const a of tag.synonyms) expect(a, tag.identifier).toMatch(PHRASE)
      const { kind, dimension, unit, choices, rangeMin, rangeMax } = tag
      expect(fieldPropertyIssues({ kind, dimension, unit, choices, synonyms: tag.synonyms, rangeMin, rangeMax }), tag.identifier).toEqual([])
      if (kind === 'measurement') {
        expect(unit && dimensionOfUnit(unit), tag.identifier).toBe(dimension)
        expect(rangeMin !== null && rangeMax !== null && rangeMin < rangeMax, `${tag.identifier} has a plausible range`).toBe(true)
      }
      for (const v of choices) expect(v, tag.identifier).toMatch(PHRASE)
    }
    const byId = (identifier: string) => rows.find((r) => r.identifier === identifier)!
    expect(byId('heart_weight')).toMatchObject({ kind: 'measurement', dimension: 'mass', unit: 'g', rangeMin: 150, rangeMax: 700, choices: [] })
    expect(byId('heart_weight').description).toBe('Weight of the heart after removal of blood clots, great vessels trimmed, in grams; also called cardiac weight or weight of the heart.')
    expect(byId('heart_weight').synonyms).toEqual(expect.arrayContaining(['heart weighs', 'the heart weighs', 'cardiac weight']))
    expect(byId('lad_stenosis')).toMatchObject({ kind: 'measurement', dimension: 'percentage', unit: '%', rangeMin: 0, rangeMax: 100 })
    expect(byId('fall_height')).toMatchObject({ kind: 'measurement', dimension: 'length', unit: 'm' })
    expect(byId('time_since_death')).toMatchObject({ kind: 'measurement', dimension: 'duration', unit: 'h' })
    expect(byId('date_of_death')).toMatchObject({ kind: 'date', unit: null })
    expect(byId('stomach_contents')).toMatchObject({ kind: 'text', unit: null, choices: [] })
    // A unit no dimension converts stays in the description, for the extractor to infer.
    expect(byId('blood_alcohol_concentration')).toMatchObject({ kind: null, unit: null })
    expect(byId('blood_alcohol_concentration').description).toContain('in mg/100 mL')
    expect(rows.filter((r) => r.kind === 'measurement').length).toBeGreaterThan(40)
    expect(byId('manner_of_death')).toMatchObject({ kind: 'choice', choices: ['natural', 'accident', 'suicide', 'homicide', 'undetermined', 'pending'] })
    expect(byId('manner_of_death').description).toContain('One of natural, accident, suicide, homicide, undetermined or pending.')
  })

  it('uses at least 90% of the tags in templates or modules', async () => {
    const used = new Set((await storedChapters()).flatMap((c) => [...c.content.matchAll(/data-tag-name="([^"]+)"/g)].map((m) => m[1])))
    const all = await t.db.selectFrom('tags').select('identifier').execute()
    expect(used.size / all.length).toBeGreaterThanOrEqual(0.9)
  })
})

describe('seedReferenceContent on a database that already has tags', () => {
  let t: TestDb
  beforeAll(async () => {
    t = await createTestDb()
  })
  afterAll(() => t.drop())

  it('leaves the tags alone and adds only the seeded tags its content needs', async () => {
    await t.db.insertInto('tags').values({ identifier: 'heart_weight', name: 'heart_weight', color: '#000000', description: 'Admin made.' }).execute()
    const counts = await seedReferenceContent(t.db)
    const needed = referencedTagIdentifiers()
    expect(counts).toMatchObject({ tags: needed.length - 1, templates: SEED_TEMPLATES.length })
    const heart = await t.db.selectFrom('tags').selectAll().where('identifier', '=', 'heart_weight').executeTakeFirstOrThrow()
    expect(heart.description).toBe('Admin made.')
    const full = await t.db.selectFrom('templates').select('chapters').where('name', '=', 'Full Forensic Autopsy').executeTakeFirstOrThrow()
    expect(JSON.stringify(full.chapters)).toContain(`data-tag-id=\\"${heart.id}\\"`)
  })
})
