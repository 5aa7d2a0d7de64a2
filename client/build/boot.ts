import type { Plugin, Rollup } from 'vite'

type OutputBundle = Rollup.OutputBundle
type OutputChunk = Rollup.OutputChunk

/** What a route needs, by session: source modules whose chunks to fetch, and tRPC queries without input to start. */
export interface RouteNeeds {
  signedIn?: { modules: string[]; queries?: string[] }
  signedOut?: { modules: string[] }
}

/** Route pattern (a regular expression on location.pathname) → what it needs. */
export type BootRoutes = Record<string, RouteNeeds>

/** Per route pattern, the files to fetch ahead (JS to modulepreload, CSS to preload) and the queries to start. */
interface BootPlan {
  pattern: string
  signedIn?: { files: string[]; queries: string[] }
  signedOut?: { files: string[] }
}

/** The promises the boot script leaves for main.tsx: the session query and the route's queries, by tRPC path. */
export interface BootState {
  me: Promise<unknown>
  queries: Record<string, Promise<unknown>>
}

/**
 * Runs inline in index.html's head, before any module: asks the server who the user is once the start screen has
 * painted (in parallel with the entry's download instead of after its evaluation), and as soon as that answer is in, fetches the
 * chunks of the page that user will see on this URL and starts its first query. main.tsx picks the answers
 * up (window.__autopsyBoot); nothing here renders, so the spec's loading screen stays until the user is known.
 * Serialised with Function.prototype.toString: it must stay self-contained (no imports, no outer names).
 */
export function bootScript(plans: BootPlan[]): void {
  const run = () => {
    const headers: Record<string, string> = {}
    try {
      const token = localStorage.getItem('devAuthToken')
      if (token) headers.Authorization = `Bearer ${token}`
    } catch {
      // No storage (privacy mode): the session cookie alone decides.
    }
    const query = (path: string): Promise<unknown> =>
      fetch(`/trpc/${path}?batch=1&input=%7B%7D`, { credentials: 'include', headers })
        .then((r) => r.json())
        .then((batch: Array<{ result?: { data?: unknown } }>) => {
          const first = batch[0]
          if (!first?.result) throw new Error(`${path} failed`)
          return first.result.data ?? null
        })
    const plan = plans.find((p) => new RegExp(p.pattern).test(location.pathname))
    const state: BootState = { me: query('auth.me'), queries: {} }
    const session = state.me.then(
      (user) => (user ? plan?.signedIn : plan?.signedOut),
      () => undefined,
    )
    for (const path of plan?.signedIn?.queries ?? []) {
      state.queries[path] = session.then((needs) => {
        if (needs !== plan?.signedIn) throw new Error('not signed in')
        return query(path)
      })
      // An unused answer (signed out) is not an error anyone waits for.
      state.queries[path].catch(() => undefined)
    }
    void session.then((needs) => {
      for (const href of needs?.files ?? []) {
        const link = document.createElement('link')
        if (href.endsWith('.css')) {
          link.rel = 'preload'
          link.as = 'style'
        } else link.rel = 'modulepreload'
        link.crossOrigin = ''
        link.setAttribute('href', href)
        document.head.appendChild(link)
      }
    })
    ;(window as unknown as { __autopsyBoot: BootState }).__autopsyBoot = state
  }
  // After the start screen has painted (the first paint never waits for this), and before main.tsx, which index.html
  // starts the same way right after. A hidden tab gets no animation frames: start at once.
  if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(run))
  else run()
}

/** The chunk of a source module and every chunk it imports statically, with their CSS, as absolute URLs. */
function filesOf(bundle: OutputBundle, chunks: OutputChunk[], source: string, skip: Set<string>): string[] {
  const start = chunks.find((c) => c.facadeModuleId?.endsWith(source))
  if (!start) throw new Error(`boot: no chunk for ${source}`)
  const seen = new Set<string>()
  const walk = (file: string) => {
    if (seen.has(file) || skip.has(file)) return
    seen.add(file)
    const chunk = bundle[file]
    if (chunk?.type !== 'chunk') return
    chunk.imports.forEach(walk)
    for (const css of (chunk as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? []) seen.add(css)
  }
  walk(start.fileName)
  return [...seen].map((f) => `/${f}`)
}

/** Writes bootScript into the built index.html with each route's files resolved from the bundle. */
export function boot(routes: BootRoutes): Plugin {
  return {
    name: 'autopsy-boot',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html // dev server: main.tsx asks for the session itself
        const bundle = ctx.bundle as unknown as OutputBundle
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk')
        // What the entry loads anyway is not fetched twice.
        const entry = new Set<string>()
        const addEntry = (file: string) => {
          if (entry.has(file)) return
          entry.add(file)
          const c = bundle[file]
          if (c?.type === 'chunk') c.imports.forEach(addEntry)
        }
        chunks.filter((c) => c.isEntry).forEach((c) => addEntry(c.fileName))
        const files = (modules: string[]) => [...new Set(modules.flatMap((m) => filesOf(bundle, chunks, m, entry)))]
        const plans: BootPlan[] = Object.entries(routes).map(([pattern, needs]) => ({
          pattern,
          signedIn: needs.signedIn && { files: files(needs.signedIn.modules), queries: needs.signedIn.queries ?? [] },
          signedOut: needs.signedOut && { files: files(needs.signedOut.modules) },
        }))
        const script = `<script>(${bootScript.toString()})(${JSON.stringify(plans)})</script>`
        if (!html.includes('</title>')) throw new Error('index.html has no <title> to put the boot script after')
        return html.replace('</title>', () => `</title>\n    ${script}`)
      },
    },
  }
}
