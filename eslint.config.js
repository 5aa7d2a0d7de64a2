import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

export default tseslint.config(
  { ignores: ['node_modules', 'client/dist', '.data', '.test-results', 'e2e/artifacts', 'bench/out'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Browser globals have no place in code that runs under Node (the server parses HTML through jsdom's own
    // window); the shared TypeScript config has both libraries, so lint is what keeps the sides apart.
    files: ['server/src/**/*.ts', 'worker/src/**/*.ts', 'shared/node/**/*.ts', 'migrations/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', ...['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'history', 'alert'].map((name) => ({ name, message: `${name} is a browser global: this code runs under Node.` }))],
    },
  },
  {
    // And Node's globals and modules have no place in the browser bundle.
    files: ['client/src/**/*.{ts,tsx}', 'shared/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/test-*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', ...['process', 'Buffer', 'require', '__dirname', '__filename', 'global', 'setImmediate'].map((name) => ({ name, message: `${name} is a Node global: this code runs in the browser.` }))],
      'no-restricted-imports': ['error', { patterns: [{ group: ['node:*', 'fs', 'path', 'os', 'crypto', 'child_process', 'http', 'net', 'stream', 'zlib'], message: 'Node modules cannot run in the browser.' }] }],
    },
  },
)
