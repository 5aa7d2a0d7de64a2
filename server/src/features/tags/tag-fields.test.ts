import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, signedIn, type TestApp } from '../../../../test/harness/app'
import { rest } from '../../../../test/harness/requests'

let ta: TestApp
beforeAll(async () => {
  ta = await createTestApp()
})
afterAll(() => ta.close())

describe('typed field properties of a tag (issue 10 item 1)', () => {
  it('stores and returns kind, dimension, unit, synonyms and range next to the spec fields, through tRPC and REST', async () => {
    const s = await signedIn(ta, 'normal')
    const tag = await s.trpc.tags.create({
      name: 'Heart weight',
      kind: 'measurement',
      dimension: 'mass',
      unit: 'grams',
      synonyms: [' Cardiac  Weight', 'cardiac weight', 'HEART', ''],
      rangeMin: 150,
      rangeMax: 700,
    })
    expect(tag).toMatchObject({ identifier: 'heart_weight', kind: 'measurement', dimension: 'mass', unit: 'g', choices: [], synonyms: ['cardiac weight', 'heart'], rangeMin: 150, rangeMax: 700 })
    const listed = (await rest(ta, s.cookie, 'GET', '/api/tags')).body.find((t: { id: string }) => t.id === tag.id)
    expect(listed).toEqual(tag)
    const row = await ta.deps.db.selectFrom('tags').selectAll().where('id', '=', tag.id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ kind: 'measurement', unit: 'g', synonyms: ['cardiac weight', 'heart'], rangeMin: 150, rangeMax: 700 })
  })

  it('fills a measurement\'s missing unit with its dimension default; a choice keeps its values as written', async () => {
    const s = await signedIn(ta, 'free')
    expect(await s.trpc.tags.create({ name: 'Liver length', kind: 'measurement', dimension: 'length' })).toMatchObject({ unit: 'cm' })
    expect(await s.trpc.tags.create({ name: 'Wound count', kind: 'measurement', dimension: 'count' })).toMatchObject({ unit: null })
    const sclerae = await s.trpc.tags.create({ name: 'Sclerae', kind: 'choice', choices: ['Clear', ' icteric ', 'clear', 'Congested'] })
    expect(sclerae).toMatchObject({ kind: 'choice', choices: ['Clear', 'icteric', 'Congested'], dimension: null, unit: null })
  })

  it('refuses inconsistent properties with a clear 400 naming the problem, through tRPC and REST', async () => {
    const s = await signedIn(ta, 'free')
    const bad: [Record<string, unknown>, string][] = [
      [{ kind: 'measurement', dimension: 'mass', unit: 'hours' }, 'Unit h is not a unit of mass'],
      [{ kind: 'measurement', dimension: 'mass', unit: 'furlongs' }, 'Unknown unit'],
      [{ kind: 'measurement' }, 'A measurement needs a dimension'],
      [{ kind: 'choice' }, 'A choice field needs at least one allowed value'],
      [{ kind: 'text', choices: ['a'] }, 'Allowed values apply to choice fields only'],
      [{ kind: 'text', dimension: 'mass' }, 'Dimension and unit apply to measurements only'],
      [{ kind: 'measurement', dimension: 'mass', rangeMin: 700, rangeMax: 150 }, 'The range minimum must not be above its maximum'],
      [{ kind: 'shape' }, 'Field type must be one of: measurement, choice, date, time, text'],
      [{ kind: 'measurement', dimension: 'mass', rangeMin: 'a lot' }, 'Range limits must be numbers'],
      [{ synonyms: Array.from({ length: 31 }, (_, i) => `s${i}`) }, 'At most 30 synonyms'],
    ]
    for (const [props, message] of bad) {
      expect(await rest(ta, s.cookie, 'POST', '/api/tags', { name: 'bad field', ...props })).toMatchObject({ status: 400, body: { message } })
    }
    await expect(s.trpc.tags.create({ name: 'x', kind: 'measurement', dimension: 'volume', unit: 'kg' })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Unit kg is not a unit of volume' })
    const names = (await s.trpc.tags.list()).map((t) => t.name)
    expect(names).not.toContain('bad_field')
  })

  it('updates properties against what is stored: a unit alone is checked with the stored dimension, a new kind drops the old kind\'s settings', async () => {
    const s = await signedIn(ta, 'free')
    const tag = await s.trpc.tags.create({ name: 'Brain weight', kind: 'measurement', dimension: 'mass', unit: 'g', rangeMin: 900, rangeMax: 1800 })
    expect(await s.trpc.tags.update({ id: tag.id, unit: 'kg', rangeMin: 0.9, rangeMax: 1.8 })).toMatchObject({ dimension: 'mass', unit: 'kg', rangeMin: 0.9, rangeMax: 1.8 })
    const refused = await rest(ta, s.cookie, 'PATCH', `/api/tags/${tag.id}`, { unit: 'cm' })
    expect(refused).toMatchObject({ status: 400, body: { message: 'Unit cm is not a unit of mass' } })
    expect(await s.trpc.tags.update({ id: tag.id, rangeMin: 1 })).toMatchObject({ rangeMin: 1, rangeMax: 1.8 })
    await expect(s.trpc.tags.update({ id: tag.id, rangeMin: 3 })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'The range minimum must not be above its maximum' })
    const text = await s.trpc.tags.update({ id: tag.id, kind: 'text', synonyms: ['cerebral weight'] })
    expect(text).toMatchObject({ kind: 'text', dimension: null, unit: null, rangeMin: null, rangeMax: null, synonyms: ['cerebral weight'] })
    expect(await s.trpc.tags.update({ id: tag.id, kind: null, synonyms: null })).toMatchObject({ kind: null, synonyms: [] })
  })
})
