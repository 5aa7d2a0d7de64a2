/**
 * Ordinary words of description that a pathologist says around a measured value ("the heart is mildly
 * enlarged and weighs 520 grams", "… 95 grams and has a normal lobular pattern"), chosen by how often they
 * occur in the wording of autopsy protocols: articles, prepositions and verbs of being, and the adjectives
 * and nouns of gross description. Without a path for them the recogniser forces such words into field
 * names, numbers and commands. The grammar lets them follow only a measured field's name (after a verb of
 * being or having), its value's unit (after "and", "of" or "with") or a choice field's name before "and" and its choice
 * ("the lividity is posterior and fixed"); as a free item of the grammar's loop they took
 * wound cues and field names, and right after a value they took its number's last words.
 * "To" is left out: it sounds as "two", a wound's number.
 */

/** Words kept in the background even where the grammar also has them (around field names, before values). */
export const FUNCTION_WORDS = [
  'the', 'a', 'an', 'of', 'in', 'on', 'at', 'with', 'without', 'by', 'from', 'into', 'over', 'under', 'within', 'between',
  'through', 'throughout', 'both', 'each', 'all', 'any', 'some', 'its', 'their', 'this', 'that', 'these', 'there', 'which', 'as',
  'is', 'are', 'was', 'were', 'be', 'been', 'has', 'have', 'had', 'it', 'they', 'or', 'but', 'than', 'also', 'only', 'very',
]

export const DESCRIPTION_WORDS = [
  // Verbs and participles of examination.
  'shows', 'show', 'showed', 'showing', 'seen', 'noted', 'identified', 'found', 'appears', 'appear', 'contains', 'contain',
  'containing', 'opened', 'cut', 'removed', 'examined', 'reveals', 'revealed', 'arise', 'arises', 'follow', 'follows',
  'received', 'lined', 'covered', 'filled', 'exude', 'exudes', 'exuding', 'pressed', 'sectioned', 'dissected', 'reflected',
  'extends', 'lies', 'holds', 'drained', 'preserved', 'expressed', 'distributed', 'situated', 'attached', 'displaced',
  // Degree and manner.
  'mildly', 'moderately', 'markedly', 'slightly', 'severely', 'focally', 'diffusely', 'normally', 'usually', 'grossly',
  'well', 'otherwise', 'further', 'more', 'less', 'other', 'usual', 'same', 'no', 'not', 'none',
  // Qualities.
  'normal', 'abnormal', 'unremarkable', 'intact', 'smooth', 'glistening', 'shiny', 'dull', 'rough', 'granular', 'firm',
  'soft', 'flabby', 'pale', 'dark', 'red', 'brown', 'tan', 'pink', 'grey', 'gray', 'yellow', 'green', 'white', 'purple',
  'black', 'straw', 'coloured', 'colored', 'congested', 'edematous', 'swollen', 'enlarged', 'small', 'large', 'heavy',
  'light', 'thin', 'thick', 'clear', 'cloudy', 'frothy', 'watery', 'bloody', 'mild', 'moderate', 'severe', 'marked',
  'focal', 'diffuse', 'patchy', 'scattered', 'minimal', 'slight', 'uniform', 'homogeneous', 'symmetrical', 'symmetric',
  'patent', 'dilated', 'narrowed', 'occluded', 'fresh', 'old', 'healed', 'recent', 'deep', 'superficial', 'free', 'fatty',
  'greasy', 'nodular', 'lobular', 'fibrous', 'fibrotic', 'hemorrhagic', 'necrotic', 'consolidated', 'collapsed',
  'distended', 'empty', 'full', 'moist', 'dry', 'wet', 'friable', 'rubbery', 'spongy', 'glossy', 'translucent',
  'transparent', 'opaque', 'mottled', 'regular', 'irregular', 'round', 'oval', 'flat', 'flattened', 'prominent',
  'visible', 'apparent', 'evident', 'significant', 'good', 'poor', 'developed', 'nourished', 'elderly', 'young', 'adult',
  'sealed', 'walled', 'tense', 'shallow', 'tortuous', 'calcified', 'atherosclerotic', 'pitted', 'scarred',
  // Things described.
  'surface', 'surfaces', 'section', 'sections', 'capsule', 'parenchyma', 'tissue', 'tissues', 'fluid', 'blood', 'clot',
  'clots', 'wall', 'walls', 'vessel', 'vessels', 'artery', 'arteries', 'vein', 'veins', 'mucosa', 'lining', 'lumen',
  'pattern', 'appearance', 'architecture', 'structure', 'structures', 'evidence', 'lesion', 'lesions', 'hemorrhage',
  'hemorrhages', 'bleeding', 'injury', 'injuries', 'abnormality', 'abnormalities', 'disease', 'change', 'changes',
  'area', 'areas', 'part', 'parts', 'side', 'sides', 'margin', 'margins', 'edge', 'edges', 'base', 'apex', 'lobe', 'lobes',
  'fat', 'fibrosis', 'scarring', 'plaque', 'plaques', 'infarct', 'consolidation', 'edema', 'congestion', 'exudate',
  'material', 'contents', 'food', 'mucus', 'bile', 'urine', 'stones', 'pressure', 'amount', 'quantity', 'fragments',
  'sac', 'cavity', 'cavities', 'course', 'distribution', 'configuration', 'position', 'shape', 'size', 'color', 'colour',
  'consistency', 'texture', 'cortex', 'medulla', 'valve', 'valves', 'leaflets', 'cusps', 'chamber', 'chambers', 'gyri',
  'sulci', 'membrane', 'membranes', 'layer', 'muscle', 'bone', 'skin', 'airways', 'cutting', 'removal',
  'examination', 'dissection', 'opening', 'bag', 'tag', 'label', 'ankle', 'wrist', 'clothing',
  'epicardium', 'myocardium', 'endocardium', 'pericardium', 'pleura', 'serosa', 'intima', 'cortical', 'hilum', 'bronchi',
  'airway', 'trachea', 'larynx', 'tongue', 'scalp', 'skull', 'dura', 'meninges', 'ventricles', 'atria', 'aorta',
]

/**
 * The background words a grammar may add, without `taken`: the words of its values and field names
 * (a value or a name is said by its own item, never by the background), the function words excepted.
 * `read` adds the words the text extractor reads as values of free-text fields (where on the body: "posterior"), kept
 * like the function words.
 */
export function backgroundWords(taken: ReadonlySet<string>, read: Iterable<string> = []): string[] {
  // A place word is kept even where a wound's site says it: it is the free-text value the extractor reads.
  const kept = FUNCTION_WORDS.concat([...read], DESCRIPTION_WORDS.filter((w) => !taken.has(w)))
  return [...new Set(kept)]
}
