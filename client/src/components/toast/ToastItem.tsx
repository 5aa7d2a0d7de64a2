import { useState } from 'react'
import { motion } from 'motion/react'
import { CircleCheck, Info, TriangleAlert, X } from 'lucide-react'
import { TOAST_DURATION_MS, TOAST_STACK_GAP_PX, TOAST_STAGGER_S } from '@shared/src/constants'
import { cn } from '../ui/cn'
import { dismissToast, type Toast, type ToastVariant } from './toast-store'
import { useAutoDismiss } from './useAutoDismiss'

const styles: Record<ToastVariant, { box: string; icon: string; bar: string; Icon: typeof Info }> = {
  destructive: { box: 'border-red-200 bg-red-50 text-red-900', icon: 'text-red-600', bar: 'bg-red-500', Icon: TriangleAlert },
  success: { box: 'border-green-200 bg-green-50 text-green-900', icon: 'text-green-700', bar: 'bg-green-600', Icon: CircleCheck },
  default: { box: 'border-slate-200 bg-white text-slate-900', icon: 'text-sky-700', bar: 'bg-sky-600', Icon: Info },
}

/**
 * One notification: slides in from the top, counts down 3 s (paused while hovered or focused),
 * closes on demand. A dismissed toast plays its exit here; the store removes it 500 ms later.
 */
export function ToastItem({ toast, index }: { toast: Toast; index: number }) {
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const paused = hovered || focused
  useAutoDismiss(() => dismissToast(toast.id), TOAST_DURATION_MS, paused || !toast.open)
  const s = styles[toast.variant]
  const y = index * TOAST_STACK_GAP_PX
  return (
    <motion.div
      role="status"
      aria-live={toast.variant === 'destructive' ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-variant={toast.variant}
      data-toast-id={toast.id}
      data-state={toast.open ? 'open' : 'closed'}
      data-offset={y}
      initial={{ opacity: 0, y: -80, scale: 0.96 }}
      animate={toast.open ? { opacity: 1, y, scale: 1 } : { opacity: 0, y: y - 24, scale: 0.96, transition: { duration: 0.2 } }}
      transition={{ type: 'spring', stiffness: 420, damping: 32, delay: index * TOAST_STAGGER_S }}
      style={{ zIndex: paused ? 60 : 50 - index, pointerEvents: toast.open ? undefined : 'none' }}
      inert={!toast.open}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false)
      }}
      className={cn('pointer-events-auto absolute inset-x-0 top-0 overflow-hidden rounded-lg border shadow-lg', s.box)}
    >
      <div className="flex items-start gap-3 px-4 py-2">
        <s.Icon aria-hidden="true" className={cn('mt-0.5 h-5 w-5 shrink-0', s.icon)} />
        {/* One line each keeps a toast inside its 60 px slot; hovering or focusing shows the whole text. */}
        <div className="min-w-0 flex-1">
          {toast.title && <p className={cn('text-sm font-semibold leading-5', !paused && 'truncate')}>{toast.title}</p>}
          {toast.description && <p className={cn('text-sm leading-5 opacity-90', !paused && 'truncate')}>{toast.description}</p>}
        </div>
        <button
          type="button"
          aria-label="Close notification"
          onClick={() => dismissToast(toast.id)}
          className="-m-1 rounded p-1 opacity-70 transition hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
      <div
        aria-hidden="true"
        data-testid="toast-countdown"
        data-paused={paused}
        className={cn('h-[3px] origin-left animate-toast-countdown', s.bar)}
        style={{ animationDuration: `${TOAST_DURATION_MS}ms`, animationPlayState: paused ? 'paused' : 'running' }}
      />
    </motion.div>
  )
}
