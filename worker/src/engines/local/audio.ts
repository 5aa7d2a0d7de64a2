import { spawn } from 'node:child_process'
import { accessSync, constants } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

export const PCM_SAMPLE_RATE = 16_000
const BYTES_PER_SECOND = PCM_SAMPLE_RATE * 4

/** An upload that ffmpeg could not turn into sound; the message is safe to show. */
export class AudioDecodeError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'AudioDecodeError'
  }
}

/**
 * The content itself cannot be decoded (ffmpeg refused it, or it holds no samples): the same bytes
 * will fail the same way, so the job fails at once instead of being retried.
 */
export class UnreadableAudioError extends AudioDecodeError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'UnreadableAudioError'
  }
}

/** Is this error (or one it wraps) about content that cannot be decoded? */
export function isUnreadableAudio(error: unknown): boolean {
  for (let e = error, i = 0; e instanceof Error && i < 5; e = e.cause, i++) if (e instanceof UnreadableAudioError) return true
  return false
}

export interface DecodeAudioOptions {
  filename?: string
  mimeType?: string
  /** Kill ffmpeg after this long (default 60 s). */
  timeoutMs?: number
  /** Refuse audio longer than this (default 30 minutes). */
  maxSeconds?: number
  ffmpegPath?: string
  signal?: AbortSignal
}

const durationText = (seconds: number) =>
  seconds >= 60 ? `${Math.round(seconds / 60)} minutes` : `${Number(seconds.toFixed(3))} s`

let cachedFfmpeg: string | null = null

/** ffmpeg to run: a system one on PATH (current codecs), else the static build of @ffmpeg-installer/ffmpeg. */
export function findFfmpeg(): string {
  if (cachedFfmpeg) return cachedFfmpeg
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, 'ffmpeg')
    try {
      accessSync(candidate, constants.X_OK)
      return (cachedFfmpeg = candidate)
    } catch {
      // not in this directory
    }
  }
  try {
    const installer = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }
    return (cachedFfmpeg = installer.path)
  } catch (err) {
    throw new AudioDecodeError('Could not decode audio: ffmpeg is not available', { cause: err })
  }
}

/** MP4/M4A keep their index at the end of the file, so ffmpeg must be able to seek: those go through a file. */
function needsSeek(audio: Buffer, filename?: string, mimeType?: string): boolean {
  if (audio.length >= 8 && audio.toString('latin1', 4, 8) === 'ftyp') return true
  if (/\.(m4a|mp4|mov|3gp|aac)$/i.test(filename ?? '')) return true
  return /^(audio|video)\/(mp4|x-m4a|m4a|quicktime|aac)/i.test(mimeType ?? '')
}

function toFloat32(chunks: Buffer[], bytes: number): Float32Array {
  const usable = bytes - (bytes % 4)
  const out = new Float32Array(usable / 4)
  const view = new Uint8Array(out.buffer)
  let offset = 0
  for (const c of chunks) {
    const take = Math.min(c.length, usable - offset)
    view.set(c.subarray(0, take), offset)
    offset += take
  }
  return out
}

