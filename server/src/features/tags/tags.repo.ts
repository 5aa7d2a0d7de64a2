import { sql, type Insertable, type Updateable } from 'kysely'
import type { Db } from '@shared/node/db/connect'
import type { DB } from '@shared/node/db/types'

// The typed field properties (migration 0003) travel with every read of a tag.
const fieldColumns = ['kind', 'dimension', 'unit', 'choices', 'synonyms', 'rangeMin', 'rangeMax'] as const
const columns = ['id', 'identifier', 'name', 'description', 'color', 'category', 'createdAt', 'createdBy', 'shared', ...fieldColumns] as const

/** Serialises identifier generation, so two tags named alike get _2 and _3 rather than a collision. */
export const lockTagIdentifiers = (db: Db) => sql`select pg_advisory_xact_lock(hashtext('tags.identifier'))`.execute(db)

/** Every tag (the admin Tags tab of a super user). */
export const listTags = (db: Db) => db.selectFrom('tags').select(columns).orderBy('name').orderBy('identifier').execute()

/** The tags one user's pickers offer: shared ones and the user's own. */
export const listVisibleTags = (db: Db, userId: string) =>
  db
    .selectFrom('tags')
    .select(columns)
    .where((eb) => eb.or([eb('shared', '=', true), eb('createdBy', '=', userId)]))
    .orderBy('name')
    .orderBy('identifier')
    .execute()

/** The tag holding this name after normalisation, case-insensitively (the unique index of migration 0004). */
export const findTagByNameKey = (db: Db, name: string) =>
  db.selectFrom('tags').select(columns).where(sql<string>`tag_name_key(name)`, '=', sql<string>`tag_name_key(${name})`).executeTakeFirst()

export const shareTag = (db: Db, id: string) =>
  db.updateTable('tags').set({ shared: true, updatedAt: new Date() }).where('id', '=', id).returning(columns).executeTakeFirstOrThrow()

export const findTagById = (db: Db, id: string) => db.selectFrom('tags').select(columns).where('id', '=', id).executeTakeFirst()

/** Identifiers already taken by `base` or `base_<n>` (base is lower snake_case, safe inside the pattern). */
export const listIdentifiersLike = async (db: Db, base: string): Promise<string[]> =>
  (await db.selectFrom('tags').select('identifier').where('identifier', '~', `^${base}(_[0-9]+)?$`).execute()).map((r) => r.identifier)

export const insertTag = (db: Db, row: Insertable<DB['tags']>) => db.insertInto('tags').values(row).returning(columns).executeTakeFirstOrThrow()

export const updateTag = (db: Db, id: string, set: Updateable<DB['tags']>) =>
  db.updateTable('tags').set(set).where('id', '=', id).returning(columns).executeTakeFirstOrThrow()

/** Deletes the tag; its tagged_content rows go with it (the marks in chapter HTML stay as text). */
export const deleteTag = (db: Db, id: string) => db.deleteFrom('tags').where('id', '=', id).returning(['id', 'identifier']).executeTakeFirst()

export const templateExists = async (db: Db, id: string) => !!(await db.selectFrom('templates').select('id').where('id', '=', id).executeTakeFirst())

export const moduleExists = async (db: Db, id: string) => !!(await db.selectFrom('injuryModules').select('id').where('id', '=', id).executeTakeFirst())

export const insertTaggedContent = (db: Db, row: Insertable<DB['taggedContent']>) => db.insertInto('taggedContent').values(row).returning('id').executeTakeFirstOrThrow()

export type TagRow = NonNullable<Awaited<ReturnType<typeof findTagById>>>
