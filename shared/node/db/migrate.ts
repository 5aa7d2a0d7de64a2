import { Migrator, type Kysely, type Migration } from 'kysely'

/** Runs every pending migration in order; throws on the first failure. */
export async function migrateToLatest(db: Kysely<any>, migrations: Record<string, Migration>): Promise<string[]> {
  // Numbers are reserved per branch and branches land in any order: a database that already ran a
  // later number must still take an earlier one that landed after it (each migration stands alone).
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error instanceof Error ? error : new Error(String(error))
  return (results ?? []).map((r) => r.migrationName)
}
