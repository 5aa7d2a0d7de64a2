import { z } from 'zod'
import { text } from '../text'
import type { Chapter } from './chapter.schema'

/** Texts of sign-out, shown by the client and sent by the server. */
export const SIGNING_TEXTS = {
  locked: 'This report is signed. Add an addendum instead.',
  wrongPassword: 'The password is not correct. Nothing was signed.',
  wrongPasswordAddendum: 'The password is not correct. The addendum was not added.',
  notSigned: 'Only a signed report takes addenda. Sign the report first.',
  unfilled: 'This report still has unfilled fields or chapters that hold only guidance.',
  changedSinceOpened: 'This report was changed elsewhere. Reload it before signing.',
  passwordRequired: 'Please enter your password',
  textRequired: 'Please enter the text of the addendum',
  reasonRequired: 'Please give the reason for the addendum',
  notRecorded: 'Not recorded',
} as const

/** POST /api/reports/{id}/sign and reports signing: the owner's password, and consent to sign with gaps. */
export const SignReportBody = z.object({
  password: text({ error: SIGNING_TEXTS.passwordRequired }).min(1, SIGNING_TEXTS.passwordRequired).max(1000),
  acknowledgeUnfilled: z.boolean().optional().default(false),
  /** Consent to sign while studies are still requested; the signature then says what it was given pending. */
  signPendingStudies: z.boolean().optional().default(false),
  /** The version the signer saw; when given, a report changed since is refused instead of signed. */
  version: z.number().int().min(1).optional(),
})
export const SignReportInput = SignReportBody.extend({ id: text().min(1).max(200) })
export type SignReportInput = z.input<typeof SignReportInput>

/** POST /api/reports/{id}/addenda: the correction, why it was made, and the author's password. */
export const AddendumBody = z.object({
  text: text({ error: SIGNING_TEXTS.textRequired }).trim().min(1, SIGNING_TEXTS.textRequired).max(20_000, 'The addendum is too long'),
  reason: text({ error: SIGNING_TEXTS.reasonRequired }).trim().min(1, SIGNING_TEXTS.reasonRequired).max(500, 'The reason is too long'),
  password: text({ error: SIGNING_TEXTS.passwordRequired }).min(1, SIGNING_TEXTS.passwordRequired).max(1000),
})
export const AddendumInput = AddendumBody.extend({ id: text().min(1).max(200) })
export type AddendumInput = z.input<typeof AddendumInput>

/** Who signed or wrote an addendum. */
export interface SignerInfo {
  id: string
  username: string
  email: string
}

/** What was signed: the title and the chapters exactly as they stood (unfilled fields as 'Not recorded'). */
export interface SignedContent {
  title: string
  chapters: Chapter[]
}

/** A dated correction of a signed report, signed by its author. */
export interface Addendum {
  id: string
  text: string
  reason: string
  author: SignerInfo
  createdAt: string
  /** SHA-256 of the addendum's canonical form, which includes the hash before it (a chain). */
  hash: string
  previousHash: string
}

/** The signature fields of a report as GET /api/reports/{id} returns them (all null while unsigned). */
export interface ReportSignature {
  signedAt: string | null
  signedBy: SignerInfo | null
  /** SHA-256 (hex) of the canonical form of `signedContent`. */
  contentHash: string | null
  signedContent: SignedContent | null
  /** Oldest first. */
  addenda: Addendum[]
  /** The study types still requested when the report was signed ("Signed pending toxicology"); absent when none. */
  signedPendingStudies?: string[]
}

/** Why a report cannot be signed as it stands (HTTP 409 details). */
export interface UnfilledItem {
  kind: 'field' | 'guidance'
  chapterId: string
  /** The chapter's outline number, as in the table of contents. */
  chapterNumber: string
  chapterTitle: string
  /** The field's identifier (kind 'field'). */
  field?: string
}

/** The canonical form's format tag: a change of the form gets a new tag, so old hashes stay checkable. */
export const CANONICAL_FORMAT = 'autopsy-report/1'

/**
 * JSON with object keys sorted (code unit order) at every level and no whitespace: the same value
 * always gives the same text. Arrays keep their order; undefined members are left out.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null'
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
}

interface CanonicalChapter {
  id: string
  number: string
  title: string
  content: string
  subChapters: CanonicalChapter[]
}

function canonicalChapters(chapters: readonly Chapter[], prefix = ''): CanonicalChapter[] {
  return chapters.map((c, i) => {
    const number = `${prefix}${i + 1}`
    return { id: c.id, number, title: c.title, content: c.content, subChapters: canonicalChapters(c.subChapters ?? [], `${number}.`) }
  })
}

/**
 * The canonical form of signed content, whose SHA-256 (hex, lower case) is the report's content hash:
 * the UTF-8 bytes of `canonicalJson({ format, title, chapters })`, where each chapter is
 * `{ id, number, title, content, subChapters }` in reading order, `number` is its outline number
 * (1, 1.1, 1.2 …, as the table of contents shows it) and `content` its stored HTML byte for byte.
 * Order fields and provenance (source, sourceId) are left out: they are not what was signed.
 */
export function canonicalReportForm(content: SignedContent): string {
  return canonicalJson({ format: CANONICAL_FORMAT, title: content.title, chapters: canonicalChapters(content.chapters) })
}

/**
 * The canonical form of an addendum, whose SHA-256 is its hash: it covers the report, the author,
 * the time (ISO 8601, milliseconds, UTC), the reason and the text, and the hash before it (the
 * report's content hash for the first addendum), so no addendum can be changed, dropped or
 * reordered without breaking every hash after it.
 */
export function canonicalAddendumForm(a: { reportId: string; authorId: string; createdAt: string; reason: string; text: string; previousHash: string }): string {
  return canonicalJson({ format: `${CANONICAL_FORMAT}/addendum`, ...a })
}

/** The first characters of a hash, as the signed banner shows it. */
export const hashPrefix = (hash: string, length = 12) => hash.slice(0, length)

/** A list of what is unfilled, for messages: "heart_weight (2 Internal Examination)". */
export function describeUnfilled(items: readonly UnfilledItem[]): string {
  return items
    .map((i) => (i.kind === 'field' ? `${i.field} (${i.chapterNumber} ${i.chapterTitle})` : `${i.chapterNumber} ${i.chapterTitle} (only guidance)`))
    .join(', ')
}
