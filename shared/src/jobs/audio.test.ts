import { describe, expect, it } from 'vitest'
import { isDeclaredAudio, sniffAudio } from './audio'

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)))

describe('sniffAudio', () => {
  it('recognises the allowed formats by their first bytes', () => {
    expect(sniffAudio(bytes('RIFF', [1, 2, 3, 4], 'WAVE'))).toBe('wav')
    expect(sniffAudio(bytes([0x1a, 0x45, 0xdf, 0xa3], [0, 0, 0, 0, 0, 0, 0, 0]))).toBe('webm')
    expect(sniffAudio(bytes([0, 0, 0, 0x20], 'ftypM4A ', [0]))).toBe('m4a')
    expect(sniffAudio(bytes('ID3', [4, 0, 0, 0, 0, 0, 0, 0, 0]))).toBe('mp3')
    expect(sniffAudio(bytes([0xff, 0xfb, 0x90, 0x44], [0, 0, 0, 0, 0, 0, 0, 0]))).toBe('mp3')
  })

  it('refuses anything else', () => {
    expect(sniffAudio(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]))).toBeNull()
    expect(sniffAudio(bytes('hello world, not audio'))).toBeNull()
    expect(sniffAudio(bytes('RIFF', [1, 2, 3, 4], 'AVI '))).toBeNull()
    expect(sniffAudio(bytes('OggS', [0, 2, 0, 0, 0, 0, 0, 0]))).toBeNull()
  })
})

describe('isDeclaredAudio', () => {
  it('accepts the allowed MIME types, with parameters', () => {
    expect(isDeclaredAudio('audio/webm;codecs=opus', 'recording.webm')).toBe(true)
    expect(isDeclaredAudio('audio/x-m4a', 'a.m4a')).toBe(true)
    expect(isDeclaredAudio('audio/mpeg', 'a.mpeg')).toBe(true)
  })

  it('falls back to the extension only for a generic type', () => {
    expect(isDeclaredAudio('application/octet-stream', 'a.wav')).toBe(true)
    expect(isDeclaredAudio('text/plain', 'a.wav')).toBe(false)
    expect(isDeclaredAudio('image/png', 'a.png')).toBe(false)
    expect(isDeclaredAudio('audio/ogg', 'a.ogg')).toBe(false)
  })
})
