/**
 * The same-run baseline of bench/api-throughput.bench.ts: a bare Fastify app (no plugins, no session,
 * no tRPC, no compression) whose routes call the very service functions of the product, so each runs
 * the same database queries and returns the same JSON as the product's route it is compared with.
 *
 *   DATABASE_URL=… PORT=… OWNER_ID=… node --import tsx bench/lib/baseline-server.ts
 */
import Fastify from 'fastify'
import { createDb } from '../../shared/node/db/connect'
import { listTemplates } from '../../server/src/features/catalog/catalog.service'
import { listReports, listReportsWithChapters } from '../../server/src/features/reports/reports.service'
import type { AuthedCtx } from '../../server/src/core/context'

const db = createDb(process.env.DATABASE_URL!, 10)
const ctx = { db, user: { id: process.env.OWNER_ID! } } as unknown as AuthedCtx
const app = Fastify({ logger: false })
app.get('/api/reports', () => listReportsWithChapters(ctx))
app.get('/api/templates', () => listTemplates(ctx))
// tRPC wraps a query's result as { result: { data } }: the baseline sends the same bytes.
app.get('/trpc/reports.list', async () => ({ result: { data: await listReports(ctx) } }))
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
console.log('baseline ready')
