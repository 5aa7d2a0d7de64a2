import path from 'node:path'
import { defineConfig } from 'vitest/config'
import { projects } from './vitest.workspace.ts'

export default defineConfig({
  resolve: { alias: { '@shared': path.resolve(import.meta.dirname, 'shared') } },
  test: {
    globalSetup: ['test/harness/global-setup.ts'],
    projects,
    pool: 'forks',
  },
})
