import type { FastifyReply, FastifyRequest } from 'fastify'
import { AUDIO_MAX_BYTES } from '@shared/src/constants'
import { AUDIO_SNIFF_BYTES, audioMimeType, isDeclaredAudio, sniffAudio } from '@shared/src/jobs/audio'
import { JOB_TEXTS } from '@shared/src/jobs/texts'
import { AppError } from '../../core/errors'
import type { AudioUpload } from './jobs.service'

/** Room for the multipart boundaries and headers around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024

/** How much of a refused upload is read and thrown away so the client can read the answer. */
const DISCARD_LIMIT = 2 * AUDIO_MAX_BYTES

/**
 * Answers at once, without waiting for the rest of the body. Clients (browsers, fetch) only read an
 * early answer if the server keeps reading while they finish sending, so the rest is read and
 * dropped as it arrives, never held; past DISCARD_LIMIT the connection is cut instead.
 */
const REFUSAL_TEXT = { PAYLOAD_TOO_LARGE: JOB_TEXTS.audioTooLarge, UNSUPPORTED_MEDIA_TYPE: JOB_TEXTS.audioType, UNPROCESSABLE: JOB_TEXTS.audioUnreadable } as const

function refuse(req: FastifyRequest, reply: FastifyReply, code: keyof typeof REFUSAL_TEXT): never {
  const raw = req.raw
  if (Number(req.headers['content-length'] ?? 0) > DISCARD_LIMIT) {
    reply.header('connection', 'close')
  } else if (!raw.readableEnded) {
    let dropped = 0
    raw.unpipe()
    raw.on('data', (chunk: Buffer) => {
      dropped += chunk.length
      if (dropped > DISCARD_LIMIT) raw.destroy()
    })
    raw.resume()
  }
  throw new AppError(code, REFUSAL_TEXT[code])
}

/**
 * Reads the one audio file of a multipart request while it streams in: the declared type and the
 * first bytes (magic numbers) must both say wav, mp3, m4a or webm, and more than 25 MB is refused
 * as soon as it is exceeded, so at most 25 MB is ever held in memory.
 */
export async function readAudioUpload(req: FastifyRequest, reply: FastifyReply): Promise<AudioUpload> {
  const declaredLength = Number(req.headers['content-length'] ?? 0)
  if (declaredLength > AUDIO_MAX_BYTES + MULTIPART_OVERHEAD) refuse(req, reply, 'PAYLOAD_TOO_LARGE')
  if (!req.isMultipart()) throw new AppError('BAD_REQUEST', JOB_TEXTS.audioMissing)
  const part = await req.file({ limits: { fileSize: AUDIO_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024 }, throwFileSizeLimit: false })
  if (!part) throw new AppError('BAD_REQUEST', JOB_TEXTS.audioMissing)
  if (!isDeclaredAudio(part.mimetype, part.filename)) {
    part.file.destroy()
    refuse(req, reply, 'UNSUPPORTED_MEDIA_TYPE')
  }
  // Busboy stops feeding the file at the limit but keeps reading the body to its end; stop now instead.
  let overLimit = false
  part.file.once('limit', () => {
    overLimit = true
    part.file.destroy()
  })
  const chunks: Buffer[] = []
  let size = 0
  let format: ReturnType<typeof sniffAudio> = null
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      chunks.push(chunk)
      size += chunk.length
      if (!format && size >= AUDIO_SNIFF_BYTES) {
        format = sniffAudio(Buffer.concat(chunks).subarray(0, AUDIO_SNIFF_BYTES))
        if (!format) break
      }
    }
  } catch (error) {
    if (!overLimit) throw error
  }
  if (overLimit) refuse(req, reply, 'PAYLOAD_TOO_LARGE')
  if (part.file.truncated) refuse(req, reply, 'PAYLOAD_TOO_LARGE')
  // The declared type was an allowed one (checked above); bytes that are no audio format are a damaged
  // recording, not a wrong type, so the user is told to record or upload again.
  if (!format) {
    part.file.destroy()
    refuse(req, reply, 'UNPROCESSABLE')
  }
  return { data: Buffer.concat(chunks, size), mimeType: audioMimeType(format), filename: part.filename || `audio.${format}` }
}
