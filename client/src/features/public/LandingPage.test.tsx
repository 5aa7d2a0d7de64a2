import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { resetToasts } from '../../components/toast/toast-store'
import { renderInApp } from '../../../../test/harness/render-in-app'
import { ContactPage } from './ContactPage'
import { LandingPage } from './LandingPage'

afterEach(() => {
  cleanup()
  act(() => resetToasts())
})

const renderLanding = async () => {
  renderInApp(() => <LandingPage />)
  await screen.findByRole('heading', { level: 1 })
  return userEvent.setup()
}

describe('LandingPage', () => {
  it('has the hero promises, Get Demo to /login, and Sign in / Sign up in its header', async () => {
    await renderLanding()
    for (const promise of ['Forensic templates', 'Time-saving content suggestions', 'Voice dictation', 'Built for forensic professionals']) {
      expect(screen.getAllByText(promise).length).toBeGreaterThan(0)
    }
    expect(screen.getByRole('link', { name: 'Get Demo' })).toHaveAttribute('href', '/login')
    const header = screen.getByRole('banner')
    expect(within(header).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login')
    expect(within(header).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup')
  })

  it('has the Features, About Us, timeline, waitlist and contact sections', async () => {
    await renderLanding()
    for (const name of ['Features', 'About Us', 'Development timeline', 'Join Waitlist', 'Send Us a Message']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument()
    }
    expect(document.getElementById('contact')).toContainElement(document.getElementById('contact-form'))
  })

  it('requires the waitlist email', async () => {
    const user = await renderLanding()
    const form = screen.getByRole('form', { name: 'Join Waitlist' })
    await user.type(within(form).getByLabelText(/Organization/), 'County Medical Examiner')
    await user.click(within(form).getByRole('button', { name: 'Join Waitlist' }))
    const t = await screen.findByRole('status')
    expect(t).toHaveTextContent('Please enter your email address to join the waitlist')
    expect(t).toHaveAttribute('data-variant', 'destructive')
  })

  it('requires every contact field', async () => {
    const user = await renderLanding()
    const form = screen.getByRole('form', { name: 'Send Us a Message' })
    await user.type(within(form).getByLabelText('Name'), 'Dr. Ana Ruiz')
    await user.type(within(form).getByLabelText('Email'), 'ana@example.org')
    await user.click(within(form).getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Please fill in all fields to send a message')
  })

  it('scrolls the contact form into view for #contact-form', async () => {
    // jsdom does not lay out pages, so it has no scrollIntoView; record the calls instead.
    const scrolled: string[] = []
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id)
    }
    try {
      renderInApp(() => <LandingPage />, '/#contact-form')
      await screen.findByRole('heading', { level: 1 })
      expect(scrolled).toContain('contact-form')
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView
    }
  })
})

describe('ContactPage', () => {
  it('reuses the landing content for signed-in users without sign-in links', async () => {
    renderInApp(() => <ContactPage />)
    await screen.findByRole('heading', { level: 1 })
    expect(screen.getByRole('form', { name: 'Send Us a Message' })).toHaveAttribute('id', 'contact-form')
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Open My Reports' })).toHaveAttribute('href', '/')
    // One header: the signed-in top bar; the landing page's own bar of links is not repeated under it.
    expect(screen.queryByRole('navigation', { name: 'Sections' })).toBeNull()
  })
})
