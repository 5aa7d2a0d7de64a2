import type { Db } from '@shared/node/db/connect'
import type { PromptType, Role } from '@shared/src/constants'
import type { TagInfo } from '../engines/types'

/** The user's tags as the engines see them (shared ones and the user's own): the vocabulary of transcription and matching. */
export const listTagInfo = (db: Db, userId: string): Promise<TagInfo[]> =>
  db
    .selectFrom('tags')
    .select(['id', 'identifier', 'name', 'description', 'category', 'kind', 'dimension', 'unit', 'choices', 'synonyms', 'rangeMin', 'rangeMax'])
    .where((eb) => eb.or([eb('shared', '=', true), eb('createdBy', '=', userId)]))
    .orderBy('identifier')
    .execute()

/** The active prompt of a type (admin panel), newest first; undefined means the engine's default. */
export async function activePrompt(db: Db, type: PromptType): Promise<{ text: string; model: string } | undefined> {
  const row = await db
    .selectFrom('llmPrompts')
    .select(['prompt', 'modelName'])
    .where('promptType', '=', type)
    .where('isActive', '=', true)
    .orderBy('updatedAt', 'desc')
    .executeTakeFirst()
  return row ? { text: row.prompt, model: row.modelName } : undefined
}

/** The user's role now: a role change between enqueue and completion counts from then on. */
export async function roleOf(db: Db, userId: string): Promise<Role | undefined> {
  const row = await db.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirst()
  return row?.role
}
