import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import type { Kysely } from 'kysely'
import type { Config } from '@shared/node/config'
import { createDb } from '@shared/node/db/connect'
import { ensureDatabase } from '@shared/node/db/admin'
import { migrateToLatest } from '@shared/node/db/migrate'
import type { DB } from '@shared/node/db/types'
import { migrations } from '../../migrations'
import { hashPassword } from '../../server/src/features/auth/password'
import { seedFhirMappings } from '../../server/src/seed/fhir-mappings'
import { seedReferenceContent } from '../../server/src/seed/seed'
import { ensurePostgres, ensureRedis } from '../services'
import { warnWithoutPersistence } from './redis-persistence'

export interface Prepared {
  adminEmail: string
  adminPassword: string | null
  adminCreated: boolean
  invitationCodes: string[]
  seeded: Record<string, number>
}

const GENERATED_NOTE = 'created by npm start'

/** Reaches services, creates and migrates the database, seeds it, ensures a super user and an invitation code. */
export async function prepare(config: Config, opts: { dataDir: string }): Promise<Prepared> {
  await ensurePostgres(config.DATABASE_URL)
  await ensureRedis(config.REDIS_URL, { dataDir: path.join(opts.dataDir, 'redis') })
  await warnWithoutPersistence(config.REDIS_URL)
  await ensureDatabase(config.DATABASE_URL)
  const db = createDb(config.DATABASE_URL, 2)
  try {
    await migrateToLatest(db, migrations)
    const seeded = { ...(await seedReferenceContent(db)), fhirMappings: await seedFhirMappings(db) }
    const admin = await ensureAdmin(db, config, opts.dataDir)
    const invitationCodes = await ensureInvitationCodes(db, config)
    return { ...admin, invitationCodes, seeded }
  } finally {
    await db.destroy()
  }
}

async function ensureAdmin(db: Kysely<DB>, config: Config, dataDir: string) {
  const passwordFile = path.join(dataDir, 'admin-password')
  const existing = await db.selectFrom('users').select(['id', 'role']).where('email', '=', config.ADMIN_EMAIL).executeTakeFirst()
  if (existing) {
    const changes: { role?: 'super'; passwordHash?: string } = {}
    if (existing.role !== 'super') changes.role = 'super'
    if (config.ADMIN_PASSWORD) changes.passwordHash = await hashPassword(config.ADMIN_PASSWORD)
    if (Object.keys(changes).length) await db.updateTable('users').set(changes).where('id', '=', existing.id).execute()
    const remembered = existsSync(passwordFile) ? readFileSync(passwordFile, 'utf8').trim() : null
    return { adminEmail: config.ADMIN_EMAIL, adminPassword: config.ADMIN_PASSWORD ?? remembered, adminCreated: false }
  }
  const password = config.ADMIN_PASSWORD ?? randomBytes(9).toString('base64url')
  if (!config.ADMIN_PASSWORD) {
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(passwordFile, password + '\n', { mode: 0o600 })
  }
  await db
    .insertInto('users')
    .values({ email: config.ADMIN_EMAIL, username: config.ADMIN_USERNAME, passwordHash: await hashPassword(password), role: 'super' })
    .execute()
  return { adminEmail: config.ADMIN_EMAIL, adminPassword: password, adminCreated: true }
}

async function ensureInvitationCodes(db: Kysely<DB>, config: Config): Promise<string[]> {
  if (config.INVITATION_CODES.length) {
    for (const code of config.INVITATION_CODES) {
      await db.insertInto('invitationCodes').values({ code, note: 'from INVITATION_CODES' }).onConflict((oc) => oc.column('code').doNothing()).execute()
    }
    return config.INVITATION_CODES
  }
  const generated = await db
    .selectFrom('invitationCodes')
    .select('code')
    .where('note', '=', GENERATED_NOTE)
    .where('revokedAt', 'is', null)
    .executeTakeFirst()
  if (generated) return [generated.code]
  const code = `AUTOPSY-${randomBytes(4).toString('hex').toUpperCase()}`
  await db.insertInto('invitationCodes').values({ code, note: GENERATED_NOTE }).execute()
  return [code]
}
