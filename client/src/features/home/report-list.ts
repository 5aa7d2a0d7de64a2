import type { ReportModuleBrief } from '@shared/src/reports/report.schema'

/** 'Gunshot Wounds ×2' for a module with instances, else its name. */
export const moduleLabel = (m: ReportModuleBrief): string => (m.instances > 0 ? `${m.name} ×${m.instances}` : m.name)

/** The modules a card names in brief: the first `max`, and how many more there are. */
export function modulesInBrief(modules: readonly ReportModuleBrief[], max = 3): { shown: string[]; more: number } {
  const labels = modules.map(moduleLabel)
  // Showing '+1 more' would take the room of the one it hides.
  const keep = labels.length === max + 1 ? labels.length : Math.min(max, labels.length)
  return { shown: labels.slice(0, keep), more: labels.length - keep }
}
