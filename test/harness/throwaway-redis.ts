import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { canConnect, REDIS_PERSISTENCE_ARGS } from '../../scripts/services'
import { throwawayPort } from './throwaway-ports'

export interface ThrowawayRedis {
  port: number
  url: string
  /** Shuts Redis down (SIGTERM: the append-only file is flushed first); its files stay. */
  stop(): Promise<void>
  /** Starts it again on the same port and files. */
  start(): Promise<void>
  /** Stops it and removes its files. */
  destroy(): Promise<void>
}

/**
 * A Redis server of the test's own, as `npm start` runs one: append-only persistence (appendfsync
 * everysec), no snapshots, a port of 55400-55499 and a temporary folder. It is removed by `destroy`,
 * and also killed when the test process exits without calling it.
 */
export async function startThrowawayRedis(): Promise<ThrowawayRedis> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'autopsy-redis-'))
  const port = await throwawayPort()
  let child: ChildProcess | undefined
  const onExit = () => {
    child?.kill('SIGKILL')
    rmSync(dir, { recursive: true, force: true })
  }
  process.once('exit', onExit)
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', ...REDIS_PERSISTENCE_ARGS, '--dir', dir, '--daemonize', 'no'],
      { stdio: 'ignore' },
    )
    const exited = new Promise<never>((_, reject) => child!.once('exit', (code) => reject(new Error(`redis-server exited (${code}) before it listened`))))
    exited.catch(() => {})
    const deadline = Date.now() + 10_000
    while (!(await canConnect('127.0.0.1', port, 200))) {
      if (child.exitCode !== null) await exited
      if (Date.now() > deadline) throw new Error(`redis-server did not listen on ${port} within 10 s`)
      await new Promise((r) => setTimeout(r, 50))
    }
  }
  const stop = async () => {
    const c = child
    if (!c || c.exitCode !== null || c.signalCode !== null) return
    await new Promise<void>((resolve) => {
      c.once('exit', () => resolve())
      c.kill('SIGTERM')
    })
  }
  try {
    await start()
  } catch (e) {
    onExit()
    process.removeListener('exit', onExit)
    throw e
  }
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    stop,
    start,
    async destroy() {
      process.removeListener('exit', onExit)
      await stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
