import type { UsageStats } from '@shared/src/auth/auth.schema'
import { cn } from '../../components/ui/cn'
import { usageCounters } from './quota'

/** The free tier's monthly counters, e.g. 'Tag matches 3/50'; nothing when unlimited. */
export function UsageCounters({ stats }: { stats: UsageStats | undefined }) {
  if (!stats || stats.unlimited) return null
  return (
    <dl aria-label="Monthly usage" className="flex items-center gap-2 text-xs">
      {usageCounters(stats).map((c) => {
        const full = c.used >= c.limit
        return (
          <div
            key={c.key}
            data-testid={`usage-${c.key}`}
            className={cn('flex items-center gap-1.5 rounded-md border px-2 py-1', full ? 'border-amber-300 bg-amber-50 text-amber-900' : 'border-slate-200 bg-slate-50 text-slate-700')}
          >
            <dt>{c.label}</dt>
            <dd className="font-semibold tabular-nums">
              {c.used}/{c.limit}
            </dd>
          </div>
        )
      })}
    </dl>
  )
}
