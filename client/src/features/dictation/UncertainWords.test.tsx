import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { dictationReducer, initialDictation } from './dictation-state'
import { TranscriptPanel } from './TranscriptPanel'

afterEach(cleanup)

const TEXT = 'Heart weight 330 grams. Liver weight 1600 grams.'
const SPANS = [
  { start: 13, end: 16, text: '330', alternative: '313' },
  { start: 37, end: 41, text: '1600' },
]

describe('words heard with doubt in the transcript panel', () => {
  it('underlines each with a question mark, the alternative in its tooltip and in words for screen readers', () => {
    render(<TranscriptPanel text={TEXT} uncertain={SPANS} onChange={() => {}} error={null} engine="local" />)
    const region = screen.getByRole('region', { name: /Heard with doubt \(2 words/ })
    const marked = region.querySelectorAll('[data-uncertain]')
    expect([...marked].map((m) => m.textContent)).toEqual(['330? (unsure, perhaps 313)', '1600? (unsure)'])
    expect(marked[0]).toHaveAttribute('title', 'Unsure: heard “330”, perhaps “313”')
    expect(marked[0].className).toMatch(/decoration-dotted/)
    expect(region).toHaveTextContent('Heart weight 330? (unsure, perhaps 313) grams.')
  })

  it('shows nothing without spans, and skips a span whose text is no longer at its place', () => {
    render(<TranscriptPanel text={TEXT} uncertain={[]} onChange={() => {}} error={null} engine="local" />)
    expect(screen.queryByRole('region', { name: /Heard with doubt/ })).not.toBeInTheDocument()
    cleanup()
    render(<TranscriptPanel text={TEXT} uncertain={[{ start: 0, end: 3, text: '330' }]} onChange={() => {}} error={null} engine="local" />)
    expect(screen.queryByRole('region', { name: /Heard with doubt/ })).not.toBeInTheDocument()
  })

  it('keep to their words as the transcript is edited, and go when the words are changed', () => {
    const heard = dictationReducer({ ...initialDictation, phase: 'transcribing' }, { type: 'transcribed', text: TEXT, engine: 'local', uncertain: SPANS })
    expect(heard.uncertain).toEqual(SPANS)
    const prefixed = dictationReducer(heard, { type: 'editTranscript', text: `Case 7. ${TEXT}` })
    expect(prefixed.uncertain.map((s) => [s.start, s.text])).toEqual([
      [21, '330'],
      [45, '1600'],
    ])
    const corrected = dictationReducer(prefixed, { type: 'editTranscript', text: `Case 7. ${TEXT.replace('330', '313')}` })
    expect(corrected.uncertain.map((s) => s.text)).toEqual(['1600'])
  })
})
