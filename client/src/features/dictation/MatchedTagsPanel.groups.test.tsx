import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ProposedInstance } from '@shared/src/jobs/events.schema'
import { MatchedTagsPanel } from './MatchedTagsPanel'
import { allKeys, toRows } from './matched-tags'
import { chooseInstance } from './instance-rows'

afterEach(cleanup)

const W1 = { chapterId: 'w1', instance: 'Sharp Force Injuries #1 — Stab Wound' }
const W2 = { chapterId: 'w2', instance: 'Sharp Force Injuries #2 — Stab Wound' }
const proposedInstance = { moduleId: 'sharp', typeId: 'stab', index: 3, instance: 'Sharp Force Injuries #3 — Stab Wound' }
const initial = toRows([
  { id: 'hw', name: 'heart_weight', value: '350 g', location: 'heart 350', confidence: 0.95 },
  { id: 'len', name: 'wound_length', value: '3 cm', location: 'stab wound one three centimetres', confidence: 0.9, ...W1 },
  { id: 'dep', name: 'wound_depth', value: '5 cm', location: 'five deep', confidence: 0.7, instanceChoices: [W1, W2] },
  { id: 'len', name: 'wound_length', value: '4 cm', location: 'stab wound three', confidence: 0.85, proposedInstance },
])

function Harness({ onAdd }: { onAdd(p: ProposedInstance): void }) {
  const [rows, setRows] = useState(initial)
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => allKeys(initial))
  return (
    <MatchedTagsPanel
      rows={rows}
      selected={selected}
      onSelect={setSelected}
      onEditValue={() => undefined}
      onChooseInstance={(key, chapterId) => setRows((r) => chooseInstance(r, key, chapterId))}
      onAddInstance={onAdd}
    />
  )
}

const groupNames = (label: string) => within(screen.getByRole('list', { name: label })).getAllByRole('listitem').map((li) => li.querySelector('label')!.textContent)

describe('matched tags grouped by injury instance', () => {
  it('shows a heading per instance with its own Select and Deselect, a picker for rows of several instances and the offer to add a missing one', async () => {
    const user = userEvent.setup()
    const added: ProposedInstance[] = []
    render(<Harness onAdd={(p) => added.push(p)} />)
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.firstChild!.textContent)).toEqual(['Other fields', W1.instance, proposedInstance.instance])
    expect(groupNames('Other fields')).toEqual(['heart_weight', 'wound_depth'])
    expect(screen.getByText('Choose the instance this value belongs to.')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: `Deselect all in ${W1.instance}` }))
    expect(screen.getByText('3 of 4 selected')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: `Select all in ${W1.instance}` }))
    expect(screen.getByText('4 of 4 selected')).toBeInTheDocument()

    await user.selectOptions(screen.getByLabelText('Instance for wound_depth'), 'w2')
    expect(groupNames(W2.instance)).toEqual(['wound_depth'])

    await user.click(screen.getByRole('button', { name: `Add ${proposedInstance.instance}` }))
    expect(added).toEqual([proposedInstance])

    await user.type(screen.getByLabelText('Search matched tags'), 'heart')
    expect(screen.getByRole('list', { name: 'Matched tags' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { level: 4 })).toBeNull()
  })
})
