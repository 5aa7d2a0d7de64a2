import { JSDOM } from 'jsdom'
import { sql, type Kysely } from 'kysely'

/**
 * Guidance blocks. The seeded templates and injury modules used to
 * give instructions to the pathologist as italic text, which the local cleanup and every export
 * printed as if it were a finding. This turns those italic instructions into guidance blocks in
 * the stored templates, injury modules and unsigned reports.
 *
 * Evidence first: only italic text that is word for word one of the instructions the seed wrote is
 * moved (a pathologist's own italics stay as they are), nothing else in the chapter changes, and a
 * signed report is never touched (its signed content is what was signed; exports already leave
 * guidance out of it). Self-contained on purpose: a migration must not change when the app does.
 */
export const SEEDED_INSTRUCTIONS: readonly string[] = [
  'Record the anatomical pathology technologist, police officers, crime scene investigators and photographer present.',
  'Summarise the circumstances as reported by the police and the coroner’s officer: when the decedent was last known to be alive, where and how the body was found, the scene findings and the relevant medical history.',
  'Item, colour, size and condition, noting damage, blood staining and soiling.',
  'Correlate any defects in the clothing with underlying injuries.',
  'Birthmarks, naevi, piercings, deformities, amputations and evidence of previous surgery.',
  'Describe each injury: type, site, size, shape, orientation, colour and any pattern.',
  'Describe the deep extent of each injury, the structures involved and the associated haemorrhage.',
  'myocyte hypertrophy, fibrosis, inflammation, acute ischaemic change.',
  'oedema, congestion, inflammation, aspiration, fat or thromboemboli.',
  'steatosis, inflammation, fibrosis.',
  'nephrosclerosis, tubular injury.',
  'hypoxic-ischaemic change, haemorrhage, inflammation.',
  'Summarise the principal findings, their interpretation in light of the circumstances, and how they account for death.',
  'Summarise the circumstances and the medical history, and record why an external examination only was requested or authorised.',
  'Describe each injury by type, site, size, shape and colour, or record that no injuries were found.',
  'record any CT or radiographs performed and their findings.',
  'Summarise the history from the parents, the police and the paediatrician: the events of the final 24 to 48 hours, the circumstances in which the child was found, and the resuscitation given.',
  'Record the mode of delivery, neonatal course, feeding, growth, immunisations, recent illness, medication and contact with health and social services.',
  'Record the family history, including previous sudden deaths in childhood and consanguinity.',
  'Record any congenital anomaly.',
  'Describe each bruise, abrasion, burn or bite mark by site, size, shape and colour, or record that none were found. Subcutaneous dissection of the back and limbs is recorded here.',
  'Record the histological findings organ by organ.',
  'Summarise the findings in light of the history, the scene and the results of the ancillary investigations. A multi-agency case discussion is recommended before the final report.',
  'If the skin was supported by clothing or a firm surface at exit, describe any shored abrasion.',
  'Note parallel superficial hesitation incisions if present.',
  'Describe any pattern (tramline, fingertip, imprint) and note that bruising may be more extensive in the deeper tissues than at the surface.',
  'Record any fracture of the superior horns of the thyroid cartilage or of the hyoid bone with its associated haemorrhage.',
  'Record haemorrhage into the iliopsoas muscles and pancreatitis if present.',
  'Record the bedding, covering of the face or head, room temperature, heating, parental smoking, alcohol or drug use by the carers, and whether a doll re-enactment was performed.',
]

const KNOWN = new Set(SEEDED_INSTRUCTIONS)
const norm = (text: string) => text.replace(/\s+/g, ' ').trim()
const isGuidance = (el: Element | null): el is HTMLElement => !!el && el.tagName === 'DIV' && el.getAttribute('data-guidance') === 'true'

const window = new JSDOM('<!doctype html><body></body>').window

/**
 * The chapter HTML with each seeded italic instruction moved into a guidance block placed after the
 * paragraph (or the list) it stood in; a label left behind ("Persons present:") stays for the
 * pathologist to complete. In a list item the label goes with the instruction ("Heart: myocyte …").
 * Returns null when nothing changed.
 */
