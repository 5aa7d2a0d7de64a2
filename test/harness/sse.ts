import type { JobEvent } from '@shared/src/jobs/events.schema'

/** One parsed server-sent event (test helper). */
export interface SseMessage {
  id?: string
  event?: string
  data: JobEvent
}

/** Parses complete SSE blocks out of a text; comments (heartbeats) are counted, not returned. */
export function parseSse(text: string): { messages: SseMessage[]; comments: number; rest: string } {
  const blocks = text.split('\n\n')
  const rest = blocks.pop() ?? ''
  const messages: SseMessage[] = []
  let comments = 0
  for (const block of blocks) {
    const fields: Record<string, string> = {}
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) comments += 1
      const at = line.indexOf(': ')
      if (at > 0) fields[line.slice(0, at)] = line.slice(at + 2)
    }
    if (fields.data) messages.push({ id: fields.id, event: fields.event, data: JSON.parse(fields.data) as JobEvent })
  }
  return { messages, comments, rest }
}

export interface SseConnection {
  status: number
  headers: Headers
  /** Messages as they arrive; ends with the stream. */
  messages: AsyncGenerator<SseMessage>
  /** Heartbeat comments seen so far. */
  comments(): number
  /** Drops the connection, as a client losing its network would. */
  close(): void
}

/** Opens an SSE response with fetch and reads it incrementally (test helper). */
export async function openSse(url: string, init: RequestInit = {}): Promise<SseConnection> {
  const controller = new AbortController()
  const res = await fetch(url, { ...init, signal: controller.signal })
  let comments = 0
  async function* read(): AsyncGenerator<SseMessage> {
    if (!res.body) return
    const decoder = new TextDecoder()
    let buffer = ''
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true })
        const parsed = parseSse(buffer)
        buffer = parsed.rest
        comments += parsed.comments
        yield* parsed.messages
      }
    } catch (e) {
      if (!controller.signal.aborted) throw e
    }
  }
  return { status: res.status, headers: res.headers, messages: read(), comments: () => comments, close: () => controller.abort() }
}
