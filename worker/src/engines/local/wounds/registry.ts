import type { WoundReading } from './context'
import { readHeel, readMidline, readSite } from './read-place'
import { readDimension, readSize } from './read-size'
import { readDirection, readOrgans, readType } from './read-track'

/**
 * The wound readings, in one list. Each reads one kind of value from the shared context and
 * returns candidates; which candidate fills which field of which instance is decided afterwards,
 * in one place (resolve.ts). To read something new, add a module with its examples and list it here.
 */
export const WOUND_READINGS: readonly WoundReading[] = [
  readType,
  readSite,
  readHeel,
  readMidline,
  readSize,
  readDimension,
  readDirection,
  readOrgans,
]
