import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from '../../components/toast/Toaster'
import { resetToasts } from '../../components/toast/toast-store'
import { DropZone } from './DropZone'

afterEach(() => {
  cleanup()
  act(() => resetToasts())
})

const file = (name: string, type: string, size = 2048) => {
  const f = new File(['x'], name, { type })
  Object.defineProperty(f, 'size', { value: size })
  return f
}

const setup = () => {
  const onFile = vi.fn()
  render(
    <>
      <DropZone onFile={onFile} />
      <Toaster />
    </>,
  )
  return { onFile, zone: screen.getByRole('button', { name: 'Drop an audio file here, or click to choose one WAV, MP3, M4A or WebM, up to 25 MB' }) }
}

const drop = (zone: HTMLElement, f: File) => fireEvent.drop(zone, { dataTransfer: { files: [f] } })

describe('audio drop zone', () => {
  it('passes on an audio file that is dropped or chosen', async () => {
    const { onFile, zone } = setup()
    const wav = file('dictation.wav', 'audio/wav')
    drop(zone, wav)
    expect(onFile).toHaveBeenCalledWith(wav)
    const webm = file('recording.webm', 'audio/webm')
    await userEvent.upload(screen.getByLabelText('Audio file'), webm)
    expect(onFile).toHaveBeenLastCalledWith(webm)
  })

  it('refuses another type with the "Invalid file type" toast', async () => {
    const { onFile, zone } = setup()
    drop(zone, file('notes.txt', 'text/plain'))
    expect(onFile).not.toHaveBeenCalled()
    expect(await screen.findByText('Invalid file type')).toBeInTheDocument()
    expect(screen.getByText('Please upload an audio file (WAV, MP3, M4A, or WebM).')).toBeInTheDocument()
  })

  it('refuses more than 25 MB with the "File too large" toast', async () => {
    const { onFile, zone } = setup()
    drop(zone, file('long.mp3', 'audio/mpeg', 25 * 1024 * 1024 + 1))
    expect(onFile).not.toHaveBeenCalled()
    expect(await screen.findByText('File too large')).toBeInTheDocument()
    expect(screen.getByText('Audio file must be less than 25MB.')).toBeInTheDocument()
  })

  it('opens the file picker from the keyboard', async () => {
    const { zone } = setup()
    const input = screen.getByLabelText('Audio file') as HTMLInputElement
    const click = vi.spyOn(input, 'click')
    zone.focus()
    await userEvent.keyboard('{Enter}')
    expect(click).toHaveBeenCalled()
  })

  it('shows a chosen file with its size, still replaceable', () => {
    render(<DropZone onFile={() => undefined} file={{ name: 'recording.webm', size: 3 * 1024 * 1024 }} />)
    // Named by exactly what it shows (axe: label-content-name-mismatch); the rest is its description.
    const row = screen.getByRole('button', { name: 'recording.webm 3.0 MB Replace' })
    expect(row).toHaveAccessibleDescription('Audio file. Drop or choose another file to replace it.')
  })

  it('is named by all its visible text', () => {
    const { zone } = setup()
    expect(zone).toHaveTextContent('Drop an audio file here, or click to choose oneWAV, MP3, M4A or WebM, up to 25 MB')
    expect(zone).toHaveAccessibleName('Drop an audio file here, or click to choose one WAV, MP3, M4A or WebM, up to 25 MB')
  })
})
