import { z } from 'zod'
import { text } from '../text'
import { MODULE_MAX_INSTANCES_BOUNDS } from '../constants'
import { Chapters } from './chapter.schema'
import type { ReportSignature } from './signing'

/** A report title: trimmed, 1 to 200 characters (an empty rename means no change, so it is refused). */
export const ReportTitle = text().trim().min(1, 'Report title is required').max(200, 'Report title is too long')

const ModuleId = text().min(1).max(200)

/** The module picks sent with a new report (mirrors `ModuleSelection` of selection.ts). */
export const ModuleSelection = z.object({
  selected: z.array(ModuleId).max(2000),
  quantities: z.record(ModuleId, z.number().int().min(1).max(MODULE_MAX_INSTANCES_BOUNDS.max)),
  wounds: z.record(
    ModuleId,
    z.array(z.object({ woundIndex: z.number().int().min(0).max(MODULE_MAX_INSTANCES_BOUNDS.max - 1), selectedChildId: ModuleId })).max(MODULE_MAX_INSTANCES_BOUNDS.max),
  ),
})
export type ModuleSelection = z.infer<typeof ModuleSelection>

/** A report id as sent; an id that names no report of the caller's is 'not found', never a format error. */
export const ReportId = text().min(1).max(200)

export const ReportIdInput = z.object({ id: ReportId })
export type ReportIdInput = z.infer<typeof ReportIdInput>
/** The report a job or a read of its results is for, by the same rule as `ReportIdInput`. */
export const ReportRef = z.object({ reportId: ReportId })
export type ReportRef = z.infer<typeof ReportRef>

/** Creates a report composed on the server from a stored template and the module picks. */
export const CreateReportInput = z.object({
  title: ReportTitle,
  templateId: z.uuid('Template not found'),
  selection: ModuleSelection.default({ selected: [], quantities: {}, wounds: {} }),
})
export type CreateReportInput = z.input<typeof CreateReportInput>

export const RenameReportInput = z.object({ id: ReportId, title: ReportTitle })
export type RenameReportInput = z.infer<typeof RenameReportInput>

/** Saves the chapters (and optionally the title) against the version the editor loaded. */
export const SaveReportInput = z.object({
  id: ReportId,
  version: z.number().int().min(1),
  title: ReportTitle.optional(),
  chapters: Chapters,
})
export type SaveReportInput = z.infer<typeof SaveReportInput>

/** Makes an earlier revision the newest version, if the report is still at `expectedVersion`. */
export const RestoreRevisionInput = z.object({
  id: ReportId,
  version: z.number().int().min(1),
  expectedVersion: z.number().int().min(1),
})
export type RestoreRevisionInput = z.infer<typeof RestoreRevisionInput>

/** POST /api/reports: composed on the server when `selection` is given, else the given chapters. */
export const RestCreateReportBody = z.object({
  title: ReportTitle,
  templateId: z.uuid('Template not found').nullish(),
  selectedInjuryModules: z.array(ModuleId).max(2000).optional(),
  chapters: Chapters.optional(),
  status: z.literal('active').optional(),
  selection: ModuleSelection.optional(),
})
export type RestCreateReportBody = z.infer<typeof RestCreateReportBody>

/** PATCH /api/reports/:id: a title alone renames; chapters save (against `version` when given). */
export const RestPatchReportBody = z.object({
  title: ReportTitle.optional(),
  chapters: Chapters.optional(),
  version: z.number().int().min(1).optional(),
})
export type RestPatchReportBody = z.infer<typeof RestPatchReportBody>

/** A card of the home screen's report list. */
export interface ReportSummary {
  id: string
  title: string
  status: string
  chapterCount: number
  version: number
  createdAt: string
  updatedAt: string
  /** When the report was signed; null while it is a draft. */
  signedAt: string | null
}

/** An injury module as a report card names it; `instances` counts a multi-instance module's instances (else 0). */
export interface ReportModuleBrief {
  name: string
  instances: number
}

/** A card of the home screen's list: the summary plus what tells reports apart, never chapter HTML. */
export interface ReportListItem extends ReportSummary {
  /** The base template's name; null when the report has none (or it was made through REST without one). */
  templateName: string | null
  /** The selected injury modules in brief, in tree order. */
  modules: ReportModuleBrief[]
  /** The first filled case-number field of the report, or null. */
  caseNumber: string | null
}

/** A whole report as the editor loads it, with its signature and addenda once signed. */
export interface ReportDetail extends ReportSignature {
  id: string
  title: string
  templateId: string | null
  selectedInjuryModules: string[]
  chapters: z.infer<typeof Chapters>
  status: string
  version: number
  createdAt: string
  updatedAt: string
}

export interface SaveResult {
  version: number
  updatedAt: string
}

/** One stored version of a report, newest first in lists. */
export interface RevisionSummary {
  version: number
  title: string
  createdAt: string
  createdBy: string | null
  createdByName: string | null
}

/** The text the server sends when a save meets a newer version (HTTP 409). */
export const REPORT_CONFLICT_MESSAGE = 'This report was changed elsewhere. Reload it or overwrite with your version.'
export const TEMPLATE_NOT_FOUND_MESSAGE = 'Template not found'
export const REPORT_NOT_FOUND_MESSAGE = 'Report not found'

/** The default title of a new report: 'Autopsy Report - {local date}'. */
export const defaultReportTitle = (date: Date = new Date()): string => `Autopsy Report - ${date.toLocaleDateString()}`
