import { sql, type Kysely } from 'kysely'

/**
 * What a report card shows, kept on the report row so the home screen's list never reads the
 * chapters (cheap reads): the chapter count (top-level chapters, README Glossary), the
 * first filled case-number field, and how many instances each multi-instance module has. A trigger
 * keeps them right on every write of the chapters, whichever code path writes them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE reports
      ADD COLUMN chapter_count integer NOT NULL DEFAULT 0,
      ADD COLUMN case_number text,
      ADD COLUMN module_instances jsonb NOT NULL DEFAULT '{}'
  `.execute(db)
  // Stored chapter HTML went through the shared schema, which writes a field as
  // <span … data-tag-name="case_number" data-tag-color="…" data-tag-value="…">. In the JSON text its quotes are \"; an
  // attribute holds no raw quote (that is &quot;), so an escaped quote ends the value. The capture is then
  // JSON-unescaped (->> of a one-string JSON) and HTML-unescaped (&amp; last).
  await sql`
    CREATE FUNCTION report_card_facts() RETURNS trigger LANGUAGE plpgsql AS $fn$
    DECLARE
      raw text;
      value text;
    BEGIN
      NEW.chapter_count := jsonb_array_length(NEW.chapters);
      raw := substring(NEW.chapters::text from 'data-tag-name=\\\\"case_number\\\\"[^>]*data-tag-value=\\\\"((?:[^"\\\\]|\\\\[^"])*)\\\\"');
      value := CASE WHEN raw IS NULL THEN NULL ELSE btrim(
        replace(replace(replace(replace(replace(replace(
          ('["' || raw || '"]')::jsonb ->> 0,
          '&quot;', '"'), '&lt;', '<'), '&gt;', '>'), '&#39;', ''''), '&nbsp;', ' '), '&amp;', '&')
      ) END;
      NEW.case_number := CASE WHEN value IS NULL OR value IN ('', 'NULL', 'null') THEN NULL ELSE value END;
      NEW.module_instances := (
        SELECT coalesce(jsonb_object_agg(source_id, n), '{}'::jsonb)
        FROM (
          SELECT ch->>'sourceId' AS source_id, count(*) AS n
          FROM jsonb_array_elements(NEW.chapters) ch
          WHERE ch->>'id' LIKE '%-instance-%' AND ch->>'sourceId' IS NOT NULL
          GROUP BY 1
        ) per_module
      );
      RETURN NEW;
    END
    $fn$
  `.execute(db)
  await sql`CREATE TRIGGER reports_card_facts BEFORE INSERT OR UPDATE OF chapters ON reports FOR EACH ROW EXECUTE FUNCTION report_card_facts()`.execute(db)
  // Existing reports: rewriting the chapters unchanged fires the trigger; updated_at is left as it was.
  await sql`UPDATE reports SET chapters = chapters`.execute(db)
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only')
}
