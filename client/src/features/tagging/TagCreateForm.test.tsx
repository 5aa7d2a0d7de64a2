import { act, cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ADMIN_TEXTS } from '@shared/src/admin/admin-texts'
import { resetToasts } from '../../components/toast/toast-store'
import { renderInApp } from '../../../../test/harness/render-in-app'
import { TagCreateForm } from './TagCreateForm'

afterEach(() => {
  cleanup()
  act(() => resetToasts())
})

const setup = async () => {
  const onCreated = vi.fn()
  renderInApp(() => <TagCreateForm categories={['Organ weights']} onCreated={onCreated} />)
  await screen.findByRole('form', { name: 'Create tag' })
  return { user: userEvent.setup(), onCreated }
}

describe('the editor’s tag create form', () => {
  it('keeps Create disabled while the name is blank (the spec), and marks and focuses a bad colour on submit', async () => {
    const { user, onCreated } = await setup()
    const create = screen.getByRole('button', { name: 'Create and apply' })
    expect(create).toBeDisabled()
    await user.type(screen.getByLabelText('Name'), 'spleen weight')
    const colour = screen.getByLabelText('Colour')
    await user.clear(colour)
    await user.type(colour, 'red')
    await user.click(screen.getByLabelText('Description'))
    await user.click(create)
    expect(onCreated).not.toHaveBeenCalled()
    expect(colour).toHaveFocus()
    expect(colour).toHaveAttribute('aria-invalid', 'true')
    expect(colour).toHaveAccessibleDescription(ADMIN_TEXTS.tagColorFormat)
  })

  it('opens the closed field-type section to focus the field at fault there', async () => {
    const { user, onCreated } = await setup()
    await user.type(screen.getByLabelText('Name'), 'spleen weight')
    // Open the section, choose a measurement without a dimension, close it again.
    const summary = screen.getByText('Field type (optional)')
    await user.click(summary)
    await user.selectOptions(screen.getByLabelText('Kind'), 'measurement')
    await user.click(summary)
    expect(summary.closest('details')).not.toHaveAttribute('open')
    await user.click(screen.getByRole('button', { name: 'Create and apply' }))
    expect(onCreated).not.toHaveBeenCalled()
    expect(summary.closest('details')).toHaveAttribute('open')
    const dimension = screen.getByLabelText('Dimension')
    expect(dimension).toHaveFocus()
    expect(dimension).toHaveAttribute('aria-invalid', 'true')
    expect(dimension).toHaveAccessibleDescription('A measurement needs a dimension')
  })
})
