import { sql, type Migration } from 'kysely';
import { fileReferenceRows } from '../../core/file-references';
import type { InstanceRow } from '../../core/store/demo-tables';
import { dueAtOf } from '../../core/store/instance-due-time';

/**
 * The database's schema, one migration per change, applied in name order by kysely's Migrator (open-sql-db.ts)
 * and recorded in its table: a migration, once released, is never edited — a change is a new one. The columns
 * are those of sql-layout.ts (test/server/sql-migrations.test.ts holds the two together).
 */
export const SQL_MIGRATIONS: Record<string, Migration> = {
  '0001_tables': {
    async up(db) {
      for (const statement of statementsOf(TABLES_0001)) await sql.raw(statement).execute(db);
    },
  },
  // Issue 39: accounts, sessions and failed sign-ins (sql-account-store.ts); outside the Store's record tables,
  // so backups of the organisation's data never carry password hashes or sessions.
  '0002_accounts': {
    async up(db) {
      for (const statement of statementsOf(TABLES_0002)) await sql.raw(statement).execute(db);
    },
  },
  '0003_inbox_deliveries': {
    async up(db) {
      for (const statement of statementsOf(INBOX_0002)) await sql.raw(statement).execute(db);
    },
  },
  // Issue 38: which record references an upload, found by the file's id; the references of what is stored already
  // are computed from it here (the same rule as every later save, file-references.ts).
  '0004_file_refs': {
    async up(db) {
      for (const statement of statementsOf(FILE_REFS_0004)) await sql.raw(statement).execute(db);
      const bodies = async (table: string) => (await sql<{ body: unknown }>`SELECT body FROM ${sql.table(table)}`.execute(db)).rows
        .map((row) => (typeof row.body === 'string' ? JSON.parse(row.body) : row.body) as never);
      const refs = fileReferenceRows({
        uploads: await bodies('uploads'), instances: await bodies('instances'), designs: await bodies('designs'),
        forms: await bodies('forms'), notices: await bodies('notices'), dataTables: await bodies('data_tables'),
      });
      for (const ref of refs) {
        await sql`INSERT INTO file_refs (id, file_id, body) VALUES (${ref.id}, ${ref.fileId}, ${JSON.stringify(ref)}::jsonb)`.execute(db);
      }
    },
  },
  // Issue 37: a pending instance's next timer, indexed, so the timer clock reads only the instances due by now (it
  // read every pending one, every 2 s); computed here for what is stored (the rule of every later save).
  '0005_instances_due_at': {
    async up(db) {
      await sql.raw('ALTER TABLE instances ADD COLUMN due_at text COLLATE "C"').execute(db);
      await sql.raw('CREATE INDEX instances_due_at ON instances (due_at)').execute(db);
      const pending = await sql<{ id: string; body: unknown }>`SELECT id, body FROM instances WHERE status = 'pending'`.execute(db);
      for (const row of pending.rows) {
        const body = (typeof row.body === 'string' ? JSON.parse(row.body) : row.body) as InstanceRow;
        const dueAt = dueAtOf(body);
        if (dueAt === undefined) continue;
        await sql`UPDATE instances SET due_at = ${dueAt}, body = ${JSON.stringify({ ...body, dueAt })}::jsonb WHERE id = ${row.id}`.execute(db);
      }
    },
  },
  // Issue 37: a version per shared table (the organisation, flows, designs, forms, settings), moved by every
  // transaction that writes the table, so a process may keep their answers between transactions (shared-reads.ts).
  '0006_table_versions': {
    async up(db) {
      await sql.raw('CREATE TABLE table_versions (name text COLLATE "C" PRIMARY KEY, version bigint NOT NULL)').execute(db);
    },
  },
};

const FILE_REFS_0004 = `
CREATE TABLE file_refs (
  id text COLLATE "C" NOT NULL,
  file_id text COLLATE "C",
  body jsonb NOT NULL,
  PRIMARY KEY (id)
);
CREATE INDEX file_refs_file_id ON file_refs (file_id);
`;

