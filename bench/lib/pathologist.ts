import type { Chapter } from '../../shared/src/reports/chapter.schema'
import { type LoadRecorder, RequestFailed } from './load-stats'

/** A save the server acknowledged: the version it answered and the words it saved. */
export interface AckedSave {
  reportId: string
  version: number
  marker: string
}

export interface PathologistOptions {
  base: string
  email: string
  password: string
  templateId: string
  /** False once the run is over: the virtual user then starts no new step. */
  running(): boolean
  /** Where a request is counted: asked at the time the request ends (warm-up or measured run). */
  recorder(): LoadRecorder
  /** Every acknowledged save is pushed here, to be looked for in the database at the end. */
  acked: AckedSave[]
  /** Autosaves per editing session. */
  savesPerVisit?: number
  /** A report is signed after this many editing sessions. */
  visitsPerReport?: number
  /** Think time between steps, in ms (a random value up to twice this). */
  thinkMs?: number
  /** Called once the first visit is over, which signs its report: from then on every kind of step has run. */
  onFirstVisit?(): void
  /** The kinds of step to run (all when absent), to measure one kind's cost alone. */
  steps?: ReadonlySet<LoadStep>
}

/** The kinds of step a visit is made of; the home list and opening the report always run. */
export const LOAD_STEPS = ['save', 'match', 'cleanup', 'docx', 'sign', 'pdf', 'html'] as const
export type LoadStep = (typeof LOAD_STEPS)[number]

/** LOAD_STEPS-style list ("save,pdf") to a set of steps; an unknown name is an error, not silently skipped. */
export function parseSteps(list: string | undefined): ReadonlySet<LoadStep> | undefined {
  if (!list) return undefined
  const names = list.split(',').map((s) => s.trim()).filter(Boolean)
  const unknown = names.filter((n) => !(LOAD_STEPS as readonly string[]).includes(n))
  if (unknown.length) throw new Error(`unknown load steps ${unknown.join(', ')}; known: ${LOAD_STEPS.join(', ')}`)
  return new Set(names as LoadStep[])
}

const DICTATION = 'heart weight three hundred and fifty grams, liver weight one thousand six hundred grams'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * One pathologist's working day, compressed: signs in, then until `until` opens the home list, opens a
 * report, types (an autosave every second or two), matches dictated tags, runs the cleanup, exports
 * Word, and signs the report (exporting PDF and HTML) after its first visit and then every
 * `visitsPerReport` visits, starting a new one. Every request is timed under its route's name; a
 * failed one is counted and the step moves on.
 */
export async function workAsPathologist(o: PathologistOptions, index: number): Promise<void> {
  let cookie = ''
  const think = () => sleep(Math.random() * 2 * (o.thinkMs ?? 1000))
  const runs = (step: LoadStep) => !o.steps || o.steps.has(step)

  async function call(route: string, method: string, path: string, body?: unknown, ok = [200, 201]): Promise<string> {
    const started = performance.now()
    let status = 0
    try {
      const res = await fetch(o.base + path, {
        method,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      status = res.status
      const text = await res.text()
      if (route === 'login') cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]
      o.recorder().record(route, performance.now() - started, status, ok.includes(status))
      if (!ok.includes(status)) throw new RequestFailed(route, status, text)
      return text
    } catch (error) {
      if (!(error instanceof RequestFailed)) o.recorder().record(route, performance.now() - started, status, false)
      throw error
    }
  }
  const query = async <T>(proc: string, input?: unknown): Promise<T> => {
    const qs = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`
    return (JSON.parse(await call(`tRPC ${proc}`, 'GET', `/trpc/${proc}${qs}`)) as { result: { data: T } }).result.data
  }
  const mutate = async <T>(proc: string, input: unknown): Promise<T> =>
    (JSON.parse(await call(`tRPC ${proc}`, 'POST', `/trpc/${proc}`, input)) as { result: { data: T } }).result.data
  const newReport = async (n: number) =>
    (await mutate<{ id: string }>('reports.create', { title: `Case ${index}-${n}`, templateId: o.templateId })).id

  await call('login', 'POST', '/api/auth/login', { email: o.email, password: o.password })
  let reportId = await newReport(0)
  let visits = 0
  let reports = 1
  while (o.running()) {
    try {
      // The home screen: who am I, and my reports.
      await query('auth.me')
      await query('reports.list')
      await think()
      const report = await query<{ version: number; chapters: Chapter[] }>('reports.get', { id: reportId })
      await query('tags.list')
      let { version } = report
      const chapters = report.chapters
      for (let s = 0; s < (runs('save') ? (o.savesPerVisit ?? 5) : 0) && o.running(); s++) {
        await sleep(1000 + Math.random() * 1000)
        const marker = `note-${index}-${visits}-${s}-${Math.random().toString(36).slice(2, 8)}`
        chapters[0] = { ...chapters[0], content: `${chapters[0].content ?? ''}<p>Typed ${marker}.</p>` }
        const saved = await mutate<{ version: number }>('reports.save', { id: reportId, version, chapters })
        version = saved.version
        o.acked.push({ reportId, version, marker })
      }
      if (runs('match')) await call('POST /api/reports/:id/match-tags', 'POST', `/api/reports/${reportId}/match-tags`, { transcription: DICTATION })
      await think()
      if (runs('cleanup')) {
        const stream = await call('POST /api/reports/:id/cleanup-stream (until complete)', 'POST', `/api/reports/${reportId}/cleanup-stream`, {})
        if (!stream.includes('event: complete')) throw new RequestFailed('cleanup-stream', 200, `no complete event: ${stream.slice(-300)}`)
      }
      if (runs('docx')) {
        // Without a cleanup of this visit, the report's last cleaned text (or none) is what is exported.
        const cleaned = runs('cleanup')
          ? (JSON.parse(await call('GET /api/reports/:id/cleaned', 'GET', `/api/reports/${reportId}/cleaned`)) as { content: string }).content
          : '<p>Cleaned text of the report.</p>'
        await call('POST /api/reports/:id/export-docx', 'POST', `/api/reports/${reportId}/export-docx`, { cleanedReport: cleaned, reportTitle: `Case ${index}` })
      }
      visits += 1
      // The day's first report was nearly done the evening before: signed after one visit, so a warm-up of one visit runs every step.
      const every = o.visitsPerReport ?? 3
      if (visits % every === 1 % every) {
        await think()
        if (runs('sign')) {
          await call('POST /api/reports/:id/sign', 'POST', `/api/reports/${reportId}/sign`, { password: o.password, acknowledgeUnfilled: true, version })
          if (runs('pdf')) await call('GET /api/reports/:id/export-pdf', 'GET', `/api/reports/${reportId}/export-pdf`)
          if (runs('html')) await call('POST /api/reports/:id/export-html', 'POST', `/api/reports/${reportId}/export-html`, {})
          reportId = await newReport(reports++)
        }
      }
      if (visits === 1) o.onFirstVisit?.()
    } catch (error) {
      o.recorder().fail(`user ${index}: ${(error as Error).message}`)
      await sleep(1000)
    }
    await think()
  }
}
