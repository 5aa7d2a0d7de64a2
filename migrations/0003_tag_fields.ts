import { sql, type Kysely } from 'kysely'

/**
 * Typed fields: a tag's optional structured properties, stored in
 * columns so every reader of speech or values (grammar, extractor, OpenAI prompt, range warnings)
 * sees one definition. All nullable or empty by default: existing tags keep working and their
 * definition is inferred from name and description until someone sets these.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE tags
      ADD COLUMN kind text,
      ADD COLUMN dimension text,
      ADD COLUMN unit text,
      ADD COLUMN choices text[] NOT NULL DEFAULT '{}',
      ADD COLUMN synonyms text[] NOT NULL DEFAULT '{}',
      ADD COLUMN range_min double precision,
      ADD COLUMN range_max double precision,
      ADD CONSTRAINT tags_kind_valid CHECK (kind IS NULL OR kind IN ('measurement', 'choice', 'date', 'time', 'text')),
      ADD CONSTRAINT tags_dimension_valid CHECK (
        dimension IS NULL OR dimension IN ('mass', 'length', 'volume', 'percentage', 'temperature', 'duration', 'count')
      ),
      -- A dimension or unit only makes sense on a measurement.
      ADD CONSTRAINT tags_dimension_needs_measurement CHECK ((dimension IS NULL AND unit IS NULL) OR kind = 'measurement'),
      ADD CONSTRAINT tags_range_ordered CHECK (range_min IS NULL OR range_max IS NULL OR range_min <= range_max)
  `.execute(db)
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only')
}
