import { act, cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { SIGNING_TEXTS } from '@shared/src/reports/signing'
import { resetToasts } from '../../components/toast/toast-store'
import { renderInApp } from '../../../../test/harness/render-in-app'
import { AddendumDialog } from './AddendumDialog'
import { SignDialog } from './SignDialog'

afterEach(() => {
  cleanup()
  act(() => resetToasts())
})

describe('signing dialogs: the field at fault is marked, described and focused before anything is sent', () => {
  it('Sign report: a missing password', async () => {
    const user = userEvent.setup()
    renderInApp(() => <SignDialog reportId="00000000-0000-4000-8000-000000000001" open onOpenChange={() => {}} version={1} />)
    const dialog = await screen.findByRole('dialog', { name: 'Sign report' })
    const sign = screen.getByRole('button', { name: 'Sign and lock' })
    // The unfilled-fields check cannot reach a server here; once it has given up, signing is offered.
    await waitFor(() => expect(sign).toBeEnabled(), { timeout: 10_000 })
    await user.click(sign)
    const password = screen.getByLabelText('Your password')
    expect(password).toHaveFocus()
    expect(password).toHaveAttribute('aria-invalid', 'true')
    expect(password).toHaveAccessibleDescription(SIGNING_TEXTS.passwordRequired)
    expect(dialog).toContainElement(screen.getByText(SIGNING_TEXTS.passwordRequired))
    await user.type(password, 'x')
    expect(password).not.toHaveAttribute('aria-invalid')
  })

  it('Add addendum: every missing field is marked, the first is focused', async () => {
    const user = userEvent.setup()
    renderInApp(() => <AddendumDialog reportId="00000000-0000-4000-8000-000000000001" open onOpenChange={() => {}} />)
    await screen.findByRole('dialog', { name: 'Add addendum' })
    await user.type(screen.getByLabelText('Your password'), 'secret')
    await user.click(screen.getByRole('button', { name: 'Sign and add' }))
    const text = screen.getByLabelText('Addendum')
    const reason = screen.getByLabelText('Reason')
    expect(text).toHaveFocus()
    expect(text).toHaveAttribute('aria-invalid', 'true')
    expect(text).toHaveAccessibleDescription(SIGNING_TEXTS.textRequired)
    expect(reason).toHaveAttribute('aria-invalid', 'true')
    expect(reason).toHaveAccessibleDescription(SIGNING_TEXTS.reasonRequired)
    expect(screen.getByLabelText('Your password')).not.toHaveAttribute('aria-invalid')
    await user.type(text, 'Toxicology: ethanol 0.8 g/L.')
    await user.click(screen.getByRole('button', { name: 'Sign and add' }))
    expect(reason).toHaveFocus()
    expect(text).not.toHaveAttribute('aria-invalid')
  })
})
