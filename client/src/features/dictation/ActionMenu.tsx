import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { AnimatePresence, motion } from 'motion/react'
import { Download, FileCheck2, Mic, Plus, Square, Upload } from 'lucide-react'
import { Spinner } from '../../components/ui/Spinner'
import { cn } from '../../components/ui/cn'
import { formatElapsed } from './audio-file'

export interface ActionMenuProps {
  recording: boolean
  /** Time since recording started. */
  elapsedMs: number
  /** Saving and cleaning up: 'Generate Final Report' reads 'Generating...'. */
  generating: boolean
  onUpload(): void
  onRecord(): void
  onStopRecording(): void
  onGenerate(): void
  onExport(): void
}

const CLOSE_DELAY_MS = 200

/**
 * The editor's floating round action button. Hovering opens its menu; so do focus
 * (keyboard) and a tap (touch). While recording, the button itself stops the recording.
 */
export function ActionMenu(props: ActionMenuProps) {
  const { recording, generating } = props
  const [open, setOpen] = useState(false)
  const wrapper = useRef<HTMLDivElement>(null)
  const fab = useRef<HTMLButtonElement>(null)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const pointerType = useRef<string>('')
  const suppressFocusOpen = useRef(false)
  // A press focuses the button before its click: the click decides, not the focus.
  const pressing = useRef(false)

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current)
    closeTimer.current = null
  }
  const show = () => {
    cancelClose()
    setOpen(true)
  }
  const hideSoon = () => {
    cancelClose()
    closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS)
  }
  useEffect(() => cancelClose, [])

  const close = (refocus: boolean) => {
    cancelClose()
    setOpen(false)
    if (refocus) {
      suppressFocusOpen.current = true
      fab.current?.focus()
    }
  }

  const choose = (action: () => void) => () => {
    // Keyboard users go back to the button; pointer users stay where they are.
    close(pointerType.current === '')
    action()
  }

  const onFabClick = () => {
    if (recording) {
      props.onStopRecording()
      setOpen(false)
      return
    }
    // A mouse opened the menu by hovering: a click must not close it again.
    if (pointerType.current === 'mouse') return show()
    setOpen((o) => !o)
  }

  const onMenuKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(wrapper.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:not(:disabled)') ?? [])
    const at = items.indexOf(document.activeElement as HTMLButtonElement)
    const move = (i: number) => {
      e.preventDefault()
      items[(i + items.length) % items.length]?.focus()
    }
    if (e.key === 'Escape') {
      e.preventDefault()
      close(true)
    } else if (e.key === 'ArrowDown') move(at + 1)
    else if (e.key === 'ArrowUp') move(at < 0 ? items.length - 1 : at - 1)
    else if (e.key === 'Home') move(0)
    else if (e.key === 'End') move(items.length - 1)
  }

  return (
    <div className="fixed bottom-6 right-6 z-40 flex items-end gap-3">
      {recording && <RecordingIndicator elapsedMs={props.elapsedMs} />}
      <div
        ref={wrapper}
        className="relative"
        onPointerDown={(e) => {
          pointerType.current = e.pointerType
          pressing.current = true
        }}
        onPointerUp={() => setTimeout(() => (pressing.current = false), 0)}
        onPointerCancel={() => (pressing.current = false)}
        onPointerEnter={(e) => e.pointerType === 'mouse' && show()}
        // Also on the button itself: after a choice the pointer may still be inside the closing menu.
        onPointerOver={(e) => e.pointerType === 'mouse' && !open && fab.current?.contains(e.target as Node) && show()}
        onPointerLeave={(e) => e.pointerType === 'mouse' && hideSoon()}
        onFocus={() => {
          if (suppressFocusOpen.current) suppressFocusOpen.current = false
          else if (!pressing.current) show()
        }}
        onBlur={(e) => {
          pressing.current = false
          if (!wrapper.current?.contains(e.relatedTarget as Node | null)) close(false)
        }}
        onKeyDown={(e) => {
          // Keyboard use from here on: the next menu choice refocuses the button.
          pointerType.current = ''
          if (e.key === 'ArrowUp' && e.target === fab.current && open) {
            e.preventDefault()
            wrapper.current?.querySelector<HTMLButtonElement>('[role="menuitem"]:not(:disabled)')?.focus()
          } else if (e.key === 'Escape' && open) {
            e.preventDefault()
            close(true)
          }
        }}
      >
        <button
          ref={fab}
          type="button"
          aria-label={recording ? 'Stop Recording' : 'Report actions'}
          aria-haspopup="menu"
          aria-expanded={open}
          onClick={onFabClick}
          className={cn(
            'flex h-14 w-14 items-center justify-center rounded-full text-white shadow-lg transition-colors',
            'focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-sky-300',
            recording ? 'bg-red-600 hover:bg-red-700' : 'bg-sky-700 hover:bg-sky-800',
          )}
        >
          {recording ? (
            <Square className="h-5 w-5 fill-current" aria-hidden />
          ) : generating ? (
            <Spinner className="h-6 w-6" label="Generating" />
          ) : (
            <Plus className={cn('h-7 w-7 transition-transform duration-200', open && 'rotate-45')} aria-hidden />
          )}
        </button>
        <AnimatePresence>
          {open && (
            <motion.div
              initial={{ opacity: 0, y: 8, scale: 0.97 }}
              animate={{ opacity: 1, y: 0, scale: 1 }}
              exit={{ opacity: 0, y: 8, scale: 0.97 }}
              transition={{ duration: 0.14 }}
              // Padding rather than margin: the pointer crosses no gap on its way up from the button.
              className="absolute bottom-full right-0 origin-bottom-right pb-3"
            >
              <div role="menu" aria-label="Report actions" onKeyDown={onMenuKey} className="w-64 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl">
                <Item icon={<Upload className="h-4 w-4" aria-hidden />} disabled={recording} onSelect={choose(props.onUpload)}>
                  Upload Audio
                </Item>
                <Item
                  icon={recording ? <Square className="h-4 w-4 fill-red-600 text-red-600" aria-hidden /> : <Mic className="h-4 w-4" aria-hidden />}
                  onSelect={choose(recording ? props.onStopRecording : props.onRecord)}
                >
                  {recording ? 'Stop Recording' : 'Record Audio'}
                </Item>
                <Item
                  icon={generating ? <Spinner className="h-4 w-4" label="Generating" /> : <FileCheck2 className="h-4 w-4" aria-hidden />}
                  disabled={generating || recording}
                  onSelect={choose(props.onGenerate)}
                >
                  {generating ? 'Generating...' : 'Generate Final Report'}
                </Item>
                <Item icon={<Download className="h-4 w-4" aria-hidden />} disabled={recording} onSelect={choose(props.onExport)}>
                  Export Report
                </Item>
              </div>
            </motion.div>
          )}
        </AnimatePresence>
      </div>
    </div>
  )
}

