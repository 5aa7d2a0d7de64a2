/**
 * My Reports with a career's caseload: the first screen with 3,000 reports against 10 (same run), and the longest
 * frame while scrolling pages in, in headless Chromium on the real stack.
 *
 *   npm run build:client
 *   npx vitest run --config bench/vitest.config.ts bench/caseload-home.bench.ts
 *
 * "First screen" runs from navigation start to the moment the dashboard and the first report card are on the page,
 * read from performance.now() inside the page. Scrolling: the page is scrolled down by the wheel, as a reader does,
 * until the card at position 300 is drawn (ten pages have come in); every animation frame's gap and every long task
 * (over 50 ms, PerformanceObserver) is recorded, and the longest of each is reported, beside the same wheel on the
 * 10-report page in the same run (nothing to page in: the machine's own noise).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../server/src/features/auth/password'
import { generatedCaseload, insertCaseload } from '../test/factories/caseload'
import { startStack, type Stack } from '../test/harness/stack'
import { launchBrowser, type Page, type TestBrowser } from '../test/harness/browser'

const RUNS = 5
let stack: Stack
const browsers: Record<'small' | 'large', TestBrowser> = {} as never

async function userWith(name: string, reports: number): Promise<TestBrowser> {
  const password = `${name}-password`
  const { id } = await stack.t.db
    .insertInto('users')
    .values({ email: `${name}@example.org`, username: name, passwordHash: await hashPassword(password), role: 'free' })
    .returning('id')
    .executeTakeFirstOrThrow()
  await insertCaseload(stack.t.db, id, generatedCaseload(reports))
  const b = await launchBrowser()
  const login = await b.browser.request.post(`${stack.url}/api/auth/login`, { data: { email: `${name}@example.org`, password } })
  expect(login.ok()).toBe(true)
  return b
}

beforeAll(async () => {
  stack = await startStack()
  browsers.small = await userWith('small', 10)
  browsers.large = await userWith('large', 3000)
}, 300_000)
afterAll(async () => {
  await Promise.all(Object.values(browsers).map((b) => b.close()))
  await stack?.stop()
})

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

async function firstScreen(page: Page): Promise<{ ms: number; nodes: number }> {
  await page.goto('about:blank')
  await page.goto(`${stack.url}/`)
  const shown = await page.waitForFunction(
    () => (document.querySelector('[data-testid="caseload-dashboard"]') && document.querySelector('[data-testid="report-card"]') ? performance.now() : null),
    undefined,
    { polling: 'raf', timeout: 60_000 },
  )
  const ms = (await shown.jsonValue()) as number
  const nodes = await page.evaluate(() => document.getElementsByTagName('*').length)
  return { ms, nodes }
}

type Recorder = { gaps: number[]; longTasks: number[]; stop: boolean }

/**
 * Scrolls down with the wheel until the card at position `untilCard` is drawn (or for `steps` turns of the wheel); the
 * gaps between animation frames and the long tasks meanwhile.
 */
async function scrollFrames(page: Page, { untilCard, steps }: { untilCard?: number; steps: number }) {
  await page.goto(`${stack.url}/`)
  await page.getByTestId('report-card').first().waitFor()
  await page.evaluate(() => {
    const w = window as unknown as Recorder
    w.gaps = []
    w.longTasks = []
    w.stop = false
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.longTasks.push(e.duration))).observe({ type: 'longtask' })
    let last = performance.now()
    const tick = (t: number) => {
      w.gaps.push(t - last)
      last = t
      if (!w.stop) requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  })
  const furthest = () =>
    page.evaluate(() => Math.max(0, ...[...document.querySelectorAll('[role="listitem"][aria-posinset]')].map((e) => Number(e.getAttribute('aria-posinset')))))
  const started = Date.now()
  for (let i = 0; i < steps; i++) {
    await page.mouse.wheel(0, 400)
    await page.waitForTimeout(50)
    if (untilCard && (await furthest()) >= untilCard) break
  }
  const seconds = (Date.now() - started) / 1000
  const reached = await furthest()
  const drawn = await page.getByTestId('report-card').count()
  const nodes = await page.evaluate(() => document.getElementsByTagName('*').length)
  const { gaps, longTasks } = await page.evaluate(() => {
    const w = window as unknown as Recorder
    w.stop = true
    return { gaps: w.gaps.slice(1), longTasks: w.longTasks }
  })
  const sorted = [...gaps].sort((x, y) => x - y)
  return {
    longestFrameMs: sorted[sorted.length - 1],
    p95: sorted[Math.floor(sorted.length * 0.95)],
    over50: gaps.filter((g) => g > 50).length,
    frames: gaps.length,
    longTasks: longTasks.length,
    longestTaskMs: Math.max(0, ...longTasks),
    reached,
    drawn,
    nodes,
    seconds,
  }
}

type Scroll = Awaited<ReturnType<typeof scrollFrames>>
const describeScroll = (what: string, s: Scroll) =>
  `${what} (${s.seconds.toFixed(0)} s): reached card ${s.reached}, ${s.drawn} cards drawn, ${s.nodes} DOM nodes, ` +
  `${s.frames} frames, longest frame ${s.longestFrameMs.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, ${s.over50} frames over 50 ms, ` +
  `${s.longTasks} long tasks (longest ${s.longestTaskMs.toFixed(0)} ms)`

describe('My Reports with a career of reports', () => {
  it('shows the first screen with 3,000 reports in about the time it takes with 10, and scrolls pages in smoothly', async () => {
    const small: { ms: number; nodes: number }[] = []
    const large: { ms: number; nodes: number }[] = []
    // One warm-up each, then interleaved runs.
    await firstScreen(browsers.small.page)
    await firstScreen(browsers.large.page)
    for (let i = 0; i < RUNS; i++) {
      small.push(await firstScreen(browsers.small.page))
      large.push(await firstScreen(browsers.large.page))
    }
    // The same wheel on the 10-report page, which pages nothing in: what the machine's load alone does to frames.
    const idle = await scrollFrames(browsers.small.page, { steps: 60 })
    const scroll = await scrollFrames(browsers.large.page, { untilCard: 300, steps: 600 })
    const smallMs = median(small.map((r) => r.ms))
    const largeMs = median(large.map((r) => r.ms))
    console.log(
      [
        `first screen, 10 reports: median ${smallMs.toFixed(0)} ms (runs ${small.map((r) => r.ms.toFixed(0)).join(', ')}), ${small[0].nodes} DOM nodes`,
        `first screen, 3,000 reports: median ${largeMs.toFixed(0)} ms (runs ${large.map((r) => r.ms.toFixed(0)).join(', ')}), ${large[0].nodes} DOM nodes`,
        `ratio 3,000/10: ${(largeMs / smallMs).toFixed(2)}`,
        describeScroll('scrolling the 10-report page (nothing to page in)', idle),
        describeScroll('scrolling 10 pages in', scroll),
      ].join('\n'),
    )
    expect(scroll.reached).toBeGreaterThanOrEqual(300)
  })
})
