import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One request the stub received, for tests to assert on. */
export interface StubRequest {
  method: string
  /** Path without query, e.g. `/v1/chat/completions` or `/v1beta/openai/chat/completions`. */
  path: string
  headers: IncomingMessage['headers']
  /** Parsed JSON body (chat), or null. */
  json: Record<string, unknown> | null
  /** Multipart fields (transcription); the file is described, not kept. */
  fields: Record<string, string>
  file: { name: string; type: string; size: number } | null
}

/** A canned chat answer: the content (streamed in `chunks` when given), or an HTTP error. */
export interface ChatReply {
  content?: string
  /** Stream deltas; default: the content split after each word. */
  chunks?: string[]
  /** Pause between streamed chunks, so a consumer can be seen growing. */
  chunkDelayMs?: number
  status?: number
  error?: string
}

export type ChatResponder = string | ChatReply | ((req: StubRequest) => string | ChatReply)
/** A transcript, or an error as the API answers it (OpenAI names the faulty parameter, e.g. `param: 'file'`). */
export type TranscriptionReply = string | { status: number; error: string; type?: string; param?: string }

export interface OpenAIStub {
  /** `http://127.0.0.1:<port>` */
  url: string
  /** Base URL for OpenAI-style clients (`${url}/v1`). */
  openaiBaseURL: string
  /** Base URL shaped like Gemini's OpenAI-compatible endpoint (`${url}/v1beta/openai/`). */
  geminiBaseURL: string
  requests: StubRequest[]
  setChatResponse(reply: ChatResponder): void
  setTranscription(reply: TranscriptionReply): void
  close(): Promise<void>
}

const PREFIXES = ['/v1', '/v1beta/openai']

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const parts: Buffer[] = []
  for await (const part of req) parts.push(part as Buffer)
  return Buffer.concat(parts)
}

async function record(req: IncomingMessage): Promise<StubRequest> {
  const body = await readBody(req)
  const type = req.headers['content-type'] ?? ''
  const rec: StubRequest = {
    method: req.method ?? 'GET',
    path: (req.url ?? '/').split('?')[0],
    headers: req.headers,
    json: null,
    fields: {},
    file: null,
  }
  if (type.startsWith('application/json') && body.length) rec.json = JSON.parse(body.toString('utf8'))
  if (type.startsWith('multipart/form-data')) {
    // undici's multipart parser, through the fetch Response API Node ships.
    const form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData()
    for (const [key, value] of form) {
      if (typeof value === 'string') rec.fields[key] = value
      else if (key === 'file') rec.file = { name: value.name, type: value.type, size: value.size }
    }
  }
  return rec
}

const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

const sendError = (res: ServerResponse, status: number, message: string, extra: { type?: string; param?: string } = {}) =>
  sendJson(res, status, { error: { message, type: extra.type ?? 'stub_error', param: extra.param ?? null, code: null } })

async function answerChat(res: ServerResponse, req: StubRequest, reply: ChatReply) {
  if (reply.status && reply.status >= 400) return sendError(res, reply.status, reply.error ?? 'stub error')
  const model = String(req.json?.model ?? 'stub-model')
  const content = reply.content ?? reply.chunks?.join('') ?? ''
  const base = { id: 'chatcmpl-stub', created: Math.floor(Date.now() / 1000), model }
  if (!req.json?.stream) {
    return sendJson(res, 200, {
      ...base,
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    })
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' })
  const send = (delta: Record<string, unknown>, finish: string | null) =>
    res.write(`data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`)
  send({ role: 'assistant', content: '' }, null)
  for (const chunk of reply.chunks ?? content.match(/\S+\s*|\s+/g) ?? []) {
    if (reply.chunkDelayMs) await new Promise((r) => setTimeout(r, reply.chunkDelayMs))
    if (res.destroyed) return
    send({ content: chunk }, null)
  }
  send({}, 'stop')
  res.end('data: [DONE]\n\n')
}

/** Starts a local server that speaks the OpenAI wire format (transcription and chat) for tests. */
export async function startOpenAIStub(): Promise<OpenAIStub> {
  const requests: StubRequest[] = []
  let chat: ChatResponder = { content: '' }
  let transcription: TranscriptionReply = ''

  const server = createServer((req, res) => {
    void (async () => {
      const rec = await record(req)
      requests.push(rec)
      const prefix = PREFIXES.find((p) => rec.path.startsWith(`${p}/`))
      const route = prefix ? rec.path.slice(prefix.length) : rec.path
      if (rec.method === 'POST' && route === '/chat/completions') {
        const reply = typeof chat === 'function' ? chat(rec) : chat
        return answerChat(res, rec, typeof reply === 'string' ? { content: reply } : reply)
      }
      if (rec.method === 'POST' && route === '/audio/transcriptions') {
        if (typeof transcription !== 'string') return sendError(res, transcription.status, transcription.error, transcription)
        return sendJson(res, 200, { text: transcription })
      }
      sendError(res, 404, `stub: no route ${rec.method} ${rec.path}`)
    })().catch((err: unknown) => {
      if (!res.headersSent) sendError(res, 500, `stub: ${String(err)}`)
      else res.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url,
    openaiBaseURL: `${url}/v1`,
    geminiBaseURL: `${url}/v1beta/openai/`,
    requests,
    setChatResponse: (reply) => {
      chat = reply
    },
    setTranscription: (reply) => {
      transcription = reply
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((err) => (err ? reject(err) : resolve()))
      }),
  }
}
