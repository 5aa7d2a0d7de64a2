import { useRef, type KeyboardEvent, type PointerEvent } from 'react'
import { DIAGRAM_FONT } from '@shared/src/diagram/svg'
import { markShapes, viewAt, type DiagramMark, type DiagramModel } from '@shared/src/diagram/model'
import type { View } from '@shared/src/diagram/placement'
import { ShapeView } from './ShapeView'

/** A position a drag, an arrow key or a click proposes for a wound, in diagram units. */
export interface PendingPlace {
  chapterId: string
  number: number
  view: View
  x: number
  y: number
}

interface DiagramCanvasProps {
  model: DiagramModel
  pending: PendingPlace | null
  /** The unplaced wound waiting for a click on an outline, if any. */
  placing: { chapterId: string; number: number } | null
  onOpenMark(chapterId: string): void
  onPropose(p: PendingPlace): void
  /** Enter on a mark moved with the arrow keys writes its proposal; Escape drops it. */
  onConfirm(): void
  onCancel(): void
}

const DRAG_THRESHOLD = 3

/**
 * The diagram in the editor: the shared shapes, each mark a button (Enter or a click scrolls to its
 * chapter; a drag or the arrow keys propose a new place), and clicks on an outline while placing a wound.
 */
export function DiagramCanvas({ model, pending, placing, onOpenMark, onPropose, onConfirm, onCancel }: DiagramCanvasProps) {
  const svgRef = useRef<SVGSVGElement>(null)
  const drag = useRef<{ mark: DiagramMark; startX: number; startY: number; moved: boolean } | null>(null)

  const toUnits = (e: { clientX: number; clientY: number }) => {
    const box = svgRef.current!.getBoundingClientRect()
    return { x: ((e.clientX - box.left) / box.width) * model.width, y: ((e.clientY - box.top) / box.height) * model.height }
  }
  // A step of half a centimetre of the body, in diagram units.
  const step = (0.5 / model.frame.lengthCm) * model.views.anterior.height

  const onMarkKey = (m: DiagramMark, e: KeyboardEvent) => {
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }
    const moved = pending?.chapterId === m.chapterId
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault()
      if (moved) onConfirm()
      else onOpenMark(m.chapterId)
      return
    }
    if (e.key === 'Escape' && moved) {
      e.preventDefault()
      onCancel()
      return
    }
    const move = moves[e.key]
    if (!move) return
    e.preventDefault()
    const from = pending?.chapterId === m.chapterId ? pending : { x: m.cx, y: m.cy }
    onPropose({ chapterId: m.chapterId, number: m.number, view: m.view, x: from.x + move[0] * (e.shiftKey ? 10 : 1), y: from.y + move[1] * (e.shiftKey ? 10 : 1) })
  }

  const onPointerDown = (m: DiagramMark, e: PointerEvent) => {
    drag.current = { mark: m, startX: e.clientX, startY: e.clientY, moved: false }
    ;(e.target as Element).setPointerCapture?.(e.pointerId)
  }
  const onPointerMove = (e: PointerEvent) => {
    const d = drag.current
    if (!d) return
    if (!d.moved && Math.hypot(e.clientX - d.startX, e.clientY - d.startY) < DRAG_THRESHOLD) return
    d.moved = true
    const at = toUnits(e)
    onPropose({ chapterId: d.mark.chapterId, number: d.mark.number, view: d.mark.view, x: at.x, y: at.y })
  }
  const onPointerUp = () => {
    const d = drag.current
    drag.current = null
    if (d && !d.moved) onOpenMark(d.mark.chapterId)
  }
  const onCanvasClick = (e: React.MouseEvent) => {
    if (!placing || drag.current) return
    const at = toUnits(e)
    onPropose({ ...placing, view: viewAt(model, at.x), x: at.x, y: at.y })
  }

  return (
    <svg
      ref={svgRef}
      viewBox={`0 0 ${model.width} ${model.height}`}
      role="group"
      aria-label={model.textAlternative}
      fontFamily={DIAGRAM_FONT}
      className={placing ? 'w-full cursor-crosshair touch-none select-none' : 'w-full touch-none select-none'}
      onClick={onCanvasClick}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      data-testid="body-diagram"
    >
      <rect width={model.width} height={model.height} fill="#ffffff" />
      {model.shapes.map((s, i) => (
        <ShapeView key={i} s={s} />
      ))}
      {model.marks.map((m) => (
        <g
          key={m.chapterId}
          role="button"
          tabIndex={0}
          aria-label={`${m.label}. Enter opens its chapter; arrow keys move it, then Enter writes the new values.`}
          data-mark={m.number}
          data-cx={m.cx.toFixed(1)}
          data-cy={m.cy.toFixed(1)}
          className="diagram-mark cursor-grab focus:outline-none"
          onKeyDown={(e) => onMarkKey(m, e)}
          onPointerDown={(e) => onPointerDown(m, e)}
        >
          {markShapes(m).map((s, i) => (
            <ShapeView key={i} s={s} />
          ))}
        </g>
      ))}
      {pending && (
        <g aria-hidden opacity={0.75} pointerEvents="none">
          <circle cx={pending.x} cy={pending.y} r={10} fill="none" stroke="#0f172a" strokeWidth={1.5} strokeDasharray="2 2" />
          <text x={pending.x} y={pending.y + 3.5} fontSize={10} textAnchor="middle" fill="#0f172a" fontWeight="bold">
            {pending.number}
          </text>
        </g>
      )}
    </svg>
  )
}
