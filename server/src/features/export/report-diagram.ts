import type { Chapter } from '@shared/src/reports/chapter.schema'
import type { SignedContent } from '@shared/src/reports/signing'
import { buildDiagram, type DiagramModel } from '@shared/src/diagram/model'
import { diagramBlockIndex } from '@shared/src/diagram/position'
import type { Block } from '@shared/src/markdown/ast'
import type { OwnedReport } from '@shared/node/db/owned-report'
import { parseStoredChapters } from '@shared/src/reports/stored-chapters'

/** A report's diagram and the chapters it was drawn from (they also say where it goes). */
export interface ReportDiagram {
  model: DiagramModel
  chapters: Chapter[]
}

/** The diagram of these chapters, or null when they hold no injury instances. */
export function reportDiagram(chapters: Chapter[]): ReportDiagram | null {
  const model = buildDiagram(chapters)
  return model ? { model, chapters } : null
}

/**
 * The diagram an export of the report shows: drawn from the signed chapters once the report is signed
 * (signing freezes it with the text), else from the current chapters.
 */
export function diagramForExport(row: Pick<OwnedReport, 'signedAt' | 'signedContent' | 'chapters'>): ReportDiagram | null {
  const chapters = row.signedAt && row.signedContent ? (row.signedContent as SignedContent).chapters : parseStoredChapters(row.chapters)
  return reportDiagram(chapters)
}

/** Splits a cleaned report's blocks where the diagram section goes (after the injuries chapter). */
export function splitForDiagram(blocks: Block[], diagram: ReportDiagram | null | undefined): [Block[], Block[]] | null {
  if (!diagram) return null
  const at = diagramBlockIndex(blocks, diagram.chapters)
  return at < 0 ? null : [blocks.slice(0, at), blocks.slice(at)]
}
