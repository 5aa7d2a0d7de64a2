import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ReportCard } from './ReportCard'

const report = { id: 'r1', title: 'Case 7', chapterCount: 12, createdAt: '2025-03-01T10:00:00.000Z', updatedAt: '2025-03-02T15:30:00.000Z' }

afterEach(cleanup)

function setup(onRename = vi.fn(async () => {}), onDelete = vi.fn(async () => {})) {
  const onOpen = vi.fn()
  render(<ReportCard report={report} onRename={onRename} onDelete={onDelete} onOpen={onOpen} />)
  return { user: userEvent.setup(), onRename, onDelete, onOpen }
}

describe('ReportCard', () => {
  it('shows the title, last edit from updatedAt and the chapter count', () => {
    setup()
    const d = new Date(report.updatedAt)
    expect(screen.getByRole('heading', { name: 'Case 7' })).toBeInTheDocument()
    expect(screen.getByText(`Last edited ${d.toLocaleDateString()} at ${d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}`)).toBeInTheDocument()
    expect(screen.getByText('12 chapters')).toBeInTheDocument()
  })

  it('renames with Enter (trimmed) and with the check button', async () => {
    const { user, onRename } = setup()
    await user.click(screen.getByRole('button', { name: 'Edit title of Case 7' }))
    await user.clear(screen.getByLabelText('Report title'))
    await user.type(screen.getByLabelText('Report title'), '  Case 7b  {Enter}')
    expect(onRename).toHaveBeenLastCalledWith('Case 7b')
    expect(screen.queryByLabelText('Report title')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Edit title of Case 7' }))
    await user.type(screen.getByLabelText('Report title'), ' final')
    await user.click(screen.getByRole('button', { name: 'Save title' }))
    expect(onRename).toHaveBeenLastCalledWith('Case 7 final')
  })

  it('cancels with Escape, with X, and on a blank title without a call', async () => {
    const { user, onRename } = setup()
    await user.click(screen.getByRole('button', { name: 'Edit title of Case 7' }))
    await user.type(screen.getByLabelText('Report title'), 'x{Escape}')
    // Focus is back on the pencil, so the keyboard user carries on from where they were.
    expect(screen.getByRole('button', { name: 'Edit title of Case 7' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.getByLabelText('Report title')).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Cancel title editing' }))
    expect(screen.getByRole('button', { name: 'Edit title of Case 7' })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Edit title of Case 7' }))
    await user.clear(screen.getByLabelText('Report title'))
    await user.type(screen.getByLabelText('Report title'), '   {Enter}')
    expect(onRename).not.toHaveBeenCalled()
    expect(screen.getByRole('heading', { name: 'Case 7' })).toBeInTheDocument()
  })

  it('stays in edit mode when the rename fails', async () => {
    const { user } = setup(vi.fn(async () => Promise.reject(new Error('boom'))))
    await user.click(screen.getByRole('button', { name: 'Edit title of Case 7' }))
    await user.type(screen.getByLabelText('Report title'), ' x{Enter}')
    expect(screen.getByLabelText('Report title')).toHaveValue('Case 7 x')
  })

  it('deletes only after the confirmation', async () => {
    const { user, onDelete, onOpen } = setup()
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    // The dialog's code arrives on first use.
    expect(await screen.findByText('Are you sure you want to delete this report?', undefined, { timeout: 5000 })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onDelete).not.toHaveBeenCalled()
    expect(screen.queryByRole('alertdialog')).toBeNull()
    // Cancelling puts focus back on the card's Delete button.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus())
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    expect(onDelete).toHaveBeenCalledTimes(1)
    await user.click(screen.getByRole('button', { name: 'Continue Editing' }))
    expect(onOpen).toHaveBeenCalled()
  })
})
