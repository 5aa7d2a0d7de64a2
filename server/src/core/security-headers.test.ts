import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LightMyRequestResponse } from 'fastify'
import { createTestApp, signedIn, type TestApp } from '../../../test/harness/app'
import { inlineScriptHashes } from './security-headers'

// A built client as the build writes it: a boot script in the head, the start script as an inline module, one asset file.
const BOOT = '(function run(){window.__boot = 1})([{"pattern":"^/$"}])'
const START = `
      const start = () => import("/assets/index-abc.js")
      start()
    `
const INDEX = `<!doctype html><html><head><title>Autopsy</title><script>${BOOT}</script><style>body{margin:0}</style></head>
<body><div id="root"></div><script type="module">${START}</script><script type="module" src="/assets/extra.js"></script></body></html>`
const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

let dist: string
let ta: TestApp
beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'autopsy-dist-'))
  mkdirSync(path.join(dist, 'assets'))
  writeFileSync(path.join(dist, 'index.html'), INDEX)
  writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'export const a = 1\n')
  ta = await createTestApp({ CLIENT_DIST: dist })
})
afterAll(async () => {
  await ta?.close()
  rmSync(dist, { recursive: true, force: true })
})

/** The policy's directives by name. */
function directives(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '')
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  )
}

function expectStrictPolicy(res: LightMyRequestResponse, what: string) {
  const csp = directives(res)
  expect(csp.get('script-src'), what).toEqual(["'self'", sha(BOOT), sha(START)])
  expect(csp.get('script-src-attr'), what).toEqual(["'none'"])
  expect(csp.get('default-src'), what).toEqual(["'self'"])
  expect(csp.get('connect-src'), what).toEqual(["'self'"])
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"])
  expect(csp.get('object-src'), what).toEqual(["'none'"])
  expect(csp.get('base-uri'), what).toEqual(["'none'"])
  expect(csp.get('media-src'), what).toEqual(["'self'", 'blob:'])
  expect(csp.has('upgrade-insecure-requests'), what).toBe(false)
  expect(String(res.headers['content-security-policy']), what).not.toMatch(/unsafe-eval/)
  expect(res.headers['referrer-policy'], what).toBe('no-referrer')
  expect(res.headers['x-content-type-options'], what).toBe('nosniff')
  expect(res.headers['x-frame-options'], what).toBe('DENY')
  expect(res.headers['strict-transport-security'], what).toBeUndefined()
}

describe('inlineScriptHashes', () => {
  it('hashes the text of each inline script exactly as written, and skips scripts loaded by src', () => {
    expect(inlineScriptHashes(INDEX)).toEqual([sha(BOOT), sha(START)])
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([])
  })
})

describe('security headers', () => {
  it('are on the page, deep links, the client’s files, REST and tRPC answers, errors included', async () => {
    const { cookie } = await signedIn(ta, 'free')
    const answers: [string, LightMyRequestResponse][] = [
      ['page', await ta.app.inject({ method: 'GET', url: '/' })],
      ['deep link', await ta.app.inject({ method: 'GET', url: '/report/6f1c2f4e-8d0a-4c55-9b7e-2a1d3c4e5f60' })],
      ['asset', await ta.app.inject({ method: 'GET', url: '/assets/index-abc.js' })],
      ['REST', await ta.app.inject({ method: 'GET', url: '/api/reports', headers: { cookie } })],
      ['REST 401', await ta.app.inject({ method: 'GET', url: '/api/reports' })],
      ['REST 400', await ta.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'not an email' } })],
      ['REST 404', await ta.app.inject({ method: 'GET', url: '/api/nothing-here' })],
      ['tRPC query', await ta.app.inject({ method: 'GET', url: '/trpc/auth.me', headers: { cookie } })],
      ['tRPC error', await ta.app.inject({ method: 'POST', url: '/trpc/reports.create', headers: { cookie, 'content-type': 'application/json' }, payload: '{}' })],
    ]
    expect(answers.map(([what, res]) => [what, res.statusCode])).toEqual([
      ['page', 200],
      ['deep link', 200],
      ['asset', 200],
      ['REST', 200],
      ['REST 401', 401],
      ['REST 400', 400],
      ['REST 404', 404],
      ['tRPC query', 200],
      ['tRPC error', 400],
    ])
    for (const [what, res] of answers) expectStrictPolicy(res, what)
  })

  it('add HSTS and upgrade-insecure-requests only behind HTTPS (COOKIE_SECURE=true)', async () => {
    const secure = await createTestApp({ CLIENT_DIST: dist, COOKIE_SECURE: 'true' })
    try {
      for (const url of ['/', '/api/auth/me']) {
        const res = await secure.app.inject({ method: 'GET', url })
        expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains')
        expect(directives(res).has('upgrade-insecure-requests'), url).toBe(true)
        expect(directives(res).get('frame-ancestors'), url).toEqual(["'none'"])
      }
    } finally {
      await secure.close()
    }
  })

  it('allow no inline script at all when there is no built client', async () => {
    const bare = await createTestApp()
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/api/auth/me' })
      expect(directives(res).get('script-src')).toEqual(["'self'"])
    } finally {
      await bare.close()
    }
  })
})
