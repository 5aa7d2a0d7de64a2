import { sql, type Insertable } from 'kysely'
import type { Db } from '@shared/node/db/connect'
import type { DB } from '@shared/node/db/types'

type NewReport = Insertable<DB['reports']>

// What the cards show comes from columns the report_card_facts trigger keeps (migration 0007): the list never reads
// the chapters. chapter_count is the one definition of a chapter count (README, Glossary): the top-level chapters.

// The selected modules in brief: the most specific picks. A module under a multi-instance module is an instance's
// type and is left out; a multi-instance module stands for its instances (counted by the trigger).
export const moduleBrief = sql<{ name: string; instances: number }[]>`case when reports.selected_injury_modules = '[]'::jsonb then '[]'::jsonb else (
  with recursive tree as (
    select m.id, m.parent_id, m.name, m.allow_multiple_instances, false as under_multi from injury_modules m where m.parent_id is null
    union all
    select c.id, c.parent_id, c.name, c.allow_multiple_instances, t.under_multi or t.allow_multiple_instances
    from injury_modules c join tree t on c.parent_id = t.id
  )
  select coalesce(jsonb_agg(jsonb_build_object(
    'name', t.name,
    'instances', case when t.allow_multiple_instances then coalesce((reports.module_instances ->> t.id::text)::int, 0) else 0 end
  ) order by s.ord), '[]'::jsonb)
  from jsonb_array_elements_text(reports.selected_injury_modules) with ordinality s(id, ord)
  join tree t on t.id::text = s.id
  where not t.under_multi
    and (t.allow_multiple_instances or not exists (
      select 1 from tree c where c.parent_id = t.id and not c.under_multi and reports.selected_injury_modules ? c.id::text
    ))
) end`

export const summaryColumns = ['reports.id', 'reports.title', 'reports.status', 'reports.version', 'reports.createdAt', 'reports.updatedAt', 'reports.signedAt'] as const

/** The owner's live reports, most recently edited first, with what their cards show: never chapter HTML. */
export const listReportsByOwner = (db: Db, ownerId: string) =>
  db
    .selectFrom('reports')
    .leftJoin('templates', 'templates.id', 'reports.templateId')
    .select([...summaryColumns, 'reports.chapterCount', 'templates.name as templateName', 'reports.caseNumber', moduleBrief.as('modules')])
    .where('reports.ownerId', '=', ownerId)
    .where('reports.deletedAt', 'is', null)
    .where('reports.status', '=', 'active')
    .orderBy('reports.updatedAt', 'desc')
    .orderBy('reports.createdAt', 'desc')
    .orderBy('reports.id')
    .execute()

/** The same list with the chapters, for the REST list of the spec. */
export const listReportsWithChaptersByOwner = (db: Db, ownerId: string) =>
  db
    .selectFrom('reports')
    .select([...summaryColumns, 'reports.chapters', 'reports.chapterCount'])
    .where('reports.ownerId', '=', ownerId)
    .where('reports.deletedAt', 'is', null)
    .where('reports.status', '=', 'active')
    .orderBy('reports.updatedAt', 'desc')
    .orderBy('reports.createdAt', 'desc')
    .orderBy('reports.id')
    .execute()

export const insertReport = (db: Db, report: NewReport) => db.insertInto('reports').values(report).returningAll().executeTakeFirstOrThrow()

export const updateReportTitle = (db: Db, id: string, title: string) =>
  db
    .updateTable('reports')
    .set({ title, updatedAt: new Date() })
    .where('id', '=', id)
    .returning(['id', 'title', 'status', 'version', 'createdAt', 'updatedAt', 'signedAt', 'chapterCount'])
    .executeTakeFirstOrThrow()

export const updateReportContent = (db: Db, id: string, v: { version: number; title: string; chapters: unknown[] }) =>
  db
    .updateTable('reports')
    .set({ version: v.version, title: v.title, chapters: JSON.stringify(v.chapters), updatedAt: new Date() })
    .where('id', '=', id)
    .returning(['version', 'updatedAt'])
    .executeTakeFirstOrThrow()

export const softDeleteReport = (db: Db, id: string) => db.updateTable('reports').set({ deletedAt: new Date() }).where('id', '=', id).execute()

export const insertRevision = (db: Db, r: { reportId: string; version: number; title: string; chapters: unknown[]; createdBy: string }) =>
  db.insertInto('reportRevisions').values({ ...r, chapters: JSON.stringify(r.chapters) }).execute()

/** A report's revisions, newest first, with the author's username. */
export const listRevisionsByReport = (db: Db, reportId: string) =>
  db
    .selectFrom('reportRevisions')
    .leftJoin('users', 'users.id', 'reportRevisions.createdBy')
    .select(['reportRevisions.version', 'reportRevisions.title', 'reportRevisions.createdAt', 'reportRevisions.createdBy', 'users.username'])
    .where('reportRevisions.reportId', '=', reportId)
    .orderBy('reportRevisions.version', 'desc')
    .execute()

export const findRevision = (db: Db, reportId: string, version: number) =>
  db.selectFrom('reportRevisions').selectAll().where('reportId', '=', reportId).where('version', '=', version).executeTakeFirst()
