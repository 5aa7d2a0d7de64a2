import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Dialog } from 'radix-ui'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from './Toaster'
import { resetToasts, toast } from './toast-store'

const show = (title: string, variant?: 'default' | 'success' | 'destructive') => act(() => void toast({ title, description: `${title} details`, variant }))
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms))

beforeEach(() => {
  vi.useFakeTimers()
  render(<Toaster />)
})
afterEach(() => {
  cleanup()
  act(() => resetToasts())
  vi.useRealTimers()
})

describe('Toaster', () => {
  it('renders title, description and the variant icon inside a live status region', () => {
    show('Message Sent', 'success')
    const el = screen.getByRole('status')
    expect(el).toHaveTextContent('Message Sent')
    expect(el).toHaveTextContent('Message Sent details')
    expect(el).toHaveAttribute('data-variant', 'success')
    expect(el).toHaveAttribute('aria-live', 'polite')
    expect(screen.getByRole('region', { name: 'Notifications' })).toContainElement(el)
  })

  it('auto-dismisses 3 s after appearing and leaves the list 500 ms later', () => {
    show('Saved')
    advance(2_999)
    expect(screen.getByRole('status')).toHaveTextContent('Saved')
    advance(1)
    expect(screen.getByText('Saved').closest('[data-toast-id]')).toHaveAttribute('data-state', 'closed')
    advance(499)
    expect(screen.queryByText('Saved')).not.toBeNull()
    advance(1)
    expect(screen.queryByText('Saved')).toBeNull()
  })

  it('pauses the countdown while hovered and resumes with the time left', () => {
    show('Hover me')
    advance(1_000)
    const el = screen.getByRole('status')
    fireEvent.mouseEnter(el)
    expect(screen.getByTestId('toast-countdown')).toHaveAttribute('data-paused', 'true')
    advance(10_000)
    expect(screen.getByRole('status')).toHaveTextContent('Hover me')
    fireEvent.mouseLeave(el)
    expect(screen.getByTestId('toast-countdown')).toHaveAttribute('data-paused', 'false')
    advance(1_999)
    expect(screen.getByRole('status')).toHaveTextContent('Hover me')
    advance(1 + 500)
    expect(screen.queryByText('Hover me')).toBeNull()
  })

  it('shows the same message once, however often it is raised', () => {
    show('Error', 'destructive')
    show('Error', 'destructive')
    show('Error', 'destructive')
    expect(screen.getAllByRole('status')).toHaveLength(1)
    show('Saved', 'success')
    expect(screen.getAllByRole('status')).toHaveLength(2)
  })

  it('sits below a header bar pinned at the top of the window', () => {
    const header = document.createElement('header')
    header.setAttribute('data-app-bar', '')
    header.getBoundingClientRect = () => ({ top: 0, bottom: 64, height: 64, left: 0, right: 800, width: 800, x: 0, y: 0, toJSON: () => ({}) })
    document.body.append(header)
    show('Below the bar')
    expect(screen.getByRole('region', { name: 'Notifications' }).style.top).toBe('64px')
    header.remove()
  })

  it('dismisses at once with the close button', () => {
    show('Close me', 'destructive')
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'assertive')
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }))
    expect(screen.getByText('Close me').closest('[data-toast-id]')).toHaveAttribute('data-state', 'closed')
    advance(500)
    expect(screen.queryByText('Close me')).toBeNull()
  })

  it('keeps at most five toasts, newest first, 60 px apart', () => {
    for (let i = 1; i <= 7; i++) show(`Toast ${i}`)
    advance(1_000)
    const shown = screen.getAllByRole('status')
    expect(shown).toHaveLength(5)
    expect(shown.map((el) => el.querySelector('p')?.textContent)).toEqual(['Toast 7', 'Toast 6', 'Toast 5', 'Toast 4', 'Toast 3'])
    expect(shown.map((el) => el.getAttribute('data-offset'))).toEqual(['0', '60', '120', '180', '240'])
  })

  it('is announced while a modal dialog is open: not hidden from assistive tech, and a click on it leaves the dialog open', () => {
    const closed = vi.fn()
    render(
      <Dialog.Root open onOpenChange={(open) => !open && closed()}>
        <Dialog.Portal>
          <Dialog.Overlay />
          <Dialog.Content aria-describedby={undefined}>
            <Dialog.Title>Sign report</Dialog.Title>
            <input aria-label="Your password" />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>,
    )
    // Radix marks the rest of the page aria-hidden while its modal is open.
    advance(10)
    expect(document.querySelector('[data-aria-hidden="true"]')).not.toBeNull()
    show('Export Failed', 'destructive')
    const toastEl = screen.getByRole('status')
    expect(toastEl).toHaveTextContent('Export Failed')
    for (let el: Element | null = toastEl; el; el = el.parentElement) expect(el.getAttribute('aria-hidden'), el.tagName).not.toBe('true')
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Close notification' }))
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }))
    expect(closed).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog', { name: 'Sign report' })).toBeInTheDocument()
    expect(screen.getByText('Export Failed').closest('[data-toast-id]')).toHaveAttribute('data-state', 'closed')
  })
})
