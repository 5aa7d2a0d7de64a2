import { ensureDependencies, runTs } from './bootstrap.mjs'

ensureDependencies()
runTs('scripts/run-tests.ts', process.argv.slice(2))
