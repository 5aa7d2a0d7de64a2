import path from 'node:path'
import { defineConfig } from 'vitest/config'

const root = path.resolve(import.meta.dirname, '..')

/**
 * Runs bench/*.bench.ts once, as plain test files, with the test stack's database set-up
 * (test/harness/global-setup.ts). Benches print their figures; they assert only that the run was valid.
 */
export default defineConfig({
  root,
  resolve: { alias: { '@shared': path.join(root, 'shared') } },
  test: {
    include: ['bench/**/*.bench.ts'],
    globalSetup: ['test/harness/global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 180_000,
  },
})
