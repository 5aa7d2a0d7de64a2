import { DEFAULT_PROMPT_MODEL, type PromptType } from '@shared/src/constants'
import { ADMIN_TEXTS } from '../admin-texts'

/** Model choices of the create form. */
export const CREATE_MODELS = [
  'gpt-4o',
  'gpt-4o-mini',
  'gpt-5',
  'gpt-5-mini',
  'gpt-5-nano',
  'gemini-2.5-pro',
  'gemini-2.5-pro-deep-think',
  'gemini-2.5-flash',
  'gemini-2.5-flash-lite',
  'gemini-2.0-flash',
  'gemini-2.0-flash-lite',
  'gemini-2.0-flash-thinking',
  'gemini-2.0-pro-experimental',
] as const

/** The different set the inline edit offers. */
export const EDIT_MODELS = ['gpt-4o', 'gpt-4o-mini', 'gpt-3.5-turbo', 'gemini-2.0-flash-exp', 'gemini-2.5-flash', 'gemini-1.5-pro'] as const

/** Long names in the type select, short ones on the card badge. */
export const PROMPT_TYPE_LABELS: Record<PromptType, { long: string; badge: string }> = {
  cleanup: { long: 'Report Cleanup', badge: 'Cleanup' },
  tag_identification: { long: 'Tag Identification', badge: 'Tag ID' },
}

/**
 * The model options of a select: the offered list, plus the current model first when the list
 * lacks it, so editing a prompt never silently switches its model.
 */
export function modelOptions(offered: readonly string[], current: string): string[] {
  return current && !offered.includes(current) ? [current, ...offered] : [...offered]
}

export interface PromptFormValues {
  name: string
  description: string
  prompt: string
  promptType: PromptType
  isActive: boolean
  modelName: string
}

/** A blank create form: type cleanup, model gpt-4o, inactive. */
export const emptyPromptForm = (): PromptFormValues => ({ name: '', description: '', prompt: '', promptType: 'cleanup', isActive: false, modelName: DEFAULT_PROMPT_MODEL })

/** The inputs of the prompt form, by name; the server names the same when it refuses one. */
export const PROMPT_FIELDS = ['name', 'description', 'promptType', 'modelName', 'prompt'] as const
export type PromptField = (typeof PROMPT_FIELDS)[number]

/** What is wrong, by field (empty when the prompt can be saved): a name, and the prompt text. */
export function validatePrompt(values: Pick<PromptFormValues, 'name' | 'prompt'>): Partial<Record<PromptField, string>> {
  return {
    ...(values.name.trim() ? {} : { name: ADMIN_TEXTS.prompts.nameRequired }),
    ...(values.prompt.trim() ? {} : { prompt: ADMIN_TEXTS.prompts.textRequired }),
  }
}
