import { describe, expect, it } from 'vitest'
import type { InjuryModuleNode } from '@shared/src/reports/catalog.schema'
import { indentPx, moduleBadges, removeNode } from './module-tree'

const node = (id: string, children: InjuryModuleNode[] = [], extra: Partial<InjuryModuleNode> = {}): InjuryModuleNode => ({
  id,
  name: id,
  parentId: null,
  selectionType: 'radio',
  order: 1,
  allowMultipleInstances: false,
  maxInstances: 20,
  chapters: [],
  children,
  ...extra,
})

describe('module tree view', () => {
  it('removes a node with its whole subtree, at any depth', () => {
    const tree = [node('gunshot', [node('entry', [node('contact')]), node('exit')]), node('stab')]
    expect(removeNode(tree, 'entry')[0].children.map((c) => c.id)).toEqual(['exit'])
    expect(removeNode(tree, 'stab').map((n) => n.id)).toEqual(['gunshot'])
    expect(removeNode(tree, 'missing')).toEqual(tree)
  })

  it('indents 24 px per level plus 16 px', () => {
    expect([0, 1, 3].map(indentPx)).toEqual([16, 40, 88])
  })

  it('shows the selection, chapter count, order and multi-instance badges', () => {
    const chapter = { id: 'c', title: 'Wound', content: '', order: 1 }
    expect(moduleBadges(node('a', [], { parentId: 'p', order: 3, chapters: [chapter, chapter] }))).toEqual(['Radio Selection', '2 chapters', 'Order 3'])
    expect(moduleBadges(node('b', [], { parentId: 'p', allowMultipleInstances: true, maxInstances: 12, chapters: [chapter] }))).toEqual(['Radio Selection', '1 chapter', 'Order 1', 'Multi-instance (max: 12)'])
  })
})
