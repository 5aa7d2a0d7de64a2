/** The server's message of a failed tRPC call, or undefined for a network failure. */
export function serverMessage(error: unknown): string | undefined {
  const e = error as { message?: string; data?: { httpStatus?: number } } | null
  if (!e?.data) return undefined
  return e.message || undefined
}

/** True when the call never reached the server (offline, refused, DNS). */
export function isNetworkError(error: unknown): boolean {
  const e = error as { data?: unknown; message?: string } | null
  return !e?.data && /fetch|network|Failed to/i.test(e?.message ?? '')
}

/** True for an answer the server gave on purpose (4xx): repeating the call would only repeat the refusal. */
export function isRefusal(error: unknown): boolean {
  const status = (error as { data?: { httpStatus?: number } } | null)?.data?.httpStatus
  return typeof status === 'number' && status >= 400 && status < 500
}