function Item({ icon, children, disabled, onSelect }: { icon: ReactNode; children: ReactNode; disabled?: boolean; onSelect(): void }) {
  return (
    <button
      type="button"
      role="menuitem"
      disabled={disabled}
      onClick={onSelect}
      className={cn(
        'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-medium text-slate-800',
        'hover:bg-sky-50 hover:text-sky-900 focus-visible:bg-sky-50 focus-visible:text-sky-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600',
        'disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent',
      )}
    >
      <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-700">{icon}</span>
      {children}
    </button>
  )
}

/** A visible sign that the microphone is on, with the elapsed time. */
export function RecordingIndicator({ elapsedMs }: { elapsedMs: number }) {
  return (
    <div role="status" className="mb-2.5 flex items-center gap-2 rounded-full border border-red-200 bg-white px-3.5 py-1.5 text-sm font-medium text-red-700 shadow-md">
      <span className="relative flex h-2.5 w-2.5" aria-hidden>
        <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-red-400 opacity-75" />
        <span className="relative inline-flex h-2.5 w-2.5 rounded-full bg-red-600" />
      </span>
      Recording
      <span className="tabular-nums text-slate-700" aria-label={`elapsed ${formatElapsed(elapsedMs)}`}>
        {formatElapsed(elapsedMs)}
      </span>
    </div>
  )
}
