import { sql, type Insertable, type Updateable } from 'kysely'
import type { Db } from '@shared/node/db/connect'
import type { DB } from '@shared/node/db/types'
import type { PromptType } from '@shared/src/constants'

const columns = ['id', 'name', 'description', 'prompt', 'promptType', 'isActive', 'modelName', 'createdAt', 'updatedAt'] as const

/**
 * Serialises prompt changes: two prompts activated at once would otherwise both pass the
 * "deactivate the others" step and collide on the one-active-per-type index.
 */
export const lockPrompts = (db: Db) => sql`select pg_advisory_xact_lock(hashtext('llm_prompts.active'))`.execute(db)

export const listPrompts = (db: Db) => db.selectFrom('llmPrompts').select(columns).orderBy('promptType').orderBy('createdAt').orderBy('id').execute()

export const findPromptById = (db: Db, id: string) => db.selectFrom('llmPrompts').select(columns).where('id', '=', id).executeTakeFirst()

/** Turns off every active prompt of the type except `keepId`. */
export const deactivateOthers = (db: Db, type: PromptType, keepId?: string) => {
  let q = db.updateTable('llmPrompts').set({ isActive: false, updatedAt: new Date() }).where('promptType', '=', type).where('isActive', '=', true)
  if (keepId) q = q.where('id', '!=', keepId)
  return q.returning('id').execute()
}

export const insertPrompt = (db: Db, row: Insertable<DB['llmPrompts']>) => db.insertInto('llmPrompts').values(row).returning(columns).executeTakeFirstOrThrow()

export const updatePrompt = (db: Db, id: string, set: Updateable<DB['llmPrompts']>) =>
  db.updateTable('llmPrompts').set(set).where('id', '=', id).returning(columns).executeTakeFirstOrThrow()

export const deletePrompt = (db: Db, id: string) => db.deleteFrom('llmPrompts').where('id', '=', id).returning(['id', 'name']).executeTakeFirst()

export type PromptRow = NonNullable<Awaited<ReturnType<typeof findPromptById>>>
