import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { MAX_MODULE_DEPTH } from '@shared/src/constants'
import type { InjuryModuleNode } from '@shared/src/reports/catalog.schema'
import { ModuleRow } from './ModuleRow'

const node: InjuryModuleNode = {
  id: 'm1',
  name: 'Close range',
  parentId: 'p',
  selectionType: 'radio',
  order: 1,
  allowMultipleInstances: false,
  maxInstances: 20,
  chapters: [],
  children: [],
}
const row = (depth: number) =>
  render(
    <ul>
      <ModuleRow node={node} depth={depth} expanded={new Set()} onToggle={() => {}} form={null} onOpenForm={() => {}} onDelete={() => {}} renderForm={() => null} />
    </ul>,
  )

afterEach(cleanup)

describe('ModuleRow', () => {
  it(`offers Add Child down to level ${MAX_MODULE_DEPTH - 1} and explains why not at level ${MAX_MODULE_DEPTH}`, () => {
    row(MAX_MODULE_DEPTH - 2)
    expect(screen.getByRole('button', { name: 'Add child to Close range' })).toBeEnabled()
    cleanup()
    row(MAX_MODULE_DEPTH - 1)
    const add = screen.getByRole('button', { name: 'Add child to Close range' })
    expect(add).toBeDisabled()
    expect(add).toHaveAttribute('title', `Injury modules can nest at most ${MAX_MODULE_DEPTH} levels deep`)
  })
})
