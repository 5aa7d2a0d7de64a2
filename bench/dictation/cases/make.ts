import type { DictationCase, Family } from '../types'

type Extra = Pick<DictationCase, 'negated' | 'note' | 'report'>

/** A case maker for one family: `c(7, text, expected)` gives the case 'prefix-007'. */
export const family =
  (name: Family, prefix: string) =>
  (n: number, text: string, expected: Record<string, string>, extra: Extra = {}): DictationCase => ({
    id: `${prefix}-${String(n).padStart(3, '0')}`,
    family: name,
    text,
    expected,
    ...extra,
  })
