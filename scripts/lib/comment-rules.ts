import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/**
 * Comments state the rule itself: a person who clones the repository must be able to read what a
 * comment points at. So a comment may not cite an issue number, a design or spec document kept
 * outside the repository, a path above it or a path on one machine; and the files named in the
 * README and in docs/ must exist.
 */
export const FORBIDDEN_IN_COMMENTS: { name: string; pattern: RegExp }[] = [
  { name: 'an issue number', pattern: /\bissues?\s+#?\d+/i },
  { name: 'a document outside the repository', pattern: /\b(DESIGN|STYLE|NOTES|DEVELOPERS)\.md\b|\bproduct-spec\.md\b/ },
  { name: 'a spec section', pattern: /\bspec(ification)?(\s+section\s*|\s*§\s*|\s+\()\d+/i },
  { name: 'a path above the repository', pattern: /\.\.\/shared\/(spec|DESIGN|STYLE|NOTES)/ },
  { name: 'a path on one machine', pattern: /(^|[\s('"`])(\/(work|home|Users|root|mnt)\/|[A-Z]:\\)/ },
]

/** The folders whose source files are checked, and which files count as source. */
export const SOURCE_DIRS = ['client', 'server', 'worker', 'shared', 'scripts', 'test', 'e2e', 'bench', 'migrations']
const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'artifacts', 'out', 'coverage'])

export interface Finding {
  file: string
  line: number
  rule: string
  text: string
}

/** Every comment of a source file with the line it starts on; strings, templates and regular expressions are not comments. */
export function commentsOf(fileName: string, text: string): { line: number; text: string }[] {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : /\.(m|c)?js$/.test(fileName) ? ts.ScriptKind.JS : ts.ScriptKind.TS
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind)
  const seen = new Set<number>()
  const out: { line: number; text: string }[] = []
  const take = (ranges: ts.CommentRange[] | undefined) => {
    for (const r of ranges ?? []) {
      if (seen.has(r.pos)) continue
      seen.add(r.pos)
      out.push({ line: source.getLineAndCharacterOfPosition(r.pos).line + 1, text: text.slice(r.pos, r.end) })
    }
  }
  // Comments sit between tokens: look before and after every token, JSX's braces included.
  const visit = (node: ts.Node) => {
    take(ts.getLeadingCommentRanges(text, node.pos))
    take(ts.getTrailingCommentRanges(text, node.end))
    for (const child of node.getChildren(source)) visit(child)
  }
  visit(source)
  take(ts.getLeadingCommentRanges(text, 0))
  return out.sort((a, b) => a.line - b.line)
}

/** What the rules find in one file's comments. */
export function checkSource(file: string, text: string): Finding[] {
  const findings: Finding[] = []
  for (const comment of commentsOf(file, text)) {
    comment.text.split('\n').forEach((line, i) => {
      for (const rule of FORBIDDEN_IN_COMMENTS) {
        if (rule.pattern.test(line)) findings.push({ file, line: comment.line + i, rule: rule.name, text: line.trim() })
      }
    })
  }
  return findings
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name)) continue
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full)
    else if (SOURCE_FILE.test(entry.name)) yield full
  }
}

/** The repository's source files (relative paths), in the folders of SOURCE_DIRS. */
export function sourceFiles(root: string): string[] {
  return SOURCE_DIRS.filter((d) => existsSync(path.join(root, d))).flatMap((d) => [...walk(path.join(root, d))].map((f) => path.relative(root, f)))
}

/** Top-level folders that only exist at run time (ignored by git), so a document may name files in them. */
function ignoredTopDirs(root: string): Set<string> {
  const file = path.join(root, '.gitignore')
  if (!existsSync(file)) return new Set()
  return new Set(
    readFileSync(file, 'utf8')
      .split('\n')
      .map((l) => l.trim().replace(/\/$/, ''))
      .filter((l) => l && !l.startsWith('#') && !l.includes('*') && !l.includes('/')),
  )
}

/**
 * The paths a Markdown document names that are not in the repository: backticked paths with a folder
 * (`server/src/app.ts`, `bench/`), backticked file names (`reports.repo.ts`, found anywhere), and
 * relative link targets. Routes (`/api/...`), patterns (`*.test.ts`) and phrases are not paths.
 */
export function missingPaths(root: string, doc: string, text: string, allFiles: readonly string[]): string[] {
  const ignored = ignoredTopDirs(root)
  const names = new Set(allFiles.map((f) => path.basename(f)))
  const missing = new Set<string>()
  const docDir = path.dirname(path.join(root, doc))
  for (const [, token] of text.matchAll(/`([^`\n]+)`/g)) {
    if (/[\s*{}<>…|$]|^\/|^-|:\/\/|^@|^\.\.?$/.test(token)) continue
    if (token.includes('/')) {
      const clean = token.replace(/[#:].*$/, '')
      if (ignored.has(clean.split('/')[0])) continue
      if (/^[\w.@-]+(\/[\w.@-]*)+$/.test(clean) && !existsSync(path.join(root, clean))) missing.add(token)
    } else if (/^[\w-]+(\.[\w-]+)*\.(ts|tsx|mjs|cjs|js|md|json|yml|yaml|css)$/.test(token) && !names.has(token) && !existsSync(path.join(root, token))) {
      missing.add(token)
    }
  }
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^(https?:|mailto:|#)/.test(target)) continue
    const file = target.replace(/#.*$/, '')
    if (file && !existsSync(path.resolve(docDir, file))) missing.add(target)
  }
  return [...missing]
}

/** Every finding of the comment rules in the source files, and every missing path in the README and docs/. */
export function checkRepository(root: string): { findings: Finding[]; missing: { doc: string; path: string }[]; files: number } {
  const files = sourceFiles(root)
  const findings = files.flatMap((f) => checkSource(f, readFileSync(path.join(root, f), 'utf8')))
  const docsDir = path.join(root, 'docs')
  const docs = ['README.md', ...(existsSync(docsDir) ? readdirSync(docsDir).filter((f) => f.endsWith('.md') && statSync(path.join(docsDir, f)).isFile()).map((f) => `docs/${f}`) : [])]
  const allFiles = [...files, ...docs, 'bench/RESULTS.md']
  const missing = docs.filter((d) => existsSync(path.join(root, d))).flatMap((doc) => {
    const text = readFileSync(path.join(root, doc), 'utf8')
    const outside = FORBIDDEN_IN_COMMENTS.filter((r) => r.pattern.test(text)).map((r) => `(${r.name})`)
    return [...missingPaths(root, doc, text, allFiles), ...outside].map((p) => ({ doc, path: p }))
  })
  return { findings, missing, files: files.length }
}
