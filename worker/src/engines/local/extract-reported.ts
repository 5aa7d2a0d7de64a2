/**
 * Verbs that report a measured value, said between a measured field's name and its value ("the carbon monoxide saturation
 * came back at 62 percent", "the core temperature measured at 31 degrees"). The grammar says them after such a name. The
 * extractor also reads them after "was" (a filler); the grammar does not say "was measured at": with it, espeak-ng Klatt's
 * wound clips were heard otherwise ("stab wound 1 it measures" as "stab wounds was it 2 measures").
 */
export const REPORTING_VERBS: readonly string[] = [
  'came back at', 'came back as', 'came back', 'returned', 'measured at', 'recorded at', 'reads',
]
const REPORTED = REPORTING_VERBS.map((v) => v.split(' ')).sort((a, b) => b.length - a.length)

/** The length in words of the reporting verb at i ("came back at"), or 0. */
export function reportedAt(norms: readonly string[], i: number): number {
  return REPORTED.find((v) => v.every((word, k) => norms[i + k] === word))?.length ?? 0
}
