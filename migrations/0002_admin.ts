import { sql, type Kysely } from 'kysely'

/**
 * Users who own reports are deactivated instead of deleted: reports are evidence and keep
 * their author. A deactivated user has no sessions, cannot sign in and is hidden from the admin list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN deactivated_at timestamptz`.execute(db)
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only')
}
