import { canConnect } from '../../scripts/services'

/** Ports the fault tests' own PostgreSQL clusters and Redis servers may use. */
const RANGE = { first: 55400, last: 55499 }

/** A port of the range that nothing listens on now (tried in a random order, so parallel files rarely collide). */
export async function throwawayPort(): Promise<number> {
  const ports = Array.from({ length: RANGE.last - RANGE.first + 1 }, (_, i) => RANGE.first + i).sort(() => Math.random() - 0.5)
  for (const port of ports) if (!(await canConnect('127.0.0.1', port, 200))) return port
  throw new Error(`no free port in ${RANGE.first}-${RANGE.last}`)
}
