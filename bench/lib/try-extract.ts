/**
 * Quick look while working on the extractor: what it fills for sentences given on the command line, optionally
 * in a report holding some of the set's own report fields (bench/dictation/report-fields.ts).
 *   node --import tsx bench/lib/try-extract.ts plain|seeded [--report rectal_temperature,habitus] "The spleen weighs 150 grams." …
 */
import { extractTags } from '../../worker/src/engines/local/extract'
import { caseTags, plainTags, seededTags } from './dictation-score'

const [set, ...rest] = process.argv.slice(2)
const at = rest.indexOf('--report')
const report = at >= 0 ? rest.splice(at, 2)[1].split(',') : []
const { tags, inReport } = caseTags({ report }, set === 'seeded' ? seededTags() : plainTags())
for (const s of rest) {
  console.log(s)
  for (const m of extractTags(s, tags, [], inReport)) console.log(`  ${m.name} = ${JSON.stringify(m.value)} (${m.confidence})  [${m.location}]`)
}
