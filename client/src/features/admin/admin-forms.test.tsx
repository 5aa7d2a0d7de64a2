import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ModuleForm } from './modules/ModuleForm'
import { emptyModuleForm } from './modules/module-form'
import { PromptForm } from './prompts/PromptForm'
import { CREATE_MODELS, emptyPromptForm } from './prompts/prompt-options'
import { TemplateForm } from './templates/TemplateForm'
import { emptyTemplateForm } from './templates/template-form'

afterEach(cleanup)

/** A tRPC error as the client receives it: the server's message and, when it names one, the field at fault. */
const refused = (message: string, field?: string) => ({ message, data: { httpStatus: 400, details: field ? { field } : undefined } })

const description = (el: HTMLElement) => (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent).join(' ')

describe('admin forms: the field at fault is marked, described and focused', () => {
  it('template: a blank name on submit, cleared by typing; nothing is sent', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(<TemplateForm title="New template" submitLabel="Create Template" initial={emptyTemplateForm()} pending={false} onSubmit={onSubmit} onCancel={() => {}} />)
    const name = screen.getByLabelText('Template name')
    await user.click(screen.getByLabelText('Description'))
    await user.click(screen.getByRole('button', { name: 'Create Template' }))
    expect(onSubmit).not.toHaveBeenCalled()
    expect(name).toHaveFocus()
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('Template name is required')
    // Said once, under the field, not again above the buttons.
    expect(screen.getAllByText('Template name is required')).toHaveLength(1)
    await user.type(name, 'Paediatric')
    expect(name).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByText('Template name is required')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Create Template' }))
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Paediatric' }))
  })

  it('template: a save the server refuses at a field is shown there, focused; another reason above the buttons', () => {
    const props = { title: 'New template', submitLabel: 'Create Template', initial: { ...emptyTemplateForm(), name: 'x'.repeat(201) }, pending: false, onSubmit: vi.fn(), onCancel: () => {} }
    const { rerender } = render(<TemplateForm {...props} error={refused('Template name must be at most 200 characters', 'name')} />)
    const name = screen.getByLabelText('Template name')
    expect(name).toHaveFocus()
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(description(name)).toBe('Template name must be at most 200 characters')
    expect(screen.queryByRole('alert')).toBeNull()
    rerender(<TemplateForm {...props} error={refused('A template needs at least one chapter with a title')} />)
    expect(screen.getByRole('alert')).toHaveTextContent('A template needs at least one chapter with a title')
  })

  it('module: a blank name is marked and focused', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(<ModuleForm title="New root module" submitLabel="Create Module" initial={emptyModuleForm()} pending={false} onSubmit={onSubmit} onCancel={() => {}} />)
    await user.click(screen.getByLabelText('Order'))
    await user.click(screen.getByRole('button', { name: 'Create Module' }))
    expect(onSubmit).not.toHaveBeenCalled()
    const name = screen.getByLabelText('Module name')
    expect(name).toHaveFocus()
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('Module name is required')
  })

  it('prompt: both missing fields are marked and the first is focused; fixing one leaves the other marked', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(<PromptForm title="New prompt" submitLabel="Create Prompt" initial={emptyPromptForm()} models={CREATE_MODELS} pending={false} onSubmit={onSubmit} onCancel={() => {}} />)
    const name = screen.getByLabelText('Name')
    const prompt = screen.getByLabelText('Prompt')
    await user.click(prompt)
    await user.click(screen.getByRole('button', { name: 'Create Prompt' }))
    expect(onSubmit).not.toHaveBeenCalled()
    expect(name).toHaveFocus()
    expect(name).toHaveAccessibleDescription('Prompt name is required')
    expect(prompt).toHaveAttribute('aria-invalid', 'true')
    expect(prompt).toHaveAccessibleDescription('Prompt text is required')
    await user.type(name, 'Cleanup v2')
    await user.click(screen.getByRole('button', { name: 'Create Prompt' }))
    expect(prompt).toHaveFocus()
    expect(name).not.toHaveAttribute('aria-invalid')
    expect(prompt).toHaveAttribute('aria-invalid', 'true')
  })

  it('prompt: a model the server refuses is marked at its select', () => {
    render(
      <PromptForm
        title="Edit Cleanup"
        submitLabel="Save Prompt"
        initial={{ ...emptyPromptForm(), name: 'Cleanup', prompt: 'Rewrite.' }}
        models={CREATE_MODELS}
        pending={false}
        error={refused('Unknown model', 'modelName')}
        onSubmit={vi.fn()}
        onCancel={() => {}}
      />,
    )
    const model = screen.getByLabelText('Model')
    expect(model).toHaveFocus()
    expect(model).toHaveAttribute('aria-invalid', 'true')
    expect(model).toHaveAccessibleDescription('Unknown model')
  })
})
