import { Clock, FileText, FlaskConical, Hash, Layers, LayoutTemplate, Lock, Pencil, Trash2, type LucideIcon } from 'lucide-react'

// The icons every report card shows, drawn once as symbols: a card refers to one with <use> (two nodes) instead of
// carrying its own copy of the paths, which made icons the largest part of a new card's DOM.
const ICONS = { clock: Clock, fileText: FileText, flask: FlaskConical, hash: Hash, layers: Layers, template: LayoutTemplate, lock: Lock, pencil: Pencil, trash: Trash2 } satisfies Record<
  string,
  LucideIcon
>
export type CardIconName = keyof typeof ICONS

const symbolId = (name: CardIconName) => `report-card-icon-${name}`

/** The card icons' symbols; drawn once, before the cards that use them. */
export function CardIconSprite() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute overflow-hidden">
      {(Object.entries(ICONS) as [CardIconName, LucideIcon][]).map(([name, Icon]) => (
        <symbol key={name} id={symbolId(name)} viewBox="0 0 24 24">
          <Icon />
        </symbol>
      ))}
    </svg>
  )
}

/** One card icon, drawn from the sprite; decorative (the text beside it says what it means). */
export function CardIcon({ name, className }: { name: CardIconName; className: string }) {
  return (
    <svg aria-hidden="true" className={className}>
      <use href={`#${symbolId(name)}`} />
    </svg>
  )
}
