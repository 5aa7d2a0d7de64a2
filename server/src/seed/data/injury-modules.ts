import { asphyxia } from './injury-modules/asphyxia'
import { bluntForceInjuries } from './injury-modules/blunt-force'
import { drowning, electricalInjury, thermalInjuries } from './injury-modules/environmental'
import { gunshotWounds } from './injury-modules/firearms'
import { drugRelatedDeath, suddenInfantDeath } from './injury-modules/investigations'
import { sharpForceInjuries } from './injury-modules/sharp-force'
import { fallsFromHeight, transportationInjuries } from './injury-modules/transport-falls'
import type { SeedModule } from './types'

/** The root injury modules in display order; each carries its own subtree. */
export const SEED_INJURY_MODULES: SeedModule[] = [
  gunshotWounds,
  sharpForceInjuries,
  bluntForceInjuries,
  asphyxia,
  thermalInjuries,
  drowning,
  electricalInjury,
  transportationInjuries,
  fallsFromHeight,
  suddenInfantDeath,
  drugRelatedDeath,
]
