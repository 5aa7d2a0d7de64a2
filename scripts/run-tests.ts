import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildClientIfStale } from './lib/build-client'
import { ensurePostgres, ensureRedis } from './services'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const results = path.join(root, '.test-results')
const have = (bin: string) => spawnSync('sh', ['-c', `command -v ${bin}`]).status === 0

/** Installs the Debian packages the tests drive (browser, speech synthesis, media decoding, LibreOffice for the export checks). */
function ensureSystemPackages(): void {
  const wanted: [string, string][] = [['chromium', 'chromium'], ['espeak-ng', 'espeak-ng'], ['flite', 'flite'], ['ffmpeg', 'ffmpeg'], ['pdftotext', 'poppler-utils']]
  // LibreOffice's writer alone (no desktop parts): the exports are opened with it and turned into PDF.
  const lean: [string, string][] = [['soffice', 'libreoffice-writer-nogui']]
  const missing = (list: [string, string][]) => list.filter(([bin]) => !have(bin)).map(([, pkg]) => pkg)
  const full = missing(wanted)
  const bare = missing(lean)
  if (!full.length && !bare.length) return
  console.log(`Installing ${[...full, ...bare].join(', ')} with apt-get…`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  spawnSync('apt-get', ['update'], { stdio: 'inherit', env })
  for (const [pkgs, extra] of [[full, []], [bare, ['--no-install-recommends']]] as const) {
    if (!pkgs.length) continue
    const r = spawnSync('apt-get', ['install', '-y', ...extra, ...pkgs], { stdio: 'inherit', env })
    if (r.status !== 0) throw new Error(`apt-get install ${pkgs.join(' ')} failed; install them and run npm test again.`)
  }
}

/** One static check, its output kept and printed in one piece with its result (the checks run side by side). */
async function step(name: string, cmd: string, args: string[]): Promise<{ name: string; ok: boolean }> {
  const env = { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') }
  const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env })
  const chunks: Buffer[] = []
  child.stdout.on('data', (c: Buffer) => chunks.push(c))
  child.stderr.on('data', (c: Buffer) => chunks.push(c))
  const ok = await new Promise<boolean>((resolve) => {
    child.on('error', (e) => {
      chunks.push(Buffer.from(`${e.message}\n`))
      resolve(false)
    })
    child.on('close', (status) => resolve(status === 0))
  })
  process.stdout.write(`\n▶ ${name}\n${Buffer.concat(chunks).toString()}${ok ? `✓ ${name}` : `✗ ${name} failed`}\n`)
  return { name, ok }
}

interface VitestRun {
  name: string
  args: string[]
  /** Print its output in one piece when it ends, so two runs' lines do not interleave. */
  buffered?: boolean
}

interface Outcome {
  passed: number
  failed: number
  skipped: number
}

/** One `vitest run` with a JSON report of its own; what it passed, failed and skipped, a crash counted as a failure. */
function runVitest(run: VitestRun, vitestBin: string): Promise<Outcome> {
  const report = path.join(results, `vitest-${run.name.replace(/\W+/g, '-')}.json`)
  rmSync(report, { force: true })
  const args = [vitestBin, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...run.args]
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', run.buffered ? 'pipe' : 'inherit', run.buffered ? 'pipe' : 'inherit'], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') } })
  const chunks: Buffer[] = []
  child.stdout?.on('data', (c: Buffer) => chunks.push(c))
  child.stderr?.on('data', (c: Buffer) => chunks.push(c))
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (run.buffered) process.stdout.write(`\n── ${run.name} ──\n${Buffer.concat(chunks).toString()}`)
      if (!existsSync(report)) {
        console.log(`${run.name}: vitest wrote no report (status ${status}): counted as one failure`)
        return resolve({ passed: 0, failed: 1, skipped: 0 })
      }
      const json = JSON.parse(readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; success: boolean; numFailedTestSuites: number }
      let failed = json.numFailedTests + (json.numFailedTests === 0 && !json.success ? Math.max(1, json.numFailedTestSuites) : 0)
      // Unhandled errors fail vitest's run without failing a test: count them rather than print a green line.
      if (failed === 0 && status !== 0) {
        console.log(`${run.name}: vitest exited with status ${status} (unhandled errors or a crashed worker): counted as one failure`)
        failed = 1
      }
      console.log(`${run.name}: ${json.numPassedTests} passed, ${failed} failed`)
      resolve({ passed: json.numPassedTests, failed, skipped: json.numPendingTests })
    })
  })
}

/** `npm test`: static checks, then every vitest project; ends with the plain `N passed, M failed` line. */
async function main() {
  ensureSystemPackages()
  await ensurePostgres(process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
  await ensureRedis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379')
  mkdirSync(results, { recursive: true })
  const bin = (name: string) => path.join(root, 'node_modules/.bin', name)
  // Each check is one single-threaded process: they run side by side, each printed in one piece when it ends.
  const checks = await Promise.all([
    step('typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']),
    step('lint', bin('eslint'), ['--max-warnings', '0', '.']),
    step('import cycles and directions', bin('depcruise'), ['--config', '.dependency-cruiser.cjs', 'client', 'server', 'worker', 'shared', 'migrations', 'scripts', 'e2e', 'bench', 'test']),
    step('comments and named files', process.execPath, ['--import', 'tsx', 'scripts/check-comments.ts']),
  ])
  buildClientIfStale(root, true)
  const extra = process.argv.slice(2)
  // The browser journeys run one file at a time (each drives Chromium against its own server and worker) and take
  // longer than all the other projects together, which Vitest would run only after them: so two Vitest runs go side
  // by side, one for the journeys and one for the rest. With arguments (a file or a filter) one run takes them all.
  const runs: VitestRun[] = extra.length
    ? [{ name: 'vitest', args: extra }]
    : [
        { name: 'e2e', args: ['--project', 'e2e'] },
        { name: 'unit and integration', args: ['--project', 'shared', '--project', 'client', '--project', 'server', '--project', 'server-isolated'], buffered: true },
      ]
  const outcomes = await Promise.all(runs.map((r) => runVitest(r, bin('vitest'))))
  const checksFailed = checks.filter((c) => !c.ok).map((c) => c.name)
  let passed = 0
  let failed = 0
  let skipped = 0
  for (const o of outcomes) {
    passed += o.passed
    failed += o.failed
    skipped += o.skipped
  }
  // The static checks are not tests: they get a line of their own, and the last line counts tests only (CI reads it).
  // A failed check still fails the run through the exit status.
  console.log(`\nchecks: ${checks.length - checksFailed.length} passed${checksFailed.length ? `, ${checksFailed.length} failed (${checksFailed.join(', ')})` : ''}`)
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
  process.exit(failed === 0 && checksFailed.length === 0 ? 0 : 1)
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e)
  console.log('0 passed, 1 failed')
  process.exit(1)
})
