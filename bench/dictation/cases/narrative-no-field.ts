import { family } from './make'

const c = family('narrative-no-field', 'narr')

/**
 * What a pathologist says around the fields: history, scene, procedure, descriptions. None of it
 * states a field's value, though many sentences hold numbers (ages of other people, clock times,
 * dates of other events, doses, distances, objects) or words that name a field.
 */
export const NARRATIVE_NO_FIELD = [
  c(1, 'The body is that of a well-nourished adult, received in a sealed body bag.', {}, {
    note: '"Well-nourished" is none of the build values; choosing one would invent it.',
  }),
  c(2, 'He was last seen alive by a neighbour on Friday evening, and police forced entry on Monday morning after concerns were raised.', {}),
  c(3, 'The deceased had a long history of depression and had taken an overdose on 2 previous occasions.', {}),
  c(4, 'His 80-year-old mother reported that he had complained of indigestion for about 3 days.', {}, {
    note: 'Another person’s age; days of symptoms are no time since death.',
  }),
  c(5, 'The ambulance crew arrived at 0640 hours and resuscitation was attempted for 35 minutes without success.', {}),
  c(6, 'The examination began at 09:40 and was completed at 13:15.', {}),
  c(7, 'He was last seen by his general practitioner on the 2nd of February, when his blood pressure was 170 over 100.', {}, {
    note: 'A date of a visit, not of death or examination.',
  }),
  c(8, 'The wound edges are clean-cut without bridging tissue, with one squared-off end and one pointed end, and there is no bruising of the margins.', {}, {
    negated: ['bruise_location', 'bruise_size'],
  }),
  c(9, 'A 20 cm kitchen knife with a black handle was recovered from the kitchen floor.', {}, { note: 'The knife’s length is no wound length.' }),
  c(10, 'A twelve-bore shotgun and two spent cartridges were found beside the body.', {}),
  c(11, 'He had a 20-year history of alcohol misuse and was said to drink about 2 litres of cider a day.', {}),
  c(12, 'Her oxygen saturation was 82 percent when the paramedics arrived.', {}, { note: 'Oxygen saturation is not carboxyhaemoglobin.' }),
  c(13, 'She had a fever of 39 degrees two days before her death.', {}, { note: 'A temperature in life is no postmortem body temperature.' }),
  c(14, 'He had been drinking in a public house for about 6 hours before the incident.', {}),
  c(15, 'The car was travelling at approximately 40 miles per hour when it left the road.', {}),
  c(16, 'The body was transported 15 miles to the mortuary and stored at 4 degrees overnight.', {}, {
    note: 'The mortuary refrigerator is not the scene’s ambient temperature.',
  }),
  c(17, 'He weighed 95 kg at his last visit to the diabetic clinic in June.', {}, {
    note: 'A weight in life, from the records; the body weight is measured at examination.',
  }),
  c(18, 'Photographs 1 to 24 were taken by the police photographer.', {}),
  c(19, 'Present at the examination were Detective Sergeant Brown and the anatomical pathology technologist.', {}, {
    note: 'Brown is a name here, not an eye or hair colour.',
  }),
  c(20, 'The clothing was examined and the defects in the shirt correspond with the injuries described below.', {}),
  c(21, 'He was diagnosed with epilepsy at the age of 14 and had been seizure free for 5 years.', {}),
  c(22, 'I was asked to perform this examination by HM Coroner, and I have been provided with a summary of the circumstances.', {}),
  c(23, 'The clothing was retained as exhibits AB/1 to AB/6.', {}),
  c(24, 'The history is that he collapsed shortly after lunch and could not be revived.', {}),
  c(25, 'The cut surfaces of the lungs are congested and oedematous, and the bronchi contain a little mucus.', {}),
  c(26, 'The mitral valve leaflets are thickened and the chordae are shortened, consistent with previous rheumatic fever.', {}),
  c(27, 'The coronary arteries show patchy atheroma, with calcification along the first 3 cm of the right coronary artery.', {}, {
    note: 'A length of calcification is no stenosis, and coronary atheroma is not aortic.',
  }),
  c(28, 'There were 3 previous admissions for chest pain, the last in 2021.', {}),
  c(29, 'Full stop. New paragraph. Internal examination.', {}),
  c(30, 'The parents put the baby down to sleep at about 11 pm and found the baby unresponsive at 6 am.', {}),
  c(31, 'He was restrained by 3 officers for approximately 4 minutes.', {}),
  c(32, 'The scene was attended by Dr Green, the forensic medical examiner, at 02:15.', {}, { note: 'Green is a name, not an eye colour.' }),
  c(33, 'Toxicology samples will be sent to the laboratory in due course.', {}, { note: 'The field is named; no sample is.' }),
  c(34, 'The cause of death will be given when the results of further tests are available.', {}, { note: 'The field is named; no cause is.' }),
  c(35, 'He was reported missing on the 28th of October and his car was found 2 days later.', {}),
  c(36, 'The neck structures were dissected layer by layer in a bloodless field.', {}),
  c(37, 'The organs were weighed on a calibrated scale and the weights are listed below.', {}, { note: 'Weights are named; none is given.' }),
  c(38, 'Um, the case was discussed with the coroner’s officer by telephone at 16:20, er, and the family were informed.', {}),
  c(39, 'The police incident log, number 4471, records the first call at 22:05.', {}, {
    note: 'A police log number is not the mortuary case number.',
  }),
  c(40, 'He was prescribed 75 milligrams of aspirin and 40 milligrams of simvastatin a day.', {}, { note: 'Doses are no organ weights.' }),
  c(41, 'The weather had been cold for a week and the heating in the flat was switched off.', {}),
  c(42, 'The wound was explored in theatre and the surgical incision has been closed with 12 staples.', {}, {
    note: 'A count of staples is no stab wound count.',
  }),
  c(43, 'The examination was carried out in the presence of two police officers, full stop, new paragraph.', {}),
  c(
    44,
    'The deceased lived alone in a ground floor flat. Concerns were raised by a neighbour who had not seen him for 4 days. Police forced entry at 11:20 on Tuesday. There was no disturbance, and no note was found.',
    {},
  ),
  c(45, 'The nose and ears are intact with no discharge. The lips, gums and frenula are free of injury. The neck, chest and abdomen are symmetrical, and the limbs are normally formed.', {}),
  c(46, 'The skeletal survey shows an old healed fracture of the left radius, of no relevance to the death.', {}),
  c(47, 'Photographs were taken throughout, with a 30 cm scale in each.', {}),
]
