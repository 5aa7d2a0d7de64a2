import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, signedIn, type TestApp } from '../../../../test/harness/app'
import { auditActions, rest } from '../../../../test/harness/requests'

let ta: TestApp
let admin: Awaited<ReturnType<typeof signedIn>>
beforeAll(async () => {
  ta = await createTestApp()
  admin = await signedIn(ta, 'super')
})
afterAll(() => ta.close())

const activeOf = async (type: 'cleanup' | 'tag_identification') =>
  (await ta.deps.db.selectFrom('llmPrompts').select('name').where('promptType', '=', type).where('isActive', '=', true).execute()).map((r) => r.name)
const clearPrompts = () => ta.deps.db.deleteFrom('llmPrompts').execute()

describe('prompts', () => {
  it('creates with the spec defaults and validates name and text', async () => {
    await clearPrompts()
    const p = await admin.trpc.admin.prompts.create({ name: ' Cleanup v1 ', prompt: ' Clean the report. ' })
    expect(p).toMatchObject({ name: 'Cleanup v1', prompt: 'Clean the report.', description: null, promptType: 'cleanup', isActive: false, modelName: 'gpt-4o' })
    await expect(admin.trpc.admin.prompts.create({ name: '', prompt: 'x' })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Prompt name is required' })
    await expect(admin.trpc.admin.prompts.create({ name: 'x', prompt: '  ' })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Prompt text is required' })
    expect(await rest(ta, admin.cookie, 'POST', '/api/openai-prompts', { name: 'x' })).toMatchObject({ status: 400, body: { message: 'Prompt text is required' } })
    expect(await rest(ta, admin.cookie, 'POST', '/api/openai-prompts', { prompt: 'x' })).toMatchObject({ status: 400, body: { message: 'Prompt name is required' } })
    expect((await rest(ta, admin.cookie, 'POST', '/api/openai-prompts', { name: 'x', prompt: 'y', promptType: 'poetry' })).status).toBe(400)
    expect(await auditActions(ta, p.id)).toEqual(['admin.prompt.create'])
  })

  it('keeps exactly one active prompt per type: activating B deactivates A, not the other type', async () => {
    await clearPrompts()
    const a = await admin.trpc.admin.prompts.create({ name: 'A', prompt: 'a', isActive: true })
    const tagger = await admin.trpc.admin.prompts.create({ name: 'Tagger', prompt: 't', promptType: 'tag_identification', isActive: true, modelName: 'gemini-2.5-flash' })
    const res = await rest(ta, admin.cookie, 'POST', '/api/openai-prompts', { name: 'B', description: 'Second', prompt: 'b', promptType: 'cleanup', isActive: true, modelName: 'gpt-5' })
    expect(res).toMatchObject({ status: 201, body: { name: 'B', description: 'Second', isActive: true, modelName: 'gpt-5' } })
    expect(await activeOf('cleanup')).toEqual(['B'])
    expect(await activeOf('tag_identification')).toEqual(['Tagger'])

    expect(await admin.trpc.admin.prompts.update({ id: a.id, isActive: true })).toMatchObject({ isActive: true })
    expect(await activeOf('cleanup')).toEqual(['A'])
    // Moving an active prompt to the other type takes over that type.
    expect((await rest(ta, admin.cookie, 'PATCH', `/api/openai-prompts/${a.id}`, { promptType: 'tag_identification' })).status).toBe(200)
    expect(await activeOf('tag_identification')).toEqual(['A'])
    expect(await activeOf('cleanup')).toEqual([])
    expect(await auditActions(ta, tagger.id)).toEqual(['admin.prompt.create'])
    expect(await auditActions(ta, a.id)).toEqual(['admin.prompt.create', 'admin.prompt.update', 'admin.prompt.update'])
  })

  it('keeps one active prompt when several are activated at once', async () => {
    await clearPrompts()
    const prompts = await Promise.all(['P1', 'P2', 'P3', 'P4', 'P5'].map((name) => admin.trpc.admin.prompts.create({ name, prompt: name })))
    const results = await Promise.allSettled(prompts.map((p) => admin.trpc.admin.prompts.update({ id: p.id, isActive: true })))
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled'])
    expect(await activeOf('cleanup')).toHaveLength(1)
    const created = await Promise.allSettled(['N1', 'N2', 'N3'].map((name) => admin.trpc.admin.prompts.create({ name, prompt: name, isActive: true })))
    expect(created.every((r) => r.status === 'fulfilled')).toBe(true)
    expect(await activeOf('cleanup')).toHaveLength(1)
  })

  it('updates inline fields and deletes, through tRPC and REST', async () => {
    await clearPrompts()
    const p = await admin.trpc.admin.prompts.create({ name: 'Old', prompt: 'old', description: 'd' })
    const list = (await rest(ta, admin.cookie, 'GET', '/api/openai-prompts')).body
    expect(list).toEqual(await admin.trpc.admin.prompts.list())
    expect(list).toHaveLength(1)
    const updated = await admin.trpc.admin.prompts.update({ id: p.id, name: 'New', prompt: 'new', description: '', modelName: 'gpt-4o-mini' })
    expect(updated).toMatchObject({ name: 'New', prompt: 'new', description: null, modelName: 'gpt-4o-mini', isActive: false })
    await expect(admin.trpc.admin.prompts.update({ id: p.id, prompt: '' })).rejects.toMatchObject({ message: 'Prompt text is required' })
    expect(await rest(ta, admin.cookie, 'DELETE', `/api/openai-prompts/${p.id}`)).toEqual({ status: 200, body: { success: true } })
    expect(await admin.trpc.admin.prompts.list()).toEqual([])
    await expect(admin.trpc.admin.prompts.delete({ id: p.id })).rejects.toMatchObject({ code: 'NOT_FOUND' })
    expect(await auditActions(ta, p.id)).toEqual(['admin.prompt.create', 'admin.prompt.update', 'admin.prompt.delete'])
  })
})
