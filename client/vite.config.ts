import path from 'node:path'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { precompress } from './build/precompress'
import { startScreen } from './build/start-screen'

const root = path.resolve(import.meta.dirname, '..')

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss(), startScreen(), precompress()],
  resolve: { alias: { '@shared': path.join(root, 'shared') } },
  build: { outDir: path.join(import.meta.dirname, 'dist'), emptyOutDir: true },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/trpc': 'http://127.0.0.1:3000' },
  },
})
