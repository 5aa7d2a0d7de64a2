import { describe, expect, it } from 'vitest'
import { emptyTemplateForm, templateFormFrom, toTemplateInput, validateTemplate } from './template-form'

describe('template form', () => {
  it('requires a name', () => {
    expect(validateTemplate(emptyTemplateForm())).toEqual({ name: 'Template name is required' })
    expect(validateTemplate({ ...emptyTemplateForm(), name: '  ' })).toEqual({ name: 'Template name is required' })
    expect(validateTemplate({ ...emptyTemplateForm(), name: 'Adult autopsy' })).toEqual({})
  })

  it('drops blank-titled chapters on save and trims the texts', () => {
    const values = {
      name: ' Adult autopsy ',
      description: ' Standard protocol ',
      chapters: [
        { id: 'a', title: 'External', content: '', order: 1, subChapters: [{ id: 'a1', title: '', content: '<p>x</p>', order: 1 }] },
        { id: 'b', title: '  ', content: '', order: 2 },
      ],
    }
    expect(toTemplateInput(values)).toEqual({ name: 'Adult autopsy', description: 'Standard protocol', chapters: [{ id: 'a', title: 'External', content: '', order: 1 }] })
  })

  it('always offers one chapter to edit', () => {
    expect(templateFormFrom({ name: 'Empty', description: null, chapters: [] }).chapters).toHaveLength(1)
    expect(emptyTemplateForm().chapters).toHaveLength(1)
  })
})
