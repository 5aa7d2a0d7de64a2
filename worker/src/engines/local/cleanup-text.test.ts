import { describe, expect, it } from 'vitest'
import type { TextContainer } from '@shared/src/editor/to-markdown'
import { fixDictatedText } from './cleanup-text'

const fix = (text: string, before = '', container: TextContainer = 'paragraph') => fixDictatedText(text, { before, container })

describe('fixDictatedText', () => {
  it('turns dictated punctuation into marks and starts the next sentence with a capital', () => {
    expect(fix('heart weighs 350 grams period lungs congested comma heavy full stop')).toBe(
      'Heart weighs 350 grams. Lungs congested, heavy.',
    )
  })

  it('keeps period as a noun', () => {
    for (const text of [
      'The postmortem period was about 12 hours.',
      'Observed for a period of three days.',
      'After a 3-day period, the wound healed.',
      'The agonal period is unknown',
    ]) expect(fix(text)).toBe(text)
  })

  it('splits paragraphs on "new paragraph" only in paragraphs', () => {
    expect(fix('no injuries new paragraph the skull is intact')).toBe('No injuries\n\nThe skull is intact')
    expect(fix('no injuries new paragraph skull intact', '', 'list')).toBe('No injuries. Skull intact')
  })

  it('uses the text before a field to decide', () => {
    expect(fix(' period the lungs', 'Heart 350 g')).toBe('. The lungs')
    expect(fix(' and the lungs', 'Heart 350 g')).toBe(' and the lungs')
    expect(fix('period the lungs', '')).toBe('Period the lungs')
    expect(fix(' period the lungs', 'Heart 350 g.')).toBe(' The lungs')
  })

  it('fixes spacing around punctuation', () => {
    expect(fix('heart  normal ,lungs normal ;liver 1,5 kg .')).toBe('Heart normal, lungs normal; liver 1,5 kg.')
  })

  it('leaves abbreviations, units and mixed-case words alone', () => {
    expect(fix('approx. three litres, e.g. blood. mL of fluid')).toBe('Approx. three litres, e.g. blood. mL of fluid')
    expect(fix('g', '', 'cell')).toBe('g')
    expect(fix('pH 7.1 measured')).toBe('pH 7.1 measured')
  })

  it('removes the placeholder of an unwritten new chapter', () => {
    expect(fix('Enter your content here...')).toBe('')
  })
})
