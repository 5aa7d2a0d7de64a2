import { MotionConfig } from 'motion/react'
import { useToasts } from './toast-store'
import { ToastItem } from './ToastItem'

/** The notification bar fixed across the top of every screen; newest toast first, at most five. */
export function Toaster() {
  const toasts = useToasts()
  // Open toasts close ranks at once; a closing one keeps its slot while it fades out.
  let openIndex = 0
  const slots = toasts.map((t, i) => (t.open ? openIndex++ : i))
  return (
    <MotionConfig reducedMotion="user">
      <div role="region" aria-label="Notifications" className="pointer-events-none fixed inset-x-0 top-0 z-[100] flex justify-center px-4">
        <div className="relative mt-2 w-full max-w-lg">
          {toasts.map((t, i) => (
            <ToastItem key={t.id} toast={t} index={slots[i]} />
          ))}
        </div>
      </div>
    </MotionConfig>
  )
}
