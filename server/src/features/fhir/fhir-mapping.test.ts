import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FHIR_ELEMENT_KEYS, FHIR_TEXTS } from '@shared/src/fhir/elements'
import { createTestApp, signedIn, type TestApp } from '../../../../test/harness/app'
import { rest } from '../../../../test/harness/requests'
import { SEED_FHIR_MAPPING, seedFhirMappings } from '../../seed/fhir-mappings'
import { seedReferenceContent } from '../../seed/seed'
import { createTestDb } from '../../../../test/harness/db'

let ta: TestApp
beforeAll(async () => {
  ta = await createTestApp()
})
afterAll(() => ta.close())

const newTag = async (identifier: string, shared = true) =>
  (await ta.t.db.insertInto('tags').values({ identifier, name: identifier, shared, createdBy: null, category: null }).returning('id').executeTakeFirstOrThrow()).id

describe('the FHIR mapping (Admin)', () => {
  it('lists every element in order, maps and clears one over tRPC and REST, and audits each change in words', async () => {
    const admin = await signedIn(ta, 'super')
    const family = await newTag('decedent_surname')
    const before = await admin.trpc.fhir.mappings.list()
    expect(before.map((r) => r.key)).toEqual([...FHIR_ELEMENT_KEYS])
    expect(before.filter((r) => r.required).map((r) => r.key)).toEqual(['caseNumber', 'sex'])

    const after = await admin.trpc.fhir.mappings.set({ element: 'familyName', tagId: family })
    expect(after.find((r) => r.key === 'familyName')?.tag).toEqual({ id: family, identifier: 'decedent_surname', name: 'decedent_surname' })
    const viaRest = await rest(ta, admin.cookie, 'GET', '/api/admin/fhir-mappings')
    expect(viaRest.status).toBe(200)
    expect(viaRest.body).toEqual(after)

    const cleared = await rest(ta, admin.cookie, 'PATCH', '/api/admin/fhir-mappings/familyName', { tagId: null })
    expect(cleared.status).toBe(200)
    expect((cleared.body as typeof after).find((r) => r.key === 'familyName')?.tag).toBeNull()

    const log = await admin.trpc.admin.audit.list({ action: 'admin.fhir_mapping.update', limit: 2 })
    expect(log.map((e) => e.summary)).toEqual(["cleared the FHIR mapping of 'Decedent family name'", "mapped FHIR element 'Decedent family name' to tag 'decedent_surname'"])
  })

  it('refuses other users, unknown elements, missing and private tags with clear errors', async () => {
    const admin = await signedIn(ta, 'super')
    const free = await signedIn(ta, 'free')
    const shared = await newTag('some_field')
    expect((await rest(ta, free.cookie, 'GET', '/api/admin/fhir-mappings')).status).toBe(403)
    expect((await rest(ta, free.cookie, 'PATCH', '/api/admin/fhir-mappings/sex', { tagId: shared })).status).toBe(403)
    await expect(free.trpc.fhir.mappings.set({ element: 'sex', tagId: shared })).rejects.toMatchObject({ code: 'FORBIDDEN' })

    const unknown = await rest(ta, admin.cookie, 'PATCH', '/api/admin/fhir-mappings/shoeSize', { tagId: shared })
    expect(unknown).toMatchObject({ status: 400, body: { message: FHIR_TEXTS.unknownElement } })
    const notUuid = await rest(ta, admin.cookie, 'PATCH', '/api/admin/fhir-mappings/sex', { tagId: 'sex' })
    expect(notUuid).toMatchObject({ status: 400, body: { message: FHIR_TEXTS.tagNotFound } })
    const gone = await rest(ta, admin.cookie, 'PATCH', '/api/admin/fhir-mappings/sex', { tagId: '00000000-0000-4000-8000-000000000000' })
    expect(gone).toMatchObject({ status: 404, body: { message: FHIR_TEXTS.tagNotFound } })
    const privateTag = await newTag('my_own_field', false)
    await expect(admin.trpc.fhir.mappings.set({ element: 'sex', tagId: privateTag })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: FHIR_TEXTS.tagNotShared })
    const garbage = await ta.app.inject({ method: 'PATCH', url: '/api/admin/fhir-mappings/sex', headers: { cookie: admin.cookie, 'content-type': 'application/json' }, payload: '{nope' })
    expect(garbage.statusCode).toBe(400)
  })

  it('clears an element when its tag is deleted', async () => {
    const admin = await signedIn(ta, 'super')
    const tag = await newTag('date_of_birth')
    await admin.trpc.fhir.mappings.set({ element: 'birthDate', tagId: tag })
    await ta.t.db.deleteFrom('tags').where('id', '=', tag).execute()
    expect((await admin.trpc.fhir.mappings.list()).find((r) => r.key === 'birthDate')?.tag).toBeNull()
  })
})

describe('seedFhirMappings', () => {
  it('maps the tags the seeded templates hold, once, and leaves an edited mapping alone', async () => {
    const t = await createTestDb()
    try {
      await seedReferenceContent(t.db)
      expect(await seedFhirMappings(t.db)).toBe(4)
      const rows = await t.db.selectFrom('fhirMappings').innerJoin('tags', 'tags.id', 'fhirMappings.tagId').select(['element', 'identifier']).orderBy('element').execute()
      expect(rows).toEqual([
        { element: 'caseNumber', identifier: 'case_number' },
        { element: 'causeOfDeath', identifier: 'cause_of_death' },
        { element: 'mannerOfDeath', identifier: 'manner_of_death' },
        { element: 'sex', identifier: 'sex' },
      ])
      // Every mapped tag is a field of at least one seeded template.
      const templates = JSON.stringify(await t.db.selectFrom('templates').select('chapters').execute())
      for (const identifier of Object.values(SEED_FHIR_MAPPING)) expect(templates, identifier).toContain(`data-tag-name=\\"${identifier}\\"`)
      await t.db.deleteFrom('fhirMappings').where('element', '=', 'sex').execute()
      expect(await seedFhirMappings(t.db)).toBe(0)
    } finally {
      await t.drop()
    }
  })
})
