import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, signedIn, type TestApp } from '../../../../test/harness/app'
import { rest } from '../../../../test/harness/requests'

let ta: TestApp
let templateId: string
beforeAll(async () => {
  ta = await createTestApp()
  const t = await ta.deps.db
    .insertInto('templates')
    .values({ name: 'T', chapters: JSON.stringify([{ id: 'ext', title: 'External', content: '<p>Body</p>', order: 1 }]) })
    .returning('id')
    .executeTakeFirstOrThrow()
  templateId = t.id
})
afterAll(() => ta.close())

const span = (tagId: string, contentType: 'report' | 'template' | 'injury_module', contentId: string) => ({
  tagId,
  contentType,
  contentId,
  chapterId: 'ext',
  startPosition: 4,
  endPosition: 9,
  taggedText: '350 g',
})

describe('tagged content', () => {
  it('records a span of the caller\'s own report, through tRPC and REST', async () => {
    const s = await signedIn(ta, 'free')
    const tag = await s.trpc.tags.create({ name: 'heart weight' })
    const report = await s.trpc.reports.create({ title: 'Case', templateId })
    const { id } = await s.trpc.tags.tagContent({ ...span(tag.id, 'report', report.id) })
    const rowById = await ta.deps.db.selectFrom('taggedContent').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(rowById).toMatchObject({ tagId: tag.id, contentType: 'report', contentId: report.id, chapterId: 'ext', startPosition: 4, endPosition: 9, taggedText: '350 g', createdBy: s.user.id })
    const res = await rest(ta, s.cookie, 'POST', '/api/tagged-content', span(tag.id, 'report', report.id))
    expect(res).toMatchObject({ status: 201, body: { id: expect.any(String) } })
  })

  it('refuses someone else\'s report and leaves no row', async () => {
    const owner = await signedIn(ta, 'free')
    const other = await signedIn(ta, 'super')
    const tag = await owner.trpc.tags.create({ name: 'lung weight' })
    const report = await owner.trpc.reports.create({ title: 'Private case', templateId })
    await expect(other.trpc.tags.tagContent(span(tag.id, 'report', report.id))).rejects.toMatchObject({ code: 'NOT_FOUND' })
    expect((await rest(ta, other.cookie, 'POST', '/api/tagged-content', span(tag.id, 'report', report.id))).status).toBe(404)
    expect(await ta.deps.db.selectFrom('taggedContent').select('id').where('contentId', '=', report.id).execute()).toEqual([])
  })

  it('lets only super users tag template content; validates tag and positions', async () => {
    const free = await signedIn(ta, 'free')
    const admin = await signedIn(ta, 'super')
    const tag = await admin.trpc.tags.create({ name: 'body length' })
    await expect(free.trpc.tags.tagContent(span(tag.id, 'template', templateId))).rejects.toMatchObject({ code: 'FORBIDDEN' })
    expect(await admin.trpc.tags.tagContent(span(tag.id, 'template', templateId))).toEqual({ id: expect.any(String) })
    await expect(admin.trpc.tags.tagContent(span('00000000-0000-4000-8000-000000000000', 'template', templateId))).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Tag not found' })
    const backwards = await rest(ta, admin.cookie, 'POST', '/api/tagged-content', { ...span(tag.id, 'template', templateId), startPosition: 9, endPosition: 4 })
    expect(backwards).toMatchObject({ status: 400, body: { message: 'endPosition must not be before startPosition' } })
    expect((await rest(ta, admin.cookie, 'POST', '/api/tagged-content', { ...span(tag.id, 'template', templateId), contentType: 'spreadsheet' })).status).toBe(400)
  })
})
