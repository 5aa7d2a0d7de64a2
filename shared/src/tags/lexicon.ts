/**
 * Words the dictation readers share: what negates, what links a thing to its description, and
 * the words of wound descriptions (sides, aspects, directions, wound types, measure nouns).
 * One list per idea, so a reader, the recogniser's grammar and the match checks agree on them.
 */

/** Words that deny or withhold what follows ("no exit wound", "spleen not weighed", "could not be measured"). */
export const NEGATIONS: ReadonlySet<string> = new Set([
  'no', 'not', 'without', 'nor', 'nil', 'absent', 'none', 'never', 'cannot', "can't", 'unweighed', 'unmeasured', 'unrecorded',
  'undetermined',
])

/** The verbs of being. */
export const BEING_VERBS: ReadonlySet<string> = new Set(['is', 'are', 'was', 'were'])

/** Words that say where a thing lies ("is situated", "lies", "located"). */
export const LYING_WORDS: ReadonlySet<string> = new Set([
  'lies', 'lie', 'lay', 'lying', 'situated', 'located', 'sited', 'placed', 'positioned', 'seen', 'present',
])

/** Verbs of being and the words that say where a thing lies: they tie a thing to its description or place. */
export const BEING: ReadonlySet<string> = new Set([...BEING_VERBS, ...LYING_WORDS])

export const SIDES: readonly string[] = ['left', 'right']

/** Aspect and region words that make a site more precise ("outer aspect of the left upper arm"). */
export const ASPECTS: readonly string[] = [
  'front', 'back', 'outer', 'inner', 'upper', 'lower', 'anterior', 'posterior', 'lateral', 'medial', 'side', 'aspect', 'region', 'surface',
]

/** Words a direction of a wound track is made of ("front to back, right to left and slightly downwards"). */
export const DIRECTION_CORE: ReadonlySet<string> = new Set([
  'front', 'back', 'left', 'right', 'upwards', 'upward', 'downwards', 'downward', 'backwards', 'backward', 'forwards', 'forward',
  'medially', 'laterally', 'horizontally', 'vertically', 'obliquely', 'posteriorly', 'anteriorly', 'superiorly', 'inferiorly', 'up', 'down',
])
/** Words that join the parts of a direction. */
export const DIRECTION_GLUE: ReadonlySet<string> = new Set([
  'to', 'from', 'and', ',', 'slightly', 'steeply', 'sharply', 'somewhat', 'markedly', 'the',
])

/** Verbs after which a direction is said ("directed", "passes", "runs", "the blade was drawn"). */
export const DIRECTION_VERBS: ReadonlySet<string> = new Set([
  'directed', 'passes', 'passing', 'runs', 'running', 'travels', 'travelled', 'traveled', 'travelling', 'traveling',
  'drawn', 'goes', 'extends', 'coursing', 'direction',
])

/** Nouns of a wound's track, after which a direction may follow at once ("Track backwards to forwards", "The wound path is …"). */
export const TRACK_NOUNS: ReadonlySet<string> = new Set(['track', 'path', 'trajectory', 'course'])

/** Wound types as said before "wound" or alone ("laceration"), and the words of gunshot wounds. */
export const WOUND_TYPES: readonly string[] = [
  'stab', 'incised', 'chop', 'laceration', 'abrasion', 'bruise', 'contusion', 'puncture', 'slash', 'graze',
]
export const WOUND_TYPE_WORDS: ReadonlySet<string> = new Set([
  ...WOUND_TYPES, 'gunshot', 'entrance', 'entry', 'exit', 'shotgun', 'defence', 'defense', 'sharp', 'blunt',
])
/** Nouns that name one wound in a cue ("stab wound two", "laceration 3"). */
export const WOUND_NOUNS: ReadonlySet<string> = new Set(['wound', 'laceration', 'injury', 'abrasion', 'bruise', 'contusion'])

/** Verbs by which a wound track enters an organ ("penetrates the liver", "perforates the aorta"). */
export const TRACK_ENTERS: readonly string[] = ['penetrates', 'perforates', 'enters', 'pierces', 'transects']

/** Things measured in a wound description that are not the wound ("a blade 14 cm long"). */
export const WEAPON_WORDS: ReadonlySet<string> = new Set([
  'knife', 'blade', 'weapon', 'bullet', 'projectile', 'cartridge', 'scissors', 'screwdriver', 'axe',
])

/** Nouns after a quantity that say which dimension it is ("3 cm in length"). */
export const MEASURE_NOUNS: Readonly<Record<string, 'length' | 'width' | 'depth' | 'diameter'>> = {
  length: 'length', long: 'length', width: 'width', wide: 'width', breadth: 'width', depth: 'depth', deep: 'depth',
  diameter: 'diameter', across: 'diameter',
}

