import { family } from './make'

const mm = family('millimetres', 'exam-mm')
const build = family('build-habitus', 'exam-build')
const site = family('measured-site', 'exam-site')
const contents = family('contents-volume', 'exam-contents')
const quality = family('two-qualities', 'exam-quality')
const colour = family('qualified-colours', 'exam-colour')
const tattoo = family('tattoos', 'exam-tattoo')
const other = family('narrative-no-field', 'exam-other')
const choice = family('choices-locations', 'exam-choice')
const cause = family('cause-of-death', 'exam-cause')

/**
 * The external and internal examination as published protocols word it, in our own words: a thing's measure said
 * by the adjective after the quantity ("9 cm long"), the body's build and sex said in a sentence about the body,
 * a temperature named by the air or the room and timed with "at", blood said with the cavity it lies in, lividity
 * described by where it lies and whether it is fixed, a colour with what follows "with", and a tattoo and a scar
 * in one sentence, a value that could not be determined, a heading of one word, and the age of someone else.
 */
export const EXAMINATION_WORDING = [
  mm(1, 'The scalp hair is grey and 9 cm long.', { hair_colour: 'grey', hair_length: '9 cm' }),
  mm(2, 'Scalp hair black, up to 20 cm long.', { hair_colour: 'black', hair_length: '20 cm' }),
  mm(3, 'The ligature mark is horizontal and 15 mm wide.', { ligature_mark_course: 'horizontal', ligature_mark_width: '15 mm' }),
  mm(4, 'The kitchen knife has a blade 18 cm long.', {}, { note: 'A weapon measured is no field of the body.' }),
  mm(5, 'The bruise on the right thigh measures 4 cm.', { bruise_location: 'right thigh', bruise_size: '4 cm' }),

  build(1, 'The body is that of a well-built, obese middle-aged man.', { build: 'obese', sex: 'male' }),
  build(2, 'The deceased was a muscular man in his thirties.', { build: 'muscular', sex: 'male' }),
  build(3, 'Body habitus: overweight.', { build: 'overweight' }),
  build(4, 'The deceased is emaciated.', { build: 'cachectic' }, { note: 'Emaciated is the cachectic build.' }),
  build(5, 'The habitus is average.', { build: 'average' }),
  build(6, 'The body is that of an elderly woman.', { sex: 'female' }),
  build(7, 'Her mother, a thin woman, identified the body.', {}, { note: 'The mother is not the deceased.' }),

  site(1, 'Air temperature at the scene was 9 degrees.', { ambient_temperature: '9 °C' }),
  site(2, 'The rectal temperature at 14:20 was 28.5 degrees.', { body_temperature: '28.5 °C' }),
  site(3, 'The temperature in the room was 21 degrees.', { ambient_temperature: '21 °C' }),

  contents(1, 'The left pleural cavity holds 800 ml of liquid blood.', { haemothorax_volume: '800 mL' }),
  contents(2, 'About 1.5 litres of blood lies in the peritoneal cavity.', { haemoperitoneum_volume: '1.5 L' }),
  contents(3, 'The abdominal cavity contains 400 ml of blood.', { haemoperitoneum_volume: '400 mL' }),

  quality(1, 'Hypostasis is anterior and blanches on pressure.', { livor_distribution: 'anterior', livor_mortis: 'blanching' }),
  quality(2, 'Livores are dorsal and fixed.', { livor_distribution: 'dorsal', livor_mortis: 'fixed' }),

  quality(3, 'The tongue protrudes between the teeth.', { tongue_position: 'protruding between the teeth' }),

  colour(1, 'The hair is dyed red with dark roots.', { hair_colour: 'dyed red with dark roots' }),

  tattoo(1, 'There is a tattoo of an anchor on the right forearm and an old surgical scar on the abdomen.', {
    tattoos: 'anchor on the right forearm',
    scars: 'old surgical scar on the abdomen',
  }),

  choice(1, 'The manner of death could not be determined.', { manner_of_death: 'undetermined' }, {
    note: 'A value that could not be determined is the undetermined value where the field offers one.',
  }),

  cause(1, 'Contributing: long-standing type 2 diabetes mellitus.', { contributing_conditions: 'long-standing type 2 diabetes mellitus' }),

  other(1, 'His wife, aged 48, found him in the garden.', {}, { note: 'The age of someone else is not the deceased’s.' }),
  other(2, 'The neighbour, a man aged 60, called the police.', {}),
]
