import type { Bundle, Coding } from '@medplum/fhirtypes'
import { describeMissing, FHIR_ELEMENTS, FHIR_TEXTS, type FhirMissingItem } from '@shared/src/fhir/elements'
import { fhirFileName, type FhirPreview } from '@shared/src/fhir/preview'
import { REPORT_NOT_FOUND_MESSAGE } from '@shared/src/reports/report.schema'
import type { Addendum, SignedContent, SignerInfo } from '@shared/src/reports/signing'
import { audit } from '@shared/node/db/audit'
import type { AuthedCtx } from '../../core/context'
import { AppError } from '../../core/errors'
import { requireOwnedReport } from '../../core/owned-report'
import { isUuid, iso } from '../../core/values'
import { reportPdfFor } from '../export/export.service'
import { exportFileName } from '@shared/src/markdown/filename'
import { findSigner, listAddenda } from '../signing/signature-view'
import { buildMdiBundle } from './fhir-bundle'
import { loadMapping } from './fhir-mapping.service'
import { fhirIssues } from './fhir-validate'
import { readFhirValues, type FhirValues } from './fhir-values'
import { CODES } from './mdi-codes'
import { readTags } from './report-values'

/** The report for an export: the caller's own, or any live report for a super user; 404 otherwise. */
async function findReport(ctx: AuthedCtx, id: string) {
  if (ctx.user.role !== 'super') return requireOwnedReport(ctx.db, ctx.user, id)
  const row = isUuid(id) ? await ctx.db.selectFrom('reports').selectAll().where('id', '=', id).where('deletedAt', 'is', null).executeTakeFirst() : undefined
  if (!row) throw new AppError('NOT_FOUND', REPORT_NOT_FOUND_MESSAGE)
  return row
}

interface Prepared {
  row: Awaited<ReturnType<typeof findReport>>
  signed: SignedContent
  signer: SignerInfo
  addenda: Addendum[]
  values: FhirValues
  missing: FhirMissingItem[]
}

/** A signed report with its mapped values; an unsigned one is refused (409). */
async function prepare(ctx: AuthedCtx, id: string): Promise<Prepared> {
  const row = await findReport(ctx, id)
  if (!row.signedAt || !row.signedBy || !row.contentHash) throw new AppError('CONFLICT', FHIR_TEXTS.notSigned, { signed: false })
  const signed = row.signedContent as SignedContent
  const [signer, addenda, mapping] = await Promise.all([findSigner(ctx.db, row.signedBy), listAddenda(ctx.db, row.id), loadMapping(ctx.db)])
  if (!signer) throw new AppError('CONFLICT', FHIR_TEXTS.notSigned, { signed: false })
  const { values, missing } = readFhirValues(mapping, readTags(signed.chapters))
  return { row, signed, signer, addenda, values, missing }
}

const codingText = (c: Coding | undefined) => (c ? `${c.display} (${c.system?.includes('snomed') ? 'SNOMED CT' : c.system?.includes('v2-0136') ? 'HL7 v2-0136' : 'NullFlavor'} ${c.code})` : null)

/** What an export of the report will send, and what is missing (the Export FHIR dialog). */
export async function fhirPreview(ctx: AuthedCtx, id: string): Promise<FhirPreview> {
  const p = await prepare(ctx, id)
  const v = p.values
  const observations: FhirPreview['observations'] = []
  if (v.causeOfDeath) observations.push({ label: FHIR_ELEMENTS.causeOfDeath.label, value: v.causeInterval ? `${v.causeOfDeath} (interval ${v.causeInterval})` : v.causeOfDeath })
  if (v.mannerOfDeath) observations.push({ label: FHIR_ELEMENTS.mannerOfDeath.label, value: codingText(v.mannerOfDeath)! })
  if (v.autopsyPerformed) observations.push({ label: FHIR_ELEMENTS.autopsyPerformed.label, value: codingText(v.autopsyPerformed)! })
  if (v.autopsyPerformed && v.resultsAvailable) observations.push({ label: FHIR_ELEMENTS.resultsAvailable.label, value: codingText(v.resultsAvailable)! })
  return {
    ready: !p.missing.some((m) => m.required),
    missing: p.missing,
    report: {
      title: p.signed.title,
      type: `${CODES.autopsyReport.display} (LOINC ${CODES.autopsyReport.code})`,
      signedAt: iso(p.row.signedAt!),
      signer: p.signer.username,
      contentHash: p.row.contentHash!,
    },
    decedent: {
      caseNumber: v.caseNumber ?? null,
      name: [v.givenName, v.familyName].filter(Boolean).join(' ') || null,
      sex: v.sex ?? null,
      birthDate: v.birthDate ?? null,
    },
    observations,
    addenda: p.addenda.map((a) => ({ author: a.author.username, createdAt: a.createdAt, reason: a.reason })),
  }
}

/**
 * The signed report as an MDI FHIR Bundle: refused (409) while a required element is unmapped or unfilled,
 * validated against FHIR R4 before it leaves, and audited as an export.
 */
export async function exportFhir(ctx: AuthedCtx, id: string): Promise<{ bundle: Bundle; filename: string }> {
  const p = await prepare(ctx, id)
  const blocking = p.missing.filter((m) => m.required)
  if (blocking.length) throw new AppError('CONFLICT', `${FHIR_TEXTS.missing} ${describeMissing(blocking)}.`, { missing: blocking })
  const signedAt = new Date(p.row.signedAt!)
  const pdf = await reportPdfFor({ title: p.signed.title, chapters: p.signed.chapters, signature: { signer: p.signer, signedAt, contentHash: p.row.contentHash! }, addenda: [], generatedAt: new Date() })
  const bundle = buildMdiBundle({
    reportId: p.row.id,
    title: p.signed.title,
    signedAt,
    contentHash: p.row.contentHash!,
    signer: p.signer,
    pdf: { body: pdf, filename: exportFileName('pdf', signedAt) },
    values: p.values,
    addenda: p.addenda.map((a) => ({ id: a.id, author: a.author, createdAt: a.createdAt, reason: a.reason, text: a.text, hash: a.hash })),
    generatedAt: new Date(),
  })
  const issues = fhirIssues(bundle)
  if (issues.length) throw new AppError('INTERNAL', FHIR_TEXTS.invalid, { issues })
  await audit(ctx.db, {
    actorId: ctx.user.id,
    action: 'report.export',
    targetType: 'report',
    targetId: p.row.id,
    ip: ctx.ip,
    details: { format: 'fhir', title: p.signed.title, contentHash: p.row.contentHash, addenda: p.addenda.length, entries: bundle.entry?.length ?? 0, leftOut: p.missing.map((m) => m.element) },
  })
  return { bundle, filename: fhirFileName() }
}