function runFfmpeg(
  bin: string,
  args: string[],
  stdin: Buffer | null,
  opts: Required<Pick<DecodeAudioOptions, 'timeoutMs' | 'maxSeconds'>> & { signal?: AbortSignal },
): Promise<Float32Array> {
  const maxBytes = opts.maxSeconds * BYTES_PER_SECOND
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['pipe', 'pipe', 'pipe'] })
    const chunks: Buffer[] = []
    let bytes = 0
    let stderr = ''
    let failure: Error | null = null
    const fail = (err: Error) => {
      failure ??= err
      child.kill('SIGKILL')
    }
    const timer = setTimeout(
      () => fail(new AudioDecodeError(`Could not decode audio: it took longer than ${durationText(opts.timeoutMs / 1000)}`)),
      opts.timeoutMs,
    )
    const onAbort = () => fail(opts.signal?.reason instanceof Error ? opts.signal.reason : new Error('Aborted'))
    opts.signal?.addEventListener('abort', onAbort, { once: true })

    child.stdout.on('data', (chunk: Buffer) => {
      bytes += chunk.length
      if (bytes > maxBytes) fail(new AudioDecodeError(`Audio is longer than ${durationText(opts.maxSeconds)}`))
      else chunks.push(chunk)
    })
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-2000)
    })
    child.on('error', (err) => fail(new AudioDecodeError('Could not decode audio: ffmpeg could not be started', { cause: err })))
    child.on('close', (code) => {
      clearTimeout(timer)
      opts.signal?.removeEventListener('abort', onAbort)
      if (failure) return reject(failure)
      // An exit code is ffmpeg's verdict on the bytes; no code means it was killed (memory, a signal): worth a retry.
      const Failure = code === null ? AudioDecodeError : UnreadableAudioError
      if (code !== 0) {
        const cause = new Error(stderr.trim() || `ffmpeg exited with ${code}`)
        return reject(new Failure('Could not decode audio', { cause }))
      }
      if (bytes < 4) return reject(new UnreadableAudioError('Could not decode audio: no sound found'))
      resolve(toFloat32(chunks, bytes))
    })
    // ffmpeg may stop reading early (bad input, size limit); that is reported through its exit.
    child.stdin.on('error', () => {})
    if (stdin) child.stdin.end(stdin)
    else child.stdin.end()
  })
}

/** Decodes an upload (WAV, MP3, M4A, WebM/Opus…) to 16 kHz mono float32 PCM, with a time limit and a length limit. */
export async function decodeAudio(audio: Buffer, options: DecodeAudioOptions = {}): Promise<Float32Array> {
  options.signal?.throwIfAborted()
  if (audio.length === 0) throw new UnreadableAudioError('Could not decode audio: the file is empty')
  const opts = { timeoutMs: options.timeoutMs ?? 60_000, maxSeconds: options.maxSeconds ?? 30 * 60, signal: options.signal }
  const bin = options.ffmpegPath ?? findFfmpeg()
  const output = [
    '-vn', '-sn', '-dn', '-t', String(opts.maxSeconds + 1), '-ar', String(PCM_SAMPLE_RATE), '-ac', '1', '-f', 'f32le', 'pipe:1',
  ]
  const base = ['-nostdin', '-hide_banner', '-loglevel', 'error']
  if (!needsSeek(audio, options.filename, options.mimeType)) {
    return runFfmpeg(bin, [...base, '-i', 'pipe:0', ...output], audio, opts)
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'audio-'))
  try {
    const file = path.join(dir, 'input')
    await writeFile(file, audio)
    return await runFfmpeg(bin, [...base, '-i', file, ...output], null, opts)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

export interface FilterPcmOptions {
  ffmpegPath?: string
  /** Kill ffmpeg after this long (default 60 s). */
  timeoutMs?: number
  signal?: AbortSignal
  /** The input's sample rate (default 16 kHz). */
  inputRate?: number
  /** The output's sample rate (default 16 kHz): ffmpeg resamples after the chain. */
  outputRate?: number
}

/** Runs mono float PCM (16 kHz unless told) through an ffmpeg audio filter chain (`-af`), float PCM out (16 kHz unless told). */
export function filterPcm(pcm: Float32Array, filter: string, options: FilterPcmOptions = {}): Promise<Float32Array> {
  options.signal?.throwIfAborted()
  const [inRate, outRate] = [options.inputRate ?? PCM_SAMPLE_RATE, options.outputRate ?? PCM_SAMPLE_RATE]
  const raw = (rate: number) => ['-f', 'f32le', '-ar', String(rate), '-ac', '1']
  const args = ['-nostdin', '-hide_banner', '-loglevel', 'error', ...raw(inRate), '-i', 'pipe:0', '-af', filter, ...raw(outRate), 'pipe:1']
  // The length limit counts 16 kHz bytes: output at another rate is allowed its own number of samples.
  const seconds = (pcm.length / inRate) * (outRate / PCM_SAMPLE_RATE)
  const opts = { timeoutMs: options.timeoutMs ?? 60_000, maxSeconds: seconds + 1, signal: options.signal }
  return runFfmpeg(options.ffmpegPath ?? findFfmpeg(), args, Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength), opts)
}
