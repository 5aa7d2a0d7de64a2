import { BODY_CAVITIES, NEGATIONS } from '@shared/src/tags/lexicon'
import type { FieldSpec } from './extract-phrases'
import type { ValueNamed } from './extract-linked'
import { dimensionOf, quantityAt, unitDimension } from './extract-quantity'
import { stemWord, type Tokenized } from './extract-tokens'
import { composeQuantity } from './extract-values'
import { TRUST } from './trust'

/**
 * "There is 1.2 litres of blood and clot in the left pleural cavity", "the peritoneal cavity holds 800 mL of fresh
 * blood": a volume of something said with the cavity it lies in fills the volume field named "blood in the chest"
 * (or described "Volume of blood in the chest cavity"), whichever name of that cavity is said.
 */

/** The cavity group of a place's words, or -1. */
const cavityOf = (place: string) => BODY_CAVITIES.findIndex((names) => names.includes(place))

/** Volume fields named "<thing> in (the) <cavity>": the thing and the cavity each one holds. */
function cavityFields(fields: FieldSpec[]): { field: FieldSpec; thing: string; cavity: number }[] {
  const out: { field: FieldSpec; thing: string; cavity: number }[] = []
  for (const field of fields) {
    if (dimensionOf(field) !== 'volume') continue
    for (const p of field.def.phrases) {
      const m = /^(\w+) (?:in|within) (?:the )?(.+)$/.exec(p)
      const cavity = m ? cavityOf(m[2]) : -1
      if (m && cavity >= 0 && !out.some((o) => o.field === field && o.cavity === cavity)) out.push({ field, thing: m[1], cavity })
    }
  }
  return out
}

/** The cavities named in a sentence: every name of a cavity, after "the" or a side. */
function cavitiesSaid(t: Tokenized, first: number, end: number): Set<number> {
  const found = new Set<number>()
  BODY_CAVITIES.forEach((names, k) => {
    for (const name of names) {
      const stems = name.split(' ').map(stemWord)
      for (let i = first + 1; i + stems.length <= end; i++) {
        if (!['the', 'left', 'right', 'both'].includes(t.tokens[i - 1].norm)) continue
        // "the pleural cavities" as "the pleural cavity".
        if (stems.every((w, n) => t.tokens[i + n].stem === w)) found.add(k)
      }
    }
  })
  return found
}

export function readCavities(t: Tokenized, norms: string[], fields: FieldSpec[]): ValueNamed[] {
  const known = cavityFields(fields)
  if (!known.length) return []
  const out: ValueNamed[] = []
  for (const s of t.sentences) {
    const said = cavitiesSaid(t, s.first, s.end)
    if (said.size !== 1) continue
    const [cavity] = said
    for (let i = s.first; i < s.end; i++) {
      const q = t.tokens[i].punct ? null : quantityAt(norms, i, s.end)
      if (!q || unitDimension(q.unit) !== 'volume' || norms[q.last + 1] !== 'of') continue
      if ([norms[i - 1], norms[i - 2]].some((w) => NEGATIONS.has(w ?? ''))) continue
      // What the quantity is of, up to the clause's end: "of blood and clot", "of fresh blood".
      let end = q.last + 2
      while (end < s.end && !t.tokens[end].punct && !['in', 'within', 'which', 'that', 'was', 'were'].includes(norms[end])) end++
      const of = norms.slice(q.last + 2, end)
      const fit = known.find((k) => k.cavity === cavity && of.includes(k.thing))
      const value = fit && composeQuantity(fit.field, q.digits, q.value, q.unit)
      const score = value ? Math.min(value.score, TRUST.likely) : 0
      if (fit && value) out.push({ field: fit.field, value: value.value, score, first: q.first, last: q.last })
      i = q.last
    }
  }
  return out
}
