/**
 * The audit log in words: every action the code writes, a label for the filter
 * and a sentence for the log ("renamed report 'Case 2026-0412' to 'Case 2026-0413'"). Shared so
 * the REST reader gets the same sentences as the admin panel.
 */

/** Every audit action written by the server and the worker, with its label in the action filter. */
export const AUDIT_ACTIONS = {
  'auth.signup': 'Signed up',
  'auth.login': 'Signed in',
  'auth.login_failed': 'Failed sign-in',
  'auth.logout': 'Signed out',
  'report.create': 'Created a report',
  'report.rename': 'Renamed a report',
  'report.save': 'Saved a report',
  'report.restore': 'Restored a report version',
  'report.add_instance': 'Added an injury instance',
  'report.delete': 'Deleted a report',
  'report.cleanup': 'Generated a final report',
  'report.export': 'Exported a report',
  'report.sign': 'Signed a report',
  'report.sign_failed': 'Failed signing',
  'report.addendum': 'Added an addendum',
  'report.addendum_failed': 'Failed addendum',
  'report.study_add': 'Requested a study',
  'report.study_update': 'Updated a study',
  'office.settings': 'Changed the office settings',
  'tag.create': 'Created a tag',
  'tag.update': 'Updated a tag',
  'tag.delete': 'Deleted a tag',
  'tag.share': 'Shared a tag',
  'admin.template.create': 'Created a template',
  'admin.template.update': 'Updated a template',
  'admin.template.delete': 'Deleted a template',
  'admin.module.create': 'Created an injury module',
  'admin.module.update': 'Updated an injury module',
  'admin.module.delete': 'Deleted an injury module',
  'admin.prompt.create': 'Created an LLM prompt',
  'admin.prompt.update': 'Updated an LLM prompt',
  'admin.prompt.delete': 'Deleted an LLM prompt',
  'admin.user.role': 'Changed a role',
  'admin.user.deactivate': 'Deactivated a user',
  'admin.user.delete': 'Deleted a user',
  'admin.invitation.create': 'Created an invitation code',
  'admin.invitation.revoke': 'Revoked an invitation code',
  'admin.fhir_mapping.update': 'Changed the FHIR mapping',
} as const satisfies Record<string, string>

export type AuditAction = keyof typeof AUDIT_ACTIONS

/** What the describer needs of an event: its action, details and the target's name as known now. */
export interface DescribableEvent {
  action: string
  details: Record<string, unknown>
  /** The target's current name (report title, template name, user email…), when it still exists. */
  currentName: string | null
}

const EXPORT_FORMATS: Record<string, string> = { pdf: 'PDF', docx: 'Word document', html: 'HTML', fhir: 'FHIR Bundle' }
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null)
const quoted = (name: string | null) => (name ? `'${name}'` : '(no longer exists)')

/** The name the event gives its target: the one written with it (the name at the time), else the current one. */
export function targetName(e: DescribableEvent): string | null {
  const d = e.details
  if (e.action === 'auth.login_failed') return text(d.email)
  return text(d.title) ?? text(d.name) ?? text(d.email) ?? text(d.identifier) ?? text(d.code) ?? e.currentName
}

const THING: Record<string, string> = { template: 'template', module: 'injury module', prompt: 'LLM prompt' }
const VERB: Record<string, string> = { create: 'created', update: 'updated', delete: 'deleted' }

/** The event as a sentence without its subject: "signed report 'Case 2026-0412'". */
export function describeAuditEvent(e: DescribableEvent): string {
  const d = e.details
  const name = quoted(targetName(e))
  const report = `report ${name}`
  const [area, kind, verb] = e.action.split('.')
  if (area === 'admin' && THING[kind] && VERB[verb]) return `${VERB[verb]} ${THING[kind]} ${name}${changes(d)}`
  if (area === 'tag' && VERB[kind]) return `${VERB[kind]} tag ${name}${changes(d)}`
  switch (e.action) {
    case 'auth.signup':
      return 'signed up'
    case 'auth.login':
      return 'signed in'
    case 'auth.login_failed':
      return `failed to sign in as ${name}`
    case 'auth.logout':
      return 'signed out'
    case 'report.create':
      return `created ${report}`
    case 'report.rename':
      return `renamed report ${quoted(text(d.from))} to ${quoted(text(d.to))}`
    case 'report.save':
      return `saved ${report}${typeof d.version === 'number' ? ` (version ${d.version})` : ''}`
    case 'report.restore':
      return `restored ${report} to version ${String(d.restoredVersion ?? '?')}`
    case 'report.add_instance':
      return `added ${quoted(text(d.instance))} to ${report}`
    case 'report.delete':
      return `deleted ${report}`
    case 'report.cleanup':
      return `generated the final report of ${report}`
    case 'report.export':
      return `exported ${EXPORT_FORMATS[String(d.format)] ?? String(d.format ?? 'a file')} of ${report}`
    case 'report.sign': {
      const pending = Array.isArray(d.pendingStudies) ? d.pendingStudies.filter((t): t is string => typeof t === 'string') : []
      return `signed ${report}${pending.length ? ` pending ${pending.join(', ')}` : ''}`
    }
    case 'report.study_add':
      return `requested ${text(d.type) ?? 'a study'} for ${report}`
    case 'report.study_update':
      return `marked ${text(d.type) ?? 'a study'} of ${report} ${String(d.state ?? 'changed').replace('_', ' ')}`
    case 'office.settings':
      return 'changed the office settings'
    case 'report.sign_failed':
      return `tried to sign ${report}: wrong password`
    case 'report.addendum':
      return `added an addendum to ${report}`
    case 'report.addendum_failed':
      return `tried to add an addendum to ${report}: wrong password`
    case 'tag.share':
      return `shared tag ${name} with everyone`
    case 'admin.user.role':
      return `changed the role of ${name} from ${String(d.from)} to ${String(d.to)}`
    case 'admin.user.deactivate':
      return `deactivated user ${name}`
    case 'admin.user.delete':
      return `deleted user ${name}`
    case 'admin.invitation.create':
      return `created an invitation code${text(d.note) ? ` (${text(d.note)})` : ''}`
    case 'admin.invitation.revoke':
      return `revoked invitation code ${name}`
    case 'admin.fhir_mapping.update':
      return text(d.tag) ? `mapped FHIR element ${quoted(text(d.label))} to tag ${quoted(text(d.tag))}` : `cleared the FHIR mapping of ${quoted(text(d.label))}`
    default:
      return `${e.action}${e.currentName ? ` ${quoted(e.currentName)}` : ''}`
  }
}

/** ", changed name and chapters" for updates that list what they changed. */
function changes(d: Record<string, unknown>): string {
  const changed = Array.isArray(d.changed) ? d.changed.filter((c): c is string => typeof c === 'string') : []
  if (!changed.length) return ''
  const words = changed.map((c) => c.replace(/([A-Z])/g, ' $1').toLowerCase())
  return `: changed ${words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}` : words[0]}`
}
