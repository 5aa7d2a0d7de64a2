import { z } from 'zod'
import { text } from '../text'
import { Chapters } from '../reports/chapter.schema'
import { ADMIN_TEXTS } from './admin-texts'

/** A template as the admin panel sees it (the catalog's Template plus its dates). */
export const AdminTemplate = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  chapters: Chapters,
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type AdminTemplate = z.infer<typeof AdminTemplate>

const TemplateName = text({ error: ADMIN_TEXTS.templateNameRequired })
  .trim()
  .min(1, ADMIN_TEXTS.templateNameRequired)
  .max(200, 'Template name must be at most 200 characters')

const Description = text().max(5000, 'Description must be at most 5000 characters').nullish()

/** Body of POST /api/templates (admin.templates.create). */
export const CreateTemplateInput = z.object({
  name: TemplateName,
  description: Description.transform((v) => (v ?? '').trim()),
  chapters: Chapters,
})
export type CreateTemplateInput = z.input<typeof CreateTemplateInput>

/** Body of PATCH /api/templates/:id: absent fields stay as they are. */
export const UpdateTemplateInput = z.object({
  id: text().min(1).max(200),
  name: TemplateName.optional(),
  description: Description.transform((v) => (v === undefined ? undefined : (v ?? '').trim())),
  chapters: Chapters.optional(),
})
export type UpdateTemplateInput = z.input<typeof UpdateTemplateInput>

export const TemplateIdInput = z.object({ id: text().min(1).max(200) })
export type TemplateIdInput = z.infer<typeof TemplateIdInput>
