import type { ChangeEvent } from 'react'
import { ColourSwatch } from '../../components/ui/ColourSwatch'
import type { ControlProps } from '../../components/ui/FormField'
import { Input } from '../../components/ui/Input'
import { compactField } from './field-classes'

interface ColourPairProps {
  /** The FormField's control props: they go on the hex field. */
  control: ControlProps
  /** The hex field's name, as the form names its fields. */
  name: string
  /** The user typed or picked a colour (a pick calls it before `onChange`): the form clears the field's mark. */
  onInput(): void
  value: string
  onChange(value: string): void
  /** Smaller (the editor's tag picker). */
  compact?: boolean
}

/** A tag form's colour: the swatch and the hex field side by side; a pick is written into the field as typing would. */
export function ColourPair({ control, name, onInput, value, onChange, compact }: ColourPairProps) {
  const onPick = (hex: string) => {
    onInput()
    onChange(hex)
  }
  const text = { ...control, name, onInput, value, onChange: (e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value) }
  return compact ? (
    <div className="flex items-center gap-1">
      <ColourSwatch value={value} onPick={onPick} className="h-8 w-8 shrink-0 rounded p-0.5" />
      <input {...text} className={compactField('w-[5.75rem] px-2 font-mono')} />
    </div>
  ) : (
    <div className="flex items-center gap-2">
      <ColourSwatch value={value} onPick={onPick} className="h-10 w-12 rounded-md p-1" />
      <div className="w-36">
        <Input {...text} className="font-mono" />
      </div>
    </div>
  )
}
