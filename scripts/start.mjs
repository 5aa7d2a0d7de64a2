import { ensureDependencies, runTs } from './bootstrap.mjs'

ensureDependencies()
runTs('scripts/start-app.ts', process.argv.slice(2))
