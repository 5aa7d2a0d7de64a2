import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Plugin } from 'vite'
import { StartScreen } from '../src/features/shell/StartScreen'

const SLOT = '<div id="root"></div>'
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+\.js)"><\/script>/
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+\.js)">/g
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/

/**
 * Makes the first paint need nothing but index.html:
 * - the start screen (demo banner and loading screen) is rendered into #root at build time;
 * - the main stylesheet is inlined (one round trip less before anything shows);
 * - the app's entry module and its imports are fetched and run after the start screen has painted, so
 *   the loading screen never waits for JavaScript. A hidden tab starts at once: there
 *   is nothing to paint, and a background tab gets no animation frames.
 */
export function startScreen(): Plugin {
  return {
    name: 'autopsy-start-screen',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!html.includes(SLOT)) throw new Error(`index.html has no ${SLOT} for the start screen`)
        let out = html.replace(SLOT, `<div id="root">${renderToStaticMarkup(createElement(StartScreen))}</div>`)
        if (!ctx.bundle) return out // dev server: Vite injects its own client
        const css = STYLESHEET.exec(out)
        const asset = css && ctx.bundle[css[1]]
        if (asset && asset.type === 'asset') out = out.replace(css[0], () => `<style>${String(asset.source)}</style>`)
        const entry = ENTRY_SCRIPT.exec(out)
        if (!entry) throw new Error('index.html has no entry module script')
        // The entry and the modules it imports are fetched only once the start screen has painted: fetched from the
        // head, they arrive before the first frame on a fast link and Lighthouse's simulation counts them into the
        // first paint. The start script asks for all of them at once (no entry → imports waterfall).
        const preloads = [...out.matchAll(MODULE_PRELOAD)].map((m) => m[1])
        out = out.replace(MODULE_PRELOAD, '')
        const files = JSON.stringify([entry[1], ...preloads])
        const start = `<script type="module">
      const start = () => {
        for (const href of ${files}) {
          const link = document.createElement('link')
          link.rel = 'modulepreload'
          link.crossOrigin = ''
          link.href = href
          document.head.appendChild(link)
        }
        import(${JSON.stringify(entry[1])})
      }
      if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start))
      else start()
    </script>`
        return out.replace(entry[0], () => start)
      },
    },
  }
}
