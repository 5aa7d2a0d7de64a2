/** What the server said, and what it listed, about a refused signing step. */
export function refusal(error: unknown): { status?: number; message: string; details?: Record<string, unknown> } {
  const e = error as { message?: string; data?: { httpStatus?: number; details?: Record<string, unknown> } } | null
  if (!e?.data) return { message: 'Could not reach the server. Check your connection and try again.' }
  return { status: e.data.httpStatus, message: e.message || 'Something went wrong.', details: e.data.details }
}
