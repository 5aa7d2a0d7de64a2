import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

function newest(dir: string): number {
  let latest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue
    const p = path.join(dir, entry.name)
    latest = Math.max(latest, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs)
  }
  return latest
}

/** Builds the client with Vite unless client/dist is newer than every client and shared source file. */
export function buildClientIfStale(root: string, force = false): void {
  const index = path.join(root, 'client/dist/index.html')
  const sources = Math.max(newest(path.join(root, 'client')), newest(path.join(root, 'shared/src')))
  if (!force && existsSync(index) && statSync(index).mtimeMs >= sources) return
  console.log('Building the client…')
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'client/vite.config.ts', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (r.status !== 0) throw new Error('Client build failed')
}
