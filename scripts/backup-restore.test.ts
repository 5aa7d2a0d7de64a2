import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql, type Kysely } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createDb } from '@shared/node/db/connect'
import { dropDatabase } from '@shared/node/db/admin'
import type { DB } from '@shared/node/db/types'
import { createTestApp, signedIn, type TestApp } from '../test/harness/app'

// The three commands as an operator runs them (`npm run backup`, `restore`, `verify-signatures`), as
// child processes against a database of this file's own and a second one restored from its backup.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const PASSWORD = 'correct horse'
let ta: TestApp
let dir: string
let restoredUrl: string
let restored: Kysely<DB> | undefined
const restoredName = `autopsy_t_restored_${process.pid}_${Date.now().toString(36)}`

beforeAll(async () => {
  ta = await createTestApp()
  dir = mkdtempSync(path.join(os.tmpdir(), 'autopsy-backup-'))
  const url = new URL(ta.t.url)
  url.pathname = `/${restoredName}`
  restoredUrl = url.toString()
})
afterAll(async () => {
  await restored?.destroy()
  await dropDatabase(ta.t.url, restoredName)
  await ta?.close()
  rmSync(dir, { recursive: true, force: true })
})

const script = (name: string, args: string[], databaseUrl: string) =>
  new Promise<{ code: number; out: string }>((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', `${name}.ts`), ...args], { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl } }, (err, stdout, stderr) =>
      resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, out: `${stdout}${stderr}` }),
    )
  })

const chapters = [
  { id: 'ext', title: 'External Examination', order: 1, content: '<p>Height 176 cm.</p>' },
  {
    id: 'int',
    title: 'Internal Examination',
    order: 2,
    content: '<p>Organs in place.</p>',
    subChapters: [{ id: 'heart', title: 'Heart', order: 1, content: '<p>Weight 380 g.</p>' }],
  },
]

async function signedCase(title: string, addenda: number) {
  const s = await signedIn(ta, 'normal')
  const template = await ta.deps.db.insertInto('templates').values({ name: `T ${title}`, chapters: '[]' }).returning('id').executeTakeFirstOrThrow()
  const { id } = await s.trpc.reports.create({ title, templateId: template.id })
  await s.trpc.reports.save({ id, version: 1, chapters: [chapters[0]!] })
  await s.trpc.reports.save({ id, version: 2, chapters })
  await s.trpc.signing.sign({ id, password: PASSWORD })
  for (let i = 1; i <= addenda; i++) await s.trpc.signing.addAddendum({ id, text: `Correction ${i}.`, reason: `Reason ${i}`, password: PASSWORD })
  return id
}

/** Every row of every table in the public schema, in a stable order, as JSON. */
async function everyRow(db: Kysely<DB>): Promise<Record<string, string[]>> {
  const tables = await sql<{ name: string }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`.execute(db)
  const out: Record<string, string[]> = {}
  for (const { name } of tables.rows) {
    const rows = await sql<{ row: string }>`SELECT to_jsonb(t)::text AS row FROM ${sql.table(name)} t`.execute(db)
    out[name] = rows.rows.map((r) => r.row).sort()
  }
  return out
}

it('backs up, restores into a new database with every row equal and every signature verifying, and names a tampered chapter and addendum', { timeout: 180_000 }, async () => {
  const first = await signedCase('Case 2026-0601', 2)
  const second = await signedCase('Case 2026-0602', 1)
  const draft = await signedIn(ta, 'free')
  await draft.trpc.reports.create({ title: 'Unsigned draft', templateId: (await ta.deps.db.selectFrom('templates').select('id').executeTakeFirstOrThrow()).id })

  const backup = await script('backup', [dir], ta.t.url)
  expect(backup.code, backup.out).toBe(0)
  const files = readdirSync(dir)
  expect(files).toEqual([expect.stringMatching(/^autopsy_t_\w+-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.dump$/)])
  const file = path.join(dir, files[0]!)
  expect(backup.out).toContain(file)

  const restore = await script('restore', [file], restoredUrl)
  expect(restore.code, restore.out).toBe(0)
  restored = createDb(restoredUrl, 2)
  const before = await everyRow(ta.deps.db)
  const after = await everyRow(restored)
  expect(Object.keys(after)).toEqual(Object.keys(before))
  expect(before.report_addenda).toHaveLength(3)
  expect(before.audit_events!.length).toBeGreaterThan(5)
  expect(before.report_revisions!.length).toBeGreaterThanOrEqual(9)
  for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table])

  const verified = await script('verify-signatures', [], restoredUrl)
  expect([verified.code, verified.out.trim()]).toEqual([0, 'All signatures verify: 2 signed reports, 3 addenda.'])

  // A non-empty database is refused unless --replace is given, and left as it was.
  const refused = await script('restore', [file], restoredUrl)
  expect(refused.code).toBe(1)
  expect(refused.out).toContain(`The database "${restoredName}" is not empty`)

  // Tampering past the triggers (as a superuser can): one signed chapter, one addendum's text.
  await restored.transaction().execute(async (trx) => {
    await sql`SET LOCAL session_replication_role = replica`.execute(trx)
    await sql`UPDATE reports SET signed_content = jsonb_set(signed_content, '{chapters,1,subChapters,0,content}', '"<p>Weight 480 g.</p>"') WHERE id = ${first}`.execute(trx)
    await sql`UPDATE report_addenda SET text = 'Edited afterwards.' WHERE report_id = ${second}`.execute(trx)
  })
  const tampered = await script('verify-signatures', [], restoredUrl)
  expect(tampered.code).toBe(1)
  const lines = tampered.out.trim().split('\n')
  expect(lines).toHaveLength(3)
  expect(lines[0]).toMatch(new RegExp(`^MISMATCH report ${first} "Case 2026-0601": content hash differs: .*2\\.1 "Heart"$`))
  expect(lines[1]).toMatch(new RegExp(`^MISMATCH report ${second} "Case 2026-0602": addendum 1 \\(.+\\) hash differs`))
  expect(lines[2]).toBe('2 signature problem(s) in 2 report(s); checked 2 signed reports and 3 addenda.')
  // The original is untouched and still verifies.
  expect((await script('verify-signatures', [], ta.t.url)).code).toBe(0)

  // --replace restores the backup over the tampered copy.
  await restored.destroy()
  restored = undefined
  const replaced = await script('restore', [file, '--replace'], restoredUrl)
  expect(replaced.code, replaced.out).toBe(0)
  expect((await script('verify-signatures', [], restoredUrl)).code).toBe(0)
})
