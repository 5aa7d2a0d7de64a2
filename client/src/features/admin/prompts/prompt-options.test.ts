import { describe, expect, it } from 'vitest'
import { CREATE_MODELS, EDIT_MODELS, emptyPromptForm, modelOptions, validatePrompt } from './prompt-options'

describe('prompt form', () => {
  it('defaults to a cleanup prompt on gpt-4o, offered in the create list', () => {
    expect(emptyPromptForm()).toMatchObject({ promptType: 'cleanup', modelName: 'gpt-4o', isActive: false })
    expect(CREATE_MODELS).toHaveLength(13)
    expect(EDIT_MODELS).toContain('gpt-3.5-turbo')
  })

  it('requires a name and the prompt text, each at its field', () => {
    expect(validatePrompt({ name: ' ', prompt: '' })).toEqual({ name: 'Prompt name is required', prompt: 'Prompt text is required' })
    expect(validatePrompt({ name: 'Cleanup v2', prompt: '  ' })).toEqual({ prompt: 'Prompt text is required' })
    expect(validatePrompt({ name: 'Cleanup v2', prompt: 'Rewrite the report.' })).toEqual({})
  })

  it('keeps a model missing from the offered list as the first option', () => {
    expect(modelOptions(EDIT_MODELS, 'gpt-5')).toEqual(['gpt-5', ...EDIT_MODELS])
    expect(modelOptions(EDIT_MODELS, 'gpt-4o')).toEqual([...EDIT_MODELS])
  })
})
