import { family } from './make'

const site = family('measured-site', 'site')
const colour = family('qualified-colours', 'colour')
const quality = family('two-qualities', 'quality')
const contents = family('contents-volume', 'contents')
const mm = family('millimetres', 'mm')
const build = family('build-habitus', 'build')
const cause = family('cause-of-death', 'cause')
const tattoo = family('tattoos', 'tattoo')

const RECTAL = { report: ['rectal_temperature'] }
const TATTOO = { report: ['tattoo_description', 'tattoo_site'] }

/**
 * Wordings of real reports that the first families left out: a temperature named by where it is taken when the
 * report has its own field for it, colours and descriptions with more than one word, a volume said with the
 * contents, millimetres for a field in centimetres, build words, a whole cause of death, a tattoo's picture apart
 * from its site. Written in the patterns of published autopsy protocols, in our own words.
 */
export const REPORT_WORDING = [
  site(1, 'Rectal temperature 31.5 degrees.', { rectal_temperature: '31.5 °C' }, RECTAL),
  site(2, 'The core temperature was 29 degrees Celsius at 10:40.', { core_temperature: '29 °C' }, { report: ['core_temperature'] }),
  site(3, 'A rectal temperature of 30.4 degrees was recorded on arrival at the mortuary.', { rectal_temperature: '30.4 °C' }, RECTAL),
  site(4, 'Deep rectal temperature 27 degrees; ambient temperature 12 degrees.', { rectal_temperature: '27 °C', ambient_temperature: '12 °C' }, RECTAL),
  site(5, 'Rectal temperature 30.1 degrees.', { body_temperature: '30.1 °C' }, {
    note: 'A report without a field of its own for the rectal temperature: the generic body temperature takes it.',
  }),
  site(6, 'Liver temperature 31 degrees, taken at 09:15.', { liver_temperature: '31 °C' }, { report: ['liver_temperature'] }),
  site(7, 'The mortuary fridge was set at 4 degrees.', {}, { ...RECTAL, note: 'A fridge is no part of the body.' }),

  colour(1, 'Scalp hair grey-black, 6 cm long.', { hair_colour: 'grey-black', hair_length: '6 cm' }),
  colour(2, 'Irides blue-grey.', { iris_colour: 'blue-grey' }, { report: ['iris_colour'] }),
  colour(3, 'Eyes: pale blue, the corneae clouded.', { iris_colour: 'pale blue' }, { report: ['iris_colour'] }),
  colour(4, 'The skin is yellowish brown.', { skin_colour: 'yellowish brown' }, { report: ['skin_colour'] }),
  colour(5, 'Hair colour dark brown.', { hair_colour: 'dark brown' }),
  colour(6, 'The scalp hair is light auburn and shoulder length.', { hair_colour: 'light auburn' }),

  quality(1, 'The brain is soft and friable.', { brain_consistency: 'soft and friable' }, { report: ['brain_consistency'] }),
  quality(2, 'Lividity is posterior and fixed.', { lividity: 'posterior and fixed' }, { report: ['lividity'] }),
  quality(3, 'The liver is pale and greasy on section.', { liver_appearance: 'pale and greasy on section' }, { report: ['liver_appearance'] }),
  quality(4, 'The kidney surfaces are smooth and glistening.', { kidney_surface: 'smooth and glistening' }, { report: ['kidney_surface'] }),
  quality(5, 'Lividity, purple and blanching, over the back.', { lividity: 'purple and blanching, over the back' }, { report: ['lividity'] }),

  contents(1, 'The stomach contained about 150 ml of dark fluid.', { gastric_contents_volume: '150 mL', stomach_contents: 'dark fluid' }),
  contents(2, 'Stomach contains approximately 250 mL of partly digested rice and vegetables.', {
    gastric_contents_volume: '250 mL',
    stomach_contents: 'partly digested rice and vegetables',
  }),
  contents(3, 'Within the stomach there is about 50 ml of mucoid fluid.', { gastric_contents_volume: '50 mL', stomach_contents: 'mucoid fluid' }),
  contents(4, 'The bladder contains 80 ml of clear urine.', { urine_volume: '80 mL' }),
  contents(5, 'The stomach holds some 400 millilitres of red wine coloured fluid.', {
    gastric_contents_volume: '400 mL',
    stomach_contents: 'red wine coloured fluid',
  }),

  mm(1, 'The scalp hair measures up to 80 mm.', { hair_length: '80 mm' }),
  mm(2, 'Head circumference 345 mm.', { head_circumference: '345 mm' }),
  mm(3, 'Foot length 75 millimetres.', { foot_length: '75 mm' }),
  mm(4, 'Crown-rump length 310 mm.', { crown_rump_length: '310 mm' }),
  mm(5, 'The ligature mark is 8 mm wide.', { ligature_mark_width: '8 mm' }),

  build(1, 'The deceased is obese.', { build: 'obese' }),
  build(2, 'Thin build.', { build: 'thin' }),
  build(3, 'The body is of muscular build.', { build: 'muscular' }),
  build(4, 'Habitus is obese.', { build: 'obese' }),
  build(5, 'The body is well nourished.', { habitus: 'well nourished' }, { report: ['habitus'] }),
  build(6, 'The deceased is poorly nourished.', { habitus: 'poorly nourished' }, { report: ['habitus'] }),
  build(7, 'Obese, with a large abdominal apron.', { build: 'obese' }),
  build(8, 'The walls of the left ventricle are thin.', {}, { report: ['habitus'], note: 'Thin walls are no build.' }),
  build(9, 'Thin strands of fibrin cover the pleural surfaces.', {}, { report: ['habitus'] }),

  cause(1, 'Cause of death: gunshot wound of the chest.', { cause_of_death: 'gunshot wound of the chest' }),
  cause(2, 'He died from a stab wound of the neck.', { cause_of_death: 'stab wound of the neck' }),
  cause(3, 'The cause of death is multiple injuries due to a fall from height.', { cause_of_death: 'multiple injuries due to a fall from height' }),
  cause(4, 'Cause of death, 1a, hanging.', { cause_of_death: 'hanging' }),
  cause(5, 'In my opinion the cause of death was ischaemic heart disease due to coronary artery atherosclerosis.', {
    cause_of_death: 'ischaemic heart disease due to coronary artery atherosclerosis',
  }),
  cause(6, 'Death was due to drowning.', { cause_of_death: 'drowning' }),
  cause(7, 'I give the cause of death as blunt force head injury.', { cause_of_death: 'blunt force head injury' }),

  tattoo(1, 'There is a tattoo of a rose on the left forearm.', { tattoo_description: 'rose', tattoo_site: 'left forearm' }, TATTOO),
  tattoo(2, 'On the right shoulder is a tattoo of a dragon.', { tattoo_description: 'dragon', tattoo_site: 'right shoulder' }, TATTOO),
  tattoo(3, 'A tattoo on the back of the right hand depicting a swallow.', { tattoo_description: 'swallow', tattoo_site: 'back of the right hand' }, TATTOO),
  tattoo(4, 'Tattoo of an anchor on the right upper arm.', { tattoos: 'anchor on the right upper arm' }),
  tattoo(5, 'Tattoos: a rose on the left forearm and a name on the chest.', { tattoos: 'rose on the left forearm and a name on the chest' }),
  tattoo(6, 'Tattoo, left ankle, a butterfly.', { tattoo_site: 'left ankle', tattoo_description: 'butterfly' }, TATTOO),
  tattoo(7, 'There is no tattoo on the arms.', {}, { ...TATTOO, negated: ['tattoo_description', 'tattoo_site', 'tattoos'] }),
]
