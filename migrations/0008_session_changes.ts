import { sql, type Kysely } from 'kysely'

/**
 * Server processes remember who a session token belongs to between requests (server/src/core/session-cache.ts)
 * and must forget it the moment that can change: a session ended or a user's row changed (role, deactivation,
 * deletion, anything). These triggers announce every such change on the `session_changes` channel, whichever code
 * path or SQL session makes it; each server process LISTENs and forgets all it remembers. Row triggers fire only
 * when a row changed, and PostgreSQL sends one notification per transaction for identical ones.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('session_changes', '');
      RETURN NULL;
    END $$
  `.execute(db)
  for (const table of ['sessions', 'users']) {
    await sql`CREATE TRIGGER ${sql.id(`${table}_changed`)} AFTER UPDATE OR DELETE ON ${sql.table(table)} FOR EACH ROW EXECUTE FUNCTION notify_session_change()`.execute(db)
    await sql`CREATE TRIGGER ${sql.id(`${table}_truncated`)} AFTER TRUNCATE ON ${sql.table(table)} FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change()`.execute(db)
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sessions', 'users']) {
    await sql`DROP TRIGGER ${sql.id(`${table}_changed`)} ON ${sql.table(table)}`.execute(db)
    await sql`DROP TRIGGER ${sql.id(`${table}_truncated`)} ON ${sql.table(table)}`.execute(db)
  }
  await sql`DROP FUNCTION notify_session_change()`.execute(db)
}
