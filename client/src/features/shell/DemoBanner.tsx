import { ShieldAlert } from 'lucide-react'

/**
 * Shown on every screen: the product is a development demo, not for sensitive medical data.
 * It sits in a landmark of its own so screen-reader users find it with the rest of the page (axe: region).
 */
export function DemoBanner() {
  return (
    <aside aria-label="Development demo notice" className="border-b border-amber-200 bg-amber-50 text-amber-950">
      <p role="note" className="mx-auto flex max-w-7xl items-center justify-center gap-2 px-4 py-2 text-center text-xs sm:px-6 sm:text-sm">
        <ShieldAlert aria-hidden="true" className="h-4 w-4 shrink-0 text-amber-700" />
        <span>
          <strong className="font-semibold">Development demo.</strong> This platform is not yet HIPAA compliant. Do not use it for sensitive medical data.
        </span>
      </p>
    </aside>
  )
}
