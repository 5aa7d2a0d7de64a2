import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { DB } from '@shared/node/db/types'
import { monthKey } from '@shared/node/usage'
import type { Role } from '@shared/src/constants'
import { tagSpanHtml } from '@shared/src/editor/tag-html'
import type { Chapter } from '@shared/src/reports/chapter.schema'

/** Test data of the job pipeline: a few fields, a user and a report using them. */
export const FIXTURE_TAGS = [
  {
    identifier: 'heart_weight',
    description: 'Weight of the heart. Aliases: heart weight, heart weighs, cardiac weight. Unit: g.',
    category: 'Organs',
  },
  { identifier: 'liver_weight', description: 'Weight of the liver. Aliases: liver weight, liver weighs. Unit: g.', category: 'Organs' },
  { identifier: 'cause_of_death', description: 'Cause of death in words. Aliases: cause of death.', category: 'Conclusion' },
]

export type FixtureTags = Record<string, { id: string; identifier: string; color: string }>

/** Inserts the fixture tags (idempotent per database) and returns them by identifier. */
export async function insertFixtureTags(db: Kysely<DB>): Promise<FixtureTags> {
  await db
    .insertInto('tags')
    .values(FIXTURE_TAGS.map((t) => ({ identifier: t.identifier, name: t.identifier, description: t.description, category: t.category })))
    .onConflict((oc) => oc.doNothing())
    .execute()
  const rows = await db.selectFrom('tags').select(['id', 'identifier', 'color']).execute()
  return Object.fromEntries(rows.map((r) => [r.identifier, r]))
}

/** A user row of the given role (no password sign-in needed for job tests). */
export async function insertUser(db: Kysely<DB>, role: Role = 'free') {
  const suffix = randomBytes(4).toString('hex')
  return db
    .insertInto('users')
    .values({ email: `job${suffix}@example.org`, username: `job${suffix}`, passwordHash: 'x', role })
    .returning(['id', 'role'])
    .executeTakeFirstOrThrow()
}

/** Chapters with a filled heart weight, an unfilled liver weight and a nested sub-chapter. */
export function fixtureChapters(tags: FixtureTags, heartWeight = '350 g'): Chapter[] {
  return [
    {
      id: 'c1',
      title: 'External examination',
      order: 1,
      content: '<p>the body is that of an adult male.</p>',
      subChapters: [{ id: 'c1a', title: 'Clothing', order: 1, content: '<p>Blue shirt.</p>' }],
    },
    {
      id: 'c2',
      title: 'Internal examination',
      order: 2,
      content: `<p>The heart weighs ${tagSpanHtml(tags.heart_weight, heartWeight)}. The liver weighs ${tagSpanHtml(tags.liver_weight)}.</p>`,
    },
  ]
}

/** A report owned by the user, with the given chapters. */
export async function insertReport(db: Kysely<DB>, ownerId: string, chapters: Chapter[], title = 'Case 24-001') {
  return db
    .insertInto('reports')
    .values({ ownerId, title, templateId: null, selectedInjuryModules: '[]', chapters: JSON.stringify(chapters) })
    .returning(['id', 'title'])
    .executeTakeFirstOrThrow()
}

/** Sets this month's usage of a user (e.g. 47 of 50 tag matches used). */
export async function setUsage(db: Kysely<DB>, userId: string, usage: { tagMatches?: number; reportCleanups?: number }) {
  const month = monthKey()
  await db
    .insertInto('usage')
    .values({ userId, month, tagMatches: usage.tagMatches ?? 0, reportCleanups: usage.reportCleanups ?? 0 })
    .onConflict((oc) => oc.columns(['userId', 'month']).doUpdateSet({ tagMatches: usage.tagMatches ?? 0, reportCleanups: usage.reportCleanups ?? 0 }))
    .execute()
}
