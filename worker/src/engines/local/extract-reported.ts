/**
 * Verbs that report a measured value, said between a measured field's name and its value ("the carbon monoxide saturation
 * came back at 62 percent", "the core temperature was measured at 31 degrees"). The grammar says them after such a name.
 */
export const REPORTING_VERBS: readonly string[] = [
  'came back at', 'came back as', 'came back', 'returned', 'was measured at', 'measured at', 'was recorded at', 'recorded at',
  'reads',
]
const REPORTED = REPORTING_VERBS.map((v) => v.split(' ')).sort((a, b) => b.length - a.length)

/** The length in words of the reporting verb at i ("came back at"), or 0. */
export function reportedAt(norms: readonly string[], i: number): number {
  return REPORTED.find((v) => v.every((word, k) => norms[i + k] === word))?.length ?? 0
}
