import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EDITOR_DEFAULT_COLOR, TagFormDialog, type TagFormValues } from './TagForm'

afterEach(cleanup)

const blank: TagFormValues = { name: '', color: EDITOR_DEFAULT_COLOR, category: '', description: '' }

function renderForm(props: Partial<Parameters<typeof TagFormDialog>[0]> = {}) {
  const onSubmit = vi.fn()
  render(<TagFormDialog open onOpenChange={() => {}} mode="create" initial={blank} categories={['Organ weights', 'Wounds']} pending={false} onSubmit={onSubmit} {...props} />)
  return { onSubmit, user: userEvent.setup() }
}

describe('TagFormDialog', () => {
  it('keeps Create disabled while the name is blank, normalises it on blur and submits', async () => {
    const { onSubmit, user } = renderForm()
    const create = screen.getByRole('button', { name: 'Create Tag' })
    expect(create).toBeDisabled()
    expect(screen.getByLabelText('Colour')).toHaveValue('#3B82F6')
    await user.type(screen.getByLabelText('Name'), '   ')
    expect(create).toBeDisabled()
    await user.clear(screen.getByLabelText('Name'))
    await user.type(screen.getByLabelText('Name'), ' pleural  effusion volume ')
    await user.tab()
    expect(screen.getByLabelText('Name')).toHaveValue('pleural_effusion_volume')
    await user.type(screen.getByLabelText('Category'), 'Internal findings')
    await user.click(create)
    expect(onSubmit).toHaveBeenCalledWith({ name: 'pleural_effusion_volume', color: '#3B82F6', category: 'Internal findings', description: '' })
  })

  it('offers the existing categories as suggestions', () => {
    renderForm()
    const list = document.getElementById(screen.getByLabelText('Category').getAttribute('list')!)!
    expect([...list.querySelectorAll('option')].map((o) => o.value)).toEqual(['Organ weights', 'Wounds'])
  })

  it('shows the identifier read-only when editing and refuses a colour that is not #rrggbb', async () => {
    const { user } = renderForm({ mode: 'edit', identifier: 'heart_weight', initial: { ...blank, name: 'heart_weight' } })
    expect(screen.getByLabelText('Identifier')).toHaveAttribute('readonly')
    expect(screen.getByLabelText('Identifier')).toHaveValue('heart_weight')
    const update = screen.getByRole('button', { name: 'Update Tag' })
    expect(update).toBeEnabled()
    await user.clear(screen.getByLabelText('Colour'))
    await user.type(screen.getByLabelText('Colour'), 'blue')
    expect(update).toBeDisabled()
    expect(screen.getByText('Use #rrggbb')).toBeInTheDocument()
  })
})
