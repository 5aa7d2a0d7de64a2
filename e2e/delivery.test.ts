import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../server/src/features/auth/password'
import { startStack, type Stack } from '../test/harness/stack'
import { launchBrowser, type Page, type TestBrowser } from '../test/harness/browser'

/** What the public pages may load. */
const PUBLIC_JS_BUDGET_KIB = 150
// Text that only the editor (ProseMirror), the dictation dialog and the admin panel carry.
const NOT_ON_PUBLIC_PAGES = ['ProseMirror-focused', 'Match Tags', 'Super Admin Only', 'Back to Selection']

let stack: Stack
let b: TestBrowser
let page: Page
const user = { email: 'dr.delivery@example.org', password: 'delivery-pw' }

beforeAll(async () => {
  stack = await startStack()
  await stack.t.db
    .insertInto('users')
    .values({ email: user.email, username: 'drdelivery', passwordHash: await hashPassword(user.password), role: 'free' })
    .execute()
  b = await launchBrowser()
  page = b.page
})
afterAll(async () => {
  await b?.close()
  await stack?.stop()
})

/** Every JavaScript file a fresh visit to `path` loads (cache off) until `shown` is on screen and the network is idle. */
async function scriptsLoadedBy(path: string, shown: () => import('playwright-core').Locator) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  const scripts: { url: string; body: Buffer; headers: Record<string, string> }[] = []
  const pending: Promise<void>[] = []
  const onResponse = (res: import('playwright-core').Response) => {
    if (res.request().resourceType() !== 'script') return
    pending.push(res.body().then((body) => void scripts.push({ url: res.url(), body, headers: res.headers() })))
  }
  page.on('response', onResponse)
  await page.goto(stack.url + path)
  await shown().waitFor({ timeout: 30_000 })
  await page.waitForLoadState('networkidle')
  page.off('response', onResponse)
  await Promise.all(pending)
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false })
  await cdp.detach()
  return scripts
}

