import { externalExaminationOnly } from './templates/external-only'
import { fullForensicAutopsy } from './templates/full-autopsy'
import { infantAndPaediatricAutopsy } from './templates/paediatric'
import type { SeedTemplate } from './types'

/** The base templates offered on a fresh installation, in the order they are created. */
export const SEED_TEMPLATES: SeedTemplate[] = [fullForensicAutopsy, externalExaminationOnly, infantAndPaediatricAutopsy]
