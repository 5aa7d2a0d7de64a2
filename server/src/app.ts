import { existsSync } from 'node:fs'
import zlib from 'node:zlib'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import Fastify, { LogController, type FastifyInstance } from 'fastify'
import compress from '@fastify/compress'
import cookie from '@fastify/cookie'
import fastifyStatic from '@fastify/static'
import type { Deps } from './core/context'
import { buildTrpcCtx, installErrorHandler } from './core/http'
import { appRouter } from './router'
import { trpcRoutes } from './core/trpc-fastify'
import { registerRestRoutes } from './routes'
import { startSessionPruning } from './features/auth/session-pruning'
import { clientScriptHashes, registerSecurityHeaders } from './core/security-headers'
import { clientAssetHeaders, COMPRESSIBLE_RESPONSES, INDEX_CACHE_CONTROL } from './core/delivery'

const defaultClientDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../client/dist')

/** The whole HTTP surface: tRPC at /trpc, REST at /api, the built client everywhere else. */
export async function buildApp(deps: Deps, opts: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ? { level: 'info' } : false,
    trustProxy: true,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 30 * 1024 * 1024,
    routerOptions: { maxParamLength: 5000 },
  })
  const clientDist = deps.config.CLIENT_DIST ?? defaultClientDist
  const indexHtml = path.join(clientDist, 'index.html')
  // Read once at start: the page's inline scripts are allowed by their hashes, so a rebuilt client needs a restart.
  await registerSecurityHeaders(app, { scriptHashes: clientScriptHashes(indexHtml), https: deps.config.COOKIE_SECURE })
  await app.register(cookie)
  // JSON (and HTML exports) above 1 KB go out compressed; event streams never (they must flush chunk by chunk),
  // and the client's files are compressed once at build time instead (see the static registration below).
  // An answer is built whole in memory, so it is compressed in one call (up to 4 MB): through a stream, each answer
  // costs a compressor of its own and a thread-pool trip per chunk, 3.5× the CPU for 28 KB of JSON and several
  // milliseconds for the 520 KB report list. Brotli quality 3: on this product's JSON, 4 costs about twice the CPU
  // (templates list 678 against 361 µs, report list with chapters 945 against 571 µs) for 3-4 % fewer bytes.
  await app.register(compress, {
    threshold: 1024,
    syncThreshold: 4 * 1024 * 1024,
    encodings: ['br', 'gzip', 'deflate'],
    customTypes: COMPRESSIBLE_RESPONSES,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } },
  })
  installErrorHandler(app)

  await app.register(
    async (scope) =>
      trpcRoutes(scope, {
        router: appRouter,
        createContext: (req, reply) => buildTrpcCtx(deps, req, reply),
        onError: ({ error, path: p }) => {
          if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error.cause ?? error, path: p }, 'tRPC error')
          // A 503 names what was unreachable; the log keeps the driver's own error, which says why.
          if (error.code === 'SERVICE_UNAVAILABLE') app.log.warn({ err: error.cause ?? error, path: p }, 'tRPC answered 503')
        },
      }),
    { prefix: '/trpc' },
  )

  registerRestRoutes(app, deps)
  const pruning = startSessionPruning(deps.db, { onError: (err) => app.log.warn({ err }, 'pruning expired sessions failed') })
  app.addHook('onClose', async () => pruning.stop())

  if (existsSync(indexHtml)) {
    // Brotli or gzip copies written by the build are sent when the browser accepts them (with `vary: accept-encoding`).
    await app.register(fastifyStatic, { root: clientDist, wildcard: false, preCompressed: true, cacheControl: false, setHeaders: clientAssetHeaders })
    // Deep links (/report/…, /admin) get the SPA; unknown /api paths stay 404 JSON.
    app.setNotFoundHandler((req, reply) => {
      if (req.method === 'GET' && !req.url.startsWith('/api') && !req.url.startsWith('/trpc')) {
        void reply.header('cache-control', INDEX_CACHE_CONTROL)
        return reply.type('text/html').sendFile('index.html')
      }
      return reply.status(404).send({ success: false, message: 'Not found', code: 'NOT_FOUND', error: 'Not found' })
    })
  }
  return app
}
