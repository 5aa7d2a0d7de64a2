import path from 'node:path'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { precompress } from './build/precompress'
import { startScreen } from './build/start-screen'
import { boot } from './build/boot'

const root = path.resolve(import.meta.dirname, '..')

// The chunks each URL's first page needs, by session, fetched as soon as the boot script knows the user
// (index.html asks for it before any module runs): no entry → session → page chunk waterfall.
const BARS = 'src/features/shell/SignedInBars.tsx'
const bootRoutes = {
  '^/$': {
    signedIn: { modules: ['src/features/home/HomePage.tsx', BARS], queries: ['caseload.dashboard'] },
    signedOut: { modules: ['src/features/public/LandingPage.tsx'] },
  },
  '^/login/?$': { signedOut: { modules: ['src/features/auth/LoginPage.tsx'] } },
  '^/signup/?$': { signedOut: { modules: ['src/features/auth/SignupPage.tsx'] } },
  '^/contact/?$': { signedIn: { modules: ['src/features/public/ContactPage.tsx', BARS] } },
  '^/admin/?$': { signedIn: { modules: ['src/features/admin/AdminPage.tsx', BARS] } },
  '^/report/[^/]+/?$': { signedIn: { modules: ['src/features/reports/ReportEditorPage.tsx', BARS] } },
  '^/report/[^/]+/preview/?$': { signedIn: { modules: ['src/features/reports/PreviewPage.tsx', BARS] } },
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss(), startScreen(), boot(bootRoutes), precompress()],
  resolve: { alias: { '@shared': path.join(root, 'shared') } },
  build: { outDir: path.join(import.meta.dirname, 'dist'), emptyOutDir: true },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/trpc': 'http://127.0.0.1:3000' },
  },
})
