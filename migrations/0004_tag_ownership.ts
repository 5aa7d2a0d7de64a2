import { sql, type Kysely } from 'kysely'

/**
 * Tags belong to someone: a `shared` flag, and names unique case-insensitively
 * after the spec's normalisation (trimmed, white space to underscores).
 *
 * Seeded tags (no creator) and super users' tags are shared; other users' tags become private to
 * their creator until a super user shares them. Existing duplicates keep every row and every
 * tagged span: the oldest keeps its name, later ones are renamed with a suffix (_2, _3…), and
 * identifiers (used by marks in stored chapters) never change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // New rows are shared unless the service says otherwise: only createTag makes private tags.
  await sql`ALTER TABLE tags ADD COLUMN shared boolean NOT NULL DEFAULT true`.execute(db)
  await sql`
    UPDATE tags SET shared = false
    WHERE created_by IS NOT NULL AND created_by NOT IN (SELECT id FROM users WHERE role = 'super')
  `.execute(db)

  await sql`
    CREATE FUNCTION tag_name_key(name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN lower(regexp_replace(btrim(name), '\\s+', '_', 'g'))
  `.execute(db)

  const { rows } = await sql<{ id: string; name: string; key: string }>`
    SELECT id, name, tag_name_key(name) AS key FROM tags ORDER BY created_at, id
  `.execute(db)
  const taken = new Set(rows.map((r) => r.key))
  const kept = new Set<string>()
  for (const row of rows) {
    if (!kept.has(row.key)) {
      kept.add(row.key)
      continue
    }
    const base = row.name.trim().replace(/\s+/g, '_')
    let n = 2
    while (taken.has(`${base}_${n}`.toLowerCase())) n++
    const renamed = `${base}_${n}`
    taken.add(renamed.toLowerCase())
    kept.add(renamed.toLowerCase())
    await sql`UPDATE tags SET name = ${renamed}, updated_at = now() WHERE id = ${row.id}`.execute(db)
  }

  await sql`CREATE UNIQUE INDEX tags_name_key_idx ON tags (tag_name_key(name))`.execute(db)
  await sql`CREATE INDEX tags_created_by_idx ON tags (created_by) WHERE NOT shared`.execute(db)
}
