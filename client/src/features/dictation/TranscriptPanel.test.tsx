import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { TranscriptPanel } from './TranscriptPanel'

afterEach(cleanup)

const OFFLINE = /Transcribed offline/
const CHECK_VALUES = 'Check the values before matching.'
const show = (engine: string | undefined) => render(<TranscriptPanel text="heart weight 350 g" onChange={() => {}} error={null} engine={engine} />)

describe('transcript panel engine note', () => {
  it('explains the offline recogniser when the local engine transcribed', () => {
    show('local')
    const note = screen.getByText(OFFLINE)
    expect(note).toHaveTextContent('numbers and units from the tag vocabulary')
    expect(note).toHaveTextContent('speech outside that vocabulary shows as “…” or not at all')
    expect(note).toHaveTextContent('Check every value before matching.')
    expect(screen.queryByText(CHECK_VALUES)).not.toBeInTheDocument()
  })

  it('only asks to check the values when a cloud engine transcribed', () => {
    show('openai')
    expect(screen.getByText(CHECK_VALUES)).toBeInTheDocument()
    expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument()
  })

  it('shows no engine note when the engine is unknown (a typed transcript)', () => {
    show(undefined)
    expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument()
    expect(screen.queryByText(CHECK_VALUES)).not.toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Transcription' })).toHaveValue('heart weight 350 g')
  })
})
