import { useMemo, type KeyboardEvent } from 'react'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { bodyPointAt, diagramFromInput, type LegendRow } from '@shared/src/diagram/model'
import { DIAGRAM_FIELDS, diagramInput } from '@shared/src/diagram/record'
import { DIAGRAM_TEXTS } from '@shared/src/diagram/diagram-texts'
import { proposedSite, valuesAt } from '@shared/src/diagram/placement'
import { DiagramCanvas } from './DiagramCanvas'
import { DiagramLegend } from './DiagramLegend'
import { PlaceConfirm } from './PlaceConfirm'
import type { PlacementState } from './usePlacement'
import { canUndoPlace, type FieldValues, type WrittenPlace } from './write-values'
import { Button } from '../../components/ui/Button'
import './diagram.css'

interface BodyDiagramPanelProps {
  chapters: Chapter[]
  onOpenChapter(chapterId: string): void
  /** Writes values into the fields of one instance (an ordinary edit: saved, versioned); null when nothing changed. */
  onWrite(instanceChapterId: string, number: number, values: FieldValues): WrittenPlace | null
  /** Puts the instance back as it was before a confirmed placement. */
  onUndo(written: WrittenPlace): void
  /** Kept by the caller, so a proposal survives the panel being drawn elsewhere. */
  placement: PlacementState
}

/**
 * The body diagram of the report being edited, drawn from its chapters on every change: marks, legend,
 * the wounds not placed, and placing by hand (a click on an outline for an unplaced wound, a drag or the
 * arrow keys for a placed one) through a confirmation of the values it would write.
 */
export function BodyDiagramPanel({ chapters, onOpenChapter, onWrite, onUndo, placement }: BodyDiagramPanelProps) {
  const input = useMemo(() => diagramInput(chapters), [chapters])
  const model = useMemo(() => (input ? diagramFromInput(input) : null), [input])
  const { placing, setPlacing, pending, setPending, written, setWritten } = placement
  if (!input || !model) return <p className="p-4 text-sm text-slate-600">{DIAGRAM_TEXTS.noWounds}</p>

  const proposal = (() => {
    if (!pending) return null
    const wound = input.wounds.find((w) => w.instance.chapterId === pending.chapterId)
    if (!wound) return null
    const at = bodyPointAt(model, pending.view, pending.x, pending.y)
    const values = valuesAt(pending.view, at.x, at.y, model.frame)
    return { wound, values, site: proposedSite(wound.record.site, values) }
  })()

  const confirm = () => {
    if (!proposal) return
    const { wound, values, site } = proposal
    const done = onWrite(wound.instance.chapterId, pending!.number, {
      [wound.siteField]: site,
      [DIAGRAM_FIELDS.height]: `${values.heightAboveHeelCm} cm`,
      [DIAGRAM_FIELDS.midline]: `${values.distanceFromMidlineCm} cm`,
    })
    setWritten(done)
    setPending(null)
    setPlacing(null)
  }
  // Undo is offered while the wound's chapter is as the placement left it; any later edit of it takes the offer away.
  const undoable = written && canUndoPlace(chapters, written) ? written : null
  const undo = () => {
    if (!undoable) return
    onUndo(undoable)
    setWritten(null)
  }
  const onKeyDown = (e: KeyboardEvent) => {
    if (!undoable || pending || e.key.toLowerCase() !== 'z' || !(e.ctrlKey || e.metaKey) || e.shiftKey) return
    e.preventDefault()
    undo()
  }
  const startPlacing = (row: LegendRow) => {
    setPending(null)
    setPlacing((p) => (p?.chapterId === row.chapterId ? null : { chapterId: row.chapterId, number: row.number }))
  }

  return (
    <div className="space-y-3 p-4" onKeyDown={onKeyDown}>
      <div className="relative">
        <DiagramCanvas model={model} pending={pending} placing={placing} onOpenMark={onOpenChapter} onPropose={setPending} onConfirm={confirm} onCancel={() => setPending(null)} />
        {pending && proposal && (
          <PlaceConfirm
            number={pending.number}
            values={proposal.values}
            site={proposal.site}
            left={(pending.x / model.width) * 100}
            top={(pending.y / model.height) * 100}
            onConfirm={confirm}
            onCancel={() => setPending(null)}
          />
        )}
      </div>
      <div role="status" className="min-h-0 empty:hidden">
        {undoable && (
          <div className="flex items-center justify-between gap-2 rounded-md border border-green-200 bg-green-50 px-3 py-1.5 text-sm text-green-900">
            <span>{DIAGRAM_TEXTS.written(undoable.number)}</span>
            <Button size="sm" variant="outline" onClick={undo}>
              {DIAGRAM_TEXTS.undo}
            </Button>
          </div>
        )}
      </div>
      <DiagramLegend rows={model.legend} scaleNote={model.scaleNote} placingId={placing?.chapterId ?? null} onOpen={onOpenChapter} onPlace={startPlacing} />
    </div>
  )
}
