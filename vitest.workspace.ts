import react from '@vitejs/plugin-react'
import type { TestProjectInlineConfiguration } from 'vitest/config'

/** The test projects; vitest.config.ts imports this list (Vitest 4 has no workspace file of its own). */
/** Server files that inspect BullMQ's shared queue state and so run in a module graph of their own. */
const SERVER_ISOLATED = ['server/src/features/jobs/damaged-audio.test.ts', 'server/src/features/jobs/damaged-audio-openai.test.ts']

export const projects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: { name: 'shared', include: ['shared/**/*.test.ts'], environment: 'node' },
  },
  {
    extends: true,
    test: {
      name: 'server',
      include: ['server/**/*.test.ts', 'worker/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
      exclude: SERVER_ISOLATED,
      environment: 'node',
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // Each file starts its own app on its own database and queue prefix, so files can share one module
      // graph: importing the server once per worker instead of once per file saves about 40 % of this project.
      isolate: false,
    },
  },
  {
    extends: true,
    test: {
      name: 'server-isolated',
      include: SERVER_ISOLATED,
      environment: 'node',
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
  {
    extends: true,
    plugins: [react()],
    test: {
      name: 'client',
      include: ['client/**/*.test.ts', 'client/**/*.test.tsx'],
      environment: 'jsdom',
      setupFiles: ['test/harness/client-setup.ts'],
      // Typing through user-event in jsdom takes seconds for a long interaction when the machine is busy.
      testTimeout: 15_000,
    },
  },
  {
    extends: true,
    test: {
      name: 'e2e',
      include: ['e2e/**/*.test.ts'],
      environment: 'node',
      setupFiles: ['test/harness/e2e-setup.ts'],
      testTimeout: 120_000,
      hookTimeout: 180_000,
      fileParallelism: false,
    },
  },
]
