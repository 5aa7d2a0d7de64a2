import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import { FHIR_TEXTS } from '@shared/src/fhir/elements'
import type { FhirPreview } from '@shared/src/fhir/preview'
import { FhirSummary } from './FhirSummary'

afterEach(cleanup)

const preview: FhirPreview = {
  ready: true,
  missing: [{ element: 'birthDate', label: 'Decedent birth date', required: false, reason: 'unmapped' }],
  report: { title: 'Case 7', type: 'Autopsy report (LOINC 18743-5)', signedAt: '2026-11-23T14:05:00.000Z', signer: 'drsmith', contentHash: '3f9a1c2b4d5e'.padEnd(64, '0') },
  decedent: { caseNumber: '2026-0007', name: null, sex: 'female', birthDate: null },
  observations: [{ label: 'Manner of death', value: 'Natural death (SNOMED CT 38605008)' }],
  addenda: [{ author: 'drsmith', createdAt: '2026-11-24T09:00:00.000Z', reason: 'Toxicology received' }],
}

describe('the Export FHIR summary', () => {
  it('reads as words: the report, the decedent, the findings, and what is not sent', () => {
    render(<FhirSummary p={preview} />)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(within(screen.getByRole('region', { name: 'Autopsy report' })).getByText('Autopsy report (LOINC 18743-5)')).toBeInTheDocument()
    expect(screen.getByText('3f9a1c2b4d5e…')).toBeInTheDocument()
    expect(screen.getByText('Toxicology received (drsmith)')).toBeInTheDocument()
    const decedent = within(screen.getByRole('region', { name: 'Decedent' }))
    expect(decedent.getByText('2026-0007')).toBeInTheDocument()
    expect(decedent.getByText('Female')).toBeInTheDocument()
    expect(decedent.getAllByText('Not recorded')).toHaveLength(2)
    expect(within(screen.getByRole('region', { name: 'Findings' })).getByText('Natural death (SNOMED CT 38605008)')).toBeInTheDocument()
    expect(within(screen.getByRole('region', { name: 'Not sent' })).getByText('Decedent birth date (no tag mapped).')).toBeInTheDocument()
    expect(screen.queryByText('{')).toBeNull()
  })

  it('leads with what blocks the export, in the words of the refusal', () => {
    render(<FhirSummary p={{ ...preview, ready: false, missing: [{ element: 'sex', label: 'Decedent sex', required: true, reason: 'unfilled', tag: 'sex' }], observations: [] }} />)
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent(FHIR_TEXTS.missing)
    expect(alert).toHaveTextContent('Decedent sex (sex: unfilled).')
    expect(screen.getByText('No findings are sent: none of the mapped fields is filled in this report.')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Not sent' })).toBeNull()
  })
})
