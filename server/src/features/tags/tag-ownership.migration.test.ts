import { randomBytes } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { createDb } from '@shared/node/db/connect'
import { dropDatabase, ensureDatabase } from '@shared/node/db/admin'
import { migrateToLatest } from '@shared/node/db/migrate'
import type { DB } from '@shared/node/db/types'
import { migrations } from '../../../../migrations'

// Migration 0004 on a database that holds what the issue found: duplicate names and tags any user made.
const name = `autopsy_m4_${randomBytes(5).toString('hex')}`
let db: Kysely<DB>
beforeAll(async () => {
  const url = new URL(inject('dbServerUrl'))
  url.pathname = `/${name}`
  await ensureDatabase(url.toString())
  db = createDb(url.toString(), 2)
  const { '0004_tag_ownership': _later, ...before } = migrations
  await migrateToLatest(db, before)
})
afterAll(async () => {
  await db?.destroy()
  await dropDatabase(inject('dbServerUrl'), name)
})

describe('migration 0004: tag ownership', () => {
  it('shares seeded and super tags, keeps others private, and renames later duplicates without losing a row', async () => {
    const user = (role: 'free' | 'super', n: string) =>
      db.insertInto('users').values({ email: `${n}@example.org`, username: n, passwordHash: 'x', role }).returning('id').executeTakeFirstOrThrow()
    const free = await user('free', 'free1')
    const boss = await user('super', 'boss1')
    const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s))
    const tag = (identifier: string, tagName: string, createdBy: string | null, s: number) =>
      db.insertInto('tags').values({ identifier, name: tagName, createdBy, createdAt: at(s) }).returning('id').executeTakeFirstOrThrow()
    const seeded = await tag('heart_weight', 'heart_weight', null, 0)
    const bossTag = await tag('liver_weight', 'liver_weight', boss.id, 1)
    const first = await tag('next_of_kin_consent', 'next_of_kin_consent', free.id, 2)
    const second = await tag('next_of_kin_consent_2', 'Next of kin consent', boss.id, 3)
    const third = await tag('next_of_kin_consent_3', 'NEXT_OF_KIN_CONSENT', free.id, 4)
    // A later duplicate's natural new name is taken already: the suffix skips it.
    const blocker = await tag('heart_weight_2', 'Heart_Weight_2', free.id, 5)
    const dupHeart = await tag('heart_weight_3', 'HEART_WEIGHT', free.id, 6)
    await db.insertInto('taggedContent').values({ tagId: third.id, contentType: 'report', contentId: 'r', startPosition: 0, endPosition: 1, taggedText: 'x' }).execute()

    await migrateToLatest(db, migrations)

    const rows = await db.selectFrom('tags').select(['id', 'identifier', 'name', 'shared']).orderBy('createdAt').execute()
    expect(rows).toEqual([
      { id: seeded.id, identifier: 'heart_weight', name: 'heart_weight', shared: true },
      { id: bossTag.id, identifier: 'liver_weight', name: 'liver_weight', shared: true },
      { id: first.id, identifier: 'next_of_kin_consent', name: 'next_of_kin_consent', shared: false },
      { id: second.id, identifier: 'next_of_kin_consent_2', name: 'Next_of_kin_consent_2', shared: true },
      { id: third.id, identifier: 'next_of_kin_consent_3', name: 'NEXT_OF_KIN_CONSENT_3', shared: false },
      { id: blocker.id, identifier: 'heart_weight_2', name: 'Heart_Weight_2', shared: false },
      { id: dupHeart.id, identifier: 'heart_weight_3', name: 'HEART_WEIGHT_3', shared: false },
    ])
    expect(await db.selectFrom('taggedContent').select('tagId').execute()).toEqual([{ tagId: third.id }])

    // From now on the database itself refuses a duplicate, whatever path writes it.
    await expect(db.insertInto('tags').values({ identifier: 'x1', name: ' Liver Weight ' }).execute()).rejects.toMatchObject({ code: '23505' })
    expect(await sql<{ key: string }>`select tag_name_key(' Next  of kin ') as key`.execute(db)).toMatchObject({ rows: [{ key: 'next_of_kin' }] })
  })
})
