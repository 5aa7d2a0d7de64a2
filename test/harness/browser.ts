import { mkdtempSync, rmSync, mkdirSync } from 'node:fs'
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
  const page = context.pages()[0] ?? (await context.newPage())
  const artifacts = path.resolve(import.meta.dirname, '../../e2e/artifacts')
  mkdirSync(artifacts, { recursive: true })
  return {
    browser: context,
    page,
    async shot(name, p = page) {
      const file = path.join(artifacts, `${name}.png`)
      await p.screenshot({ path: file, fullPage: true })
      return file
    },
    async close() {
      await context.close()
      rmSync(userDataDir, { recursive: true, force: true })
    },
  }
}

const AXE = path.resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js')

/** Serious and critical accessibility violations on the page, by axe-core, as 'rule: targets' lines. */
export async function axeProblems(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE })
  const result = (await page.evaluate(() => (window as unknown as { axe: { run(): Promise<unknown> } }).axe.run())) as {
    violations: { id: string; impact: string; nodes: { target: string[] }[] }[]
  }
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

export type { Browser, Page }
