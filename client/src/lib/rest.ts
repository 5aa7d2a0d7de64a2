import { devAuthHeaders } from './trpc'

/*
 * The client's only raw HTTP: the multipart upload (audio for transcription) and the file downloads
 * (exports), which tRPC does not carry. Everything else goes through tRPC (`./trpc`).
 */

/** A refused or failed REST call; `serverMessage` is the server's own explanation when it sent one. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
  ) {
    super(serverMessage ?? `Request failed (${status})`)
  }
}

/** The server's `error` (or `message`) field of a JSON error body. */
async function errorOf(res: Response): Promise<RestError> {
  const body = (await res.json().catch(() => null)) as { error?: unknown; message?: unknown } | null
  const text = typeof body?.error === 'string' ? body.error : typeof body?.message === 'string' ? body.message : undefined
  return new RestError(res.status, text?.trim() || undefined)
}

/**
 * POSTs a multipart form (with the session cookie and the dev bearer token) and returns its JSON
 * answer; throws a RestError when the server refuses or answers nothing readable.
 */
export async function postMultipart(path: string, form: FormData, opts: { headers?: Record<string, string>; signal?: AbortSignal } = {}): Promise<unknown> {
  const res = await fetch(path, { method: 'POST', credentials: 'include', headers: { ...devAuthHeaders(), ...opts.headers }, body: form, signal: opts.signal })
  if (!res.ok) throw await errorOf(res)
  const body: unknown = await res.json().catch(() => null)
  if (body === null) throw new RestError(res.status, undefined)
  return body
}

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
