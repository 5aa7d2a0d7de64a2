import { devAuthHeaders } from './trpc'

/** Saves a blob as a download with the given file name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  document.body.appendChild(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1_000)
}

/** The file name the server gave in Content-Disposition, else the fallback. */
export function attachmentName(header: string | null, fallback: string): string {
  const match = header && /filename="([^"]+)"/i.exec(header)
  return match ? match[1] : fallback
}

/**
 * Downloads a file the server builds (the exports): a GET, or a POST with a JSON body, sent with the
 * session cookie (and the dev bearer token). Throws `failure` when the server refuses or sends nothing.
 */
export async function downloadFromServer(path: string, opts: { body?: unknown; fallbackName: string; failure: string }): Promise<string> {
  const init: RequestInit = opts.body === undefined
    ? { method: 'GET', credentials: 'include', headers: devAuthHeaders() }
    : { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json', ...devAuthHeaders() }, body: JSON.stringify(opts.body) }
  const res = await fetch(path, init).catch(() => null)
  if (!res?.ok) throw new Error(opts.failure)
  const blob = await res.blob().catch(() => null)
  if (!blob?.size) throw new Error(opts.failure)
  const name = attachmentName(res.headers.get('content-disposition'), opts.fallbackName)
  saveBlob(blob, name)
  return name
}
