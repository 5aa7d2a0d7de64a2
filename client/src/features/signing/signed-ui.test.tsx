import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReportSignature } from '@shared/src/reports/signing'
import { ReportCard } from '../home/ReportCard'
import { SignatureAndAddenda } from './SignatureAndAddenda'

afterEach(cleanup)

const author = { id: 'u1', username: 'drsmith', email: 'smith@example.org' }
const signature: ReportSignature = {
  signedAt: '2026-11-23T14:05:00.000Z',
  signedBy: author,
  contentHash: '3f9a1c2b4d5e'.padEnd(64, '0'),
  signedContent: { title: 'Case 7', chapters: [] },
  addenda: [
    { id: 'a1', text: 'Toxicology: ethanol 0.8 g/L.', reason: 'Toxicology received', author, createdAt: '2026-11-24T09:00:00.000Z', hash: 'a'.repeat(64), previousHash: 'b'.repeat(64) },
    { id: 'a2', text: 'Histology: myocarditis.', reason: 'Histology', author, createdAt: '2026-11-25T09:00:00.000Z', hash: 'c'.repeat(64), previousHash: 'a'.repeat(64) },
  ],
}

describe('a signed report on My Reports', () => {
  it('shows a Signed badge and offers neither rename nor delete', async () => {
    const onOpen = vi.fn()
    const report = { id: 'r1', title: 'Case 7', chapterCount: 3, createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-23T14:05:00.000Z', signedAt: signature.signedAt }
    render(<ReportCard report={report} onRename={vi.fn()} onDelete={vi.fn()} onOpen={onOpen} />)
    expect(screen.getByText('Signed')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Edit title of Case 7' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
    await userEvent.setup().click(screen.getByRole('button', { name: 'View Report' }))
    expect(onOpen).toHaveBeenCalled()
  })

  it('keeps a draft editable, without the badge', () => {
    const report = { id: 'r2', title: 'Draft', chapterCount: 3, createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-23T14:05:00.000Z', signedAt: null }
    render(<ReportCard report={report} onRename={vi.fn()} onDelete={vi.fn()} onOpen={vi.fn()} />)
    expect(screen.queryByText('Signed')).toBeNull()
    expect(screen.getByRole('button', { name: 'Continue Editing' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument()
  })
})

describe('SignatureAndAddenda', () => {
  it('shows the signer, the full hash and every addendum in order, after the body', () => {
    render(<SignatureAndAddenda signature={signature} />)
    const block = screen.getByRole('region', { name: 'Electronic signature' })
    expect(within(block).getByText('drsmith (smith@example.org)')).toBeInTheDocument()
    expect(within(block).getByText(signature.contentHash!)).toBeInTheDocument()
    const addenda = within(screen.getByRole('region', { name: 'Addenda' })).getAllByRole('listitem')
    expect(addenda.map((li) => within(li).getByRole('heading').textContent)).toEqual(['Addendum 1', 'Addendum 2'])
    expect(within(addenda[0]).getByText('Toxicology: ethanol 0.8 g/L.')).toBeInTheDocument()
    expect(within(addenda[0]).getByText('Toxicology received')).toBeInTheDocument()
  })

  it('shows nothing for an unsigned report', () => {
    const { container } = render(<SignatureAndAddenda signature={{ ...signature, signedAt: null, contentHash: null, addenda: [] }} />)
    expect(container).toBeEmptyDOMElement()
  })
})
