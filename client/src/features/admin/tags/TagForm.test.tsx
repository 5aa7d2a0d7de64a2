import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EMPTY_FIELD_PROPERTIES } from '@shared/src/tags/field'
import { ADMIN_TEXTS } from '@shared/src/admin/admin-texts'
import { fieldTypeValuesOf } from '../../tagging/field-type-form'
import { EDITOR_DEFAULT_COLOR, TagFormDialog, type TagFormValues } from './TagForm'

afterEach(cleanup)

const blank: TagFormValues = { name: '', color: EDITOR_DEFAULT_COLOR, category: '', description: '', field: fieldTypeValuesOf() }

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
    expect(onSubmit).toHaveBeenCalledWith({ name: 'pleural_effusion_volume', color: '#3B82F6', category: 'Internal findings', description: '', ...EMPTY_FIELD_PROPERTIES })
  })

  it('offers the existing categories as suggestions', () => {
    renderForm()
    const list = document.getElementById(screen.getByLabelText('Category').getAttribute('list')!)!
    expect([...list.querySelectorAll('option')].map((o) => o.value)).toEqual(['Organ weights', 'Wounds'])
  })

  it('shows the identifier read-only when editing; a colour that is not #rrggbb is marked and focused on submit', async () => {
    const { onSubmit, user } = renderForm({ mode: 'edit', identifier: 'heart_weight', initial: { ...blank, name: 'heart_weight' } })
    expect(screen.getByLabelText('Identifier')).toHaveAttribute('readonly')
    expect(screen.getByLabelText('Identifier')).toHaveValue('heart_weight')
    const update = screen.getByRole('button', { name: 'Update Tag' })
    const colour = screen.getByLabelText('Colour')
    await user.clear(colour)
    await user.type(colour, 'blue')
    // Only a blank name disables Update (the spec); the colour's problem is shown at it as typed.
    expect(update).toBeEnabled()
    expect(colour).toHaveAccessibleDescription(ADMIN_TEXTS.tagColorFormat)
    await user.click(screen.getByLabelText('Category'))
    await user.click(update)
    expect(onSubmit).not.toHaveBeenCalled()
    expect(colour).toHaveFocus()
    expect(colour).toHaveAttribute('aria-invalid', 'true')
    expect(colour).toHaveAccessibleDescription(ADMIN_TEXTS.tagColorFormat)
    await user.clear(colour)
    await user.type(colour, '#22c55e')
    expect(colour).not.toHaveAttribute('aria-invalid')
    expect(colour).toHaveAccessibleDescription('Hex, e.g. #3B82F6')
    await user.click(update)
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'heart_weight', color: '#22c55e' }))
  })

  it('shows a refused save at the field the server names, focused; any other reason under the form', async () => {
    const taken = { message: 'A tag named "heart_weight" already exists.', data: { httpStatus: 409, details: { existingTag: { name: 'heart_weight' } } } }
    const { rerender } = render(<TagFormDialog open onOpenChange={() => {}} mode="create" initial={{ ...blank, name: 'heart_weight' }} categories={[]} pending={false} onSubmit={vi.fn()} error={taken} />)
    const name = screen.getByLabelText('Name')
    expect(name).toHaveFocus()
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription(`Spaces become underscores. ${taken.message}`)
    expect(screen.queryByRole('alert')).toBeNull()
    const unit = { message: 'Choose a unit of mass', data: { httpStatus: 400, details: { field: 'unit' } } }
    rerender(<TagFormDialog key="unit" open onOpenChange={() => {}} mode="create" initial={{ ...blank, name: 'heart_weight', field: { ...blank.field, kind: 'measurement', dimension: 'mass', unit: 'g' } }} categories={[]} pending={false} onSubmit={vi.fn()} error={unit} />)
    expect(screen.getByLabelText('Unit')).toHaveFocus()
    expect(screen.getByLabelText('Unit')).toHaveAccessibleDescription('Choose a unit of mass')
    const other = { message: 'Only the creator of this tag or a super user can edit it', data: { httpStatus: 403 } }
    rerender(<TagFormDialog key="other" open onOpenChange={() => {}} mode="create" initial={blank} categories={[]} pending={false} onSubmit={vi.fn()} error={other} />)
    expect(screen.getByRole('alert')).toHaveTextContent(other.message)
  })

  it('sends a typed measurement and shows each problem at its field', async () => {
    const { onSubmit, user } = renderForm({ initial: { ...blank, name: 'heart_weight' } })
    const create = screen.getByRole('button', { name: 'Create Tag' })
    await user.selectOptions(screen.getByLabelText('Kind'), 'measurement')
    expect(screen.getByLabelText('Dimension')).toHaveAccessibleDescription('A measurement needs a dimension')
    // Create stays enabled: pressing it puts the focus on the first field at fault.
    await user.click(create)
    expect(onSubmit).not.toHaveBeenCalled()
    expect(screen.getByLabelText('Dimension')).toHaveFocus()
    expect(screen.getByLabelText('Dimension')).toHaveAttribute('aria-invalid', 'true')
    await user.selectOptions(screen.getByLabelText('Dimension'), 'mass')
    expect(screen.getByLabelText('Unit')).toHaveValue('g')
    await user.type(screen.getByLabelText('Plausible minimum (g)'), '700')
    await user.type(screen.getByLabelText('Plausible maximum (g)'), '150')
    expect(screen.getByLabelText('Plausible maximum (g)')).toHaveAccessibleDescription('The range minimum must not be above its maximum')
    expect(screen.getByLabelText('Plausible maximum (g)')).toHaveAttribute('aria-invalid', 'true')
    await user.click(create)
    expect(screen.getByLabelText('Plausible maximum (g)')).toHaveFocus()
    expect(onSubmit).not.toHaveBeenCalled()
    await user.clear(screen.getByLabelText('Plausible minimum (g)'))
    await user.type(screen.getByLabelText('Plausible minimum (g)'), '150')
    await user.clear(screen.getByLabelText('Plausible maximum (g)'))
    await user.type(screen.getByLabelText('Plausible maximum (g)'), '700')
    await user.type(screen.getByLabelText('Synonyms'), 'Cardiac weight, heart')
    await user.click(create)
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'measurement', dimension: 'mass', unit: 'g', synonyms: ['cardiac weight', 'heart'], choices: [], rangeMin: 150, rangeMax: 700 }),
    )
  }, 30_000)

  it('asks a choice field for its allowed values', async () => {
    const { onSubmit, user } = renderForm({ initial: { ...blank, name: 'sclerae' } })
    await user.selectOptions(screen.getByLabelText('Kind'), 'choice')
    expect(screen.getByLabelText('Allowed values')).toHaveAccessibleDescription('A choice field needs at least one allowed value')
    await user.type(screen.getByLabelText('Allowed values'), 'clear, icteric')
    await user.click(screen.getByRole('button', { name: 'Create Tag' }))
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ kind: 'choice', choices: ['clear', 'icteric'], dimension: null, unit: null }))
  }, 30_000)
})
