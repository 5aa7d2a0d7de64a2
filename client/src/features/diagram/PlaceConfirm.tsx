import { DIAGRAM_TEXTS } from '@shared/src/diagram/diagram-texts'
import { formatCm } from '@shared/src/diagram/measure'
import type { ProposedValues } from '@shared/src/diagram/placement'
import { Button } from '../../components/ui/Button'

interface PlaceConfirmProps {
  number: number
  values: ProposedValues
  site: string
  /** Where to show it, in percent of the diagram's width and height. */
  left: number
  top: number
  onConfirm(): void
  onCancel(): void
}

/** The confirmation popover of a proposed place: the values it would write into the wound's fields. */
export function PlaceConfirm({ number, values, site, left, top, onConfirm, onCancel }: PlaceConfirmProps) {
  const side = values.side === 'midline' ? 'on the midline' : `${values.side} of the midline`
  return (
    <div
      role="dialog"
      aria-label={`${DIAGRAM_TEXTS.confirmTitle} (wound ${number})`}
      className="absolute z-10 w-60 -translate-x-1/2 rounded-md border border-slate-300 bg-white p-3 text-sm shadow-lg"
      // Centred under the point, and never past either side of the diagram, however narrow (the phone sheet).
      style={{ left: `clamp(7.5rem, ${left}%, 100% - 7.5rem)`, top: `${Math.min(70, top + 3)}%` }}
      onKeyDown={(e) => e.key === 'Escape' && onCancel()}
    >
      <p className="font-semibold text-slate-900">
        {DIAGRAM_TEXTS.confirmTitle} (wound {number})
      </p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-slate-700">
        <dt>Site</dt>
        <dd data-proposed="site">{site}</dd>
        <dt>Height</dt>
        <dd data-proposed="height">{formatCm(values.heightAboveHeelCm)} above the heel</dd>
        <dt>Midline</dt>
        <dd data-proposed="midline">
          {values.distanceFromMidlineCm ? `${formatCm(values.distanceFromMidlineCm)} ${side}` : side}
        </dd>
      </dl>
      <div className="mt-2 flex justify-end gap-2">
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {DIAGRAM_TEXTS.cancel}
        </Button>
        <Button size="sm" onClick={onConfirm}>
          {DIAGRAM_TEXTS.confirm}
        </Button>
      </div>
    </div>
  )
}
