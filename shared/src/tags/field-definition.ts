import type { FieldDefinition, FieldDimension, FieldKind, TagFieldProperties } from './field'
import { ABBREVIATIONS, fieldDimensionOf, KINDS, MEASURE_NOUN_DIMENSIONS, NAMED_UNITS, WORD_SYNONYMS } from './field-lexicon'
import { unitInfo } from './units'
import { normalisePhrase, parseTagDescription } from './vocabulary'
import { CAUSE_OF_DEATH_SAID } from './lexicon'

/** A tag as any reader of fields has it: the spec's fields plus whatever structured properties are stored. */
export interface FieldTag extends Partial<TagFieldProperties> {
  id: string
  identifier: string
  name: string
  description?: string | null
  category?: string | null
}

/** How a phrase came to name a field: how sure a reader may be that the words said mean it. */
export type NamingSource = 'name' | 'synonym' | 'inferred'
export interface Naming {
  phrase: string
  source: NamingSource
}

const words = (s: string) => normalisePhrase(s).split(' ').filter(Boolean)
const fold = (w: string) => w.replace(/ae/g, 'e').replace(/s$/, '')

/** Plain sentences of a description, without the legacy key sentences. */
function plainText(description: string): string {
  return description.replace(/(?<=(?:^|[.!?;\n])\s*)(aliases|alias|unit|units|values|options)\s*:[^\n]*?(?:\.(?=\s|$)|\n|$)/gi, ' ')
}

/** Replaces the word `from` in a phrase by `to` ("right testis weight", testis → testicle). */
function substitute(phrase: string, from: string, to: string): string | null {
  const ws = phrase.split(' ')
  const at = ws.findIndex((w) => fold(w) === fold(from))
  if (at < 0) return null
  return [...ws.slice(0, at), to, ...ws.slice(at + 1)].join(' ')
}

/**
 * Synonyms an administrator wrote in plain sentences: words in parentheses, after "also called" /
 * "also known as", and "X or Y of …" at the start ("Width or gape of the wound").
 * A one-word synonym of a word of the name stands in for it ("testis (testicle)" → "right testicle weight").
 */
