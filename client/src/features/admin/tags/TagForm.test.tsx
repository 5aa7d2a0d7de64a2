import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EMPTY_FIELD_PROPERTIES } from '@shared/src/tags/field'
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

  it('sends a typed measurement and shows each problem at its field', async () => {
    const { onSubmit, user } = renderForm({ initial: { ...blank, name: 'heart_weight' } })
    const create = screen.getByRole('button', { name: 'Create Tag' })
    await user.selectOptions(screen.getByLabelText('Kind'), 'measurement')
    expect(screen.getByLabelText('Dimension')).toHaveAccessibleDescription('A measurement needs a dimension')
    expect(create).toBeDisabled()
    await user.selectOptions(screen.getByLabelText('Dimension'), 'mass')
    expect(screen.getByLabelText('Unit')).toHaveValue('g')
    await user.type(screen.getByLabelText('Plausible minimum (g)'), '700')
    await user.type(screen.getByLabelText('Plausible maximum (g)'), '150')
    expect(screen.getByLabelText('Plausible maximum (g)')).toHaveAccessibleDescription('The range minimum must not be above its maximum')
    expect(screen.getByLabelText('Plausible maximum (g)')).toHaveAttribute('aria-invalid', 'true')
    expect(create).toBeDisabled()
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
