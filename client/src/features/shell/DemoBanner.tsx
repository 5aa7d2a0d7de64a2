import { ShieldAlert } from 'lucide-react'

/** Shown on every screen: the product is a development demo, not for sensitive medical data (spec section 1). */
export function DemoBanner() {
  return (
    <div role="note" aria-label="Development demo notice" className="border-b border-amber-200 bg-amber-50 text-amber-950">
      <p className="mx-auto flex max-w-7xl items-center justify-center gap-2 px-6 py-2 text-center text-xs sm:text-sm">
        <ShieldAlert aria-hidden="true" className="h-4 w-4 shrink-0 text-amber-700" />
        <span>
          <strong className="font-semibold">Development demo.</strong> This platform is not yet HIPAA compliant. Do not use it for sensitive medical data.
        </span>
      </p>
    </div>
  )
}
