import { cn } from '../../components/ui/cn'
import { HOME_TEXTS } from './home-texts'

/** The three steps of report creation; step 2 is always the highlighted one. */
export function StepIndicator() {
  const current = 2
  return (
    <ol className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-3" aria-label="Report creation steps">
      {HOME_TEXTS.steps.map((step, i) => {
        const n = i + 1
        const active = n === current
        return (
          <li key={step.title} className="flex items-center gap-3" aria-current={active ? 'step' : undefined}>
            <span
              className={cn(
                'flex h-9 w-9 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold',
                active ? 'border-sky-700 bg-sky-700 text-white' : 'border-slate-300 bg-white text-slate-600',
              )}
            >
              {n}
            </span>
            <span className="min-w-0">
              <span className={cn('block text-sm font-semibold', active ? 'text-sky-800' : 'text-slate-800')}>{step.title}</span>
              <span className="block text-xs text-slate-600">{step.description}</span>
            </span>
          </li>
        )
      })}
    </ol>
  )
}