export function convertInstructions(html: string): string | null {
  if (!html.includes('<em>') && !html.includes('<i>')) return null
  const doc = window.document
  const root = doc.createElement('div')
  root.innerHTML = html
  let changed = false
  for (const em of [...root.querySelectorAll('em, i')]) {
    const text = norm(em.textContent ?? '')
    const block = em.closest('p')
    if (!KNOWN.has(text) || !block || !root.contains(block)) continue
    const item = block.closest('li')
    const anchor = item ? outermostList(item, root) : block
    em.remove()
    // The space that led up to the instruction would be dropped by the schema on the next save anyway.
    const last = block.lastChild
    if (last?.nodeType === 3) last.textContent = (last.textContent ?? '').trimEnd()
    const rest = norm(block.textContent ?? '')
    const paragraph = doc.createElement('p')
    paragraph.textContent = item && rest ? `${rest} ${text}` : text
    let guidance = anchor.nextElementSibling
    if (!isGuidance(guidance)) {
      guidance = doc.createElement('div')
      guidance.setAttribute('data-guidance', 'true')
      guidance.setAttribute('class', 'guidance')
      anchor.after(guidance)
    }
    guidance.append(paragraph)
    if (!rest) removeEmpty(block, root)
    changed = true
  }
  if (!changed) return null
  mergeAdjacent(root)
  return root.innerHTML.replace(/>\s*\n\s*</g, '><').trim()
}

/** The list an item belongs to, or the list holding that one when lists nest. */
function outermostList(item: Element, root: Element): Element {
  let list = item.closest('ul, ol') ?? item
  for (let up = list.parentElement?.closest('ul, ol'); up && root.contains(up); up = up.parentElement?.closest('ul, ol')) list = up
  return list
}

/** Removes an emptied paragraph, then its list item and list when nothing is left in them. */
function removeEmpty(block: Element, root: Element) {
  let el: Element | null = block
  while (el && el !== root && !norm(el.textContent ?? '') && !el.querySelector('[data-tag-id], table')) {
    const parent: Element | null = el.parentElement
    el.remove()
    el = parent
  }
}

/** Guidance blocks that ended up side by side (a trailing sentence, then a whole paragraph) become one. */
function mergeAdjacent(root: Element) {
  for (const guidance of [...root.querySelectorAll('div[data-guidance="true"]')]) {
    const prev = guidance.previousElementSibling
    if (isGuidance(prev)) {
      prev.append(...guidance.childNodes)
      guidance.remove()
    }
  }
}

interface StoredChapter {
  content?: unknown
  subChapters?: StoredChapter[]
  [key: string]: unknown
}

/** The chapter tree with its instructions converted, or null when no chapter changed. */
export function convertChapters(chapters: StoredChapter[]): StoredChapter[] | null {
  let changed = false
  const next = chapters.map((chapter) => {
    const out = { ...chapter }
    if (typeof chapter.content === 'string') {
      const content = convertInstructions(chapter.content)
      if (content !== null) {
        out.content = content
        changed = true
      }
    }
    if (Array.isArray(chapter.subChapters)) {
      const subs = convertChapters(chapter.subChapters)
      if (subs) {
        out.subChapters = subs
        changed = true
      }
    }
    return out
  })
  return changed ? next : null
}

async function convertTable(db: Kysely<unknown>, table: 'templates' | 'injury_modules' | 'reports') {
  const unsigned = table === 'reports' ? sql`WHERE signed_at IS NULL` : sql``
  const { rows } = await sql<{ id: string; chapters: StoredChapter[] }>`SELECT id, chapters FROM ${sql.table(table)} ${unsigned}`.execute(db)
  for (const row of rows) {
    if (!Array.isArray(row.chapters)) continue
    const chapters = convertChapters(row.chapters)
    if (chapters) await sql`UPDATE ${sql.table(table)} SET chapters = ${JSON.stringify(chapters)}::jsonb WHERE id = ${row.id}`.execute(db)
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await convertTable(db, 'templates')
  await convertTable(db, 'injury_modules')
  await convertTable(db, 'reports')
}