export function plainSynonyms(name: string, description: string): string[] {
  const text = plainText(description)
  const nameWords = words(name)
  const base = nameWords.join(' ')
  const out: string[] = []
  const add = (said: string, before: string | undefined) => {
    const syn = normalisePhrase(said)
    if (syn.length < 3 || /\d/.test(syn) || syn.split(' ').length > 5 || syn === base) return
    if (before && syn.split(' ').length === 1) {
      const replaced = substitute(base, before, syn)
      if (replaced) return void out.push(replaced)
    }
    out.push(syn)
  }
  for (const m of text.matchAll(/(?:([\p{L}-]+)\s+|^|\s)\(([^)]+)\)/gu)) {
    if (/^(e\.?g|i\.?e|for example|such as|see|part|line)\b/i.test(m[2].trim())) continue
    // "(supine, prone, on the side)" lists values, not names.
    if (/,/.test(m[2])) continue
    const before = m[1] && nameWords.some((w) => fold(w) === fold(m[1].toLowerCase())) ? m[1].toLowerCase() : undefined
    for (const part of m[2].split(/\bor\b/)) add(part, before)
    // "the ligature mark (furrow)": a gloss of the thing's last word names the whole thing, so "furrow width".
    const whole = before ? wholeThingGloss(nameWords, before, m[2]) : null
    if (whole) add(whole, undefined)
    // "the lividity (hypostasis)": a word glossed by a one-word synonym is itself a name of the field.
    const glossed = m[1]?.toLowerCase()
    // "the chest cavity (hemothorax)" glosses the field's own name, spelled otherwise: the word before names nothing.
    const ownName = nameWords.some((w) => fold(w) === fold(normalisePhrase(m[2])))
    if (glossed && !ownName && !/\s/.test(m[2].trim())
      && !nameWords.some((w) => fold(w) === fold(glossed)) && glossed.length > 3 && !STOP_WORDS.has(glossed)) add(glossed, undefined)
  }
  for (const m of text.matchAll(/\balso (?:called|known as|named|termed)\s+([^.;,()]+)/gi)) {
    for (const part of m[1].split(/\bor\b/)) add(part, undefined)
  }
  // "Maximum stenosis of the left anterior descending artery" for "LAD stenosis": the description says the name in full.
  const head = nameWords[nameWords.length - 1]
  if (nameWords.length >= 2 && (MEASURE_NOUN_DIMENSIONS[head] || ASPECT_NOUNS.has(head))) {
    // "Site of the gunshot entrance wound" describes an "… location" field: site, location and place are one aspect.
    const heads = PLACE_ASPECTS.has(head) ? [...PLACE_ASPECTS].join('|') : head
    const described = new RegExp(`^\\s*((?:[\\p{L}]+ ){0,2})(?:${heads}) of (?:the |an? )?([\\p{L} -]+?)(?=\\s*(?:[,.;()]|\\b(?:in|as|from|at)\\b|$))`, 'iu').exec(text)
    if (described) {
      add(`${described[2]} ${head}`, undefined)
      // "Direction of the wound track" for "Wound direction": the wound's track is said "the track";
      // but in "Location of the burn wound" the burn is a kind of wound, and "wound site" names any wound.
      const thing = words(described[2])
      const part = thing[thing.length - 1]
      const nameThing = nameWords.slice(0, -1)
      if (thing.length === nameThing.length + 1 && !GENERIC_THINGS.has(part) && nameThing.every((w, k) => fold(w) === fold(thing[k]))) add(`${part} ${head}`, undefined)
      // "Deep rectal temperature of the body": "rectal temperature" is said; "maximum stenosis" names no field.
      const adjectives = described[1].trim().toLowerCase().split(/\s+/).filter(Boolean)
      for (let k = 0; k < adjectives.length; k++) {
        if (!QUALIFIERS.has(adjectives[k])) add(`${adjectives.slice(k).join(' ')} ${head}`, undefined)
      }
    }
    // "Volume of blood in the chest cavity": the thing and where it lies name the field ("blood in the chest cavity").
    const within = new RegExp(`^\\s*(?:${head}|amount) of ([\\p{L}]+) (in|within) the ([\\p{L} ]+?)(?=\\s*(?:[,.;()]|$))`, 'iu').exec(text)
    if (within && words(within[3]).length <= 3) add(`${within[1]} ${within[2]} the ${within[3]}`, undefined)
    // "Temperature of the surroundings, or room temperature": another name ending in the same noun.
    for (const m of text.matchAll(new RegExp(`\\bor ((?:[\\p{L}]+ ){1,3}${head})\\b`, 'giu'))) add(m[1], undefined)
  }
  // "Position of the knot or point of suspension" for "Suspension point": the described aspect of a thing names the field.
  if (nameWords.length && !MEASURE_NOUN_DIMENSIONS[head] && !ASPECT_NOUNS.has(head)) {
    const aspect = new RegExp(`^\\s*(${[...ASPECT_NOUNS].join('|')}) of (?:the |an? )?([\\p{L} -]+?)(?=\\s*(?:[,.;()]|$))`, 'iu').exec(text)
    for (const part of aspect ? aspect[2].split(/\s+or\s+/) : []) {
      if (!/\bof\b/.test(part) && words(part).length <= 2) add(`${part} ${aspect![1].toLowerCase()}`, undefined)
    }
  }
  // "Percentage of the body surface that is burnt": a share is named by what it is a share of.
  const share = /^\s*(?:percentage|proportion) of (?:the )?([\p{L} -]+?)(?=\s*(?:[,.;()]|\b(?:that|which|in|as|at)\b|$))/iu.exec(text)
  if (share && head !== 'percentage') add(`percentage of the ${share[1]}`, undefined)
  // "Depth of the wound or length of the wound track": the alternative names another measure of the same thing.
  for (const m of text.matchAll(/\bor ([\p{L}]+) of (?:the |an? )?([\p{L} -]+?)(?=\s*(?:[,.;()]|\bin\b|$))/giu)) {
    if (MEASURE_NOUN_DIMENSIONS[m[1].toLowerCase()]) add(`${m[2]} ${m[1]}`, undefined)
  }
  // "General build or habitus of the body": a describing word may open the sentence.
  const lead = /^\s*(?:[\p{L}]+ (?=[\p{L}]+ or [\p{L}]+ of\b))?([\p{L}]+) or ([\p{L}]+) of\b/iu.exec(text)
  if (lead && nameWords.some((w) => fold(w) === fold(lead[1].toLowerCase()))) add(lead[2], lead[1].toLowerCase())
  // "Stated or apparent age in years" for "age estimate": each describing word with the name's noun.
  const pair = /^\s*([\p{L}]+) or ([\p{L}]+) ([\p{L}]+)\b/iu.exec(text)
  if (pair && nameWords.some((w) => fold(w) === fold(pair[3].toLowerCase())) && !QUALIFIERS.has(pair[1].toLowerCase())) {
    for (const adjective of [pair[1], pair[2]]) if (!QUALIFIERS.has(adjective.toLowerCase())) add(`${adjective} ${pair[3]}`, undefined)
  }
  // "Whether the hyoid bone and larynx are intact or fractured": the things the question is about name the field.
  const whether = /^\s*whether (?:the |an? )?([\p{L} -]+?) (?:is|are|was|were)\b/iu.exec(text)
  // Only for a question with its answers listed ("… intact or fractured"): the answer must then be one of them.
  if (whether && !/^there\b/i.test(whether[1]) && plainChoices(description).length) {
    for (const part of whether[1].split(/\s*\b(?:and|or)\b\s*/)) {
      const thing = part.replace(/^(?:the|an?|other)\s+/i, '').trim()
      if (thing && !STOP_WORDS.has(thing.toLowerCase())) add(thing, undefined)
    }
  }
  return out
}

