import { chapter } from './chapters'
import type { InjuryModuleNode, Template } from '../../shared/src/reports/catalog.schema'

type Opts = Partial<Pick<InjuryModuleNode, 'allowMultipleInstances' | 'maxInstances' | 'selectionType' | 'chapters'>>

/** A tree node for tests; parent ids are filled in from the nesting. */
export function node(id: string, name: string, opts: Opts = {}, children: InjuryModuleNode[] = []): InjuryModuleNode {
  const n: InjuryModuleNode = {
    id,
    name,
    parentId: null,
    selectionType: opts.selectionType ?? 'radio',
    order: 1,
    allowMultipleInstances: opts.allowMultipleInstances ?? false,
    maxInstances: opts.maxInstances ?? 20,
    chapters: opts.chapters ?? [chapter(`${id}-c1`, name)],
    children,
  }
  for (const c of children) c.parentId = id
  return n
}

/** A small tree shaped like the seeded one: multi-instance modules with typed (and sub-typed) children. */
export const tree = (): InjuryModuleNode[] => [
  node('gsw', 'Gunshot Wounds', { allowMultipleInstances: true, maxInstances: 20 }, [
    node('entrance', 'Entrance Wound', { chapters: [chapter('ent-1', 'Entrance Wound', undefined, 1, [chapter('ent-1a', 'Margins'), chapter('ent-1b', 'Collar')]), chapter('ent-2', 'Wound Track')] }, [
      node('contact', 'Contact Range'),
      node('distant', 'Distant Range'),
    ]),
    node('exit', 'Exit Wound'),
    node('graze', 'Graze Wound'),
  ]),
  node('sharp', 'Sharp Force Injuries', { allowMultipleInstances: true, maxInstances: 3 }, [node('stab', 'Stab Wound'), node('incised', 'Incised Wound')]),
  node('asphyxia', 'Asphyxia', {}, [
    node('hanging', 'Hanging', {}, [node('full', 'Full Suspension'), node('partial', 'Partial Suspension')]),
    node('manual', 'Manual Strangulation'),
    node('photos', 'Photographs of the Neck', { selectionType: 'checkbox' }),
  ]),
  node('drowning', 'Drowning', { maxInstances: 0 }),
]

/** A template whose stored order differs from its array order, at both levels. */
export const template = (): Template => ({
  id: 'tpl',
  name: 'Full Forensic Autopsy',
  description: 'All cavities',
  chapters: [
    chapter('t2', 'Internal Examination', undefined, 2, [chapter('t2b', 'Organs', undefined, 2), chapter('t2a', 'Cavities')]),
    chapter('t1', 'External Examination'),
  ],
})
