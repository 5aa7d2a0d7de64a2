import { z } from 'zod'
import { text } from '../text'
import { DEFAULT_TAG_COLOR } from '../constants'
import { ADMIN_TEXTS } from '../admin/admin-texts'
import { EMPTY_FIELD_PROPERTIES, TagFieldPropertiesSchema } from './field'
import { FieldPropertiesInput, fieldPropertyIssues, mergeFieldProperties } from './field-input'

/** A field tag with its typed field properties next to the spec's fields (shared/src/tags/field.ts). */
export const Tag = z.object({
  id: z.string(),
  identifier: z.string(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  category: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  ...TagFieldPropertiesSchema.shape,
  /** Seeded and super users' tags are shared; a tag made in the editor is its creator's until a super user shares it. */
  shared: z.boolean(),
})
export type Tag = z.infer<typeof Tag>

/** A tag name as stored: trimmed, runs of white space turned into underscores. */
export const normalizeTagName = (name: string): string => name.trim().replace(/\s+/g, '_')

const IDENTIFIER_MAX = 80

/** The lower snake_case identifier a name yields; uniqueness (suffix _2, _3…) is the server's job. */
export function identifierFromName(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .slice(0, IDENTIFIER_MAX)
    .replace(/^_+|_+$/g, '')
  return base || 'tag'
}

/** The colour as stored: #rrggbb in lower case; blank means the default. */
export const normalizeTagColor = (color: string | null | undefined): string => (color?.trim() ? color.trim().toLowerCase() : DEFAULT_TAG_COLOR)

const TagName = text({ error: ADMIN_TEXTS.tagNameRequired })
  .transform(normalizeTagName)
  .pipe(text().min(1, ADMIN_TEXTS.tagNameRequired).max(100, 'Tag name must be at most 100 characters'))

const TagColor = text()
  .trim()
  .refine((v) => v === '' || /^#[0-9a-fA-F]{6}$/.test(v), ADMIN_TEXTS.tagColorFormat)
  .nullish()

// Free text; blank means uncategorised (null).
const TagCategory = text()
  .max(100, 'Category must be at most 100 characters')
  .nullish()
  .transform((v) => (v === undefined ? undefined : v?.trim() || null))

const TagDescription = text()
  .max(5000, 'Description must be at most 5000 characters')
  .nullish()
  .transform((v) => (v === undefined ? undefined : (v ?? '').trim()))

/** Body of POST /api/tags (tags.create). */
export const CreateTagInput = z
  .object({
    name: TagName,
    category: TagCategory,
    description: TagDescription,
    color: TagColor.transform(normalizeTagColor),
    ...FieldPropertiesInput,
  })
  .superRefine((v, ctx) => {
    for (const issue of fieldPropertyIssues(mergeFieldProperties(EMPTY_FIELD_PROPERTIES, v))) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message })
  })
export type CreateTagInput = z.input<typeof CreateTagInput>

/** Body of PATCH /api/tags/:id; the identifier never changes. */
export const UpdateTagInput = z.object({
  id: text().min(1).max(200),
  name: TagName.optional(),
  category: TagCategory,
  description: TagDescription,
  color: TagColor.transform((v) => (v === undefined ? undefined : normalizeTagColor(v))),
  // Checked together with the stored properties by the service (a kind alone may complete the stored unit).
  ...FieldPropertiesInput,
})
export type UpdateTagInput = z.input<typeof UpdateTagInput>

export const TagIdInput = z.object({ id: text().min(1).max(200) })
export type TagIdInput = z.infer<typeof TagIdInput>

export const TAGGED_CONTENT_TYPES = ['report', 'template', 'injury_module'] as const

/** Body of POST /api/tagged-content: a span of a chapter marked with a tag. */
export const TagContentInput = z
  .object({
    tagId: text().min(1).max(200),
    contentType: z.enum(TAGGED_CONTENT_TYPES, { error: 'contentType must be report, template or injury_module' }),
    contentId: text().min(1).max(200),
    chapterId: text().max(200).nullish(),
    startPosition: z.number().int().min(0),
    endPosition: z.number().int().min(0),
    taggedText: text().max(10_000),
  })
  .refine((v) => v.endPosition >= v.startPosition, { message: 'endPosition must not be before startPosition', path: ['endPosition'] })
export type TagContentInput = z.infer<typeof TagContentInput>