/** Nouns too general to name a field alone ("wound site" could be any wound's). */
const GENERIC_THINGS = new Set(['wound', 'wounds', 'injury', 'injuries', 'mark', 'marks', 'lesion', 'lesions', 'area', 'region', 'part'])

/** Words that say which one of a thing, not what it is: a gloss of the thing never drops them. */
const SIDE_WORDS = new Set(['left', 'right', 'upper', 'lower', 'anterior', 'posterior', 'inner', 'outer', 'both'])

/**
 * "Width of the ligature mark (furrow)" for "Ligature mark width": a one-word gloss of the last word of the
 * thing measured stands for the whole thing ("the furrow" is the ligature mark), unless that would drop a
 * side ("right testis (testicle)" is no "testicle weight").
 */
function wholeThingGloss(nameWords: string[], glossed: string, gloss: string): string | null {
  const head = nameWords[nameWords.length - 1]
  const thing = nameWords.slice(0, -1)
  const said = normalisePhrase(gloss)
  if (!MEASURE_NOUN_DIMENSIONS[head] && !ASPECT_NOUNS.has(head)) return null
  if (thing.length < 2 || fold(thing[thing.length - 1]) !== fold(glossed) || /\s/.test(said) || !said) return null
  return thing.some((w) => SIDE_WORDS.has(w)) ? null : `${said} ${head}`
}

/** The unit a plain description names: "in grams", "in cm", "percent", "as a percentage", "mg per 100 mL". */
export function plainUnit(description: string): string | null {
  const text = plainText(description).toLowerCase()
  if (/\bmg\s*(?:per|\/)\s*100\s*ml\b/.test(text)) return 'mg/100 mL'
  if (/\bmg\s*(?:per|\/)\s*dl\b/.test(text)) return 'mg/dL'
  if (/\bper ?cent\b|\bpercentage\b|%/.test(text)) return '%'
  for (const m of text.matchAll(/\bin ((?:[\p{L}°/²0-9]+ ?){1,2})/gu)) {
    const ws = m[1].trim().split(' ')
    for (let n = ws.length; n >= 1; n--) {
      const info = unitInfo(ws.slice(0, n).join(' '))
      // A bare "in m" or "in c" inside prose is too weak; only real unit words and symbols of 2+ letters.
      if (info && (ws.slice(0, n).join(' ').length > 1 || n > 1)) return info.unit
    }
  }
  return null
}

/** Nouns naming an aspect of a thing ("Colour of the irides" for eye colour). */
const PLACE_ASPECTS = new Set(['location', 'site', 'place'])
const ASPECT_NOUNS = new Set(['colour', 'color', 'location', 'site', 'position', 'course', 'direction', 'material', 'appearance', 'method'])

/** Words that qualify a measure without naming what is measured ("maximum stenosis"). */
const QUALIFIERS = new Set(['longest', 'shortest', 'largest', 'smallest', 'highest', 'lowest', 'maximal', 'minimal', 'maximum', 'minimum', 'greatest', 'least', 'total', 'estimated', 'approximate', 'average', 'mean', 'combined', 'overall', 'fresh', 'measured', 'the', 'a', 'an', 'its'])
const STOP_WORDS = new Set(['the', 'and', 'with', 'from', 'into', 'body', 'space', 'area', 'part', 'side'])

