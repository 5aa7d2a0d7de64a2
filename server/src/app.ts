import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import Fastify, { type FastifyInstance } from 'fastify'
import cookie from '@fastify/cookie'
import fastifyStatic from '@fastify/static'
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify'
import type { Deps } from './core/context'
import { buildCtx, installErrorHandler } from './core/http'
import { appRouter, type AppRouter } from './router'
import { registerRestRoutes } from './routes'

const defaultClientDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../client/dist')

/** The whole HTTP surface: tRPC at /trpc, REST at /api, the built client everywhere else. */
export async function buildApp(deps: Deps, opts: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ? { level: 'info' } : false,
    trustProxy: true,
    disableRequestLogging: true,
    bodyLimit: 30 * 1024 * 1024,
    routerOptions: { maxParamLength: 5000 },
  })
  await app.register(cookie)
  installErrorHandler(app)

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => buildCtx(deps, req, res),
      onError: ({ error, path: p }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error.cause ?? error, path: p }, 'tRPC error')
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  })

  registerRestRoutes(app, deps)

  const clientDist = deps.config.CLIENT_DIST ?? defaultClientDist
  if (existsSync(path.join(clientDist, 'index.html'))) {
    await app.register(fastifyStatic, { root: clientDist, wildcard: false })
    // Deep links (/report/…, /admin) get the SPA; unknown /api paths stay 404 JSON.
    app.setNotFoundHandler((req, reply) => {
      if (req.method === 'GET' && !req.url.startsWith('/api') && !req.url.startsWith('/trpc')) {
        return reply.type('text/html').sendFile('index.html')
      }
      return reply.status(404).send({ success: false, message: 'Not found', code: 'NOT_FOUND', error: 'Not found' })
    })
  }
  return app
}
