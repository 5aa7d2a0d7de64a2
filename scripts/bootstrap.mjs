// Plain JavaScript with no dependencies: it runs before node_modules exists.
import { spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * Installs dependencies when node_modules is missing or older than the lockfile.
 * `npm install` rather than `npm ci`: npm 11 omits other platforms' optional packages
 * (tailwind oxide, msgpackr) from the lockfile and then `npm ci` refuses it as out of sync.
 */
export function ensureDependencies() {
  const marker = path.join(root, 'node_modules', '.package-lock.json')
  const lock = path.join(root, 'package-lock.json')
  const fresh = existsSync(marker) && existsSync(lock) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs
  if (fresh) return
  console.log('Installing dependencies (npm install from the lockfile)…')
  const r = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' })
  if (r.status !== 0) {
    console.error('npm install failed; check your network access to the npm registry.')
    process.exit(r.status ?? 1)
  }
}

/** Runs a TypeScript entry in one Node process (no tsx wrapper chain) and forwards its exit code. */
export function runTs(file, args = []) {
  // Ctrl-C reaches the child too (same process group); the parent waits for it to finish cleanly.
  process.on('SIGINT', () => {})
  process.on('SIGTERM', () => {})
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, file), ...args], { cwd: root, stdio: 'inherit' })
  process.exit(r.status ?? 1)
}