/** 消息中心 (issue 40): one stored notice per person per event; the mails and robot posts planned with them. */
const INBOX_0002 = `
CREATE TABLE inbox (
  id text COLLATE "C" NOT NULL,
  user_id text COLLATE "C",
  created_at text COLLATE "C",
  body jsonb NOT NULL,
  PRIMARY KEY (id)
);
CREATE INDEX inbox_user_id_created_at ON inbox (user_id, created_at);
CREATE TABLE deliveries (
  id text COLLATE "C" NOT NULL,
  status text COLLATE "C",
  due text COLLATE "C",
  instance_id text COLLATE "C",
  body jsonb NOT NULL,
  PRIMARY KEY (id)
);
CREATE INDEX deliveries_status_due ON deliveries (status, due);
CREATE INDEX deliveries_instance_id ON deliveries (instance_id);
`;

/** One statement per call: PGlite's extended protocol takes one at a time. */
function statementsOf(script: string): string[] {
  return script.split(/;\s*\n/).map((s) => s.replace(/^\s*--.*$/gm, '').trim()).filter(Boolean);
}

const TABLES_0001 = `
CREATE TABLE meta (
  key text COLLATE "C" NOT NULL,
  body jsonb NOT NULL,
  PRIMARY KEY (key)
);
CREATE TABLE users (
  id text COLLATE "C" NOT NULL,
  department_id text COLLATE "C",
  identity text COLLATE "C",
  body jsonb NOT NULL,
  PRIMARY KEY (id)
);
CREATE INDEX users_department_id ON users (department_id);
CREATE INDEX users_identity ON users (identity);
CREATE TABLE depts (
  id text COLLATE "C" NOT NULL,
  parent_id text COLLATE "C",
  body jsonb NOT NULL,
  PRIMARY KEY (id)
);
CREATE INDEX depts_parent_id ON depts (parent_id);
CREATE TABLE roles (
  id text COLLATE "C" NOT NULL,
  body jsonb NOT NULL,
  PRIMARY KEY (id)
);
CREATE TABLE categories (
  id text COLLATE "C" NOT NULL,
  body jsonb NOT NULL,
  PRIMARY KEY (id)
);
CREATE TABLE models (
  id text COLLATE "C" NOT NULL,
  category_id text COLLATE "C",
  body jsonb NOT NULL,
  PRIMARY KEY (id)
);
CREATE INDEX models_category_id ON models (category_id);
CREATE TABLE designs (
  model_id text COLLATE "C",
  version integer NOT NULL,
  body jsonb NOT NULL,
  PRIMARY KEY (model_id, version)
);
CREATE INDEX designs_model_id ON designs (model_id);
CREATE TABLE forms (
  id text COLLATE "C" NOT NULL,
  updated_at text COLLATE "C",
  body jsonb NOT NULL,
  PRIMARY KEY (id)
);
CREATE INDEX forms_updated_at ON forms (updated_at);
CREATE TABLE instances (
  id text COLLATE "C" NOT NULL,
  applicant_id text COLLATE "C",
  created_at text COLLATE "C",
  status text COLLATE "C",
  model_id text COLLATE "C",
  body jsonb NOT NULL,
  PRIMARY KEY (id)
);
CREATE INDEX instances_applicant_id_created_at ON instances (applicant_id, created_at);
CREATE INDEX instances_status_created_at ON instances (status, created_at);
CREATE INDEX instances_created_at ON instances (created_at);
CREATE INDEX instances_model_id ON instances (model_id);
CREATE TABLE tasks (
  id text COLLATE "C" NOT NULL,
  user_id text COLLATE "C",
  status text COLLATE "C",
  created_at text COLLATE "C",
  instance_id text COLLATE "C",
  body jsonb NOT NULL,
  PRIMARY KEY (id)
);
CREATE INDEX tasks_user_id_status_created_at ON tasks (user_id, status, created_at);
CREATE INDEX tasks_instance_id ON tasks (instance_id);
CREATE TABLE ccs (
  id text COLLATE "C" NOT NULL,
  user_id text COLLATE "C",
  created_at text COLLATE "C",
  instance_id text COLLATE "C",
  body jsonb NOT NULL,
  PRIMARY KEY (id)
);
CREATE INDEX ccs_user_id_created_at ON ccs (user_id, created_at);
CREATE INDEX ccs_instance_id ON ccs (instance_id);
CREATE TABLE uploads (
  id text COLLATE "C" NOT NULL,
  body jsonb NOT NULL,
  PRIMARY KEY (id)
);
CREATE TABLE apis (
  id text COLLATE "C" NOT NULL,
  body jsonb NOT NULL,
  PRIMARY KEY (id)
);
CREATE TABLE form_values (
  id text COLLATE "C" NOT NULL,
  body jsonb NOT NULL,
  PRIMARY KEY (id)
);
CREATE TABLE notice_modes (
  model_id text COLLATE "C" NOT NULL,
  body jsonb NOT NULL,
  PRIMARY KEY (model_id)
);
CREATE TABLE list_form_items (
  model_id text COLLATE "C" NOT NULL,
  body jsonb NOT NULL,
  PRIMARY KEY (model_id)
);
CREATE TABLE expressions (
  id text COLLATE "C" NOT NULL,
  body jsonb NOT NULL,
  PRIMARY KEY (id)
);
CREATE TABLE schools (
  id text COLLATE "C" NOT NULL,
  body jsonb NOT NULL,
  PRIMARY KEY (id)
);
CREATE TABLE notices (
  id text COLLATE "C" NOT NULL,
  created_at text COLLATE "C",
  body jsonb NOT NULL,
  PRIMARY KEY (id)
);
CREATE INDEX notices_created_at ON notices (created_at);
CREATE TABLE operation_logs (
  id text COLLATE "C" NOT NULL,
  at text COLLATE "C",
  body jsonb NOT NULL,
  PRIMARY KEY (id)
);
CREATE INDEX operation_logs_at ON operation_logs (at);
CREATE TABLE data_tables (
  id text COLLATE "C" NOT NULL,
  body jsonb NOT NULL,
  PRIMARY KEY (id)
);
CREATE TABLE idempotency (
  key text COLLATE "C" NOT NULL,
  body jsonb NOT NULL,
  PRIMARY KEY (key)
);
CREATE TABLE settings (
  key text COLLATE "C" NOT NULL,
  body jsonb NOT NULL,
  PRIMARY KEY (key)
);
-- No foreign keys between record tables: the Store port lets a write put a task before its instance and a
-- backup hold any records, and all three stores must answer alike (the contract suite).
-- Uploaded bytes live in Blobs (files named by their content hash); the row keeps the metadata and the hash.
CREATE TABLE blob_refs (
  hash text COLLATE "C" PRIMARY KEY,
  size bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
`;

const TABLES_0002 = `
CREATE TABLE accounts (
  username text COLLATE "C" NOT NULL,
  user_id text COLLATE "C" NOT NULL,
  password_hash text NOT NULL,
  disabled boolean NOT NULL DEFAULT false,
  default_password boolean NOT NULL DEFAULT false,
  PRIMARY KEY (username)
);
CREATE INDEX accounts_user_id ON accounts (user_id);
-- A session is named by the SHA-256 of its cookie's token; times are epoch milliseconds.
CREATE TABLE sessions (
  key text COLLATE "C" NOT NULL,
  username text COLLATE "C" NOT NULL,
  created_at double precision NOT NULL,
  last_seen_at double precision NOT NULL,
  PRIMARY KEY (key)
);
CREATE INDEX sessions_username ON sessions (username);
CREATE TABLE login_failures (
  id bigserial PRIMARY KEY,
  key text COLLATE "C" NOT NULL,
  at double precision NOT NULL
);
CREATE INDEX login_failures_key_at ON login_failures (key, at);
`;
