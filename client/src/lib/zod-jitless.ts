import { z } from 'zod'

// Zod compiles fast object parsers with `new Function` and probes for it the first time a schema is
// built. The page's Content-Security-Policy allows no eval, and even the caught probe is reported as
// a violation, so schemas are interpreted instead. Imported first by main.tsx, before any schema exists.
z.config({ jitless: true })
