import { sql, type Kysely } from 'kysely'

/**
 * Which tag feeds which FHIR element of the MDI export: one row per element, edited by administrators.
 * Deleting a tag clears the elements it fed, so a mapping never points at nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE fhir_mappings (
      element text PRIMARY KEY,
      tag_id uuid NOT NULL REFERENCES tags(id) ON DELETE CASCADE,
      updated_by uuid REFERENCES users(id) ON DELETE SET NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE fhir_mappings`.execute(db)
}
