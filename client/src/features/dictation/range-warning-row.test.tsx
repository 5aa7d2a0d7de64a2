import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { rangeWarning } from '@shared/src/tags/field-range'
import { MatchedTagsPanel } from './MatchedTagsPanel'
import { allKeys, editValue, toRows, type MatchRow } from './matched-tags'

afterEach(cleanup)

const ranges: Record<string, { dimension: 'mass'; unit: string; rangeMin: number; rangeMax: number }> = {
  heart: { dimension: 'mass', unit: 'g', rangeMin: 150, rangeMax: 700 },
}
const warningOf = (row: MatchRow) => (ranges[row.id] ? rangeWarning(ranges[row.id], row.value) : null)

function Harness() {
  const initial = toRows([
    { id: 'heart', name: 'heart_weight', value: '1350 g', location: 'the heart weighs 1350 grams', confidence: 0.9 },
    { id: 'eyes', name: 'eye_colour', value: 'brown', location: 'eyes brown', confidence: 0.7 },
  ])
  const [rows, setRows] = useState(initial)
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => allKeys(initial))
  return <MatchedTagsPanel rows={rows} selected={selected} onSelect={setSelected} onEditValue={(k, v) => setRows((r) => editValue(r, k, v))} warningOf={warningOf} />
}

describe('matched tags panel: plausible range', () => {
  it('shows the warning on an out-of-range value, keeps it selected and filled, and clears it once corrected', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const heart = screen.getByLabelText('Value for heart_weight')
    expect(heart).toHaveValue('1350 g')
    expect(heart).toHaveAccessibleDescription('Outside the plausible range 150–700 g')
    expect(heart).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Select heart_weight')).toBeChecked()
    expect(screen.getByLabelText('Value for eye_colour')).not.toHaveAttribute('aria-invalid')
    await user.clear(heart)
    await user.type(heart, '350 g')
    expect(screen.queryByText('Outside the plausible range 150–700 g')).not.toBeInTheDocument()
    expect(heart).not.toHaveAttribute('aria-invalid')
  }, 30_000)
})
