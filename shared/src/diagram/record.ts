import { isUnfilled } from '../editor/tag-html'
import type { Chapter } from '../reports/chapter.schema'
import { listInstances, type InstanceRef } from '../reports/instances'
import { lengthInCm } from './measure'
import { STANDARD_LENGTH_CM, type BodyFrame, type WoundRecord } from './placement'

/** Field identifiers the diagram reads. A firearm wound is placed by its entrance (or else its exit). */
export const DIAGRAM_FIELDS = {
  site: ['wound_location', 'entrance_wound_location', 'exit_wound_location'],
  height: 'height_above_heel',
  midline: 'distance_from_midline',
  bodyLength: ['body_length', 'crown_heel_length'],
  infantLength: 'crown_heel_length',
} as const

const TAG_SPAN = /<span\b[^>]*\bclass="report-tag"[^>]*>/g
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null
const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#39;/g, "'").replace(/&amp;/g, '&')

/** The fields in chapter HTML, in document order: identifier and value (null while unfilled). */
export function fieldsIn(html: string): { name: string; value: string | null }[] {
  const out: { name: string; value: string | null }[] = []
  for (const m of html.matchAll(TAG_SPAN)) {
    const name = attr(m[0], 'data-tag-name')
    if (!name) continue
    const raw = attr(m[0], 'data-tag-value')
    const value = raw === null ? null : unescape(raw)
    // A signed report records an unfilled field as 'Not recorded': no value either.
    out.push({ name: unescape(name), value: isUnfilled(value) || /^not recorded$/i.test(value!.trim()) ? null : value })
  }
  return out
}

function allContent(c: Chapter): string {
  return [c.content, ...(c.subChapters ?? []).map(allContent)].join('\n')
}

/** The first filled value of each named field in a chapter and its sub-chapters, and every name present. */
function firstValues(c: Chapter): { values: Map<string, string>; names: Set<string> } {
  const values = new Map<string, string>()
  const names = new Set<string>()
  for (const f of fieldsIn(allContent(c))) {
    names.add(f.name)
    if (f.value !== null && !values.has(f.name)) values.set(f.name, f.value)
  }
  return { values, names }
}

/** One injury instance with the values that place it on the diagram. */
export interface DiagramWound {
  /** The mark's number: instances counted 1, 2, 3 … in reading order across modules. */
  number: number
  instance: InstanceRef
  record: WoundRecord
  /** The site field the instance holds (a firearm wound's entrance or exit location), where a site is written. */
  siteField: string
}

export interface DiagramInput {
  frame: BodyFrame
  wounds: DiagramWound[]
}

/**
 * What the diagram of a report is drawn from, read from its chapters alone: every injury instance with its
 * site, height above the heel and distance from the midline, and the body (length from the body length or
 * crown–heel length field outside the instances, infant proportions when the report records a crown–heel
 * length, as the paediatric template does). Null when the report has no injury instances.
 */
export function diagramInput(chapters: readonly Chapter[]): DiagramInput | null {
  const instances = listInstances(chapters)
  if (!instances.length) return null
  const instanceIds = new Set(instances.map((i) => i.chapterId))
  const outside: { name: string; value: string | null }[] = []
  const byId = new Map<string, Chapter>()
  const visit = (list: readonly Chapter[]) => {
    for (const c of list) {
      if (instanceIds.has(c.id)) {
        byId.set(c.id, c)
        continue
      }
      outside.push(...fieldsIn(c.content))
      visit(c.subChapters ?? [])
    }
  }
  visit(chapters)
  const infant = outside.some((f) => f.name === DIAGRAM_FIELDS.infantLength)
  const proportions = infant ? 'infant' : 'adult'
  const lengthText = outside.find((f) => (DIAGRAM_FIELDS.bodyLength as readonly string[]).includes(f.name) && f.value !== null)?.value
  const length = lengthInCm(lengthText)
  const frame: BodyFrame =
    length !== null && length > 0 ? { lengthCm: length, recorded: true, proportions } : { lengthCm: STANDARD_LENGTH_CM[proportions], recorded: false, proportions }
  const wounds = instances.map((instance, i) => {
    const { values, names } = firstValues(byId.get(instance.chapterId)!)
    const siteField = DIAGRAM_FIELDS.site.find((n) => names.has(n)) ?? DIAGRAM_FIELDS.site[0]
    const site = DIAGRAM_FIELDS.site.map((n) => values.get(n)).find((v) => v !== undefined) ?? null
    return {
      number: i + 1,
      instance,
      siteField,
      record: {
        site,
        heightAboveHeelCm: lengthInCm(values.get(DIAGRAM_FIELDS.height)),
        distanceFromMidlineCm: lengthInCm(values.get(DIAGRAM_FIELDS.midline)),
      },
    }
  })
  return { frame, wounds }
}
