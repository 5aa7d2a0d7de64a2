import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ActionMenu, type ActionMenuProps } from './ActionMenu'

afterEach(cleanup)

const setup = (over: Partial<ActionMenuProps> = {}) => {
  const props: ActionMenuProps = {
    recording: false,
    elapsedMs: 0,
    generating: false,
    onUpload: vi.fn(),
    onRecord: vi.fn(),
    onStopRecording: vi.fn(),
    onGenerate: vi.fn(),
    onExport: vi.fn(),
    ...over,
  }
  render(<ActionMenu {...props} />)
  return props
}
const items = () => screen.getAllByRole('menuitem').map((i) => i.textContent)

describe('floating action button', () => {
  it('opens its menu on hover with the four actions', () => {
    setup()
    expect(screen.queryByRole('menu')).toBeNull()
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Report actions' }).parentElement!, { pointerType: 'mouse' })
    expect(items()).toEqual(['Upload Audio', 'Record Audio', 'Generate Final Report', 'Export Report'])
  })

  it('opens on keyboard focus, moves with the arrows and runs the chosen action', async () => {
    const user = userEvent.setup()
    const props = setup()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Report actions' })).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard('{ArrowUp}')
    expect(screen.getByRole('menuitem', { name: 'Upload Audio' })).toHaveFocus()
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(props.onGenerate).toHaveBeenCalledOnce()
    // The menu fades out before it leaves the page.
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
  })

  it('opens on a tap and closes on Escape', async () => {
    const user = userEvent.setup()
    setup()
    await user.pointer({ keys: '[TouchA]', target: screen.getByRole('button', { name: 'Report actions' }) })
    expect(screen.getByRole('menu')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    // The menu fades out before it leaves the page.
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
  })

  it('while recording: shows the elapsed time, offers Stop Recording, and the button itself stops', async () => {
    const user = userEvent.setup()
    const props = setup({ recording: true, elapsedMs: 4_300 })
    expect(screen.getByRole('status')).toHaveTextContent('Recording0:04')
    await user.click(screen.getByRole('button', { name: 'Stop Recording' }))
    expect(props.onStopRecording).toHaveBeenCalledOnce()
  })

  it('reads Generating... while busy and disables it', () => {
    setup({ generating: true })
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Report actions' }).parentElement!, { pointerType: 'mouse' })
    expect(screen.getByRole('menuitem', { name: /Generating\.\.\./ })).toBeDisabled()
  })
})
