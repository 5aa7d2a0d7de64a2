import { act, cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { resetToasts } from '../../components/toast/toast-store'
import { renderInApp } from '../../../../test/harness/render-in-app'
import { LoginPage } from './LoginPage'

afterEach(() => {
  cleanup()
  act(() => resetToasts())
})

const setup = async () => {
  const user = userEvent.setup()
  renderInApp(() => <LoginPage />)
  await screen.findByRole('heading', { name: 'Sign in' })
  return user
}

describe('LoginPage validation', () => {
  it('labels its fields and links to sign-up', async () => {
    await setup()
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email')
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password')
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup')
  })

  it('asks for both fields when both are empty', async () => {
    const user = await setup()
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    const t = await screen.findByRole('status')
    expect(t).toHaveTextContent('Missing Information')
    expect(t).toHaveTextContent('Please enter your email and password')
    expect(t).toHaveAttribute('data-variant', 'destructive')
  })

  it('marks the field at fault, says why under it and moves the focus there; typing clears the mark', async () => {
    const user = await setup()
    await user.type(screen.getByLabelText('Email'), 'dr.lee@example.org')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    await screen.findByRole('status')
    const password = screen.getByLabelText('Password')
    expect(password).toHaveAttribute('aria-invalid', 'true')
    expect(password).toHaveAccessibleDescription('Please enter your email and password')
    expect(password).toHaveFocus()
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid')
    await user.type(password, 's')
    expect(password).not.toHaveAttribute('aria-invalid')
    expect(password).not.toHaveAccessibleDescription()
  })

  it('asks again when only the email is given', async () => {
    const user = await setup()
    await user.type(screen.getByLabelText('Email'), 'dr.lee@example.org')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Please enter your email and password')
  })

  it('asks again when only the password is given (Enter submits)', async () => {
    const user = await setup()
    await user.type(screen.getByLabelText('Password'), 'secret-password{Enter}')
    expect(await screen.findByRole('status')).toHaveTextContent('Missing Information')
  })
})
