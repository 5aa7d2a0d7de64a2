import { describe, expect, it } from 'vitest'
import { checkAudioFile, formatBytes, formatElapsed, wordCount } from './audio-file'

const MB = 1024 * 1024
const invalid = { title: 'Invalid file type', description: 'Please upload an audio file (WAV, MP3, M4A, or WebM).' }
const tooLarge = { title: 'File too large', description: 'Audio file must be less than 25MB.' }

describe('checkAudioFile', () => {
  it('accepts wav, mp3, mpeg, m4a and webm by type, or by extension when the type is generic', () => {
    for (const [name, type] of [
      ['a.wav', 'audio/wav'],
      ['a.wav', 'audio/x-wav'],
      ['a.mp3', 'audio/mpeg'],
      ['a.mpeg', 'audio/mpeg'],
      ['a.m4a', 'audio/x-m4a'],
      ['a.m4a', 'audio/mp4'],
      ['recording.webm', 'audio/webm;codecs=opus'],
      ['a.webm', 'video/webm'],
      ['a.m4a', ''],
      ['a.mpeg', 'application/octet-stream'],
    ]) {
      expect(checkAudioFile({ name, type, size: 1000 }), `${name} ${type}`).toBeNull()
    }
  })

  it('refuses other types with the spec toast', () => {
    expect(checkAudioFile({ name: 'notes.txt', type: 'text/plain', size: 10 })).toEqual(invalid)
    expect(checkAudioFile({ name: 'a.ogg', type: 'audio/ogg', size: 10 })).toEqual(invalid)
    expect(checkAudioFile({ name: 'photo.png', type: '', size: 10 })).toEqual(invalid)
    expect(checkAudioFile({ name: 'a.wav', type: 'image/png', size: 10 })).toEqual(invalid)
  })

  it('refuses more than 25 MB', () => {
    expect(checkAudioFile({ name: 'a.wav', type: 'audio/wav', size: 25 * MB })).toBeNull()
    expect(checkAudioFile({ name: 'a.wav', type: 'audio/wav', size: 25 * MB + 1 })).toEqual(tooLarge)
  })
})

describe('formatting', () => {
  it('counts words, sizes and recording time', () => {
    expect(wordCount('  heart weight\nthree hundred  ')).toBe(4)
    expect(wordCount('   ')).toBe(0)
    expect(formatBytes(812 * 1024)).toBe('812 KB')
    expect(formatBytes(3.44 * MB)).toBe('3.4 MB')
    expect(formatElapsed(4_200)).toBe('0:04')
    expect(formatElapsed(75_000)).toBe('1:15')
  })
})
