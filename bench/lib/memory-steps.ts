/**
 * One kind of the load's heavy steps, repeated in this process alone, with its memory read before, during and after
 * (after two forced collections): where the day's resident-memory growth comes from, one suspect at a time.
 *
 *   node --expose-gc --import tsx bench/lib/memory-steps.ts <step> [rounds] [concurrency]
 *   MALLOC_ARENA_MAX=2 node --expose-gc --import tsx bench/lib/memory-steps.ts pdf 300 4
 *
 * Steps: pdf (the Full Forensic Autopsy template as a signed PDF), docx (its text as Word), argon2 (verify a
 * password), brotli and gzip (a 80 KB JSON answer compressed in one call, as the server's compression does).
 * Prints one JSON line: rss and the V8 figures in MiB at the start, every tenth of the rounds and at the end.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { randomUUID } from 'node:crypto'
import type { Chapter } from '../../shared/src/reports/chapter.schema'
import { hashPassword, verifyPassword } from '../../server/src/features/auth/password'
import { buildDocx } from '../../server/src/features/export/export.docx'
import { buildReportPdf } from '../../server/src/features/export/export.pdf'
import { SEED_TEMPLATES } from '../../server/src/seed/data/templates'
import type { SeedChapter } from '../../server/src/seed/data/types'

const [step = 'pdf', roundsArg = '200', concurrencyArg = '4'] = process.argv.slice(2)
const rounds = Number(roundsArg)
const concurrency = Number(concurrencyArg)

const toChapters = (seed: SeedChapter[]): Chapter[] =>
  seed.map((c, i) => ({
    id: c.id,
    title: c.title,
    content: c.content.replace(/\{\{\s*([^{}]*?)\s*\}\}/g, '<strong>$1 recorded</strong>'),
    order: i + 1,
    ...(c.subChapters?.length ? { subChapters: toChapters(c.subChapters) } : {}),
  }))
const chapters = toChapters(SEED_TEMPLATES[0].chapters)
const plain = (cs: Chapter[]): string => cs.map((c) => `## ${c.title}\n\n${c.content.replace(/<[^>]+>/g, ' ')}\n\n${plain(c.subChapters ?? [])}`).join('')
const markdown = plain(chapters)
const json = Buffer.from(JSON.stringify({ result: { data: Array.from({ length: 40 }, () => ({ id: randomUUID(), chapters: chapters.slice(0, 2) })) } })).subarray(0, 80_000)

const signer = { id: randomUUID(), username: 'pathologist', email: 'p@example.org' }
let hash = ''
const steps: Record<string, () => Promise<unknown>> = {
  pdf: () =>
    buildReportPdf({
      title: 'Case',
      chapters,
      signature: { signer: signer as never, signedAt: new Date(), contentHash: 'a'.repeat(64) },
      addenda: [],
      generatedAt: new Date(),
    }),
  docx: () => buildDocx(markdown, 'Case', null),
  argon2: async () => verifyPassword(hash || (hash = await hashPassword('pathologist-password')), 'pathologist-password'),
  brotli: async () => brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } }),
  gzip: async () => gzipSync(json),
}
const run = steps[step]
if (!run) throw new Error(`unknown step ${step}; known: ${Object.keys(steps).join(', ')}`)

const MiB = 1024 * 1024
const reading = () => {
  const m = process.memoryUsage()
  return { rss: Math.round(m.rss / MiB), heapTotal: Math.round(m.heapTotal / MiB), heapUsed: Math.round(m.heapUsed / MiB), external: Math.round(m.external / MiB) }
}
const collect = () => {
  const gc = (globalThis as { gc?: () => void }).gc
  if (!gc) throw new Error('run with node --expose-gc')
  gc()
  gc()
}

const timeline = [reading()]
let done = 0
const started = performance.now()
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (done < rounds) {
      done += 1
      await run()
      if (done % Math.max(1, Math.floor(rounds / 10)) === 0) timeline.push(reading())
    }
  }),
)
const end = reading()
collect()
console.log(
  JSON.stringify({
    step,
    rounds,
    concurrency,
    mallocArenaMax: process.env.MALLOC_ARENA_MAX ?? null,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    timeline,
    end,
    afterGc: reading(),
  }),
)
