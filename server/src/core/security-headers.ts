import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import helmet from '@fastify/helmet'

/** Every `<script>` element written into the page itself (no `src`): the build puts the boot and start scripts there. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi

/**
 * The CSP source of each inline script of a page: `'sha256-…'` of its text exactly as written between
 * the tags, which is what the browser hashes. Scripts loaded by `src` are left to `'self'`.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/** The inline script hashes of the built client's index.html, or none when there is no built client. */
export function clientScriptHashes(indexHtml: string): string[] {
  return existsSync(indexHtml) ? inlineScriptHashes(readFileSync(indexHtml, 'utf8')) : []
}

export interface SecurityHeaderOptions {
  /** The hashes of the served page's own scripts (`inlineScriptHashes`); no other inline script runs. */
  scriptHashes: string[]
  /** Behind HTTPS (`COOKIE_SECURE=true`): browsers are told to use HTTPS only (HSTS) and to upgrade any http request. */
  https: boolean
}

/**
 * The Content-Security-Policy of every answer. Scripts come from this origin or are the page's own
 * hashed inline scripts: no inline handler, no eval. Styles may be inline (the build inlines the main
 * stylesheet; React and Radix position popovers through `style` attributes). Images are this origin's,
 * `data:` (the icon) or `blob:`; requests, tRPC's event streams included, go to this origin only;
 * recorded audio is played and uploaded from `blob:` URLs. Nothing may frame the app, no plugin runs,
 * no `<base>` may move relative URLs, and forms post to this origin only.
 */
export function cspDirectives(opts: SecurityHeaderOptions): Record<string, string[] | null> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...opts.scriptHashes],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'frame-src': ["'none'"],
    'form-action': ["'self'"],
    // helmet's default; over plain HTTP it would send every request of the page to an HTTPS port that is not there.
    'upgrade-insecure-requests': opts.https ? [] : null,
  }
}

/**
 * Security headers on every answer (pages, files, REST, tRPC, errors): the CSP above, no referrer
 * (report ids are in URLs), `nosniff`, no framing, and HSTS only behind HTTPS.
 */
export async function registerSecurityHeaders(app: FastifyInstance, opts: SecurityHeaderOptions): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(opts) },
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: opts.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  })
}
