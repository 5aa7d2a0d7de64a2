/**
 * What the audio benchmark (bench/dictation-audio.bench.ts) has synthetic voices say. Plain data,
 * like the rest of the evaluation set: no product code is imported here.
 *
 * FIELD clips are sentences of the part-1 set (`from` names the case) that the offline grammar can
 * express: a field's name, a number and a unit; lists with spoken punctuation; paired organs; a
 * spoken correction; a choice. They are written as they are said (numbers in words, "comma"), so
 * every voice says the same words; `expected` is the case's expected fields, by the value
 * convention of cases.ts.
 *
 * NARRATIVE clips are paragraphs as a pathologist dictates them around the fields (the body, the
 * clothing, the scene, the history, the dissection) that name no field with a value: anything filled
 * from them was invented by the recogniser. They come close on purpose ("the body", "a cut in the
 * fabric over the left chest", numbers of days and years), as the example did; their text
 * alone fills nothing through the extractor and the job's checks (the benchmark checks this).
 */

export interface AudioClip {
  id: string
  kind: 'field' | 'narrative'
  /** The words the voice says. */
  spoken: string
  /** Field identifier → value. Empty: fill nothing. */
  expected: Record<string, string>
  /** The part-1 case it is taken from, where there is one. */
  from?: string
}

const field = (id: string, from: string, spoken: string, expected: Record<string, string>): AudioClip => ({ id, kind: 'field', spoken, expected, from })
const narrative = (id: string, spoken: string, from?: string): AudioClip => ({ id, kind: 'narrative', spoken, expected: {}, from })

export const FIELD_CLIPS: AudioClip[] = [
  field('heart', 'numbers-002', 'heart weight three hundred fifty grams', { heart_weight: '350 g' }),
  field('spleen-verb', 'verbs-001', 'the spleen weighs one hundred and sixty five grams', { spleen_weight: '165 g' }),
  field('brain-verb', 'numbers-001', 'the brain weighs one thousand three hundred and forty five grams', { brain_weight: '1345 g' }),
  field('lv-decimal', 'numbers-005', 'left ventricle one point six centimetres', { left_ventricle_thickness: '1.6 cm' }),
  field('body-weight', 'numbers-011', 'body weight seventy eight point five kilograms', { body_weight: '78.5 kg' }),
  field('ambient', 'units-006', 'ambient temperature nine degrees celsius', { ambient_temperature: '9 °C' }),
  field('correction', 'numbers-019', 'heart three hundred and eighty grams sorry three hundred and ninety grams', { heart_weight: '390 g' }),
  field('list-organs', 'lists-025', 'heart four hundred and ten grams comma liver one thousand six hundred and fifty grams comma spleen one hundred and fifty grams full stop', {
    heart_weight: '410 g',
    liver_weight: '1650 g',
    spleen_weight: '150 g',
  }),
  field('list-body', 'lists-022', 'body weight ninety two kilograms comma body length one hundred and eighty one centimetres', { body_weight: '92 kg', body_length: '181 cm' }),
  field('paired-lungs', 'paired-016', 'right lung six hundred and forty grams comma left lung five hundred and ninety grams', {
    right_lung_weight: '640 g',
    left_lung_weight: '590 g',
  }),
  field('manner', 'choices-009', 'manner of death homicide', { manner_of_death: 'homicide' }),
]

export const NARRATIVE_CLIPS: AudioClip[] = [
  narrative(
    'external',
    'The body is that of a well nourished adult, received in a sealed white body bag. He is dressed in a checked cotton shirt, dark trousers and black leather shoes. The shirt is heavily bloodstained at the front, and there is a cut in the fabric over the left chest.',
  ),
  narrative(
    'scene',
    'The deceased was found at the foot of the stairs by his daughter on Sunday morning. The front door was locked from the inside and there was no sign of disturbance in the house. Paramedics attended and death was confirmed at the scene.',
  ),
  narrative(
    'face',
    'The skin is pale and clean, with no recent marks. The nose and ears are intact with no discharge. The lips, gums and frenula are free of injury, and the mouth is clean.',
    'narrative-045',
  ),
  narrative(
    'history',
    'He had a long history of heavy drinking and had been treated in hospital for pancreatitis two years ago. His partner said that he had been unwell for several days, with vomiting and pain in the abdomen, and he did not want to see a doctor.',
  ),
  narrative(
    'dissection',
    'The neck structures were dissected layer by layer in a bloodless field. There is no bruising of the strap muscles, and the airway is clear of foreign material. The organs of the chest and abdomen are in their normal positions.',
    'narrative-036',
  ),
]

export const AUDIO_CLIPS: AudioClip[] = [...FIELD_CLIPS, ...NARRATIVE_CLIPS]
