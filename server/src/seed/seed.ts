import { sql, type Kysely, type Transaction } from 'kysely'
import type { DB } from '@shared/node/db/types'
import { buildChapters, chapterTreeIdentifiers, type TagRef } from './chapters'
import { SEED_INJURY_MODULES } from './data/injury-modules'
import { SEED_PROMPTS } from './data/prompts'
import { SEED_TAGS, TAG_CATEGORY_COLORS } from './data/tags'
import { SEED_TEMPLATES } from './data/templates'
import type { SeedModule, SeedTag } from './data/types'

// A type alias rather than an interface, so callers can treat it as Record<string, number>.
export type SeedCounts = {
  tags: number
  templates: number
  injuryModules: number
  prompts: number
}

type Tx = Transaction<DB>

// Two processes starting at once (server and a script, or several servers) must not both see empty tables.
const LOCK_NAME = 'autopsy.seed_reference_content'

const SEED_TAGS_BY_ID = new Map(SEED_TAGS.map((t) => [t.identifier, t]))

function colorOf(tag: SeedTag): string {
  const color = TAG_CATEGORY_COLORS[tag.category]
  if (!color) throw new Error(`Seed tag ${tag.identifier}: category "${tag.category}" has no colour`)
  return color
}

/** Every field the seeded templates and modules name; a name that is not a seeded tag is a typo and throws. */
export function referencedTagIdentifiers(): string[] {
  const moduleChapters = (m: SeedModule): string[] => [
    ...chapterTreeIdentifiers(m.chapters),
    ...(m.children ?? []).flatMap(moduleChapters),
  ]
  const names = new Set([
    ...SEED_TEMPLATES.flatMap((t) => chapterTreeIdentifiers(t.chapters)),
    ...SEED_INJURY_MODULES.flatMap(moduleChapters),
  ])
  const unknown = [...names].filter((n) => !SEED_TAGS_BY_ID.has(n))
  if (unknown.length) throw new Error(`Seed content names unknown tags: ${unknown.map((n) => `{{${n}}}`).join(', ')}`)
  return [...names]
}

async function isEmpty(trx: Tx, table: 'tags' | 'templates' | 'injuryModules' | 'llmPrompts'): Promise<boolean> {
  const row = await trx.selectFrom(table).select(sql<number>`1`.as('one')).limit(1).executeTakeFirst()
  return row === undefined
}

async function insertTags(trx: Tx, tags: SeedTag[]): Promise<number> {
  if (!tags.length) return 0
  const rows = tags.map((t) => ({
    identifier: t.identifier,
    name: t.identifier,
    description: t.description,
    color: colorOf(t),
    category: t.category,
    ...t.field,
  }))
  const inserted = await trx.insertInto('tags').values(rows).returning('id').execute()
  return inserted.length
}

/**
 * The tags that template and module fields resolve to. When an administrator has already created tags
 * (so the tag seed was skipped), seeded tags the content needs and that are missing are added.
 */
async function resolveTagRefs(trx: Tx, identifiers: string[]): Promise<{ refs: Map<string, TagRef>; added: number }> {
  const find = () =>
    trx.selectFrom('tags').select(['id', 'identifier', 'color']).where('identifier', 'in', identifiers).execute()
  let rows = await find()
  const present = new Set(rows.map((r) => r.identifier))
  const missing = identifiers.filter((i) => !present.has(i)).map((i) => SEED_TAGS_BY_ID.get(i)!)
  const added = await insertTags(trx, missing)
  if (added) rows = await find()
  return { refs: new Map(rows.map((r) => [r.identifier, r])), added }
}

async function insertTemplates(trx: Tx, refs: Map<string, TagRef>): Promise<number> {
  for (const t of SEED_TEMPLATES) {
    const chapters = buildChapters(t.chapters, refs, `template "${t.name}"`)
    await trx
      .insertInto('templates')
      // clock_timestamp(), not now(): one transaction would give every template the same time, and the
      // catalog lists templates by creation, so the full autopsy stays first.
      .values({ name: t.name, description: t.description, chapters: JSON.stringify(chapters), createdAt: sql`clock_timestamp()` })
      .execute()
  }
  return SEED_TEMPLATES.length
}

async function insertModules(trx: Tx, nodes: SeedModule[], parentId: string | null, refs: Map<string, TagRef>): Promise<number> {
  let count = 0
  for (const [i, m] of nodes.entries()) {
    const chapters = buildChapters(m.chapters, refs, `injury module "${m.name}"`)
    const { id } = await trx
      .insertInto('injuryModules')
      .values({
        parentId,
        name: m.name,
        selectionType: 'radio',
        sortOrder: i + 1,
        allowMultipleInstances: m.allowMultipleInstances ?? false,
        maxInstances: m.maxInstances ?? 20,
        chapters: JSON.stringify(chapters),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    count += 1 + (await insertModules(trx, m.children ?? [], id, refs))
  }
  return count
}

async function insertPrompts(trx: Tx): Promise<number> {
  await trx.insertInto('llmPrompts').values(SEED_PROMPTS.map((p) => ({ ...p }))).execute()
  return SEED_PROMPTS.length
}

/**
 * Seeds tags, base templates, injury modules and LLM prompts, each only when its table is empty,
 * in one transaction; returns how many rows of each kind it inserted (all zero on a second run).
 */
export async function seedReferenceContent(db: Kysely<DB>): Promise<SeedCounts> {
  const identifiers = referencedTagIdentifiers()
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${LOCK_NAME}))`.execute(trx)
    const counts: SeedCounts = { tags: 0, templates: 0, injuryModules: 0, prompts: 0 }
    if (await isEmpty(trx, 'tags')) counts.tags = await insertTags(trx, SEED_TAGS)

    const needTemplates = await isEmpty(trx, 'templates')
    const needModules = await isEmpty(trx, 'injuryModules')
    if (needTemplates || needModules) {
      const { refs, added } = await resolveTagRefs(trx, identifiers)
      counts.tags += added
      if (needTemplates) counts.templates = await insertTemplates(trx, refs)
      if (needModules) counts.injuryModules = await insertModules(trx, SEED_INJURY_MODULES, null, refs)
    }

    if (await isEmpty(trx, 'llmPrompts')) counts.prompts = await insertPrompts(trx)
    return counts
  })
}
