import { sql, type Kysely } from 'kysely'

/**
 * A caseload rather than a list: the office's settings (time zone, turnaround target, study types) in one row,
 * the studies a report waits for as rows of their own, and on each report the facts My Reports filters and sorts
 * by in SQL: the examination date recorded in its `date_of_examination` field, the day its clock starts (that date,
 * else the day it was created in the office's time zone), the decedent's name when a `decedent_name` field holds
 * one, and the studies still requested when it was signed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE office_settings (
      id boolean PRIMARY KEY DEFAULT true CHECK (id),
      time_zone text NOT NULL DEFAULT 'UTC',
      target_days integer NOT NULL DEFAULT 90 CHECK (target_days BETWEEN 1 AND 3650),
      target_percent integer NOT NULL DEFAULT 90 CHECK (target_percent BETWEEN 1 AND 100),
      study_types jsonb NOT NULL DEFAULT '["toxicology","histology","neuropathology","microbiology","radiology","genetics","other"]',
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by uuid REFERENCES users(id) ON DELETE SET NULL
    );
    INSERT INTO office_settings DEFAULT VALUES;

    CREATE TABLE report_studies (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      report_id uuid NOT NULL REFERENCES reports(id) ON DELETE RESTRICT,
      type text NOT NULL,
      requested_on date NOT NULL,
      lab_reference text NOT NULL DEFAULT '',
      state text NOT NULL DEFAULT 'requested' CHECK (state IN ('requested', 'received', 'not_needed')),
      received_on date,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX report_studies_report_idx ON report_studies (report_id, requested_on, id);
    CREATE INDEX report_studies_requested_idx ON report_studies (report_id) WHERE state = 'requested';

    ALTER TABLE reports
      ADD COLUMN examination_date date,
      ADD COLUMN examined_on date,
      ADD COLUMN decedent_name text,
      ADD COLUMN signed_pending_studies jsonb;

    CREATE COLLATION IF NOT EXISTS report_title_natural (provider = icu, locale = 'und-u-kn-true');
  `.execute(db)

  // A field's stored value, as 0007 reads the case number: the first filled span of that tag in the chapters' JSON.
  await sql`
    CREATE FUNCTION report_field_value(chapters jsonb, tag text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $fn$
    DECLARE
      raw text;
      value text;
    BEGIN
      raw := substring(chapters::text from 'data-tag-name=\\\\"' || tag || '\\\\"[^>]*data-tag-value=\\\\"((?:[^"\\\\]|\\\\[^"])*)\\\\"');
      IF raw IS NULL THEN RETURN NULL; END IF;
      value := btrim(replace(replace(replace(replace(replace(replace(
        ('["' || raw || '"]')::jsonb ->> 0,
        '&quot;', '"'), '&lt;', '<'), '&gt;', '>'), '&#39;', ''''), '&nbsp;', ' '), '&amp;', '&'));
      RETURN CASE WHEN value IN ('', 'NULL', 'null') THEN NULL ELSE value END;
    END
    $fn$;

    -- An examination date is read when written as a calendar date, YYYY-MM-DD; anything else leaves the creation day.
    CREATE FUNCTION report_examination_date(value text) RETURNS date LANGUAGE plpgsql IMMUTABLE AS $fn$
    BEGIN
      IF value !~ '^\\d{4}-\\d{2}-\\d{2}$' THEN RETURN NULL; END IF;
      RETURN value::date;
    EXCEPTION WHEN others THEN
      RETURN NULL;
    END
    $fn$;

    CREATE FUNCTION report_caseload_facts() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      NEW.examination_date := report_examination_date(report_field_value(NEW.chapters, 'date_of_examination'));
      NEW.decedent_name := report_field_value(NEW.chapters, 'decedent_name');
      NEW.examined_on := coalesce(NEW.examination_date, (NEW.created_at AT TIME ZONE (SELECT time_zone FROM office_settings))::date);
      RETURN NEW;
    END
    $fn$;
    CREATE TRIGGER reports_caseload_facts BEFORE INSERT OR UPDATE OF chapters, created_at ON reports
      FOR EACH ROW EXECUTE FUNCTION report_caseload_facts();

    -- The studies a signature was given pending are part of that signature: set once, with it, never changed after.
    CREATE FUNCTION refuse_signed_pending_change() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF OLD.signed_at IS NOT NULL AND NEW.signed_pending_studies IS DISTINCT FROM OLD.signed_pending_studies THEN
        RAISE EXCEPTION 'report % is signed and cannot change', OLD.id USING ERRCODE = 'integrity_constraint_violation';
      END IF;
      RETURN NEW;
    END
    $fn$;
    CREATE TRIGGER reports_signed_pending_locked BEFORE UPDATE OF signed_pending_studies ON reports
      FOR EACH ROW EXECUTE FUNCTION refuse_signed_pending_change();
  `.execute(db)

  // Signed reports keep their chapters, so their facts are computed here, not by rewriting the chapters.
  await sql`
    UPDATE reports SET
      examination_date = report_examination_date(report_field_value(chapters, 'date_of_examination')),
      decedent_name = report_field_value(chapters, 'decedent_name')
  `.execute(db)
  await sql`UPDATE reports SET examined_on = coalesce(examination_date, (created_at AT TIME ZONE 'UTC')::date)`.execute(db)
  await sql`
    ALTER TABLE reports ALTER COLUMN examined_on SET NOT NULL;
    CREATE INDEX reports_owner_edited_idx ON reports (owner_id, updated_at DESC, id DESC) WHERE deleted_at IS NULL AND status = 'active';
    CREATE INDEX reports_owner_title_idx ON reports (owner_id, title COLLATE report_title_natural, id) WHERE deleted_at IS NULL AND status = 'active';
    CREATE INDEX reports_owner_examined_idx ON reports (owner_id, examined_on, id) WHERE deleted_at IS NULL AND status = 'active';
    CREATE INDEX reports_signed_at_idx ON reports (signed_at) WHERE signed_at IS NOT NULL AND deleted_at IS NULL;
  `.execute(db)
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only')
}
