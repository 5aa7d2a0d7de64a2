import type { FastifyRequest } from 'fastify'

/** A REST body merged with the path parameters (which win), ready for one zod schema. */
export const bodyWithParams = (req: FastifyRequest): Record<string, unknown> => {
  const body = typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body) ? req.body : {}
  return { ...body, ...(req.params as Record<string, unknown>) }
}
