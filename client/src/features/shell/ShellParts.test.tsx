import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { UsageStats } from '@shared/src/auth/auth.schema'
import { DemoBanner } from './DemoBanner'
import { InfoPopover } from './InfoPopover'
import { NotFoundPage } from './NotFoundPage'
import { QuotaBanner } from './QuotaBanner'
import { UsageCounters } from './UsageCounters'
import { renderInApp } from '../../../../test/harness/render-in-app'

// jsdom lacks ResizeObserver, which Radix's popper measures with; sizes do not matter here.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const stats = (tagsUsed: number, cleanupsUsed: number): UsageStats => ({
  tagMatches: { used: tagsUsed, limit: 50, remaining: 50 - tagsUsed },
  reportCleanups: { used: cleanupsUsed, limit: 50, remaining: 50 - cleanupsUsed },
  unlimited: false,
  resetsOn: '2025-07-01',
})

describe('UsageCounters', () => {
  it('shows used/limit for tag matches and report cleanups', () => {
    render(<UsageCounters stats={stats(12, 3)} />)
    expect(screen.getByTestId('usage-tagMatches')).toHaveTextContent('Tag matches12/50')
    expect(screen.getByTestId('usage-reportCleanups')).toHaveTextContent('Report cleanups3/50')
  })
  it('shows nothing for unlimited users', () => {
    const { container } = render(<UsageCounters stats={{ ...stats(0, 0), unlimited: true }} />)
    expect(container).toBeEmptyDOMElement()
  })
})

describe('QuotaBanner', () => {
  it('warns when report cleanups are used up, with a link to the contact form', async () => {
    renderInApp(() => <QuotaBanner stats={stats(10, 50)} />)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(
      'Usage limit reached. You have reached the maximum report cleanups for this month. Your quota will be reset on the 1st of next month.',
    )
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact#contact-form')
  })
  it('stays hidden while quota remains', async () => {
    renderInApp(() => (
      <>
        <p>page</p>
        <QuotaBanner stats={stats(49, 49)} />
      </>
    ))
    await screen.findByText('page')
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('DemoBanner and InfoPopover', () => {
  it('states the demo and HIPAA notice', () => {
    render(<DemoBanner />)
    expect(screen.getByRole('note')).toHaveTextContent('This platform is not yet HIPAA compliant. Do not use it for sensitive medical data.')
  })

  it('opens the notice and sends people to the contact form in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    const user = userEvent.setup()
    render(<InfoPopover />)
    expect(screen.getByRole('button', { name: 'About this platform' })).toHaveAttribute('aria-haspopup', 'dialog')
    await user.click(screen.getByRole('button', { name: 'About this platform' }))
    // The popover's code (Radix, floating-ui) arrives on first use; the plain button it replaces says so.
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 5000 })
    expect(screen.getByRole('button', { name: 'About this platform' })).toHaveAttribute('aria-expanded', 'true')
    expect(dialog).toHaveTextContent('not yet HIPAA compliant')
    expect(dialog).toHaveTextContent('uses generative technology to speed up autopsy report creation')
    await user.click(screen.getByRole('button', { name: 'Send us a message' }))
    expect(open).toHaveBeenCalledWith('/contact#contact-form', '_blank', 'noopener')
    await act(async () => user.keyboard('{Escape}'))
  })
})

describe('NotFoundPage', () => {
  it('says Page Not Found and links home', async () => {
    renderInApp(() => <NotFoundPage />)
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
  })
})
