import { useCallback, useMemo } from 'react'
import { rangeWarning } from '@shared/src/tags/field-range'
import { useTagList } from '../tagging/useTagList'
import type { MatchRow } from './matched-tags'

/**
 * The plausible-range warning of a matched value, from the fields' stored ranges.
 * The tag list is read (from its cache) only once there are matches to check.
 */
export function useRangeWarnings(enabled: boolean): (row: MatchRow) => string | null {
  const tags = useTagList()
  const byId = useMemo(() => new Map((enabled ? (tags.data ?? []) : []).map((t) => [t.id, t])), [tags.data, enabled])
  return useCallback((row: MatchRow) => {
    const tag = byId.get(row.id)
    return tag && row.value.trim() ? rangeWarning(tag, row.value) : null
  }, [byId])
}
