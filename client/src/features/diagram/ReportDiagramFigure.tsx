import { useMemo } from 'react'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { DIAGRAM_TEXTS } from '@shared/src/diagram/diagram-texts'
import { buildDiagram, legendLine, markShapes, type DiagramModel } from '@shared/src/diagram/model'
import { diagramBlockIndex } from '@shared/src/diagram/position'
import { DIAGRAM_FONT } from '@shared/src/diagram/svg'
import { parseCleanMarkdown } from '@shared/src/markdown/parse'
import { renderBlocksToHtml } from '@shared/src/markdown/render-html'
import { ShapeView } from './ShapeView'
import './diagram.css'

/** The diagram as a report shows it (preview, cleaned and signed report): picture, notes and legend, read-only. */
export function ReportDiagramFigure({ model }: { model: DiagramModel }) {
  const placed = model.legend.filter((r) => r.placed)
  const unplaced = model.legend.filter((r) => !r.placed)
  return (
    <section aria-label={DIAGRAM_TEXTS.title} className="body-diagram my-6" data-testid="report-diagram">
      <h2>{DIAGRAM_TEXTS.title}</h2>
      <figure className="mx-auto max-w-md">
        <svg viewBox={`0 0 ${model.width} ${model.height}`} role="img" aria-label={model.textAlternative} fontFamily={DIAGRAM_FONT} className="w-full">
          {[...model.shapes, ...model.marks.flatMap(markShapes)].map((s, i) => (
            <ShapeView key={i} s={s} />
          ))}
        </svg>
        <figcaption className="mt-1 text-xs text-slate-600">
          {model.scaleNote} {DIAGRAM_TEXTS.convention}
        </figcaption>
      </figure>
      {placed.length > 0 && (
        <>
          <h3>{DIAGRAM_TEXTS.legend}</h3>
          <ul>{placed.map((r) => <li key={r.chapterId}>{legendLine(r)}</li>)}</ul>
        </>
      )}
      {unplaced.length > 0 && (
        <>
          <h3>{DIAGRAM_TEXTS.notPlaced}</h3>
          <ul>{unplaced.map((r) => <li key={r.chapterId}>{legendLine(r)}</li>)}</ul>
        </>
      )}
    </section>
  )
}

/**
 * A cleaned report (markdown dialect) as HTML with the body diagram of `chapters` after the injuries
 * chapter; without instances (or chapters) the report alone.
 */
export function MarkdownWithDiagram({ markdown, chapters }: { markdown: string; chapters?: readonly Chapter[] | null }) {
  const parts = useMemo(() => {
    const blocks = parseCleanMarkdown(markdown)
    const model = chapters ? buildDiagram(chapters) : null
    const at = model && chapters ? diagramBlockIndex(blocks, chapters) : -1
    if (!model || at < 0) return { before: renderBlocksToHtml(blocks), model: null, after: '' }
    return { before: renderBlocksToHtml(blocks.slice(0, at)), model, after: renderBlocksToHtml(blocks.slice(at)) }
  }, [markdown, chapters])
  return (
    <div className="preview-content">
      <div dangerouslySetInnerHTML={{ __html: parts.before }} />
      {parts.model && <ReportDiagramFigure model={parts.model} />}
      {parts.after && <div dangerouslySetInnerHTML={{ __html: parts.after }} />}
    </div>
  )
}
