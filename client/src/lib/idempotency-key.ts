/** A fresh Idempotency-Key for one request: repeating the request with it reaches the same job. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // Outside a secure context (plain HTTP on another host) randomUUID is missing.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}
