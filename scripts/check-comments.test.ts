import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { checkRepository, checkSource, commentsOf } from './lib/comment-rules'

const dirs: string[] = []
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })))

/** A throwaway repository with these files. */
function repo(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'check-comments-'))
  dirs.push(root)
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), text)
  }
  return root
}

describe('comments that point outside the repository', () => {
  it('finds an issue number, an outside document, a spec section and a machine path, with their lines', () => {
    const text = [
      '// Guidance is left out (issue 22).',
      'const a = 1 /* see DESIGN.md §6 */',
      '/**',
      ' * As spec section 7 says.',
      ' * Written on /work/main by hand.',
      ' */',
      'export const b = a',
    ].join('\n')
    expect(checkSource('x.ts', text).map((f) => `${f.line} ${f.rule}`)).toEqual([
      '1 an issue number',
      '2 a document outside the repository',
      '4 a spec section',
      '5 a path on one machine',
    ])
  })

  it('reads only comments: strings, templates, regular expressions and imports may say anything', () => {
    const text = [
      "import { x } from '../../shared/node/redis'",
      "const s = 'issue 22 // DESIGN.md'",
      'const t = `spec section 7 /* ${s} */`',
      'const r = /issue 1\\/\\/DESIGN.md/',
      'const el = <div>{/* Issue 4: a JSX comment */}</div>',
    ].join('\n')
    expect(commentsOf('x.tsx', text).map((c) => c.text)).toEqual(['/* Issue 4: a JSX comment */'])
    expect(checkSource('x.tsx', text).map((f) => f.line)).toEqual([5])
  })

  it('lets a comment that states its rule pass', () => {
    expect(checkSource('x.ts', '// A signed report is read-only to every path that writes (see server/src/features/signing/).\nexport {}')).toEqual([])
  })
})

describe('the whole repository', () => {
  it('checks source folders only, and finds files the README and docs/ name but the repository lacks', () => {
    const root = repo({
      'server/a.ts': '// issue 3\nexport {}',
      'node_modules/x/b.ts': '// issue 4',
      'client/dist/c.js': '// issue 5',
      'shared/c.ts': 'export {}',
      '.gitignore': '.data/\nnode_modules\n',
      'README.md': 'See `server/a.ts`, `shared/gone.ts`, `c.ts`, `missing.ts`, `.data/admin-password`, `/api/reports`, `*.test.ts` and [the doc](docs/architecture.md).',
      'docs/architecture.md': 'Read [the README](../README.md) and [nothing](nothing.md); `bench/`.',
    })
    const result = checkRepository(root)
    expect(result.findings.map((f) => `${f.file}:${f.line}`)).toEqual(['server/a.ts:1'])
    expect(result.missing).toEqual([
      { doc: 'README.md', path: 'shared/gone.ts' },
      { doc: 'README.md', path: 'missing.ts' },
      { doc: 'docs/architecture.md', path: 'bench/' },
      { doc: 'docs/architecture.md', path: 'nothing.md' },
    ])
  })
})
