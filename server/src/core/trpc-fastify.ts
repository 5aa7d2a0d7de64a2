import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { AnyTRPCRouter, inferRouterContext } from '@trpc/server'
import { resolveResponse, type HTTPErrorHandler } from '@trpc/server/http'
import { createURL } from '@trpc/server/adapters/node-http'

export interface TrpcRouteOptions<TRouter extends AnyTRPCRouter> {
  router: TRouter
  createContext: (req: FastifyRequest, reply: FastifyReply) => Promise<inferRouterContext<TRouter>>
  onError?: HTTPErrorHandler<TRouter, Request>
}

/**
 * tRPC over Fastify, as `@trpc/server/adapters/fastify` does it (a fetch `Request` handed to tRPC's own
 * `resolveResponse`), with two differences that cost every request time on the home screen's polls:
 * - a query or mutation answer, which tRPC has already serialised whole, goes to Fastify as a buffer
 *   instead of a web stream, so Fastify knows its length and @fastify/compress compresses it in one
 *   call (and leaves answers under its threshold alone) instead of piping streams; event streams
 *   (subscriptions over SSE) are still streamed;
 * - the request's abort signal fires only when the client leaves before the answer is complete; the
 *   stock adapter aborts it after every answer too, building a `DOMException` (a stack trace) each time.
 *
 * Register inside `app.register(…, { prefix })`: the JSON and multipart parsers it replaces are the
 * plugin's own (tRPC reads the raw body itself).
 */
export function trpcRoutes<TRouter extends AnyTRPCRouter>(app: FastifyInstance, opts: TrpcRouteOptions<TRouter>): void {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body))
  app.removeContentTypeParser('multipart/form-data')
  app.addContentTypeParser('multipart/form-data', {}, (_req, body, done) => done(null, body))

  app.all<{ Params: { path: string } }>('/:path', async (req, reply) => {
    const res = await resolveResponse<TRouter>({
      router: opts.router,
      req: toFetchRequest(req, reply),
      path: req.params.path,
      error: null,
      createContext: () => opts.createContext(req, reply),
      onError: opts.onError,
    })
    if (!res.body || res.headers.get('content-type')?.startsWith('text/event-stream')) return reply.send(res)
    void reply.status(res.status)
    res.headers.forEach((value, name) => void reply.header(name, value))
    return reply.send(Buffer.from(await res.arrayBuffer()))
  })
}

/** The fetch `Request` tRPC reads: the URL, the headers, the body Fastify has read as text (or the raw stream). */
function toFetchRequest(req: FastifyRequest, reply: FastifyReply): Request {
  const abort = new AbortController()
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) abort.abort()
  })
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.raw.headers)) {
    if (name.startsWith(':') || value === undefined) continue
    if (Array.isArray(value)) for (const v of value) headers.append(name, v)
    else headers.append(name, value)
  }
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers, signal: abort.signal }
  if (req.method !== 'GET' && req.method !== 'HEAD' && req.body !== undefined) {
    init.body = req.body as BodyInit
    init.duplex = 'half'
  }
  return new Request(createURL(req.raw), init)
}
