import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
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

function step(name: string, cmd: string, args: string[]): boolean {
  console.log(`\n▶ ${name}`)
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' })
  console.log(r.status === 0 ? `✓ ${name}` : `✗ ${name} failed`)
  return r.status === 0
}

/** `npm test`: static checks, then every vitest project; ends with the plain `N passed, M failed` line. */
async function main() {
  ensureSystemPackages()
  await ensurePostgres(process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
  await ensureRedis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379')
  mkdirSync(results, { recursive: true })
  const bin = (name: string) => path.join(root, 'node_modules/.bin', name)
  const checks = [
    step('typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']),
    step('lint', bin('eslint'), ['--max-warnings', '0', '.']),
    step('import cycles and directions', bin('depcruise'), ['--config', '.dependency-cruiser.cjs', 'client', 'server', 'worker', 'shared', 'migrations', 'scripts', 'e2e', 'bench', 'test']),
  ]
  buildClientIfStale(root, true)
  const report = path.join(results, 'vitest.json')
  const extra = process.argv.slice(2)
  const vitest = spawnSync(process.execPath, [bin('vitest'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extra], {
    cwd: root,
    stdio: 'inherit',
  })
  let passed = checks.filter(Boolean).length
  let failed = checks.length - passed
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; success: boolean; numFailedTestSuites: number }
    passed += json.numPassedTests
    failed += json.numFailedTests + (json.numFailedTests === 0 && !json.success ? Math.max(1, json.numFailedTestSuites) : 0)
    // Unhandled errors fail vitest's run without failing a test: count them rather than print a green line.
    if (failed === 0 && vitest.status !== 0) {
      console.log(`vitest exited with status ${vitest.status} (unhandled errors or a crashed worker): counted as one failure`)
      failed = 1
    }
    const skipped = json.numPendingTests
    console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
  } else {
    failed += 1
    console.log(`\n${passed} passed, ${failed} failed`)
  }
  process.exit(failed === 0 ? 0 : 1)
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e)
  console.log('0 passed, 1 failed')
  process.exit(1)
})
