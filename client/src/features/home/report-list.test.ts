import { describe, expect, it } from 'vitest'
import { modulesInBrief, visibleReports } from './report-list'

const r = (title: string, updatedAt: string, caseNumber: string | null = null) => ({ title, updatedAt, createdAt: '2026-01-01T00:00:00Z', caseNumber })
const reports = [
  r('Case 10 – fall', '2026-03-01T10:00:00Z'),
  r('case 2 – hanging', '2026-03-03T10:00:00Z', 'ME-2026-0412'),
  r('Ärztlicher Bericht', '2026-03-02T10:00:00Z'),
  r('Case 2 – hanging (copy)', '2026-02-01T10:00:00Z'),
]
const titles = (xs: { title: string }[]) => xs.map((x) => x.title)

describe('My Reports search and sort', () => {
  it('sorts by last edit, newest first, or by title in natural order ignoring case and accents', () => {
    expect(titles(visibleReports(reports, '', 'edited'))).toEqual(['case 2 – hanging', 'Ärztlicher Bericht', 'Case 10 – fall', 'Case 2 – hanging (copy)'])
    expect(titles(visibleReports(reports, '', 'title'))).toEqual(['Ärztlicher Bericht', 'case 2 – hanging', 'Case 2 – hanging (copy)', 'Case 10 – fall'])
  })

  it('finds by any part of the title or the case number, any case, and leaves the list given untouched', () => {
    const before = titles(reports)
    expect(titles(visibleReports(reports, '  HANGING ', 'edited'))).toEqual(['case 2 – hanging', 'Case 2 – hanging (copy)'])
    expect(titles(visibleReports(reports, '0412', 'title'))).toEqual(['case 2 – hanging'])
    expect(visibleReports(reports, 'autopsy', 'edited')).toEqual([])
    expect(titles(reports)).toEqual(before)
  })

  it('names modules in brief: instances counted, at most three, then how many more', () => {
    const m = (name: string, instances = 0) => ({ name, instances })
    expect(modulesInBrief([m('Gunshot Wounds', 2), m('Hanging')])).toEqual({ shown: ['Gunshot Wounds ×2', 'Hanging'], more: 0 })
    expect(modulesInBrief([m('A'), m('B'), m('C'), m('D')])).toEqual({ shown: ['A', 'B', 'C', 'D'], more: 0 })
    expect(modulesInBrief([m('A'), m('B'), m('C'), m('D'), m('E')])).toEqual({ shown: ['A', 'B', 'C'], more: 2 })
    expect(modulesInBrief([])).toEqual({ shown: [], more: 0 })
  })
})
