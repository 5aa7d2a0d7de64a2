import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MatchedTagsPanel } from './MatchedTagsPanel'
import { allKeys, editValue, toRows } from './matched-tags'

afterEach(cleanup)

const initial = toRows([
  { id: 'a', name: 'heart_weight', value: '350 g', location: 'Heart weight three hundred and fifty grams', confidence: 0.92 },
  { id: 'b', name: 'liver_weight', value: '1650 g', location: 'liver sixteen fifty', confidence: 0.4 },
  { id: 'c', name: 'eye_colour', value: 'brown', location: 'eyes brown', confidence: 0.65 },
])

function Harness() {
  const [rows, setRows] = useState(initial)
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => allKeys(initial))
  return <MatchedTagsPanel rows={rows} selected={selected} onSelect={setSelected} onEditValue={(k, v) => setRows((r) => editValue(r, k, v))} />
}

const names = () => within(screen.getByRole('list', { name: 'Matched tags' })).getAllByRole('listitem').map((li) => li.querySelector('label')!.textContent)

describe('matched tags panel', () => {
  it('lists every match selected, by confidence, with level, percentage and a 30-character location', () => {
    render(<Harness />)
    expect(names()).toEqual(['heart_weight', 'eye_colour', 'liver_weight'])
    expect(screen.getByText('3 of 3 selected')).toBeInTheDocument()
    expect(screen.getByText('High 92%')).toBeInTheDocument()
    expect(screen.getByText('Medium 65%')).toBeInTheDocument()
    expect(screen.getByText('Low 40%')).toBeInTheDocument()
    expect(screen.getByText('“Heart weight three hundred and…”')).toBeInTheDocument()
  })

  it('sorts, filters, searches and selects only what is visible', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.selectOptions(screen.getByLabelText('Sort'), 'name')
    expect(names()).toEqual(['eye_colour', 'heart_weight', 'liver_weight'])
    await user.selectOptions(screen.getByLabelText('Show'), 'low')
    expect(names()).toEqual(['liver_weight'])
    await user.click(screen.getByRole('button', { name: 'Deselect Visible' }))
    expect(screen.getByText('2 of 3 selected')).toBeInTheDocument()
    await user.selectOptions(screen.getByLabelText('Show'), 'unselected')
    expect(names()).toEqual(['liver_weight'])
    await user.selectOptions(screen.getByLabelText('Show'), 'all')
    await user.type(screen.getByLabelText('Search matched tags'), 'weight')
    expect(names()).toEqual(['heart_weight', 'liver_weight'])
    await user.click(screen.getByRole('button', { name: 'Select Visible' }))
    expect(screen.getByText('3 of 3 selected')).toBeInTheDocument()
    await user.click(screen.getByLabelText('Select heart_weight'))
    expect(screen.getByText('2 of 3 selected')).toBeInTheDocument()
  })

  it('lets each value be edited before inserting', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const value = screen.getByLabelText('Value for heart_weight')
    await user.clear(value)
    await user.type(value, '355 g')
    expect(value).toHaveValue('355 g')
  })

  it('says when nothing was recognised', () => {
    render(<MatchedTagsPanel rows={[]} selected={new Set()} onSelect={() => undefined} onEditValue={() => undefined} />)
    expect(screen.getByText(/No fields were recognised/)).toBeInTheDocument()
  })
})
