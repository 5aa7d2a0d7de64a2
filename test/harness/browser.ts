import { mkdtempSync, readFileSync, rmSync, mkdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export interface TestBrowser {
  browser: BrowserContext
  page: Page
  /** Content-Security-Policy violations seen on any page of this browser since the last call, which clears them. */
  takePolicyViolations(): string[]
  /** Saves a screenshot under e2e/artifacts/NAME.png (not committed). */
  shot(name: string, page?: Page): Promise<string>
  close(): Promise<void>
}

/** Debian's Chromium with a fresh profile, driven by playwright-core. */
export async function launchBrowser(opts: { extraArgs?: string[]; baseURL?: string; permissions?: string[] } = {}): Promise<TestBrowser> {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'autopsy-chromium-'))
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_FLAGS, ...(opts.extraArgs ?? [])],
    viewport: { width: 1360, height: 900 },
    baseURL: opts.baseURL,
    permissions: opts.permissions,
    acceptDownloads: true,
  })
  const violations = await watchPolicyViolations(context)
  const page = context.pages()[0] ?? (await context.newPage())
  const artifacts = path.resolve(import.meta.dirname, '../../e2e/artifacts')
  mkdirSync(artifacts, { recursive: true })
  const takePolicyViolations = () => violations.splice(0)
  const tb: TestBrowser = {
    browser: context,
    page,
    takePolicyViolations,
    async shot(name, p = page) {
      const file = path.join(artifacts, `${name}.png`)
      await p.screenshot({ path: file, fullPage: true })
      return file
    },
    async close() {
      open.delete(tb)
      await context.close()
      rmSync(userDataDir, { recursive: true, force: true })
      const left = takePolicyViolations()
      if (left.length) throw new PolicyViolationError(left)
    },
  }
  open.add(tb)
  return tb
}

/** The browsers launched and not yet closed: the e2e setup checks each of them after every test. */
const open = new Set<TestBrowser>()

export class PolicyViolationError extends Error {
  constructor(violations: string[]) {
    super(`Content-Security-Policy violations:\n${violations.join('\n')}`)
  }
}

/** Throws when any open browser saw a Content-Security-Policy violation since the last check. */
export function assertNoPolicyViolations(): void {
  const seen = [...open].flatMap((b) => b.takePolicyViolations())
  if (seen.length) throw new PolicyViolationError(seen)
}

/**
 * Collects every Content-Security-Policy violation of a browser: the `securitypolicyviolation` events
 * of every page and frame (reported through a binding, which survives navigation) and the console
 * errors the browser writes about the policy (for what happens before a page's scripts run).
 */
async function watchPolicyViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = []
  await context.exposeBinding('__autopsyPolicyViolation', ({ page }, text: string) => {
    violations.push(`${page?.url() ?? '?'}: ${text}`)
  })
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        const report = (window as unknown as { __autopsyPolicyViolation?: (text: string) => void }).__autopsyPolicyViolation
        report?.(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile || 'page'}:${e.lineNumber}) ${e.sample}`)
      },
      true,
    )
  })
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${message.page()?.url() ?? '?'}: console: ${message.text()}`)
  })
  return violations
}

const AXE = path.resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js')

/** Serious and critical accessibility violations on the page, by axe-core, as 'rule: targets' lines. */
export async function axeProblems(page: Page): Promise<string[]> {
  // Evaluated by the driver, not added as a <script>: the page's policy allows no script it does not name.
  await page.evaluate(readFileSync(AXE, 'utf8'))
  const result = (await page.evaluate(() => (window as unknown as { axe: { run(): Promise<unknown> } }).axe.run())) as {
    violations: { id: string; impact: string; nodes: { target: string[] }[] }[]
  }
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

export type { Browser, Page }
