import type { PromptType } from '@shared/src/constants'
import { Card } from '../../../components/ui/Card'
import { CardActions } from '../admin-lists'
import { ADMIN_TEXTS } from '../admin-texts'
import { Pill } from '../admin-ui'
import { PROMPT_TYPE_LABELS } from './prompt-options'

/** The fields of an LLM prompt the admin panel shows. */
export interface PromptView {
  id: string
  name: string
  description: string | null
  prompt: string
  promptType: PromptType
  isActive: boolean
  modelName: string
}

interface PromptCardProps {
  prompt: PromptView
  onEdit(): void
  onDelete(): void
}

/** One prompt in display state: name, Active, type and model badges, description and text. */
export function PromptCard({ prompt, onEdit, onDelete }: PromptCardProps) {
  return (
    <Card className="p-5" role="article" aria-label={prompt.name} data-admin-item={prompt.id}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="mr-1 text-base font-semibold text-slate-900">{prompt.name}</h3>
        {prompt.isActive && <Pill tone="green">Active</Pill>}
        <Pill tone="sky">{PROMPT_TYPE_LABELS[prompt.promptType]?.badge ?? prompt.promptType}</Pill>
        <Pill className="font-mono">{prompt.modelName}</Pill>
        <CardActions className="ml-auto flex gap-2" name={prompt.name} confirmDelete={ADMIN_TEXTS.prompts.confirmDelete} onEdit={onEdit} onDelete={onDelete} />
      </div>
      {prompt.description && <p className="mt-2 text-sm text-slate-600">{prompt.description}</p>}
      <pre role="region" aria-label={`Prompt text of ${prompt.name}`} tabIndex={0} className="mt-3 max-h-48 overflow-y-auto whitespace-pre-wrap rounded-md border border-slate-100 bg-slate-50 p-3 font-mono text-[13px] leading-relaxed text-slate-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600">
        {prompt.prompt}
      </pre>
    </Card>
  )
}
