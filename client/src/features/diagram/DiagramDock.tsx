import { useEffect, useState, type ComponentProps } from 'react'
import { Dialog } from 'radix-ui'
import { PersonStanding, X } from 'lucide-react'
import { DIAGRAM_TEXTS } from '@shared/src/diagram/diagram-texts'
import { Button } from '../../components/ui/Button'
import { BodyDiagramPanel } from './BodyDiagramPanel'
import { usePlacement } from './usePlacement'

const WIDE = '(min-width: 1024px)'

function useWide(): boolean {
  const [wide, setWide] = useState(() => typeof window !== 'undefined' && window.matchMedia?.(WIDE).matches === true)
  useEffect(() => {
    const mq = window.matchMedia?.(WIDE)
    if (!mq) return
    const on = () => setWide(mq.matches)
    mq.addEventListener('change', on)
    return () => mq.removeEventListener('change', on)
  }, [])
  return wide
}

/** The header button that opens and closes the body diagram. */
export function DiagramButton({ open, onToggle }: { open: boolean; onToggle(): void }) {
  return (
    <Button variant={open ? 'secondary' : 'outline'} size="sm" aria-pressed={open} onClick={onToggle}>
      <PersonStanding className="h-4 w-4" aria-hidden />
      <span className="sr-only sm:not-sr-only">{DIAGRAM_TEXTS.open}</span>
    </Button>
  )
}

type PanelProps = Omit<ComponentProps<typeof BodyDiagramPanel>, 'placement'>

function PanelHeader({ onClose }: { onClose(): void }) {
  return (
    <div className="flex items-center justify-between border-b border-slate-200 px-4 py-2">
      <h2 className="text-sm font-semibold text-slate-900">{DIAGRAM_TEXTS.title}</h2>
      <Button variant="ghost" size="icon" aria-label={DIAGRAM_TEXTS.close} onClick={onClose}>
        <X className="h-4 w-4" aria-hidden />
      </Button>
    </div>
  )
}

/**
 * The body diagram beside the chapters from 1024 px (a column pinned under the header), and below that a
 * sheet from the right; choosing a wound there closes the sheet, then scrolls to its chapter. A proposal awaiting
 * confirmation is kept here, so it is still there when the panel moves between column and sheet.
 */
export function DiagramDock({ open, onClose, ...rest }: PanelProps & { open: boolean; onClose(): void }) {
  const wide = useWide()
  const placement = usePlacement(open)
  if (!open) return null
  const panel = { ...rest, placement }
  if (wide) {
    return (
      <aside aria-label={DIAGRAM_TEXTS.title} className="shrink-0 border-l border-slate-200 bg-white">
        {/* Room at the end, so the last legend rows scroll clear of the floating action button. */}
        <div className="sticky top-16 h-[calc(100vh-4rem)] w-[26rem] overflow-y-auto pb-24">
          <PanelHeader onClose={onClose} />
          <BodyDiagramPanel {...panel} />
        </div>
      </aside>
    )
  }
  return (
    <Dialog.Root open onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content aria-describedby={undefined} className="fixed inset-y-0 right-0 z-50 flex w-[min(28rem,94vw)] flex-col bg-white shadow-xl focus:outline-none">
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-2">
            <Dialog.Title className="text-sm font-semibold text-slate-900">{DIAGRAM_TEXTS.title}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={DIAGRAM_TEXTS.close}>
                <X className="h-4 w-4" aria-hidden />
              </Button>
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            <BodyDiagramPanel
              {...panel}
              onOpenChapter={(id) => {
                onClose()
                setTimeout(() => panel.onOpenChapter(id), 0)
              }}
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
