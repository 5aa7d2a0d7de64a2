import { markShapes, type DiagramModel, type Shape } from './model'

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The font the diagram's texts ask for; exports map it to the fonts they embed. */
export const DIAGRAM_FONT = 'DejaVu Sans, Arial, Helvetica, sans-serif'

function shapeSvg(s: Shape): string {
  switch (s.kind) {
    case 'path':
      return `<path d="${s.d}" fill="${s.fill}" stroke="${s.stroke}" stroke-width="${s.strokeWidth}" stroke-linejoin="round"/>`
    case 'line':
      return `<line x1="${s.x1}" y1="${s.y1}" x2="${s.x2}" y2="${s.y2}" stroke="${s.stroke}" stroke-width="${s.strokeWidth}"/>`
    case 'circle':
      return `<circle cx="${s.cx}" cy="${s.cy}" r="${s.r}" fill="${s.fill}" stroke="${s.stroke}" stroke-width="${s.strokeWidth}"${s.dash ? ` stroke-dasharray="${s.dash}"` : ''}/>`
    case 'text':
      return `<text x="${s.x}" y="${s.y}" font-size="${s.size}" text-anchor="${s.anchor}" fill="${s.fill}"${s.bold ? ' font-weight="bold"' : ''}>${esc(s.text)}</text>`
  }
}

/**
 * The diagram as a standalone SVG document: the same shapes React draws in the editor, with the text
 * alternative as its title. `scale` sets the width and height attributes (the viewBox stays).
 */
export function diagramSvg(model: DiagramModel, scale = 1): string {
  const body = [...model.shapes, ...model.marks.flatMap(markShapes)].map(shapeSvg).join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${model.width} ${model.height}" width="${model.width * scale}" height="${model.height * scale}" role="img" font-family="${DIAGRAM_FONT}">` +
    `<title>${esc(model.textAlternative)}</title><rect width="${model.width}" height="${model.height}" fill="#ffffff"/>${body}</svg>`
  )
}
