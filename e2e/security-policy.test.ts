import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStack, type Stack } from '../test/harness/stack'
import { launchBrowser, type Page, type TestBrowser } from '../test/harness/browser'

let stack: Stack
let b: TestBrowser
let page: Page

beforeAll(async () => {
  stack = await startStack({ seed: false })
  b = await launchBrowser()
  page = b.page
})
afterAll(async () => {
  await b?.close()
  await stack?.stop()
})

describe('the browser policy on the running product', () => {
  it('serves the page with the policy, and the start screen’s own scripts run under it', async () => {
    const res = await page.goto(stack.url + '/')
    const headers = res!.headers()
    expect(headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+'){2};/)
    expect(headers['content-security-policy']).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/)
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(headers['referrer-policy']).toBe('no-referrer')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['strict-transport-security']).toBeUndefined()
    // The landing page is drawn by the app, which only the hashed start script loads.
    await page.getByRole('heading', { level: 1 }).waitFor()
    const asset = await page.evaluate(() => (document.querySelector('link[rel=modulepreload]') as HTMLLinkElement | null)?.href ?? '')
    expect(asset).toMatch(/\/assets\/.+\.js$/)
    const file = await page.request.get(asset)
    expect(file.headers()['x-content-type-options']).toBe('nosniff')
    expect(file.headers()['content-security-policy']).toBe(headers['content-security-policy'])
  })

  it('blocks an injected script, an inline handler and eval, and the journey harness sees each violation', async () => {
    await page.goto(stack.url + '/')
    await page.getByRole('heading', { level: 1 }).waitFor()
    const outcome = await page.evaluate(async () => {
      const w = window as unknown as Record<string, unknown>
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.body.append(script)
      const img = document.createElement('img')
      img.setAttribute('onerror', 'window.__handler = true')
      img.src = 'data:,not-an-image'
      document.body.append(img)
      // A string compiled later by the page itself (code the driver evaluates directly is exempt from the policy).
      ;(setTimeout as unknown as (code: string, ms: number) => number)('window.__evaluated = true', 0)
      await new Promise((r) => setTimeout(r, 300))
      return { injected: w.__injected === true, handler: w.__handler === true, evaluated: w.__evaluated === true }
    })
    expect(outcome).toEqual({ injected: false, handler: false, evaluated: false })
    // Taken here, so the check after this test (which fails any journey with a violation) finds none left.
    const seen = b.takePolicyViolations().join('\n')
    expect(seen).toMatch(/script-src-elem blocked inline/)
    expect(seen).toMatch(/script-src-attr blocked inline/)
    expect(seen).toMatch(/script-src blocked eval/)
  })
})
