import { identifierFromName } from '../../shared/src/tags/tag.schema'
import type { PlainTag } from './types'

const r = (name: string, category: string, description: string): PlainTag => ({ identifier: identifierFromName(name), name, description, category })

/**
 * Fields an office adds to its own report templates that the shared vocabulary lacks, written as an
 * administrator writes them. A case lists the ones its report holds (`report`); they join the vocabulary for
 * that case only and are sent as the report's existing fields, so they compete with the shared fields that
 * name the same thing ("rectal temperature" against a generic body temperature).
 */
export const REPORT_FIELDS: PlainTag[] = [
  r('Rectal temperature', 'Postmortem Changes', 'Temperature taken in the rectum, in degrees Celsius.'),
  r('Core temperature', 'Postmortem Changes', 'Core temperature of the body in degrees.'),
  r('Liver temperature', 'Postmortem Changes', 'Temperature measured in the liver through a stab incision, degrees Celsius.'),
  r('Iris colour', 'Identification', 'Colour of the eyes.'),
  r('Skin colour', 'External Findings', 'Colour of the skin, for example pale or jaundiced.'),
  r('Lividity', 'Postmortem Changes', 'Where the lividity lies, its colour and whether it is fixed.'),
  r('Brain consistency', 'Internal Findings', 'Texture of the brain tissue.'),
  r('Liver appearance', 'Internal Findings', 'What the cut surface of the liver looks like.'),
  r('Kidney surface', 'Internal Findings', 'Surface of the kidneys after the capsules are stripped.'),
  r('Habitus', 'Body Measurements', 'General build and state of nourishment.'),
  r('Tattoo description', 'Identification', 'What the tattoo shows.'),
  r('Tattoo site', 'Identification', 'Where on the body the tattoo is.'),
]
