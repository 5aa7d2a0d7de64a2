import { ADMIN_TEXTS as SHARED } from '@shared/src/admin/admin-texts'

/** User-visible texts of the Admin Panel, verbatim from the spec (sections 2, 5 and 8). */
export const ADMIN_TEXTS = {
  backToHome: 'Back to Home',
  administrator: 'Administrator',
  superOnly: 'Super Admin Only',
  tabs: {
    modules: 'Injury Modules',
    templates: 'Templates',
    prompts: 'LLM Prompts',
    tags: 'Tags',
    users: 'Users',
    invitations: 'Invitations',
    audit: 'Audit Log',
    fhir: 'FHIR Mapping',
  },
  modules: {
    empty: 'No injury modules found.',
    createFirst: 'Create First Module',
    addRoot: 'Add Root Module',
    radio: 'Radio Selection',
    nameRequired: SHARED.moduleNameRequired,
    createFailed: 'Failed to create module. Please try again.',
    deleteFailed: 'Failed to delete module. Please try again.',
    confirmDelete: 'Are you sure you want to delete this module? This will also delete all child modules.',
  },
  templates: {
    empty: 'No templates found.',
    nameRequired: SHARED.templateNameRequired,
    confirmDelete: 'Are you sure you want to delete this template?',
  },
  prompts: {
    empty: 'No LLM prompts found.',
    nameRequired: SHARED.promptNameRequired,
    textRequired: SHARED.promptTextRequired,
    confirmDelete: 'Are you sure you want to delete this prompt?',
  },
  tags: {
    empty: 'No tags found.',
    noMatch: 'No tags match your search criteria.',
    uncategorized: 'Uncategorized',
    clearFilters: 'Clear Filters',
  },
  users: {
    roleFailed: 'Failed to update user role',
    deleteFailed: 'Failed to delete user',
    deleted: SHARED.userDeleted,
    confirmDelete: (name: string) => `Are you sure you want to delete user ${name}?`,
  },
  fhir: {
    title: 'FHIR Mapping',
    hint: 'Which tag feeds each element of the FHIR export of signed reports. Required elements must be mapped and filled before a report can be sent.',
    loading: 'Loading FHIR mapping...',
    required: 'Required',
    notMapped: '— Not mapped —',
    saved: 'Mapping saved',
    saveFailed: 'Failed to save the mapping. Please try again.',
  },
} as const
