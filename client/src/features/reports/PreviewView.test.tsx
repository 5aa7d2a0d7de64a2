import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { PreviewPage, previewMode } from './PreviewPage'
import { PreviewView } from './PreviewView'

afterEach(cleanup)

const buttons = () => ['Copy', 'Export HTML', 'Export DOCX'].map((name) => screen.getByRole('button', { name }))

describe('preview layout', () => {
  it('says there is no content and disables every action', () => {
    render(<PreviewView content="" />)
    expect(screen.getByText('No content available')).toBeInTheDocument()
    for (const b of buttons()) expect(b).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Back to Editor' })).toBeDisabled()
  })

  it('renders # headings and paragraphs split on blank lines', () => {
    const { container } = render(<PreviewView content={'# Autopsy Report\n\n## 1. External Examination\n\nFirst paragraph\nsame paragraph\n\n### 1.1 Clothing\n\nSecond **bold**.'} />)
    const article = container.querySelector('.preview-content')!
    expect(Array.from(article.querySelectorAll('h1, h2, h3')).map((h) => `${h.tagName}:${h.textContent}`)).toEqual([
      'H1:Autopsy Report',
      'H2:1. External Examination',
      'H3:1.1 Clothing',
    ])
    expect(Array.from(article.querySelectorAll('p')).map((p) => p.innerHTML)).toEqual(['First paragraph<br>\nsame paragraph', 'Second <strong>bold</strong>.'])
    for (const b of buttons()) expect(b).toBeEnabled()
  })

  it('escapes HTML in the report text', () => {
    const { container } = render(<PreviewView content={'Hello <img src=x onerror=alert(1)>'} />)
    expect(container.querySelector('.preview-content img')).toBeNull()
    expect(screen.getByText('Hello <img src=x onerror=alert(1)>')).toBeInTheDocument()
  })

  it('shows the status while loading and errors in a red Error panel', () => {
    render(<PreviewView content="" loading status="Cleaning up report..." error="Failed to stream cleanup" />)
    expect(screen.getByText('Cleaning up report...')).toBeInTheDocument()
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Error')
    expect(alert).toHaveTextContent('Failed to stream cleanup')
  })

  it('reports a missing report id', () => {
    render(<PreviewPage reportId="" />)
    expect(screen.getByRole('alert')).toHaveTextContent('No report ID provided')
    expect(screen.getByText('No content available')).toBeInTheDocument()
  })

  it('lists fields still missing and warns about a partial report', () => {
    render(<PreviewView content={'Heart [MISSING: heart_weight]'} missingFields={['heart_weight']} notice="Stopped early" />)
    expect(screen.getByText('1 field is still missing')).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'Missing fields' })).toHaveTextContent('heart_weight')
    expect(screen.getByText('Partial Report')).toBeInTheDocument()
    expect(document.querySelector('.preview-content mark.missing-field')).toHaveTextContent('[MISSING: heart_weight]')
  })
})

describe('preview mode', () => {
  it('streams a new cleanup for ?generate=1, follows ?job=ID, else loads the stored report', () => {
    const key = () => 'k1'
    expect(previewMode({ generate: 1 }, key)).toEqual({ kind: 'generate', key: 'k1' })
    expect(previewMode({ generate: '1' }, key)).toEqual({ kind: 'generate', key: 'k1' })
    expect(previewMode({ job: 'abc-123' }, key)).toEqual({ kind: 'follow', jobId: 'abc-123' })
    expect(previewMode({ job: '../x' }, key)).toEqual({ kind: 'stored' })
    expect(previewMode({}, key)).toEqual({ kind: 'stored' })
  })
})
