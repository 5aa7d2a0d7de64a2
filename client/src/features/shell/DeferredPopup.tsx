import { lazy, Suspense, useState, type ComponentType, type ReactElement } from 'react'
import type { ButtonProps } from '../../components/ui/Button'

/** A popup whose code (Radix, floating-ui) arrives on first use: it renders `trigger` inside itself, opened. */
export type PopupPanel<P> = ComponentType<P & { trigger: ReactElement }>

/**
 * A top-bar button whose popup code is fetched when the pointer or focus reaches it and shown on its first
 * click, so the signed-in screens start without evaluating the popover and menu code. Until then the button
 * is a plain one that looks the same; after that the Radix popup (opened at once) owns it for good.
 */
export function deferredPopup<P extends object>(load: () => Promise<{ default: PopupPanel<P> }>, popup: 'dialog' | 'menu') {
  const Panel = lazy(load) as unknown as ComponentType<P & { trigger: ReactElement }>
  const preload = () => void load()
  return function DeferredPopup({ renderTrigger, ...props }: P & { renderTrigger(extra: ButtonProps): ReactElement }) {
    const [used, setUsed] = useState(false)
    if (!used) return renderTrigger({ 'aria-haspopup': popup, 'aria-expanded': false, onPointerEnter: preload, onFocus: preload, onClick: () => setUsed(true) })
    // While the code arrives (a click before any hover or focus), the same button holds the place.
    return (
      <Suspense fallback={renderTrigger({ 'aria-haspopup': popup, 'aria-expanded': false, 'aria-busy': true })}>
        <Panel {...(props as P)} trigger={renderTrigger({})} />
      </Suspense>
    )
  }
}
