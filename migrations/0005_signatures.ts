import { sql, type Kysely } from 'kysely'

/**
 * Sign-out: a report's signature lives in its own columns (the spec's `status` stays
 * 'active'), corrections are addenda in an append-only table. The services refuse every write to a
 * signed report; these triggers make the same rules hold for anything else that reaches the
 * database, so a signed report cannot change silently even through a bug or a manual query.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE reports
      ADD COLUMN signed_content jsonb,
      ADD COLUMN signed_at timestamptz,
      ADD COLUMN signed_by uuid REFERENCES users(id) ON DELETE RESTRICT,
      ADD COLUMN content_hash text,
      ADD CONSTRAINT reports_signature_complete CHECK (
        (signed_at IS NULL AND signed_by IS NULL AND content_hash IS NULL AND signed_content IS NULL)
        OR (signed_at IS NOT NULL AND signed_by IS NOT NULL AND content_hash ~ '^[0-9a-f]{64}$' AND signed_content IS NOT NULL)
      );

    CREATE TABLE report_addenda (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      report_id uuid NOT NULL REFERENCES reports(id) ON DELETE RESTRICT,
      author_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
      text text NOT NULL,
      reason text NOT NULL,
      previous_hash text NOT NULL,
      content_hash text NOT NULL CHECK (content_hash ~ '^[0-9a-f]{64}$'),
      created_at timestamptz NOT NULL
    );
    CREATE INDEX report_addenda_report_idx ON report_addenda (report_id, created_at, id);

    -- A signed report keeps its content, signature, owner and life: only the template link
    -- (set to NULL when a template is deleted) and updated_at may still change.
    CREATE FUNCTION refuse_signed_report_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' THEN
        IF OLD.signed_at IS NOT NULL THEN
          RAISE EXCEPTION 'report % is signed and cannot be deleted', OLD.id USING ERRCODE = 'integrity_constraint_violation';
        END IF;
        RETURN OLD;
      END IF;
      IF OLD.signed_at IS NOT NULL AND (
        NEW.title IS DISTINCT FROM OLD.title OR NEW.chapters IS DISTINCT FROM OLD.chapters
        OR NEW.version IS DISTINCT FROM OLD.version OR NEW.status IS DISTINCT FROM OLD.status
        OR NEW.owner_id IS DISTINCT FROM OLD.owner_id OR NEW.deleted_at IS DISTINCT FROM OLD.deleted_at
        OR NEW.selected_injury_modules IS DISTINCT FROM OLD.selected_injury_modules
        OR NEW.signed_content IS DISTINCT FROM OLD.signed_content OR NEW.signed_at IS DISTINCT FROM OLD.signed_at
        OR NEW.signed_by IS DISTINCT FROM OLD.signed_by OR NEW.content_hash IS DISTINCT FROM OLD.content_hash
      ) THEN
        RAISE EXCEPTION 'report % is signed and cannot change', OLD.id USING ERRCODE = 'integrity_constraint_violation';
      END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER reports_signed_locked BEFORE UPDATE OR DELETE ON reports
      FOR EACH ROW EXECUTE FUNCTION refuse_signed_report_change();

    CREATE FUNCTION refuse_addendum_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'report addenda are append-only' USING ERRCODE = 'integrity_constraint_violation';
    END $$;
    CREATE TRIGGER report_addenda_append_only BEFORE UPDATE OR DELETE ON report_addenda
      FOR EACH ROW EXECUTE FUNCTION refuse_addendum_change();
    CREATE TRIGGER report_addenda_no_truncate BEFORE TRUNCATE ON report_addenda
      FOR EACH STATEMENT EXECUTE FUNCTION refuse_addendum_change();

    -- Addenda belong to signed reports only.
    CREATE FUNCTION require_signed_report() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM reports WHERE id = NEW.report_id AND signed_at IS NOT NULL) THEN
        RAISE EXCEPTION 'report % is not signed', NEW.report_id USING ERRCODE = 'integrity_constraint_violation';
      END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER report_addenda_signed_only BEFORE INSERT ON report_addenda
      FOR EACH ROW EXECUTE FUNCTION require_signed_report();
  `.execute(db)
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only')
}
