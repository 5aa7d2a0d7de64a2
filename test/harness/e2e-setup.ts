import { afterEach } from 'vitest'
import { assertNoPolicyViolations } from './browser'

// Every browser journey runs under the product's Content-Security-Policy: a test during which any
// page broke it fails, whatever else it checked.
afterEach(() => {
  assertNoPolicyViolations()
})
