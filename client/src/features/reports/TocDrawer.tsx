import { useRef, useState, type ComponentProps } from 'react'
import { Dialog } from 'radix-ui'
import { ListTree, X } from 'lucide-react'
import { Button } from '../../components/ui/Button'
import { TableOfContents } from './TableOfContents'
import { chapterTitleDomId } from './useActiveChapter'

type TocDrawerProps = Omit<ComponentProps<typeof TableOfContents>, 'width'>

/**
 * The table of contents on tablets and phones (below 1024 px): a sheet from the left behind a 'Contents'
 * button, so the chapters get the whole width. Choosing a chapter closes the sheet, then jumps.
 */
export function TocDrawer({ onSelect, onAdd, ...toc }: TocDrawerProps) {
  const [open, setOpen] = useState(false)
  const jumping = useRef(false)
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm" className="lg:hidden">
          <ListTree className="h-4 w-4" aria-hidden />
          <span className="sr-only sm:not-sr-only">Contents</span>
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(e) => {
            // Focus goes to the chosen chapter, not back to the button: returning it would stop the scroll.
            if (!jumping.current) return
            jumping.current = false
            e.preventDefault()
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(22rem,88vw)] flex-col bg-white shadow-xl focus:outline-none"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-2">
            <Dialog.Title className="text-sm font-semibold text-slate-900">Contents</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close contents">
                <X className="h-4 w-4" aria-hidden />
              </Button>
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1">
            <TableOfContents
              {...toc}
              onSelect={(id) => {
                jumping.current = true
                setOpen(false)
                // After the sheet has gone and the page scrolls again.
                setTimeout(() => {
                  document.getElementById(chapterTitleDomId(id))?.focus({ preventScroll: true })
                  onSelect(id)
                }, 0)
              }}
              onAdd={() => {
                setOpen(false)
                onAdd()
              }}
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
