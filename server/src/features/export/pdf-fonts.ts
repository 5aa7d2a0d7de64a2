import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

/**
 * The faces a report PDF uses, by the name it registers them under. Few on purpose: each face a
 * document uses is parsed and subset again for that document (most of a short PDF's build time).
 */
export const PDF_FONT_FILES = {
  serif: 'DejaVuSerif.ttf',
  serifBold: 'DejaVuSerif-Bold.ttf',
  serifItalic: 'DejaVuSerif-Italic.ttf',
  serifBoldItalic: 'DejaVuSerif-BoldItalic.ttf',
  mono: 'DejaVuSansMono.ttf',
} as const

export type PdfFont = keyof typeof PDF_FONT_FILES

/**
 * Where DejaVu's TrueType files are: the npm package `dejavu-fonts-ttf` (a dependency, so every
 * install has it), else Debian's fonts-dejavu-core. DejaVu covers Latin, Greek, Cyrillic and the
 * symbols reports use (°, µ, ±, ×, ≥); the standard PDF fonts cover only Latin-1.
 */
function fontDirs(): string[] {
  const dirs: string[] = []
  try {
    dirs.push(path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf'))
  } catch {
    // not installed: fall back to the system's copy
  }
  dirs.push('/usr/share/fonts/truetype/dejavu')
  return dirs
}

let cache: Record<PdfFont, Buffer> | undefined

/** The font files, read once per process (about 3 MB); each PDF embeds only the glyphs it uses. */
export function pdfFonts(): Record<PdfFont, Buffer> {
  if (cache) return cache
  const dir = fontDirs().find((d) => Object.values(PDF_FONT_FILES).every((f) => existsSync(path.join(d, f))))
  if (!dir) throw new Error('The DejaVu fonts for PDF export are missing: run npm install (package dejavu-fonts-ttf).')
  cache = Object.fromEntries(Object.entries(PDF_FONT_FILES).map(([k, f]) => [k, readFileSync(path.join(dir, f))])) as Record<PdfFont, Buffer>
  return cache
}
