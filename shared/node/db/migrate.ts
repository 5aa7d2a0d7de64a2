import { Migrator, type Kysely, type Migration } from 'kysely'

/** Runs every pending migration in order; throws on the first failure. */
export async function migrateToLatest(db: Kysely<any>, migrations: Record<string, Migration>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error instanceof Error ? error : new Error(String(error))
  return (results ?? []).map((r) => r.migrationName)
}
