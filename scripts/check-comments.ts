import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { checkRepository } from './lib/comment-rules'

/**
 * `node --import tsx scripts/check-comments.ts`: fails when a comment cites an issue number or a
 * document outside the repository, or when the README or docs/ name a file that does not exist.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const { findings, missing, files } = checkRepository(root)
for (const f of findings) console.log(`${f.file}:${f.line}: cites ${f.rule}: ${f.text}`)
for (const m of missing) console.log(`${m.doc}: names ${m.path}, which is not in the repository`)
if (findings.length || missing.length) {
  console.log(`\n${findings.length} comment(s) to reword and ${missing.length} missing path(s): state the rule itself, or name a file that exists.`)
  process.exit(1)
}
console.log(`Comments of ${files} source files and the files named by the README and docs/ are in order.`)
