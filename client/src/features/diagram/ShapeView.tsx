import type { Shape } from '@shared/src/diagram/model'

/** One shape of the shared diagram description as SVG in React (the exports write the same shapes as text). */
export function ShapeView({ s }: { s: Shape }) {
  switch (s.kind) {
    case 'path':
      return <path d={s.d} fill={s.fill} stroke={s.stroke} strokeWidth={s.strokeWidth} strokeLinejoin="round" />
    case 'line':
      return <line x1={s.x1} y1={s.y1} x2={s.x2} y2={s.y2} stroke={s.stroke} strokeWidth={s.strokeWidth} />
    case 'circle':
      return <circle cx={s.cx} cy={s.cy} r={s.r} fill={s.fill} stroke={s.stroke} strokeWidth={s.strokeWidth} strokeDasharray={s.dash} />
    case 'text':
      return (
        <text x={s.x} y={s.y} fontSize={s.size} textAnchor={s.anchor} fill={s.fill} fontWeight={s.bold ? 'bold' : undefined}>
          {s.text}
        </text>
      )
  }
}