describe('a small, compressed, split client', () => {
  it('loads at most 150 KiB of gzipped JavaScript on the landing, sign-in and sign-up pages, and no editor, dictation or admin code', async () => {
    const pages = {
      '/': () => page.getByRole('link', { name: 'Get Demo' }),
      '/login': () => page.getByRole('form', { name: 'Sign in' }),
      '/signup': () => page.getByRole('form', { name: 'Create an account' }),
    }
    for (const [path, shown] of Object.entries(pages)) {
      const scripts = await scriptsLoadedBy(path, shown)
      const kib = scripts.reduce((sum, s) => sum + gzipSync(s.body).length, 0) / 1024
      console.log(`${path}: ${scripts.length} scripts, ${kib.toFixed(1)} KiB gzipped`)
      expect(kib, `${path}: ${kib.toFixed(1)} KiB gzipped`).toBeLessThanOrEqual(PUBLIC_JS_BUDGET_KIB)
      expect(scripts.length, path).toBeGreaterThan(1)
      for (const s of scripts) {
        const text = s.body.toString('utf8')
        for (const marker of NOT_ON_PUBLIC_PAGES) expect(text.includes(marker), `${path} loaded ${s.url} holding '${marker}'`).toBe(false)
        // Chromium accepts brotli: every script arrives precompressed, cached for a year.
        expect(s.headers['content-encoding'], s.url).toBe('br')
        expect(s.headers['cache-control'], s.url).toBe('public, max-age=31536000, immutable')
      }
    }
  })

  it('sends hashed assets in the encoding asked for, index.html uncached, and JSON above 1 KB compressed', async () => {
    const html = await fetch(stack.url + '/report/some-deep-link', { headers: { 'accept-encoding': 'gzip' } })
    expect(html.headers.get('cache-control')).toBe('no-cache')
    expect(html.headers.get('content-encoding')).toBe('gzip')
    const asset = /\/assets\/[\w-]+\.js/.exec(await html.text())![0]
    for (const [accept, encoding] of [['br, gzip', 'br'], ['gzip', 'gzip'], ['identity', null]] as const) {
      const res = await fetch(stack.url + asset, { headers: { 'accept-encoding': accept } })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-encoding'), accept).toBe(encoding)
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i)
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect((await res.text()).length).toBeGreaterThan(1000)
    }
    const login = await fetch(stack.url + '/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(user) })
    const cookie = login.headers.get('set-cookie')!.split(';')[0]
    const templates = await fetch(stack.url + '/api/templates', { headers: { cookie, 'accept-encoding': 'br, gzip' } })
    expect(templates.headers.get('content-encoding')).toBe('br')
    expect(((await templates.json()) as unknown[]).length).toBeGreaterThan(0)
    const small = await fetch(stack.url + '/api/auth/me', { headers: { cookie, 'accept-encoding': 'br, gzip' } })
    expect(small.headers.get('content-encoding')).toBeNull()
  })

  it('shows one loading screen at start, with the demo banner visible throughout', async () => {
    const login = await b.browser.request.post(`${stack.url}/api/auth/login`, { data: user })
    expect(login.ok()).toBe(true)
    // Hold the session and the home screen's data so every loading phase lasts long enough to be seen.
    const releases: (() => void)[] = []
    for (const pattern of ['**/trpc/auth.me**', '**/trpc/*caseload.**']) {
      await page.route(pattern, async (route) => {
        await new Promise<void>((r) => releases.push(r))
        await route.continue()
      })
    }
    // Every frame from the first: is the banner visible, which loading screens and texts are on the page.
    await page.addInitScript(() => {
      const frames: { banner: boolean; loaders: number; texts: string[]; home: boolean }[] = []
      ;(window as unknown as { __frames: typeof frames }).__frames = frames
      const sample = () => {
        const banner = document.querySelector('[aria-label="Development demo notice"] [role="note"]')
        const box = banner?.getBoundingClientRect()
        // Visible means on top too: not hidden under an overlay (what hit-testing at its centre finds is inside it).
        const onTop = !!box && box.height > 0 && banner!.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))
        const loaders = [...document.querySelectorAll('[data-testid="loading-screen"]')]
        frames.push({
          banner: onTop && getComputedStyle(banner!).visibility === 'visible',
          loaders: loaders.length,
          texts: [...document.querySelectorAll('[role="status"]')].map((s) => s.textContent ?? ''),
          home: !!document.querySelector('h1')?.textContent?.includes('Autopsy Report Generation System'),
        })
        requestAnimationFrame(sample)
      }
      document.addEventListener('readystatechange', sample, { once: true })
    })
    await page.goto(stack.url + '/')
    const frames = () => page.evaluate(() => (window as unknown as { __frames: { banner: boolean; loaders: number; texts: string[]; home: boolean }[] }).__frames)
    await expect.poll(async () => (await frames()).some((f) => f.loaders === 1), { timeout: 20_000 }).toBe(true)
    await b.shot('delivery-loading')
    // Let each held request go as it comes (the session first, then the home data).
    const releaser = setInterval(() => releases.splice(0).forEach((r) => r()), 300)
    try {
      await page.getByRole('heading', { name: 'Autopsy Report Generation System', level: 1 }).waitFor({ timeout: 30_000 })
      // The home's own list loads after its heading shows: the loading run ends when the list is drawn.
      await expect.poll(async () => (await frames()).some((f) => f.home && f.loaders === 0), { timeout: 30_000 }).toBe(true)
    } finally {
      clearInterval(releaser)
      await page.unrouteAll()
    }
    const seen = await frames()
    expect(seen.length).toBeGreaterThan(3)
    expect(seen.map((f, i) => (f.banner ? "" : `${i}/${seen.length}: ${JSON.stringify(seen.slice(Math.max(0, i - 1), i + 2))}`)).filter(Boolean)).toEqual([])
    expect(Math.max(...seen.map((f) => f.loaders))).toBe(1)
    // One loading screen: a single run of frames from the start until home shows, never a second loader after it.
    const loading = seen.map((f) => f.loaders > 0)
    expect(loading.indexOf(false)).toBeGreaterThan(0)
    expect(loading.slice(loading.indexOf(false)).includes(true)).toBe(false)
    const texts = new Set(seen.flatMap((f) => f.texts).filter((t) => /loading/i.test(t)))
    expect([...texts]).toEqual(['Loading application...'])
  })
})

