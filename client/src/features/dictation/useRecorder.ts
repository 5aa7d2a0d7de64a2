import { useCallback, useEffect, useRef, useState } from 'react'
import { toast } from '../../components/toast/toast-store'

/** 44.1 kHz with echo cancellation and noise suppression, WebM/Opus. */
export const RECORDING_CONSTRAINTS: MediaStreamConstraints = { audio: { sampleRate: 44100, echoCancellation: true, noiseSuppression: true } }
export const RECORDING_MIME = 'audio/webm;codecs=opus'

export type RecorderState = 'idle' | 'recording' | 'stopped'

/** The recorded audio as an upload: recording-YYYYMMDD-HHMMSS.webm. */
export function recordingFile(chunks: BlobPart[], at: Date = new Date()): File {
  const p = (n: number) => String(n).padStart(2, '0')
  const stamp = `${at.getFullYear()}${p(at.getMonth() + 1)}${p(at.getDate())}-${p(at.getHours())}${p(at.getMinutes())}${p(at.getSeconds())}`
  return new File(chunks, `recording-${stamp}.webm`, { type: 'audio/webm' })
}

/**
 * Microphone recording (idle → recording → stopped). Stopping hands the WebM file
 * to `onRecorded`. A refused or missing microphone shows the spec's 'Error' toast.
 */
export function useRecorder(onRecorded: (file: File) => void) {
  const [state, setState] = useState<RecorderState>('idle')
  const [startedAt, setStartedAt] = useState<number | null>(null)
  const [now, setNow] = useState(() => Date.now())
  const recorder = useRef<MediaRecorder | null>(null)
  const stream = useRef<MediaStream | null>(null)
  const deliver = useRef(onRecorded)
  useEffect(() => {
    deliver.current = onRecorded
  })

  const release = useCallback(() => {
    stream.current?.getTracks().forEach((t) => t.stop())
    stream.current = null
  }, [])

  const start = useCallback(async () => {
    if (recorder.current) return
    try {
      const media = await navigator.mediaDevices.getUserMedia(RECORDING_CONSTRAINTS)
      stream.current = media
      const supported = typeof MediaRecorder.isTypeSupported === 'function' && MediaRecorder.isTypeSupported(RECORDING_MIME)
      const rec = new MediaRecorder(media, supported ? { mimeType: RECORDING_MIME } : undefined)
      const chunks: Blob[] = []
      rec.ondataavailable = (e) => {
        if (e.data.size > 0) chunks.push(e.data)
      }
      rec.onstop = () => {
        release()
        recorder.current = null
        setState('stopped')
        setStartedAt(null)
        if (chunks.length) deliver.current(recordingFile(chunks))
      }
      // A timeslice, so a long recording arrives in parts rather than one buffer at the end.
      rec.start(1_000)
      recorder.current = rec
      setStartedAt(Date.now())
      setNow(Date.now())
      setState('recording')
    } catch {
      release()
      recorder.current = null
      toast({ title: 'Error', description: 'Failed to start recording. Please check microphone permissions.', variant: 'destructive' })
    }
  }, [release])

  const stop = useCallback(() => {
    const rec = recorder.current
    if (rec && rec.state !== 'inactive') rec.stop()
  }, [])

  useEffect(() => {
    if (state !== 'recording') return
    const t = setInterval(() => setNow(Date.now()), 250)
    return () => clearInterval(t)
  }, [state])

  // Leaving the editor turns the microphone off; nothing is delivered.
  useEffect(
    () => () => {
      const rec = recorder.current
      if (rec) {
        rec.onstop = null
        if (rec.state !== 'inactive') rec.stop()
      }
      release()
    },
    [release],
  )

  return { state, recording: state === 'recording', elapsedMs: startedAt === null ? 0 : Math.max(0, now - startedAt), start, stop }
}
