import type { FastifyReply } from 'fastify'
import type { StreamedJobEvent } from '@shared/src/jobs/events.schema'
import { SSE_HEARTBEAT_MS } from '@shared/src/jobs/names'
import { JOB_TEXTS } from '@shared/src/jobs/texts'

/** One SSE message: `id:` is the Redis stream id, so a reconnect's Last-Event-ID resumes right after it. */
export function sseMessage({ id, event }: StreamedJobEvent): string {
  return `id: ${id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`
}

export interface RelayOptions {
  headers?: Record<string, string>
  heartbeatMs?: number
}

/**
 * Writes a job's events to the response as server-sent events until the job ends or the client goes
 * away (which aborts `controller`, ending the Redis read). A comment line every 15 s keeps proxies
 * from timing the quiet stream out.
 */
export async function relaySse(
  reply: FastifyReply,
  controller: AbortController,
  events: AsyncIterable<StreamedJobEvent>,
  opts: RelayOptions = {},
): Promise<void> {
  const res = reply.raw
  reply.hijack()
  res.on('close', () => controller.abort())
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    ...opts.headers,
  })
  const write = async (text: string) => {
    if (res.writableEnded || res.destroyed) return
    if (!res.write(text)) await new Promise<void>((resolve) => res.once('drain', resolve).once('close', resolve))
  }
  await write('retry: 3000\n\n')
  const beat = setInterval(() => void write(': heartbeat\n\n'), opts.heartbeatMs ?? SSE_HEARTBEAT_MS)
  try {
    for await (const item of events) await write(sseMessage(item))
  } catch {
    // Without an id, so a reconnect resumes from the last real event rather than skipping past this one.
    await write(`event: error\ndata: ${JSON.stringify({ type: 'error', message: JOB_TEXTS.cleanupFailed, code: 'FAILED' })}\n\n`)
  } finally {
    clearInterval(beat)
    if (!res.writableEnded) res.end()
  }
}
