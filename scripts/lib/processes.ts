import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

/** Starts a TypeScript entry as one Node process (so its PID is the one to signal). */
export function startNode(root: string, entry: string, env: NodeJS.ProcessEnv, stdio: 'inherit' | 'pipe' | 'ignore' = 'inherit'): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(root, entry)], { cwd: root, env, stdio })
}

/** Polls a URL until it answers 200, or throws after the timeout. */
export async function waitForOk(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let last = ''
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url)
      if (res.ok) return
      last = `${res.status} ${await res.text()}`
    } catch (e) {
      last = (e as Error).message
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms (last: ${last})`)
}

/** Sends SIGTERM and waits for exit; SIGKILL after the grace period. */
export function stopProcess(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}
