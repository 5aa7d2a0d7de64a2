import { MotionConfig } from 'motion/react'
import type { Toast } from './toast-store'
import { ToastItem } from './ToastItem'

/** The animated toasts (motion): loaded with the first toast, or in idle time after the first screen. */
export default function ToastStack({ toasts }: { toasts: Toast[] }) {
  // Open toasts close ranks at once; a closing one keeps its slot while it fades out.
  let openIndex = 0
  const slots = toasts.map((t, i) => (t.open ? openIndex++ : i))
  return (
    <MotionConfig reducedMotion="user">
      {toasts.map((t, i) => (
        <ToastItem key={t.id} toast={t} index={slots[i]} />
      ))}
    </MotionConfig>
  )
}
