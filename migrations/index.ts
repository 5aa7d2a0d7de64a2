import type { Migration } from 'kysely'
import * as m0001 from './0001_initial'
import * as m0002 from './0002_admin'
import * as m0003 from './0003_tag_fields'
import * as m0004 from './0004_tag_ownership'
import * as m0005 from './0005_signatures'
import * as m0006 from './0006_guidance'
import * as m0007 from './0007_report_card_facts'
import * as m0008 from './0008_session_changes'
import * as m0009 from './0009_caseload'
import * as m0010 from './0010_fhir_mapping'
import * as m0011 from './0011_caseload_preferences'

/** Every migration in order. Add new ones at the end; never edit a landed one. */
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_admin': m0002,
  '0003_tag_fields': m0003,
  '0004_tag_ownership': m0004,
  '0005_signatures': m0005,
  '0006_guidance': m0006,
  '0007_report_card_facts': m0007,
  '0008_session_changes': m0008,
  '0009_caseload': m0009,
  '0010_fhir_mapping': m0010,
  '0011_caseload_preferences': m0011,
}
