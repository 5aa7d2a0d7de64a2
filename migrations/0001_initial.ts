import { sql, type Kysely } from 'kysely'

/** Every table of the first release (docs/architecture.md lists them). Forward-only: never edit once landed. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pgcrypto`.execute(db)

  await sql`
    CREATE TABLE users (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email text NOT NULL,
      username text NOT NULL,
      password_hash text NOT NULL,
      role text NOT NULL DEFAULT 'free' CHECK (role IN ('free', 'normal', 'super')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX users_email_key ON users (lower(email));
    CREATE UNIQUE INDEX users_username_key ON users (lower(username));

    CREATE TABLE sessions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      user_agent text,
      ip text
    );
    CREATE INDEX sessions_user_id_idx ON sessions (user_id);

    CREATE TABLE invitation_codes (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      code text NOT NULL UNIQUE,
      note text,
      created_by uuid REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      revoked_at timestamptz,
      uses integer NOT NULL DEFAULT 0
    );

    CREATE TABLE templates (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      description text NOT NULL DEFAULT '',
      chapters jsonb NOT NULL DEFAULT '[]',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE injury_modules (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      parent_id uuid REFERENCES injury_modules(id) ON DELETE CASCADE,
      name text NOT NULL,
      selection_type text NOT NULL DEFAULT 'radio',
      sort_order integer NOT NULL DEFAULT 1,
      allow_multiple_instances boolean NOT NULL DEFAULT false,
      max_instances integer NOT NULL DEFAULT 20,
      chapters jsonb NOT NULL DEFAULT '[]',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX injury_modules_parent_idx ON injury_modules (parent_id);

    CREATE TABLE reports (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      owner_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
      title text NOT NULL,
      template_id uuid REFERENCES templates(id) ON DELETE SET NULL,
      selected_injury_modules jsonb NOT NULL DEFAULT '[]',
      chapters jsonb NOT NULL DEFAULT '[]',
      status text NOT NULL DEFAULT 'active',
      version integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      deleted_at timestamptz
    );
    CREATE INDEX reports_owner_idx ON reports (owner_id, updated_at DESC);

    CREATE TABLE report_revisions (
      id bigserial PRIMARY KEY,
      report_id uuid NOT NULL REFERENCES reports(id) ON DELETE CASCADE,
      version integer NOT NULL,
      title text NOT NULL,
      chapters jsonb NOT NULL,
      created_by uuid REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (report_id, version)
    );

    CREATE TABLE tags (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      identifier text NOT NULL UNIQUE,
      name text NOT NULL,
      description text NOT NULL DEFAULT '',
      color text NOT NULL DEFAULT '#3b82f6',
      category text,
      created_by uuid REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE tagged_content (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      tag_id uuid NOT NULL REFERENCES tags(id) ON DELETE CASCADE,
      content_type text NOT NULL,
      content_id text NOT NULL,
      chapter_id text,
      start_position integer NOT NULL,
      end_position integer NOT NULL,
      tagged_text text NOT NULL,
      created_by uuid REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX tagged_content_content_idx ON tagged_content (content_type, content_id);

    CREATE TABLE llm_prompts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      description text,
      prompt text NOT NULL,
      prompt_type text NOT NULL DEFAULT 'cleanup' CHECK (prompt_type IN ('cleanup', 'tag_identification')),
      is_active boolean NOT NULL DEFAULT false,
      model_name text NOT NULL DEFAULT 'gpt-4o',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX llm_prompts_one_active_per_type ON llm_prompts (prompt_type) WHERE is_active;

    CREATE TABLE usage (
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      month date NOT NULL,
      tag_matches integer NOT NULL DEFAULT 0,
      report_cleanups integer NOT NULL DEFAULT 0,
      PRIMARY KEY (user_id, month)
    );

    CREATE TABLE job_outcomes (
      job_id text PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('transcription', 'tag-matching', 'cleanup')),
      user_id uuid REFERENCES users(id) ON DELETE SET NULL,
      report_id uuid REFERENCES reports(id) ON DELETE SET NULL,
      status text NOT NULL CHECK (status IN ('completed', 'failed')),
      result jsonb,
      error text,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE cleaned_reports (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      report_id uuid NOT NULL REFERENCES reports(id) ON DELETE CASCADE,
      job_id text NOT NULL UNIQUE,
      content text NOT NULL,
      report_version integer,
      missing_fields jsonb NOT NULL DEFAULT '[]',
      created_by uuid REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX cleaned_reports_report_idx ON cleaned_reports (report_id, created_at DESC);

    CREATE TABLE transcripts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      report_id uuid REFERENCES reports(id) ON DELETE CASCADE,
      job_id text NOT NULL UNIQUE,
      text text NOT NULL,
      engine text NOT NULL,
      audio_bytes integer NOT NULL DEFAULT 0,
      created_by uuid REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE waitlist_entries (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email text NOT NULL,
      name text,
      organization text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX waitlist_entries_email_key ON waitlist_entries (lower(email));

    CREATE TABLE contact_messages (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      email text NOT NULL,
      message text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE audit_events (
      id bigserial PRIMARY KEY,
      actor_id uuid REFERENCES users(id) ON DELETE SET NULL,
      action text NOT NULL,
      target_type text,
      target_id text,
      details jsonb NOT NULL DEFAULT '{}',
      ip text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX audit_events_created_idx ON audit_events (created_at DESC);
  `.execute(db)
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only')
}
