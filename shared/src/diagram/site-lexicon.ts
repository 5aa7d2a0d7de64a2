/** The surface of the body a wound lies on, as the diagram draws it. */
export type Surface = 'anterior' | 'posterior' | 'lateral'
/** The body's own side (never the viewer's); 'midline' for a wound on the midline. */
export type BodySide = 'left' | 'right' | 'midline'

export interface SiteReading {
  surface: Surface | null
  side: BodySide | null
}

// Words that name a surface outright, then regions that lie on one surface only. Checked as whole words.
const POSTERIOR = ['posterior', 'back', 'buttock', 'buttocks', 'scapula', 'scapular', 'loin', 'lumbar', 'sacrum', 'sacral', 'coccyx', 'nape', 'occiput', 'occipital', 'calf', 'popliteal', 'dorsal', 'dorsum', 'interscapular', 'gluteal']
const ANTERIOR = ['anterior', 'front', 'frontal', 'chest', 'abdomen', 'abdominal', 'breast', 'nipple', 'sternum', 'sternal', 'epigastrium', 'epigastric', 'umbilicus', 'umbilical', 'navel', 'belly', 'groin', 'inguinal', 'face', 'forehead', 'cheek', 'chin', 'throat', 'shin', 'knee', 'palm', 'thenar', 'hypochondrium', 'iliac fossa', 'pubic', 'clavicle', 'clavicular', 'infraclavicular', 'precordium', 'precordial', 'antecubital', 'cubital fossa']
const LATERAL = ['lateral', 'flank', 'side', 'axilla', 'axillary', 'armpit', 'temple', 'temporal', 'hip']

const hasWord = (text: string, word: string) => new RegExp(`(^|[^a-z])${word.replace(/ /g, '\\s+')}([^a-z]|$)`).test(text)
const firstAt = (text: string, words: readonly string[]): number => {
  let best = -1
  for (const w of words) {
    const m = new RegExp(`(^|[^a-z])${w.replace(/ /g, '\\s+')}([^a-z]|$)`).exec(text)
    if (m && (best < 0 || m.index < best)) best = m.index
  }
  return best
}

/**
 * Reads the surface and side from the words of a wound's site ("left side of the chest" → lateral, left).
 * A word naming a surface ('anterior', 'posterior', 'lateral', 'front', 'back', 'side', 'flank') wins over
 * a region that implies one ('chest' → anterior, 'buttock' → posterior); among words of one kind the first
 * said wins. 'Back of the left hand' is posterior. Unknown words give null, never a guess.
 */
export function readSite(site: string | null | undefined): SiteReading {
  const text = (site ?? '').toLowerCase()
  const explicit: [Surface, number][] = [
    ['anterior', firstAt(text, ['anterior', 'front', 'ventral'])],
    ['posterior', firstAt(text, ['posterior', 'back', 'dorsal', 'dorsum'])],
    ['lateral', firstAt(text, ['lateral', 'flank', 'side'])],
  ]
  const implied: [Surface, number][] = [
    ['anterior', firstAt(text, ANTERIOR)],
    ['posterior', firstAt(text, POSTERIOR)],
    ['lateral', firstAt(text, LATERAL)],
  ]
  const pick = (list: [Surface, number][]) =>
    list.filter(([, at]) => at >= 0).sort((a, b) => a[1] - b[1])[0]?.[0] ?? null
  const surface = pick(explicit) ?? pick(implied)
  return { surface, side: readSide(text) }
}

function readSide(text: string): BodySide | null {
  const left = hasWord(text, 'left')
  const right = hasWord(text, 'right')
  if (left !== right) return left ? 'left' : 'right'
  if (!left && (hasWord(text, 'midline') || hasWord(text, 'median') || hasWord(text, 'central'))) return 'midline'
  return null
}
