// Entry of a decoding thread. Worker threads start without the parent's TypeScript loader (under
// vitest there is none to inherit), so this registers tsx with the project's tsconfig (for the
// @shared paths) and then loads the thread's TypeScript body.
import { fileURLToPath } from 'node:url'
import { register } from 'tsx/esm/api'

register({ tsconfig: fileURLToPath(new URL('../../../../tsconfig.json', import.meta.url)) })
await import('./transcribe-thread.ts')
