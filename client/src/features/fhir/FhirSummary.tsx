import type { ReactNode } from 'react'
import { FHIR_TEXTS, describeMissing } from '@shared/src/fhir/elements'
import type { FhirPreview } from '@shared/src/fhir/preview'
import { shortHash, signedStamp } from '../signing/signing-format'

const SEX: Record<string, string> = { male: 'Male', female: 'Female', unknown: 'Unknown' }

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[6.5rem_1fr] gap-x-3 py-1 text-sm sm:grid-cols-[9rem_1fr]">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children ?? <span className="text-slate-500">Not recorded</span>}</dd>
    </div>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-md border border-slate-200 px-4 py-3">
      <h3 className="mb-1 text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  )
}

/** What the Bundle will carry, in words. */
export function FhirSummary({ p }: { p: FhirPreview }) {
  const blocking = p.missing.filter((m) => m.required)
  const leftOut = p.missing.filter((m) => !m.required)
  return (
    <div className="mt-5 space-y-3">
      {blocking.length > 0 && (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
          <p className="font-semibold">{FHIR_TEXTS.missing}</p>
          <p className="mt-1">{describeMissing(blocking)}.</p>
        </div>
      )}
      <Section title="Autopsy report">
        <dl>
          <Row label="Document">{p.report.type}</Row>
          <Row label="Title">{p.report.title}</Row>
          <Row label="Signed">
            {p.report.signer}, {signedStamp(p.report.signedAt)}
          </Row>
          <Row label="Attachment">
            Signed PDF, SHA-256 <span className="font-mono">{shortHash(p.report.contentHash)}</span>
          </Row>
          <Row label="Addenda">{p.addenda.length ? p.addenda.map((a) => `${a.reason} (${a.author})`).join('; ') : 'None'}</Row>
        </dl>
      </Section>
      <Section title="Decedent">
        <dl>
          <Row label="Case number">{p.decedent.caseNumber}</Row>
          <Row label="Name">{p.decedent.name}</Row>
          <Row label="Sex">{p.decedent.sex ? SEX[p.decedent.sex] : null}</Row>
          <Row label="Birth date">{p.decedent.birthDate}</Row>
        </dl>
      </Section>
      <Section title="Findings">
        {p.observations.length ? (
          <dl>
            {p.observations.map((o) => (
              <Row key={o.label} label={o.label}>
                {o.value}
              </Row>
            ))}
          </dl>
        ) : (
          <p className="text-sm text-slate-600">No findings are sent: none of the mapped fields is filled in this report.</p>
        )}
      </Section>
      {leftOut.length > 0 && (
        <Section title="Not sent">
          <p className="text-sm text-slate-600">{describeMissing(leftOut)}.</p>
        </Section>
      )}
    </div>
  )
}
