import { describe, expect, it } from 'vitest'
import { buildChapters, resolvePlaceholders, type TagRef } from './chapters'
import { SEED_INJURY_MODULES } from './data/injury-modules'
import { SEED_TAGS } from './data/tags'
import { SEED_TEMPLATES } from './data/templates'
import type { SeedChapter, SeedModule } from './data/types'
import { referencedTagIdentifiers } from './seed'

const chapterIds = (chapters: SeedChapter[]): string[] => chapters.flatMap((c) => [c.id, ...chapterIds(c.subChapters ?? [])])
const allModules = (nodes: SeedModule[]): SeedModule[] => nodes.flatMap((m) => [m, ...allModules(m.children ?? [])])
const heart: TagRef = { id: '5f2b8c1e-0000-4000-8000-000000000001', identifier: 'heart_weight', color: '#16a34a' }
const refs = new Map([[heart.identifier, heart]])

describe('seed data', () => {
  it('names only known tags in templates and modules', () => {
    expect(() => referencedTagIdentifiers()).not.toThrow()
  })

  it('throws on a misspelt or malformed placeholder', () => {
    expect(() => resolvePlaceholders('<p>The heart weighs {{hart_weight}}.</p>', refs, 'test')).toThrow(/unknown tag placeholder \{\{hart_weight\}\}/)
    expect(() => resolvePlaceholders('<p>{{ heart weight }}</p>', refs, 'test')).toThrow(/unknown tag placeholder/)
    expect(() => resolvePlaceholders('<p>{{heart_weight}</p>', refs, 'test')).toThrow(/malformed placeholder/)
    expect(() => buildChapters([{ id: 'a', title: 'A', content: '<p>{{brain_weight}}</p>' }], refs, 'test')).toThrow(/brain_weight/)
  })

  it('turns a placeholder into an unfilled tag span', () => {
    const [chapter] = buildChapters([{ id: 'cvs', title: 'Heart', content: '<p>The heart weighs {{heart_weight}}.</p>' }], refs, 'test')
    expect(chapter).toMatchObject({ id: 'cvs', order: 1 })
    expect(chapter.content).toContain(`data-tag-id="${heart.id}"`)
    expect(chapter.content).toContain('[heart_weight]')
    expect(chapter.content).not.toContain('data-tag-value')
  })

  it('has unique tag identifiers and no spoken phrase shared by two tags', () => {
    const owner = new Map<string, string>()
    for (const tag of SEED_TAGS) {
      for (const phrase of [tag.identifier.replace(/_/g, ' '), ...tag.field.synonyms]) {
        expect(owner.get(phrase) ?? tag.identifier, `"${phrase}"`).toBe(tag.identifier)
        owner.set(phrase, tag.identifier)
      }
    }
    expect(new Set(SEED_TAGS.map((t) => t.identifier)).size).toBe(SEED_TAGS.length)
  })

  it('gives chapters ids unique within each template, and module ids that never clash with them', () => {
    const moduleIds = allModules(SEED_INJURY_MODULES).flatMap((m) => chapterIds(m.chapters))
    expect(new Set(moduleIds).size).toBe(moduleIds.length)
    for (const t of SEED_TEMPLATES) {
      const ids = chapterIds(t.chapters)
      expect(new Set(ids).size, t.name).toBe(ids.length)
      expect(ids.filter((id) => moduleIds.includes(id)), t.name).toEqual([])
    }
  })

  it('gives every module one or two chapters and sensible instance limits', () => {
    const modules = allModules(SEED_INJURY_MODULES)
    expect(modules.length).toBeGreaterThanOrEqual(30)
    for (const m of modules) {
      expect(m.chapters.length, m.name).toBeGreaterThanOrEqual(1)
      expect(m.chapters.length, m.name).toBeLessThanOrEqual(2)
      expect(m.maxInstances ?? 20, m.name).toBeLessThanOrEqual(50)
    }
    const multi = SEED_INJURY_MODULES.filter((m) => m.allowMultipleInstances).map((m) => m.name)
    expect(multi).toEqual(expect.arrayContaining(['Gunshot Wounds', 'Sharp Force Injuries']))
  })
})
