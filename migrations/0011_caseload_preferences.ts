import { sql, type Kysely } from 'kysely'

/**
 * Examination dates as pathologists write them, and My Reports remembered per user.
 *
 * The `date_of_examination` field counts when it holds a calendar date in an unambiguous form: 2024-03-14,
 * "14 March 2024", "14th of Mar 2024", "March 14, 2024", "Thursday, 14 March 2024", and numeric dates such as
 * 14/03/2024 or 14.03.2024. Which of a numeric date's first two numbers is the day follows the office's
 * `date_order` ('day_first' or 'month_first'); without one, a numeric date counts only when it cannot be read two
 * ways (a number above 12, or the same number twice). Anything else leaves the clock on the creation day.
 *
 * `user_preferences` keeps each user's view (cards or table) and order of My Reports on the server.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE office_settings
      ADD COLUMN date_order text CHECK (date_order IN ('day_first', 'month_first'));

    CREATE TABLE user_preferences (
      user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      report_view text CHECK (report_view IN ('cards', 'table')),
      report_sort text CHECK (report_sort IN ('edited', 'title', 'age')),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db)

  await sql`
    -- An English month by its full name or its first three letters ('sept' too); NULL for any other word.
    CREATE FUNCTION report_month_number(word text) RETURNS integer LANGUAGE sql IMMUTABLE AS $fn$
      SELECT coalesce(
        array_position(ARRAY['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september',
          'october', 'november', 'december'], word),
        array_position(ARRAY['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'], word),
        CASE WHEN word = 'sept' THEN 9 END)
    $fn$;

    -- The calendar date a written examination date means, or NULL when it is no date or could be read two ways.
    -- day_first: true when the office writes numeric dates day first, false month first, NULL when it has not said.
    CREATE FUNCTION report_examination_date(value text, day_first boolean) RETURNS date LANGUAGE plpgsql IMMUTABLE AS $fn$
    DECLARE
      v text := lower(btrim(regexp_replace(coalesce(value, ''), '\\s+', ' ', 'g')));
      p text[];
      a integer;
      b integer;
    BEGIN
      v := regexp_replace(v, '^(mon|tue|wed|thu|fri|sat|sun)[a-z]*\\.?,? ', '');
      p := regexp_match(v, '^(\\d{4})([-/.])(\\d{1,2})\\2(\\d{1,2})$');
      IF p IS NOT NULL THEN RETURN make_date(p[1]::int, p[3]::int, p[4]::int); END IF;
      p := regexp_match(v, '^(\\d{1,2})(?:st|nd|rd|th)?(?: of)?[ -]([a-z]+)\\.?,?[ -](\\d{4})$');
      IF p IS NOT NULL THEN RETURN make_date(p[3]::int, report_month_number(p[2]), p[1]::int); END IF;
      p := regexp_match(v, '^([a-z]+)\\.? (\\d{1,2})(?:st|nd|rd|th)?,? (\\d{4})$');
      IF p IS NOT NULL THEN RETURN make_date(p[3]::int, report_month_number(p[1]), p[2]::int); END IF;
      p := regexp_match(v, '^(\\d{1,2})([-/.])(\\d{1,2})\\2(\\d{4})$');
      IF p IS NULL THEN RETURN NULL; END IF;
      a := p[1]::int;
      b := p[3]::int;
      IF day_first IS NULL THEN
        IF a > 12 OR a = b THEN RETURN make_date(p[4]::int, b, a); END IF;
        IF b > 12 THEN RETURN make_date(p[4]::int, a, b); END IF;
        RETURN NULL;
      END IF;
      RETURN CASE WHEN day_first THEN make_date(p[4]::int, b, a) ELSE make_date(p[4]::int, a, b) END;
    EXCEPTION WHEN others THEN
      RETURN NULL;
    END
    $fn$;

    CREATE OR REPLACE FUNCTION report_caseload_facts() RETURNS trigger LANGUAGE plpgsql AS $fn$
    DECLARE
      office office_settings%ROWTYPE;
    BEGIN
      SELECT * INTO office FROM office_settings;
      NEW.examination_date := report_examination_date(report_field_value(NEW.chapters, 'date_of_examination'),
        CASE office.date_order WHEN 'day_first' THEN true WHEN 'month_first' THEN false END);
      NEW.decedent_name := report_field_value(NEW.chapters, 'decedent_name');
      NEW.examined_on := coalesce(NEW.examination_date, (NEW.created_at AT TIME ZONE office.time_zone)::date);
      RETURN NEW;
    END
    $fn$;

    DROP FUNCTION report_examination_date(text);
  `.execute(db)

  // Reports already written are read again with the new rules.
  await sql`
    UPDATE reports SET examination_date = report_examination_date(report_field_value(chapters, 'date_of_examination'), NULL);
    UPDATE reports SET examined_on = coalesce(examination_date, (created_at AT TIME ZONE (SELECT time_zone FROM office_settings))::date);
  `.execute(db)
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only')
}
