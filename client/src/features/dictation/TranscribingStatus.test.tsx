import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { TranscribingStatus } from './TranscribingStatus'

afterEach(cleanup)

describe('transcribing status', () => {
  it('says it is transcribing, without a bar, until the job reports progress', () => {
    render(<TranscribingStatus progress={null} />)
    expect(screen.getByText('Transcribing audio…')).toBeInTheDocument()
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
  })

  it('shows how far the job is as text and as a progress bar', () => {
    const { rerender } = render(<TranscribingStatus progress={0.4} />)
    expect(screen.getByText('Transcribing… 40 %')).toBeInTheDocument()
    const bar = screen.getByRole('progressbar', { name: 'Transcription progress' })
    expect(bar).toHaveAttribute('aria-valuenow', '40')
    expect(bar).toHaveAttribute('aria-valuemax', '100')
    expect(bar).toHaveAttribute('aria-valuetext', '40 %')
    rerender(<TranscribingStatus progress={0.876} />)
    expect(screen.getByText('Transcribing… 87 %')).toBeInTheDocument()
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '87')
  })
})