describe('reports you can tell apart, with numbers that agree', () => {
  const ids: Record<string, string> = {}

  beforeAll(async () => {
    const api = b.browser.request
    expect((await api.post(`${stack.url}/api/auth/login`, { data: user })).ok()).toBe(true)
    const moduleId = async (name: string) => (await stack.t.db.selectFrom('injuryModules').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id
    const templateId = (await stack.t.db.selectFrom('templates').select('id').where('name', '=', 'Full Forensic Autopsy').executeTakeFirstOrThrow()).id
    const [gunshot, entrance, exit, asphyxia, hanging] = await Promise.all(['Gunshot Wounds', 'Entrance Wound', 'Exit Wound', 'Asphyxia', 'Hanging'].map(moduleId))
    const create = async (title: string, selection: object) => {
      const res = await api.post(`${stack.url}/api/reports`, { data: { title, templateId, selection } })
      expect(res.status()).toBe(201)
      return ((await res.json()) as { id: string }).id
    }
    ids.fall = await create('Case 10 – hanging', { selected: [asphyxia, hanging], quantities: {}, wounds: {} })
    ids.gunshot = await create('Case 2 – gunshot', {
      selected: [gunshot],
      quantities: { [gunshot]: 2 },
      wounds: { [gunshot]: [{ woundIndex: 0, selectedChildId: entrance }, { woundIndex: 1, selectedChildId: exit }] },
    })
    // The pathologist fills the case-number field of the gunshot report.
    const report = (await (await api.get(`${stack.url}/api/reports/${ids.gunshot}`)).json()) as { version: number; chapters: { content: string }[] }
    const field = /<span[^>]*data-tag-name="case_number"[^>]*>[^<]*<\/span>/
    const withCase = report.chapters.findIndex((c) => field.test(c.content))
    expect(withCase).toBeGreaterThanOrEqual(0)
    report.chapters[withCase].content = report.chapters[withCase].content.replace(field, (span) =>
      span.replace(/>[^<]*<\/span>$/, ' data-tag-value="ME-2026-0412">ME-2026-0412</span>'),
    )
    const saved = await api.patch(`${stack.url}/api/reports/${ids.gunshot}`, { data: { chapters: report.chapters, version: report.version } })
    expect(saved.ok()).toBe(true)
  })

  it('shows case number, template and modules on each card; searches by title and sorts by last edit or title', async () => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(stack.url + '/')
    const cards = page.getByTestId('report-card')
    await cards.nth(1).waitFor({ timeout: 30_000 })
    expect(await cards.count()).toBe(2)
    const titles = () => cards.locator('h3').allTextContents()
    // Last edited first: the gunshot report was saved last.
    expect(await titles()).toEqual(['Case 2 – gunshot', 'Case 10 – hanging'])
    const gunshot = cards.filter({ hasText: 'Case 2 – gunshot' })
    expect(await gunshot.getByTestId('report-case-number').textContent()).toBe('ME-2026-0412')
    expect(await gunshot.getByTestId('report-template').textContent()).toBe('Full Forensic Autopsy')
    expect(await gunshot.getByTestId('report-modules').textContent()).toBe('Gunshot Wounds ×2')
    const hanging = cards.filter({ hasText: 'Case 10 – hanging' })
    expect(await hanging.getByTestId('report-modules').textContent()).toBe('Hanging')
    expect(await hanging.getByTestId('report-case-number').count()).toBe(0)
    await b.shot('delivery-cards-desktop')

    await page.getByLabel('Sort by').selectOption('title')
    expect(await titles()).toEqual(['Case 2 – gunshot', 'Case 10 – hanging'])
    // The server searches: the list follows once its answer arrives.
    await page.getByRole('searchbox', { name: 'Search reports by title' }).fill('HANGING')
    await expect.poll(titles).toEqual(['Case 10 – hanging'])
    expect(await page.getByTestId('report-search-status').textContent()).toContain('1 report matches.')
    await page.getByRole('searchbox', { name: 'Search reports by title' }).fill('stab')
    await page.getByText('No reports match “stab”.').waitFor()
    await page.getByRole('button', { name: 'Clear search' }).click()
    await expect.poll(titles).toEqual(['Case 2 – gunshot', 'Case 10 – hanging'])
    // The chosen order is remembered.
    await page.reload()
    await expect.poll(() => page.getByLabel('Sort by').inputValue()).toBe('title')
    for (const [width, height, name] of [[768, 1024, 'tablet'], [390, 844, 'phone']] as const) {
      await page.setViewportSize({ width, height })
      await b.shot(`delivery-cards-${name}`)
    }
    await page.setViewportSize({ width: 1360, height: 900 })
  })

  it('counts chapters the same way on the template list, Template Chapters, the card and the table of contents', async () => {
    await page.goto(stack.url + '/')
    const badge = await page.getByTestId('report-card').filter({ hasText: 'Case 2 – gunshot' }).getByText(/^\d+ chapters?$/).textContent()
    await page.getByRole('tab', { name: 'Create New Report' }).click()
    const radio = page.getByRole('radio', { name: /Full Forensic Autopsy/ })
    const onTemplate = /(\d+ chapters?)/.exec((await radio.textContent())!)![1]
    await radio.click()
    expect(await page.getByTestId('template-chapter-count').textContent()).toBe(onTemplate)
    const topLevel = await page.getByTestId('template-chapters').locator('li').evaluateAll((lis) => lis.filter((li) => /^\d+$/.test(li.querySelector('span')!.textContent!)).length)
    expect(onTemplate).toBe(`${topLevel} chapters`)

    await page.goto(`${stack.url}/report/${ids.gunshot}`)
    await expect.poll(() => page.getByTestId('toc-chapter-count').textContent()).toBe(badge)
  })
})
