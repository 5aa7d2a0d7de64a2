import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import type { DiagramModel } from '@shared/src/diagram/model'
import { diagramSvg } from '@shared/src/diagram/svg'

/** The sans-serif faces the diagram's labels are drawn with, in every export (DejaVu, as the PDF's text). */
const FACES = { sans: 'DejaVuSans.ttf', sansBold: 'DejaVuSans-Bold.ttf' } as const

function fontDir(): string {
  const dirs: string[] = []
  try {
    dirs.push(path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf'))
  } catch {
    // not installed: the system's copy
  }
  dirs.push('/usr/share/fonts/truetype/dejavu')
  const dir = dirs.find((d) => Object.values(FACES).every((f) => existsSync(path.join(d, f))))
  if (!dir) throw new Error('The DejaVu Sans fonts for the body diagram are missing: run npm install (package dejavu-fonts-ttf).')
  return dir
}

let files: Record<keyof typeof FACES, string> | undefined
/** Paths of the diagram's font files, found once per process. */
export function diagramFontFiles(): Record<keyof typeof FACES, string> {
  if (files) return files
  const dir = fontDir()
  files = { sans: path.join(dir, FACES.sans), sansBold: path.join(dir, FACES.sansBold) }
  return files
}

let buffers: Record<keyof typeof FACES, Buffer> | undefined
export function diagramFonts(): Record<keyof typeof FACES, Buffer> {
  buffers ??= { sans: readFileSync(diagramFontFiles().sans), sansBold: readFileSync(diagramFontFiles().sansBold) }
  return buffers
}

/** Print width of the diagram in Word: 15 cm at 300 dots per inch. */
export const DIAGRAM_PRINT_CM = 15
const PRINT_DPI = 300

/** The diagram as a PNG at print resolution (300 dpi over DIAGRAM_PRINT_CM), labels in DejaVu Sans. */
export function diagramPng(model: DiagramModel): Buffer {
  const width = Math.round((DIAGRAM_PRINT_CM / 2.54) * PRINT_DPI)
  const f = diagramFontFiles()
  const resvg = new Resvg(diagramSvg(model), {
    fitTo: { mode: 'width', value: width },
    font: { loadSystemFonts: false, fontFiles: [f.sans, f.sansBold], defaultFontFamily: 'DejaVu Sans', sansSerifFamily: 'DejaVu Sans' },
  })
  return resvg.render().asPng()
}
