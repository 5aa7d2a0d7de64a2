import { Link } from '@tanstack/react-router'
import { TriangleAlert } from 'lucide-react'
import type { UsageStats } from '@shared/src/auth/auth.schema'
import { quotaMessage } from './quota'

/** Warning shown once a free user has used up tag matches or report cleanups. */
export function QuotaBanner({ stats }: { stats: UsageStats | undefined }) {
  const message = quotaMessage(stats)
  if (!message) return null
  return (
    <div role="alert" className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-6 py-3 text-sm text-amber-950">
        <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" />
        <p>
          <strong className="font-semibold">Usage limit reached.</strong> {message}{' '}
          <Link to="/contact" hash="contact-form" className="font-medium text-sky-800 underline underline-offset-2 hover:text-sky-900 focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600">
            Contact us
          </Link>{' '}
          if you need more this month.
        </p>
      </div>
    </div>
  )
}
