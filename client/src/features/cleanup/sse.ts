/** One server-sent event as the server wrote it. */
export interface SseMessage {
  id?: string
  event?: string
  data: string
}

/**
 * An incremental parser of a `text/event-stream` body (the WHATWG format): fed decoded text in
 * chunks of any size, it returns the complete events. Comments (heartbeats) are skipped; a `retry:`
 * line is exposed as `retryMs`.
 */
export class SseParser {
  private buffer = ''
  private data: string[] = []
  private id: string | undefined
  private event: string | undefined
  retryMs: number | undefined

  /** Adds text; returns the events it completed. */
  push(text: string): SseMessage[] {
    this.buffer += text
    const out: SseMessage[] = []
    let start = 0
    for (let i = 0; i < this.buffer.length; i++) {
      const ch = this.buffer[i]
      if (ch !== '\n' && ch !== '\r') continue
      // A CR at the very end may be the first half of a CRLF still on its way.
      if (ch === '\r' && i === this.buffer.length - 1) break
      this.line(this.buffer.slice(start, i), out)
      if (ch === '\r' && this.buffer[i + 1] === '\n') i++
      start = i + 1
    }
    this.buffer = this.buffer.slice(start)
    return out
  }

  private line(line: string, out: SseMessage[]) {
    if (line === '') {
      if (this.data.length) out.push({ data: this.data.join('\n'), ...(this.id !== undefined ? { id: this.id } : {}), ...(this.event ? { event: this.event } : {}) })
      this.data = []
      this.id = undefined
      this.event = undefined
      return
    }
    if (line.startsWith(':')) return
    const colon = line.indexOf(':')
    const field = colon === -1 ? line : line.slice(0, colon)
    let value = colon === -1 ? '' : line.slice(colon + 1)
    if (value.startsWith(' ')) value = value.slice(1)
    if (field === 'data') this.data.push(value)
    else if (field === 'id' && !value.includes('\0')) this.id = value
    else if (field === 'event') this.event = value
    else if (field === 'retry' && /^\d+$/.test(value)) this.retryMs = Number(value)
  }
}
