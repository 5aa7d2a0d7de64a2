import { brotliDecompressSync } from 'node:zlib'
import http from 'node:http'
import Fastify from 'fastify'
import { initTRPC } from '@trpc/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTestApp, createUser, signIn, type TestApp } from '../../../test/harness/app'
import { trpcRoutes } from './trpc-fastify'

let ta: TestApp
let cookie: string
let email: string

beforeAll(async () => {
  ta = await createTestApp()
  const u = await createUser(ta.deps, 'free')
  email = u.email
  cookie = await signIn(ta.app, u.email, u.password)
  // Enough cards for the list to pass the 1 KB compression threshold.
  for (let i = 0; i < 12; i++) {
    await ta.t.db
      .insertInto('reports')
      .values({ ownerId: u.user.id, title: `Case 2026-${String(i).padStart(4, '0')}: found at home, history of chest pain`, templateId: null, selectedInjuryModules: '[]', chapters: '[]' })
      .execute()
  }
}, 60_000)
afterAll(() => ta?.close())

describe('tRPC over Fastify, the product app', () => {
  it('sends a query answer above 1 KB compressed, whole, with its length; a small one as is', async () => {
    const plain = await ta.app.inject({ method: 'GET', url: '/trpc/reports.list', headers: { cookie } })
    expect(plain.statusCode).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.rawPayload.length).toBeGreaterThan(1024)
    const cards = (plain.json() as { result: { data: { title: string }[] } }).result.data
    expect(cards).toHaveLength(12)

    const br = await ta.app.inject({ method: 'GET', url: '/trpc/reports.list', headers: { cookie, 'accept-encoding': 'br, gzip' } })
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['transfer-encoding']).toBeUndefined()
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length)
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json())

    const me = await ta.app.inject({ method: 'GET', url: '/trpc/auth.me', headers: { cookie, 'accept-encoding': 'br, gzip' } })
    expect(me.headers['content-encoding']).toBeUndefined()
    expect((me.json() as { result: { data: { email: string } } }).result.data.email).toBe(email)
  })

  it('keeps batches, cookies set by a mutation, and tRPC’s error answers', async () => {
    const batch = await ta.app.inject({ method: 'GET', url: `/trpc/auth.me,reports.list?batch=1&input=${encodeURIComponent('{}')}`, headers: { cookie } })
    expect(batch.statusCode).toBe(200)
    const [me, list] = batch.json() as [{ result: { data: { email: string } } }, { result: { data: unknown[] } }]
    expect(me.result.data.email).toBe(email)
    expect(list.result.data).toHaveLength(12)

    const login = await ta.app.inject({ method: 'POST', url: '/trpc/auth.login', payload: { email, password: 'correct horse' } })
    expect(login.statusCode).toBe(200)
    expect(String(login.headers['set-cookie'])).toMatch(/^sid=[\w-]+;.*HttpOnly/)

    const anonymous = await ta.app.inject({ method: 'GET', url: '/trpc/reports.list' })
    expect(anonymous.statusCode).toBe(401)
    expect((anonymous.json() as { error: { data: { code: string } } }).error.data.code).toBe('UNAUTHORIZED')
  })
})

describe('tRPC over Fastify, a subscription', () => {
  it('streams server-sent events and stops the procedure when the client leaves', async () => {
    const t = initTRPC.create()
    let left: () => void
    const procedureStopped = new Promise<void>((resolve) => (left = resolve))
    const router = t.router({
      ticks: t.procedure.input(z.object({ from: z.number() })).subscription(async function* ({ input, signal }) {
        yield input.from
        yield input.from + 1
        await new Promise<void>((resolve) => signal!.addEventListener('abort', () => resolve()))
        left()
      }),
    })
    const app = Fastify()
    await app.register(async (scope) => trpcRoutes(scope, { router, createContext: async () => ({}) }), { prefix: '/trpc' })
    const url = await app.listen({ port: 0, host: '127.0.0.1' })
    try {
      const received = await new Promise<{ type: string; text: string }>((resolve, reject) => {
        const req = http.get(`${url}/trpc/ticks?input=${encodeURIComponent(JSON.stringify({ from: 7 }))}`, (res) => {
          let text = ''
          res.on('data', (chunk: Buffer) => {
            text += chunk.toString('utf8')
            // Both values arrived while the procedure is still running: the answer is a stream.
            if (text.includes('data: 8')) {
              resolve({ type: String(res.headers['content-type']), text })
              req.destroy()
            }
          })
        })
        req.on('error', (err) => (err.message === 'socket hang up' ? undefined : reject(err)))
      })
      expect(received.type).toMatch(/^text\/event-stream/)
      expect(received.text).toMatch(/data: 7\n[\s\S]*data: 8\n/)
      await procedureStopped
    } finally {
      await app.close()
    }
  })
})
