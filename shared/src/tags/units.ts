/**
 * Units of measurement as written in tag descriptions ("Unit: g.") and as dictated
 * ("grams", "centimetres", "degrees celsius"), mapped to one canonical symbol each.
 */

export interface UnitInfo {
  /** Canonical symbol stored in values: 'g', 'cm', 'mL', '°C'. */
  unit: string
  /** Units of one dimension convert into each other. */
  dimension: string
  /** Multiplier to the dimension's base unit. */
  factor: number
  /** Spoken and written forms, lower case; multi-word forms separated by spaces. */
  words: readonly string[]
  /** Forms the speech grammar offers (a subset of words that are real spoken words). */
  spoken: readonly string[]
}

const u = (unit: string, dimension: string, factor: number, spoken: string[], written: string[] = []): UnitInfo => ({
  unit,
  dimension,
  factor,
  spoken,
  words: [...spoken, ...written],
})

/** "mg per 100 mL" however it is said: milligrams or mg, per, the amount, the volume in any spelling. */
function perForms(amounts: string[], volumes: string[]): string[] {
  const out: string[] = []
  for (const mass of ['milligrams', 'milligram', 'mg', 'mgs']) {
    for (const amount of amounts) for (const volume of volumes) out.push([mass, 'per', amount, volume].filter(Boolean).join(' '))
  }
  return out
}

export const UNITS: readonly UnitInfo[] = [
  u('mg', 'mass', 0.001, ['milligram', 'milligrams', 'milligramme', 'milligrammes'], ['mg', 'mgs']),
  u('g', 'mass', 1, ['gram', 'grams', 'gramme', 'grammes'], ['g', 'gm', 'gms', 'gr', 'grs']),
  u('kg', 'mass', 1000, ['kilogram', 'kilograms', 'kilogramme', 'kilogrammes', 'kilo', 'kilos'], ['kg', 'kgs']),
  u('mm', 'length', 1, ['millimetre', 'millimetres', 'millimeter', 'millimeters'], ['mm', 'mms']),
  u('cm', 'length', 10, ['centimetre', 'centimetres', 'centimeter', 'centimeters'], ['cm', 'cms']),
  u('m', 'length', 1000, ['metre', 'metres', 'meter', 'meters'], ['m']),
  u('mL', 'volume', 1, ['millilitre', 'millilitres', 'milliliter', 'milliliters', 'mils'], ['ml', 'mls', 'cc', 'ccs', 'cubic centimetres', 'cubic centimeters']),
  u('L', 'volume', 1000, ['litre', 'litres', 'liter', 'liters'], ['l', 'ltr', 'ltrs']),
  u('°C', 'temperature', 1, ['degrees celsius', 'degrees centigrade', 'degree celsius', 'degrees'], ['°c', '° c', 'celsius', 'centigrade', 'deg c', 'degc', 'c']),
  u('°F', 'temperature', 1, ['degrees fahrenheit', 'degree fahrenheit', 'fahrenheit'], ['°f', '° f', 'deg f', 'degf', 'f']),
  u('lb', 'mass', 453.59237, ['pounds', 'pound'], ['lb', 'lbs']),
  u('ft', 'length', 304.8, ['feet', 'foot'], ['ft']),
  u('in', 'length', 25.4, ['inches', 'inch'], []),
  u('%', 'ratio', 1, ['percent', 'per cent'], ['%', 'pct']),
  u('mg/100 mL', 'concentration', 1, ['milligrams per hundred millilitres', 'milligrams per hundred milliliters', 'milligrams percent'], [...perForms(['100', 'hundred', 'one hundred'], ['millilitres', 'milliliters', 'ml', 'mls']), 'mg/100 ml', 'mg/100ml', 'mg %', 'mg%']),
  u('mg/dL', 'concentration', 1, ['milligrams per decilitre', 'milligrams per deciliter'], [...perForms([''], ['decilitre', 'deciliter', 'dl']), 'mg/dl']),
  // Body mass index: a unit of its own kind, so a BMI is never read as a mass.
  u('kg/m²', 'index', 1, ['kilograms per square metre', 'kilograms per square meter', 'kilograms per metre squared', 'kilograms per meter squared'], ['kg/m²', 'kg/m2', 'kg per square metre', 'kg per square meter', 'kg per m2', 'kg per m²', 'kg m 2', 'kg m²', 'kg per m', 'kg per m 2']),
  u('years', 'time', 31_557_600, ['years', 'year'], ['yrs', 'yr', 'y', 'years old']),
  u('months', 'time', 2_629_800, ['months', 'month'], ['mo', 'mos']),
  u('weeks', 'time', 604_800, ['weeks', 'week'], ['wk', 'wks']),
  u('days', 'time', 86_400, ['days', 'day'], []),
  u('h', 'time', 3600, ['hours', 'hour'], ['h', 'hr', 'hrs']),
  u('minutes', 'time', 60, ['minutes', 'minute'], ['min', 'mins']),
  u('seconds', 'time', 1, ['seconds', 'second'], ['sec', 'secs']),
]

const BY_FORM = new Map<string, UnitInfo>()
for (const info of UNITS) {
  // "in" is the preposition far more often than the inch: only "inch"/"inches" name it.
  if (info.unit !== 'in') BY_FORM.set(info.unit.toLowerCase(), info)
  for (const w of info.words) BY_FORM.set(w, info)
}
const MAX_FORM_WORDS = Math.max(...[...BY_FORM.keys()].map((k) => k.split(' ').length))

/** Finds the unit a canonical or spoken/written form names ('grams', 'g', 'Gram' → g info), else undefined. */
export function unitInfo(text: string): UnitInfo | undefined {
  // A canonical symbol always names its unit, even "in", which is never read from prose.
  return BY_FORM.get(text.trim().toLowerCase().replace(/\s+/g, ' ')) ?? UNITS.find((u) => u.unit === text.trim())
}

/** Canonical unit symbol for any spoken or written form ('grams' → 'g', 'centimeters' → 'cm'), or null. */
export function normaliseUnit(text: string): string | null {
  return unitInfo(text)?.unit ?? null
}

/** Reads a unit at tokens[start] (longest form first: "degrees celsius" before "degrees"). */
export function parseUnit(tokens: readonly string[], start: number): { unit: string; length: number } | null {
  for (let n = Math.min(MAX_FORM_WORDS, tokens.length - start); n >= 1; n--) {
    const info = BY_FORM.get(tokens.slice(start, start + n).join(' '))
    if (info) return { unit: info.unit, length: n }
  }
  return null
}

/** Converts between units of one dimension (1.6 kg → 1600 g); null when they do not convert. */
export function convertUnit(value: number, from: string, to: string): number | null {
  const a = unitInfo(from)
  const b = unitInfo(to)
  if (!a || !b || a.dimension !== b.dimension) return null
  if (a.unit === b.unit) return value
  if (a.dimension === 'temperature' || a.dimension === 'ratio') return null
  return Number(((value * a.factor) / b.factor).toFixed(6))
}

/** Value text of a measured field: '350 g', '1.5 L', '37 °C', '20%'. */
export function formatQuantity(digits: string, unit: string | null): string {
  if (!unit) return digits
  return unit === '%' ? `${digits}%` : `${digits} ${unit}`
}