export const ORDINAL_WORDS: Readonly<Record<string, number>> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10, '1st': 1, '2nd': 2,
  '3rd': 3, '4th': 4,
}

/** Words of build and nourishment said of a body ("obese", "of muscular build"). */
export const HABITUS_WORDS: ReadonlySet<string> = new Set([
  'cachectic', 'emaciated', 'thin', 'slim', 'slender', 'average', 'medium', 'muscular', 'stocky', 'heavy', 'overweight', 'obese',
  'morbidly',
])
/** Build words and the word most reports use for the same build ("emaciated" is the cachectic build). */
export const HABITUS_SYNONYMS: Readonly<Record<string, string>> = {
  emaciated: 'cachectic', slim: 'thin', slender: 'thin', medium: 'average',
}
/** Nouns for a person that say their sex ("the body is that of an elderly woman"). */
export const SEX_NOUNS: Readonly<Record<string, string>> = {
  man: 'male', woman: 'female', boy: 'male', girl: 'female', gentleman: 'male', lady: 'female',
}
/** Degrees said before "nourished", "built" or "developed" ("well nourished", "poorly built"). */
export const NOURISHMENT_DEGREES: ReadonlySet<string> = new Set(['well', 'poorly', 'moderately', 'adequately', 'normally', 'under', 'over'])

/** Words that say the cause of death without naming the field ("he died from …", "death was due to …"). */
export const CAUSE_OF_DEATH_SAID: readonly string[] = [
  'died from', 'died of', 'death was due to', 'death was caused by', 'death resulted from',
]

/** Words before a field's name that deny it ("no haemothorax", "without soot", "nil free fluid"). */
export const DENYING_OPENERS: ReadonlySet<string> = new Set(['no', 'without', 'nil'])

/**
 * Words by which the job's checks take a field as reported absent or not done ("not weighed", "surgically removed",
 * "missing"). Narrower than NEGATIONS: "undetermined" is a manner of death and "none" may be a finding's value.
 */
export const ABSENCE_WORDS: ReadonlySet<string> = new Set([
  'no', 'not', 'without', 'nil', 'absent', 'unweighed', 'unmeasured', 'removed', 'missing',
])

/** Words that may stand between a field's name and what is said of it in the checks ("has been surgically removed"). */
export const LINKING_WORDS: ReadonlySet<string> = new Set([
  ...BEING_VERBS, 'been', 'be', 'has', 'have', 'surgically', 'previously', ':', ',',
])

/** Body cavities by the names a report gives each ("the left pleural cavity" is in the chest). */
export const BODY_CAVITIES: readonly (readonly string[])[] = [
  ['chest', 'chest cavity', 'pleural cavity', 'thoracic cavity', 'thorax', 'pleural space', 'hemithorax'],
  ['abdomen', 'abdominal cavity', 'peritoneal cavity', 'peritoneum'],
  ['pericardial sac', 'pericardium', 'pericardial cavity'],
]

/** People other than the deceased whom a report mentions: what is said of them ("his wife, aged 48") is not the deceased's. */
export const OTHER_PERSONS: ReadonlySet<string> = new Set([
  'wife', 'husband', 'partner', 'brother', 'sister', 'son', 'daughter', 'mother', 'father', 'parent', 'parents', 'friend', 'neighbour',
  'neighbor', 'witness', 'colleague', 'landlord', 'girlfriend', 'boyfriend', 'cousin', 'uncle', 'aunt', 'grandson', 'granddaughter',
  'relative', 'paramedic', 'officer', 'sibling', 'stepfather', 'stepmother',
])

/**
 * The step of the examination said before an organ and its measure ("on removal the brain weighs …", "after fixation the
 * brain weighs …"): it names no field and no value.
 */
export const STEP_LEAD_INS: readonly string[] = ['on removal', 'upon removal', 'after removal', 'after fixation', 'at autopsy']

/** Words of a vessel's narrowing: a field named or described by one is a narrowing in percent ("LAD stenosis"). */
export const NARROWING_NOUNS: readonly string[] = ['stenosis', 'narrowing', 'occlusion']
export const NARROWING_VERBS: readonly string[] = ['narrowed', 'stenosed', 'occluded']
/** The vessel a narrowing field's name qualifies, said after it ("the left anterior descending artery"). */
export const VESSEL_NOUNS: readonly string[] = ['artery', 'coronary artery', 'vessel']
