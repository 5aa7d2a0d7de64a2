import { act, cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { resetToasts } from '../../components/toast/toast-store'
import { renderInApp } from '../../../../test/harness/render-in-app'
import { SignupPage } from './SignupPage'

afterEach(() => {
  cleanup()
  act(() => resetToasts())
})

const full = { Email: 'dr.ana@example.org', Username: 'aruiz', Password: 'forensic1', 'Confirm password': 'forensic1', 'Invitation code': 'INV-2024' }

async function fillAndSubmit(values: Partial<Record<keyof typeof full, string>>) {
  const user = userEvent.setup()
  renderInApp(() => <SignupPage />)
  await screen.findByRole('heading', { name: 'Create an account' })
  for (const [label, value] of Object.entries(values)) if (value) await user.type(screen.getByLabelText(label), value)
  await user.click(screen.getByRole('button', { name: 'Create Account' }))
  return screen.findByRole('status')
}

describe('SignupPage validation', () => {
  it('has every field of the spec, each labelled', async () => {
    renderInApp(() => <SignupPage />)
    await screen.findByRole('heading', { name: 'Create an account' })
    for (const label of Object.keys(full)) expect(screen.getByLabelText(label)).toBeInTheDocument()
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'password')
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login')
  })

  it.each(Object.keys(full))('requires %s', async (missing) => {
    const t = await fillAndSubmit({ ...full, [missing]: '' })
    expect(t).toHaveTextContent('Please fill in all fields including the invitation code')
    expect(t).toHaveAttribute('data-variant', 'destructive')
  })

  it('rejects a confirmation that differs', async () => {
    const t = await fillAndSubmit({ ...full, 'Confirm password': 'forensic2' })
    expect(t).toHaveTextContent('Password Mismatch')
    expect(t).toHaveTextContent('Passwords do not match')
    const confirm = screen.getByLabelText('Confirm password')
    expect(confirm).toHaveAttribute('aria-invalid', 'true')
    expect(confirm).toHaveAccessibleDescription(/Passwords do not match/)
    expect(confirm).toHaveFocus()
  })

  it('rejects a password shorter than 6 characters', async () => {
    const t = await fillAndSubmit({ ...full, Password: 'abc12', 'Confirm password': 'abc12' })
    expect(t).toHaveTextContent('Weak Password')
    expect(t).toHaveTextContent('Password must be at least 6 characters')
    // The hint and the problem both describe the password field.
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/At least 6 characters\..*Password must be at least 6 characters/)
    expect(screen.getByLabelText('Password')).toHaveFocus()
  })

  it('checks the match before the length', async () => {
    const t = await fillAndSubmit({ ...full, Password: 'abc', 'Confirm password': 'abd' })
    expect(t).toHaveTextContent('Passwords do not match')
  })
})
