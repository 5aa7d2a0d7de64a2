import { useId, type ReactNode } from 'react'
import { FormField, type ControlProps } from '../../components/ui/FormField'
import { FIELD_DIMENSIONS, FIELD_KINDS, type FieldDimension, type FieldKind } from '@shared/src/tags/field'
import { unitsOfDimension } from '@shared/src/tags/field-input'
import type { FieldTypeErrors, FieldTypeValues } from './field-type-form'

const KIND_LABELS: Record<FieldKind, string> = {
  measurement: 'Measurement',
  choice: 'Choice',
  date: 'Date',
  time: 'Time',
  text: 'Free text',
}

const DIMENSION_LABELS: Record<FieldDimension, string> = {
  mass: 'Mass',
  length: 'Length',
  volume: 'Volume',
  percentage: 'Percentage',
  temperature: 'Temperature',
  duration: 'Duration',
  count: 'Count',
}

interface FieldTypeSectionProps {
  values: FieldTypeValues
  errors: FieldTypeErrors
  onChange(values: FieldTypeValues): void
  /** Smaller controls for the editor's tag picker. */
  compact?: boolean
}

/**
 * The "Field type" part of a tag form: what kind of value the field holds, so dictation
 * can read it and out-of-range values are flagged. Every control shows its own error.
 */
export function FieldTypeSection({ values, errors, onChange, compact }: FieldTypeSectionProps) {
  const id = useId()
  const set = <K extends keyof FieldTypeValues>(key: K, value: FieldTypeValues[K]) => onChange({ ...values, [key]: value })
  const control = compact
    ? 'block h-8 w-full rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:border-sky-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 aria-[invalid=true]:border-red-600'
    : 'block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:border-sky-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 aria-[invalid=true]:border-red-600'
  const measurement = values.kind === 'measurement'
  const units = values.dimension ? unitsOfDimension(values.dimension) : []

  // Each control is named as the API names the property, so a form can focus the one at fault; its error
  // takes the place of its hint under it.
  const field = (key: keyof FieldTypeValues, text: string, input: (props: ControlProps & { name: string }) => ReactNode, hint?: string) => {
    const error = errors[key]
    return (
      <FormField id={`${id}-${key}`} label={text} error={error} hint={error ? undefined : hint} compact={compact}>
        {(p) => input({ ...p, name: key })}
      </FormField>
    )
  }

  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">Field type</legend>
      {field('kind', 'Kind', (p) => (
        <select {...p} value={values.kind} onChange={(e) => onChange(kindChanged(values, e.target.value as FieldKind | ''))} className={control}>
          <option value="">Not set (inferred from the description)</option>
          {FIELD_KINDS.map((k) => (
            <option key={k} value={k}>
              {KIND_LABELS[k]}
            </option>
          ))}
        </select>
      ))}
      {measurement && (
        <div className="grid grid-cols-2 gap-2">
          {field('dimension', 'Dimension', (p) => (
            <select {...p} value={values.dimension} onChange={(e) => onChange(dimensionChanged(values, e.target.value as FieldDimension | ''))} className={control}>
              <option value="">Choose…</option>
              {FIELD_DIMENSIONS.map((d) => (
                <option key={d} value={d}>
                  {DIMENSION_LABELS[d]}
                </option>
              ))}
            </select>
          ))}
          {units.length > 0 &&
            field('unit', 'Unit', (p) => (
              <select {...p} value={values.unit} onChange={(e) => set('unit', e.target.value)} className={control}>
                {units.map((u) => (
                  <option key={u} value={u}>
                    {u}
                  </option>
                ))}
              </select>
            ))}
        </div>
      )}
      {values.kind === 'choice' &&
        field('choices', 'Allowed values', (p) => <input {...p} value={values.choices} onChange={(e) => set('choices', e.target.value)} placeholder="e.g. clear, icteric, congested" className={control} />, 'Separate with commas.')}
      {field('synonyms', 'Synonyms', (p) => <input {...p} value={values.synonyms} onChange={(e) => set('synonyms', e.target.value)} placeholder="e.g. cardiac weight, heart" className={control} />, 'Other names said in dictation, separated with commas.')}
      {measurement && (
        <div className="grid grid-cols-2 gap-2">
          {field('rangeMin', `Plausible minimum${values.unit ? ` (${values.unit})` : ''}`, (p) => (
            <input {...p} inputMode="decimal" value={values.rangeMin} onChange={(e) => set('rangeMin', e.target.value)} className={control} />
          ))}
          {field('rangeMax', `Plausible maximum${values.unit ? ` (${values.unit})` : ''}`, (p) => (
            <input {...p} inputMode="decimal" value={values.rangeMax} onChange={(e) => set('rangeMax', e.target.value)} className={control} />
          ))}
        </div>
      )}
    </fieldset>
  )
}

function kindChanged(values: FieldTypeValues, kind: FieldKind | ''): FieldTypeValues {
  return kind === 'measurement' ? { ...values, kind } : { ...values, kind, dimension: '', unit: '', rangeMin: '', rangeMax: '' }
}

// A new dimension starts at its usual unit, so the unit shown always belongs to it.
function dimensionChanged(values: FieldTypeValues, dimension: FieldDimension | ''): FieldTypeValues {
  return { ...values, dimension, unit: dimension ? (unitsOfDimension(dimension)[0] ?? '') : '' }
}
