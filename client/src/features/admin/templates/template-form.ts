import type { Chapter } from '@shared/src/reports/chapter.schema'
import { ADMIN_TEXTS } from '../admin-texts'
import { dropBlankTitles, emptyChapter } from '../chapters/chapter-tree'

export interface TemplateFormValues {
  name: string
  description: string
  chapters: Chapter[]
}

/** A blank template form with one empty chapter. */
export const emptyTemplateForm = (): TemplateFormValues => ({ name: '', description: '', chapters: [emptyChapter()] })

/** The form filled from an existing template (one empty chapter when it has none). */
export const templateFormFrom = (t: { name: string; description: string | null; chapters: Chapter[] }): TemplateFormValues => ({
  name: t.name,
  description: t.description ?? '',
  chapters: t.chapters.length ? t.chapters : [emptyChapter()],
})

/** The inputs of the template form, by name; the server names the same when it refuses one. */
export const TEMPLATE_FIELDS = ['name', 'description'] as const
export type TemplateField = (typeof TEMPLATE_FIELDS)[number]

/** What is wrong, by field (empty when the template can be saved). */
export const validateTemplate = (values: TemplateFormValues): Partial<Record<TemplateField, string>> => (values.name.trim() ? {} : { name: ADMIN_TEXTS.templates.nameRequired })

/** The create/update body: trimmed name and description, blank-titled chapters dropped at every depth. */
export const toTemplateInput = (values: TemplateFormValues) => ({
  name: values.name.trim(),
  description: values.description.trim(),
  chapters: dropBlankTitles(values.chapters),
})
