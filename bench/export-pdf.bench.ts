/**
 * Report PDF export: build time of a 200-chapter report (every chapter with fields, a list and
 * every fifth a table) against a 10-chapter baseline built in the same run, signed with three
 * addenda, and the same 200 chapters through GET /api/reports/{id}/export-pdf on a real app.
 *
 *   npx vitest run --config bench/vitest.config.ts bench/export-pdf.bench.ts
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Chapter } from '../shared/src/reports/chapter.schema'
import { buildReportPdf, type PdfReport } from '../server/src/features/export/export.pdf'
import { createTestApp, signedIn, type TestApp } from '../test/harness/app'

const RUNS = 5

function chapterContent(n: number): string {
  const filled = `<span class="report-tag" data-tag-id="00000000-0000-4000-8000-${String(n).padStart(12, '0')}" data-tag-name="weight_${n}" data-tag-color="#ef4444" data-tag-value="${300 + n} g">${300 + n} g</span>`
  const table = n % 5 === 0 ? '<table><tr><th><p>Organ</p></th><th><p>Weight</p></th></tr><tr><td><p>Liver</p></td><td><p>1650 g</p></td></tr><tr><td><p>Spleen</p></td><td><p>150 g</p></td></tr></table>' : ''
  const text = `<p>Section ${n}: the organ is examined in situ and after removal. <strong>No</strong> haemorrhage, <em>no</em> contusion and no laceration are seen. The surfaces are smooth and glistening; cut sections show the usual architecture.</p>`
  return `${text}<p>Weight: ${filled}.</p><ul><li><p>Finding one of ${n}</p></li><li><p>Finding two of ${n}</p></li></ul>${table}${text}`
}

/** `total` chapters: top-level chapters of four sub-chapters each. */
function makeChapters(total: number): Chapter[] {
  const chapters: Chapter[] = []
  let n = 0
  while (n < total) {
    const top: Chapter = { id: `c${n}`, title: `Chapter ${n}`, content: chapterContent(n), order: chapters.length + 1, subChapters: [] }
    n++
    for (let s = 0; s < 4 && n < total; s++, n++) top.subChapters!.push({ id: `c${n}`, title: `Sub-chapter ${n}`, content: chapterContent(n), order: s + 1 })
    chapters.push(top)
  }
  return chapters
}

const signer = { id: 'u', username: 'drsmith', email: 'smith@example.org' }
const report = (chapters: Chapter[]): PdfReport => ({
  title: 'Benchmark report',
  chapters,
  signature: { signer, signedAt: new Date(), contentHash: 'a'.repeat(64) },
  addenda: [1, 2, 3].map((i) => ({ id: String(i), text: 'Toxicology results.', reason: 'Results', author: signer, createdAt: new Date().toISOString(), hash: 'b'.repeat(64), previousHash: 'a'.repeat(64) })),
  generatedAt: new Date(),
})

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

/** Wall time and this process's CPU time (user + system), which a busy machine disturbs much less. */
async function timeBuild(chapters: Chapter[]): Promise<{ ms: number; cpuMs: number; bytes: number }> {
  const wall: number[] = []
  const cpu: number[] = []
  let bytes = 0
  for (let i = 0; i < RUNS; i++) {
    const c0 = process.cpuUsage()
    const t0 = performance.now()
    bytes = (await buildReportPdf(report(chapters))).length
    wall.push(performance.now() - t0)
    const c = process.cpuUsage(c0)
    cpu.push((c.user + c.system) / 1000)
  }
  return { ms: median(wall), cpuMs: median(cpu), bytes }
}

let ta: TestApp
beforeAll(async () => {
  ta = await createTestApp()
})
afterAll(() => ta.close())

describe('PDF export', () => {
  it('builds 200 chapters well under a second', async () => {
    await buildReportPdf(report(makeChapters(10))) // warm-up: fonts read, code compiled
    const small = await timeBuild(makeChapters(10))
    const large = await timeBuild(makeChapters(200))
    const s = await signedIn(ta)
    const { id } = await ta.deps.db
      .insertInto('reports')
      .values({ ownerId: s.user.id, title: 'Bench', templateId: null, selectedInjuryModules: '[]', chapters: JSON.stringify(makeChapters(200)) })
      .returning('id')
      .executeTakeFirstOrThrow()
    const routeTimes: number[] = []
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now()
      const res = await ta.app.inject({ method: 'GET', url: `/api/reports/${id}/export-pdf`, headers: { cookie: s.cookie } })
      routeTimes.push(performance.now() - t0)
      expect(res.statusCode).toBe(200)
    }
    const route = median(routeTimes)
    console.log(
      [
        `PDF, 10 chapters (baseline): ${small.ms.toFixed(0)} ms wall, ${small.cpuMs.toFixed(0)} ms CPU, ${small.bytes} bytes`,
        `PDF, 200 chapters: ${large.ms.toFixed(0)} ms wall, ${large.cpuMs.toFixed(0)} ms CPU, ${large.bytes} bytes (${(large.cpuMs / small.cpuMs).toFixed(1)}× the baseline's CPU time)`,
        `GET export-pdf, 200 chapters (database, build, audit): ${route.toFixed(0)} ms median of ${RUNS}`,
      ].join('\n'),
    )
    expect(large.bytes).toBeGreaterThan(small.bytes)
  })
})
