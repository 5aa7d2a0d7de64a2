/**
 * Dictation extraction: every case of the evaluation set (bench/dictation/) through the real local
 * extractor and the checks every engine's matches pass in the tag-matching job, once with tags
 * described in plain sentences (as users create them) and once with the seeded tags (plus the
 * set's extra fields with their structured properties).
 *
 *   npx vitest run --config bench/vitest.config.ts bench/dictation-extraction.bench.ts
 *
 * Prints precision (fills of a field the case expects), recall (expected values filled with the
 * right value), value accuracy, matches at confidence ≥ 0.8 that are right, negation false fills
 * and fills from sentences that name no field, overall and per family; then the cases it misses.
 */
import { expect, it } from 'vitest'
import { CASES } from './dictation/cases'
import { figures, HEADER, plainTags, row, score, seededTags } from './lib/dictation-score'

for (const [name, tags] of [
  ['plain-sentence descriptions', plainTags()],
  ['seeded tags', seededTags()],
] as const) {
  it(`scores the evaluation set with ${name}`, () => {
    const r = score(tags)
    const f = figures(r.total)
    console.log(`\n### ${name} (${CASES.length} cases, ${r.ms.toFixed(0)} ms)\n${HEADER}`)
    for (const [family, t] of Object.entries(r.families)) console.log(row(family, t))
    console.log(row('**all**', r.total))
    console.log(`precision ${f.precision.toFixed(3)}, recall ${f.recall.toFixed(3)}, value accuracy ${f.valueAccuracy.toFixed(3)}, right at ≥ 0.8 ${f.highRight.toFixed(3)}`)
    console.log(`missed or wrong: ${r.misses.length} cases: ${r.misses.map((m) => m.id).join(', ')}`)
    // A valid run saw every case; the figures are recorded in bench/RESULTS.md, not asserted.
    expect(r.total.cases).toBe(CASES.length)
  })
}
