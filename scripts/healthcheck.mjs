// Container health checks (docker-compose.yml). Plain JavaScript: it must start fast and load nothing.
//   node scripts/healthcheck.mjs server   the server answers /api/health (503 only says a dependency is down)
//   node scripts/healthcheck.mjs worker   the worker touched WORKER_HEARTBEAT_FILE within the last 20 s
import { statSync } from 'node:fs'

const role = process.argv[2]
const fail = (why) => {
  console.error(`unhealthy: ${why}`)
  process.exit(1)
}

if (role === 'server') {
  const port = process.env.PORT || '3000'
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(3000) })
    if (res.status !== 200 && res.status !== 503) fail(`/api/health answered ${res.status}`)
  } catch (e) {
    fail(`/api/health did not answer: ${e.message}`)
  }
} else if (role === 'worker') {
  const file = process.env.WORKER_HEARTBEAT_FILE
  if (!file) fail('WORKER_HEARTBEAT_FILE is not set')
  try {
    const age = Date.now() - statSync(file).mtimeMs
    if (age > 20_000) fail(`last heartbeat ${Math.round(age / 1000)} s ago`)
  } catch {
    fail('no heartbeat yet')
  }
} else {
  fail('usage: healthcheck.mjs server|worker')
}
