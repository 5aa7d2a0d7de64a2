import type { Db } from '@shared/node/db/connect'
import { chapter } from './chapters'

export interface CatalogFixture {
  templateId: string
  modules: Record<'gsw' | 'entrance' | 'contact' | 'exit' | 'graze' | 'asphyxia' | 'hanging' | 'manual', string>
}

/** Inserts a template and a small injury module tree shaped like the seeded content, for tests. */
export async function insertCatalogFixture(db: Db): Promise<CatalogFixture> {
  const { id: templateId } = await db
    .insertInto('templates')
    .values({
      name: 'Test Autopsy',
      description: 'Fixture template',
      chapters: JSON.stringify([
        chapter('ext', 'External Examination'),
        chapter('int', 'Internal Examination', '<p>Cavities</p>', 2, [chapter('heart', 'Heart'), chapter('lungs', 'Lungs', undefined, 2)]),
      ]),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const add = async (name: string, parentId: string | null, sortOrder: number, extra: { allowMultipleInstances?: boolean; maxInstances?: number } = {}) =>
    (
      await db
        .insertInto('injuryModules')
        .values({ name, parentId, sortOrder, chapters: JSON.stringify([chapter(name.toLowerCase().replace(/\W+/g, '-'), name)]), ...extra })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
  // Inserted out of order on purpose: the tree must come back by sort order, then name.
  const asphyxia = await add('Asphyxia', null, 2)
  const gsw = await add('Gunshot Wounds', null, 1, { allowMultipleInstances: true, maxInstances: 20 })
  const graze = await add('Graze Wound', gsw, 3)
  const exit = await add('Exit Wound', gsw, 2)
  const entrance = await add('Entrance Wound', gsw, 1)
  const contact = await add('Contact Range', entrance, 1)
  const manual = await add('Manual Strangulation', asphyxia, 1)
  const hanging = await add('Hanging', asphyxia, 1)
  return { templateId, modules: { gsw, entrance, contact, exit, graze, asphyxia, hanging, manual } }
}
