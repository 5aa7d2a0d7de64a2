import { useMemo, useState } from 'react'
import type { Chapter } from '@shared/src/reports/chapter.schema'
import { bodyPointAt, diagramFromInput, type LegendRow } from '@shared/src/diagram/model'
import { DIAGRAM_FIELDS, diagramInput } from '@shared/src/diagram/record'
import { DIAGRAM_TEXTS } from '@shared/src/diagram/diagram-texts'
import { proposedSite, valuesAt } from '@shared/src/diagram/placement'
import { DiagramCanvas, type PendingPlace } from './DiagramCanvas'
import { DiagramLegend } from './DiagramLegend'
import { PlaceConfirm } from './PlaceConfirm'
import type { FieldValues } from './write-values'
import './diagram.css'

interface BodyDiagramPanelProps {
  chapters: Chapter[]
  onOpenChapter(chapterId: string): void
  /** Writes values into the fields of one instance (an ordinary edit: saved, versioned). */
  onWrite(instanceChapterId: string, values: FieldValues): void
}

/**
 * The body diagram of the report being edited, drawn from its chapters on every change: marks, legend,
 * the wounds not placed, and placing by hand (a click on an outline for an unplaced wound, a drag or the
 * arrow keys for a placed one) through a confirmation of the values it would write.
 */
export function BodyDiagramPanel({ chapters, onOpenChapter, onWrite }: BodyDiagramPanelProps) {
  const input = useMemo(() => diagramInput(chapters), [chapters])
  const model = useMemo(() => (input ? diagramFromInput(input) : null), [input])
  const [placing, setPlacing] = useState<{ chapterId: string; number: number } | null>(null)
  const [pending, setPending] = useState<PendingPlace | null>(null)
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
    onWrite(wound.instance.chapterId, {
      [wound.siteField]: site,
      [DIAGRAM_FIELDS.height]: `${values.heightAboveHeelCm} cm`,
      [DIAGRAM_FIELDS.midline]: `${values.distanceFromMidlineCm} cm`,
    })
    setPending(null)
    setPlacing(null)
  }
  const startPlacing = (row: LegendRow) => {
    setPending(null)
    setPlacing((p) => (p?.chapterId === row.chapterId ? null : { chapterId: row.chapterId, number: row.number }))
  }

  return (
    <div className="space-y-3 p-4">
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
      <DiagramLegend rows={model.legend} scaleNote={model.scaleNote} placingId={placing?.chapterId ?? null} onOpen={onOpenChapter} onPlace={startPlacing} />
    </div>
  )
}