const EXAMPLES = /\b(?:e\.?g\.?|for example|for instance|such as|including|like)\s/i

/**
 * Values of a choice field listed in a plain sentence: "Manner of death: natural, accident or
 * suicide.", "Sex of the deceased, male or female.", "Whether the fontanelle is flat, sunken or bulging."
 * A list of examples ("such as food or tablets") does not close the field's values.
 */
export function plainChoices(description: string): string[] {
  // "Position the infant was found in (supine, prone, on the side)": a list in parentheses is the values.
  for (const m of plainText(description).matchAll(/\(([^)]+)\)/g)) {
    if (EXAMPLES.test(m[1]) || !/,/.test(m[1])) continue
    const items = listItems(m[1].replace(/,\s*([^,]+)$/, (_all, last: string) => (/\bor\b/.test(last) ? `, ${last}` : ` or ${last}`)))
    if (items) return items
  }
  for (const raw of plainText(description).split(/(?<![.\s][a-z]\.[a-z]\.)(?<=[.!?])\s+/i)) {
    const sentence = raw.trim().replace(/[.!?]+$/, '')
    if (EXAMPLES.test(sentence)) continue
    // The list follows a colon, "is"/"are"/"was", or a comma; the longest well-formed tail wins.
    const starts = [...sentence.matchAll(/:|\b(?:is|are|was|were)\b|,/g)].map((m) => m.index + m[0].length)
    for (const at of starts) {
      const items = listItems(sentence.slice(at))
      if (items) return items
    }
  }
  return []
}

/** "flat, sunken, bulging or closed" → its items; null unless every item is short and one "or" ends it. */
function listItems(segment: string): string[] | null {
  const m = /^(.*)\bor\b(.*)$/.exec(segment)
  if (!m || /\bor\b/.test(m[1])) return null
  const items = [...m[1].split(','), m[2]].map((s) => s.trim().replace(/^(?:an?|the)\s+/i, '')).filter(Boolean)
  const ok = items.length >= 2 && items.every((s) => /^[\p{L} -]+$/u.test(s) && s.split(/\s+/).length <= 3)
  return ok ? items : null
}

/** Derived forms of a phrase: medical adjectives and abbreviations ("heart weight" → "cardiac weight"). */
function lexiconVariants(phrase: string): string[] {
  const out: string[] = []
  for (const group of WORD_SYNONYMS) {
    for (const from of group) {
      if (!` ${phrase} `.includes(` ${from} `)) continue
      for (const to of group) if (to !== from) out.push(` ${phrase} `.replace(` ${from} `, ` ${to} `).trim())
    }
  }
  for (const [long, short] of ABBREVIATIONS) {
    if (` ${phrase} `.includes(` ${long} `)) out.push(` ${phrase} `.replace(` ${long} `, ` ${short} `).trim())
  }
  // "Wound length" is said of a laceration too, when the phrase names the general thing alone.
  const [first, ...rest] = phrase.split(' ')
  if (rest.length) for (const kind of KINDS[first] ?? []) out.push([kind, ...rest].join(' '))
  // "Gastric contents volume" is said "gastric volume": what is measured of a hollow organ is its contents.
  const contained = /^(.+) contents volume$/.exec(phrase)
  if (contained) out.push(`${contained[1]} volume`)
  if (phrase === 'cause of death') out.push(...CAUSE_OF_DEATH_SAID)
  return out
}

/**
 * "Other conditions that contributed to death (part 2)": the part or line of the certificate a field fills
 * is said in its place ("Part two, ischaemic heart disease"). Roman numerals are said as numbers.
 */
export function sectionLabels(description: string): string[] {
  const ROMAN: Record<string, string> = { i: '1', ii: '2', iii: '3', iv: '4' }
  return [...plainText(description).matchAll(/\((part|line)\s+(\d+[a-d]?|i{1,3}|iv)\)/gi)].map(
    // "1a" is said and transcribed as two words, "1 a".
    (m) => `${m[1].toLowerCase()} ${ROMAN[m[2].toLowerCase()] ?? m[2].toLowerCase().replace(/(\d)([a-d])$/, '$1 $2')}`,
  )
}

