import { describe, expect, it } from 'vitest'
import { SseParser } from './sse'

describe('SseParser', () => {
  it('reads id, event and data, skipping heartbeat comments', () => {
    const p = new SseParser()
    const out = p.push('retry: 3000\n\n: heartbeat\n\nid: 1-0\nevent: status\ndata: {"type":"status"}\n\n')
    expect(out).toEqual([{ id: '1-0', event: 'status', data: '{"type":"status"}' }])
    expect(p.retryMs).toBe(3000)
  })

  it('joins events split anywhere across chunks, CRLF included', () => {
    const text = 'id: 5-1\r\ndata: {"a":\r\ndata: 1}\r\n\r\nid: 5-2\r\ndata: two\r\n\r\n'
    for (let cut = 1; cut < text.length; cut++) {
      const p = new SseParser()
      const out = [...p.push(text.slice(0, cut)), ...p.push(text.slice(cut))]
      expect(out, `cut at ${cut}`).toEqual([
        { id: '5-1', data: '{"a":\n1}' },
        { id: '5-2', data: 'two' },
      ])
    }
  })

  it('gives an event without an id none (the relay’s own error)', () => {
    expect(new SseParser().push('event: error\ndata: {"type":"error"}\n\n')).toEqual([{ event: 'error', data: '{"type":"error"}' }])
  })

  it('waits for the blank line before emitting', () => {
    const p = new SseParser()
    expect(p.push('data: half')).toEqual([])
    expect(p.push('\n')).toEqual([])
    expect(p.push('\n')).toEqual([{ data: 'half' }])
  })
})
