/**
 * Quick look while working on the extractor: what it fills for sentences given on the command line.
 *   node --import tsx bench/lib/try-extract.ts plain|seeded "The spleen weighs 150 grams." …
 */
import { extractTags } from '../../worker/src/engines/local/extract'
import { plainTags, seededTags } from './dictation-score'

const [set, ...sentences] = process.argv.slice(2)
const tags = set === 'seeded' ? seededTags() : plainTags()
for (const s of sentences) {
  console.log(s)
  for (const m of extractTags(s, tags)) console.log(`  ${m.name} = ${JSON.stringify(m.value)} (${m.confidence})  [${m.location}]`)
}
