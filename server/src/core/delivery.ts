import type { FastifyReply } from 'fastify'

/** Hashed build output: its name changes whenever its bytes do, so a browser may keep it for a year unasked. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable'
/** index.html names the current hashed files: always revalidated, so a deploy reaches every browser at once. */
export const INDEX_CACHE_CONTROL = 'no-cache'

/** Responses compressed on the fly: JSON (tRPC and REST) and HTML/markdown exports; never event streams. */
export const COMPRESSIBLE_RESPONSES = /^(?:application\/(?:[\w.+-]*\+)?json|text\/html|text\/markdown)(?:;|$)/

/** Cache headers of the built client's files (fastify-static `setHeaders`): hashed assets immutable, the rest revalidated. */
export function clientAssetHeaders(reply: FastifyReply, filePath: string): void {
  void reply.header('cache-control', /[\\/]assets[\\/]/.test(filePath) ? IMMUTABLE_CACHE_CONTROL : INDEX_CACHE_CONTROL)
}
