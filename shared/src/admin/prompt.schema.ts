import { z } from 'zod'
import { text } from '../text'
import { DEFAULT_PROMPT_MODEL, PROMPT_TYPES } from '../constants'
import { ADMIN_TEXTS } from './admin-texts'

export const PromptType = z.enum(PROMPT_TYPES)

/** An LLM prompt; one active prompt per type is used by its job. */
export const Prompt = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  prompt: z.string(),
  promptType: PromptType,
  isActive: z.boolean(),
  modelName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Prompt = z.infer<typeof Prompt>

const required = (message: string, max: number) =>
  text({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`)

const PromptName = required(ADMIN_TEXTS.promptNameRequired, 200)
const PromptText = required(ADMIN_TEXTS.promptTextRequired, 100_000)
// An empty description is no description.
const Description = text()
  .max(5000)
  .nullish()
  .transform((v) => (v === undefined ? undefined : v?.trim() || null))
// A blank model picks the default model rather than failing.
const ModelName = text()
  .trim()
  .max(100)
  .transform((v) => v || undefined)

/** Body of POST /api/openai-prompts (admin.prompts.create). */
export const CreatePromptInput = z.object({
  name: PromptName,
  description: Description,
  prompt: PromptText,
  promptType: PromptType.default('cleanup'),
  isActive: z.boolean().default(false),
  modelName: ModelName.nullish().transform((v) => v ?? DEFAULT_PROMPT_MODEL),
})
export type CreatePromptInput = z.input<typeof CreatePromptInput>

/** Body of PATCH /api/openai-prompts/:id: absent fields stay as they are. */
export const UpdatePromptInput = z.object({
  id: text().min(1).max(200),
  name: PromptName.optional(),
  description: Description,
  prompt: PromptText.optional(),
  promptType: PromptType.optional(),
  isActive: z.boolean().optional(),
  modelName: ModelName.optional(),
})
export type UpdatePromptInput = z.input<typeof UpdatePromptInput>

export const PromptIdInput = z.object({ id: text().min(1).max(200) })
export type PromptIdInput = z.infer<typeof PromptIdInput>
