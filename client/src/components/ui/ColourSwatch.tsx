import { cn } from './cn'

/** A hex colour as a tag stores it: '#' and six hex digits, any case, spaces around allowed. */
export const isHexColor = (value: string): boolean => /^#[0-9a-f]{6}$/i.test(value.trim())

/**
 * The native colour picker beside a tag's hex field: it shows the typed colour while that is a valid hex (black
 * otherwise) and hands back the picked one in upper case, as the hex field writes it.
 */
export function ColourSwatch({ value, onPick, className }: { value: string; onPick: (hex: string) => void; className?: string }) {
  return (
    <input
      type="color"
      aria-label="Pick colour"
      value={isHexColor(value) ? value.trim().toLowerCase() : '#000000'}
      onChange={(e) => onPick(e.target.value.toUpperCase())}
      className={cn('cursor-pointer border border-slate-300 bg-white', className)}
    />
  )
}