/** Every phrase naming a field, with how it was learnt; first source wins for a phrase named twice. */
export function fieldNamings(tag: FieldTag): Naming[] {
  const legacy = parseTagDescription(tag.description)
  const stored = tag.synonyms ?? []
  const choices = tag.choices?.length ? tag.choices : legacy.values.length ? legacy.values : plainChoices(tag.description ?? '')
  const choiceWords = new Set(choices.map((c) => normalisePhrase(c).split(' ')[0]).filter(Boolean))
  const named: Naming[] = [
    { phrase: tag.identifier, source: 'name' as const },
    { phrase: tag.name, source: 'name' as const },
    ...stored.map((phrase) => ({ phrase, source: 'synonym' as const })),
    ...legacy.aliases.map((phrase) => ({ phrase, source: 'synonym' as const })),
    ...plainSynonyms(tag.name, tag.description ?? '')
      // "(blanching on pressure or fixed)" lists the field's values, not its names.
      .filter((phrase) => !choiceWords.has(normalisePhrase(phrase).split(' ')[0]))
      .map((phrase) => ({ phrase, source: 'synonym' as const })),
    ...sectionLabels(tag.description ?? '').map((phrase) => ({ phrase, source: 'synonym' as const })),
  ].map((n) => ({ ...n, phrase: normalisePhrase(n.phrase) }))
  // Two rounds, so a shortened form takes a synonym too ("blood alcohol concentration" → "blood alcohol" → "blood ethanol").
  const first = named.flatMap((n) => lexiconVariants(n.phrase))
  const derived = [...first, ...first.flatMap(lexiconVariants)].map((phrase) => ({ phrase, source: 'inferred' as const }))
  const seen = new Set<string>()
  return [...named, ...derived].filter((n) => n.phrase && !seen.has(n.phrase) && seen.add(n.phrase))
}

function inferredMeasure(tag: FieldTag, unit: string | null): { dimension: FieldDimension | null; unit: string | null } | null {
  const info = unit ? unitInfo(unit) : undefined
  // A unit the contract has no dimension for (mg/100 mL) still makes a measurement.
  if (info) return { dimension: fieldDimensionOf(info.dimension), unit: info.unit }
  const nameWords = words(tag.name || tag.identifier)
  const named = NAMED_UNITS[nameWords.join(' ')]
  if (named) return { dimension: null, unit: named }
  if (nameWords[0] === 'number' && nameWords[1] === 'of') return { dimension: 'count', unit: null }
  const noun = [nameWords[nameWords.length - 1], nameWords[0]].find((w) => w && MEASURE_NOUN_DIMENSIONS[w])
  return noun ? MEASURE_NOUN_DIMENSIONS[noun] : null
}

/**
 * The field a tag defines: its structured properties when stored, otherwise what its name,
 * identifier and plain description say.
 */
export function fieldDefinition(tag: FieldTag): FieldDefinition {
  const phrases = fieldNamings(tag).map((n) => n.phrase)
  const range = tag.rangeMin != null || tag.rangeMax != null ? { min: tag.rangeMin ?? null, max: tag.rangeMax ?? null } : null
  const base = { id: tag.id, identifier: tag.identifier, name: tag.name, phrases, range }
  if (tag.kind) {
    return {
      ...base,
      kind: tag.kind,
      dimension: tag.kind === 'measurement' ? (tag.dimension ?? null) : null,
      unit: tag.kind === 'measurement' ? (tag.unit ?? null) : null,
      choices: tag.kind === 'choice' ? (tag.choices ?? []) : [],
      inferred: false,
    }
  }
  const legacy = parseTagDescription(tag.description)
  const description = tag.description ?? ''
  const choices = legacy.values.length ? legacy.values : plainChoices(description)
  const measure = inferredMeasure(tag, legacy.unit ?? plainUnit(description))
  let kind: FieldKind = 'text'
  if (measure && !legacy.values.length) kind = 'measurement'
  else if (choices.length) kind = 'choice'
  else if (/^(date|day)\b|\bdate\b/.test(words(tag.name).join(' '))) kind = 'date'
  return {
    ...base,
    kind,
    dimension: kind === 'measurement' ? measure!.dimension : null,
    unit: kind === 'measurement' ? measure!.unit : null,
    choices: kind === 'choice' ? choices : [],
    inferred: true,
  }
}
