import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * The engines stay readable for a newcomer: no file over 300 lines and no line over 140 characters in
 * worker/src/engines (sources and tests alike). A file that grows past it is split by what its parts read.
 */
const MAX_LINES = 300
const MAX_LINE_LENGTH = 140

const root = path.dirname(fileURLToPath(import.meta.url))

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) return filesUnder(full)
    return /\.(ts|mts|mjs|js)$/.test(e.name) ? [full] : []
  })
}

const files = filesUnder(root).map((file) => ({ name: path.relative(root, file), lines: readFileSync(file, 'utf8').split('\n') }))

describe('the shape of the engines', () => {
  it('finds the engines\' files', () => {
    expect(files.map((f) => f.name)).toContain(path.join('local', 'extract.ts'))
  })

  it(`has no file over ${MAX_LINES} lines`, () => {
    const long = files.filter((f) => f.lines.length - (f.lines.at(-1) === '' ? 1 : 0) > MAX_LINES)
    expect(long.map((f) => `${f.name}: ${f.lines.length} lines`)).toEqual([])
  })

  it(`has no line over ${MAX_LINE_LENGTH} characters`, () => {
    const long = files.flatMap((f) =>
      f.lines.flatMap((line, i) => ([...line].length > MAX_LINE_LENGTH ? [`${f.name}:${i + 1}: ${[...line].length} characters`] : [])),
    )
    expect(long).toEqual([])
  })
})
