import { createContext, useContext, type ReactNode } from 'react'
import { LazyRichTextEditor } from '../../editor'
import { useTaggingExtensions } from '../../tagging/useTaggingExtensions'

/** Which template or module the chapters being edited belong to; a new one has no id yet. */
export interface AdminContentScope {
  contentType: 'template' | 'injury_module'
  contentId: string | null
}

const ScopeContext = createContext<AdminContentScope>({ contentType: 'template', contentId: null })

/** Names the template or module whose chapter editors sit inside, so tags applied there are recorded against it. */
export function ChapterTaggingScope({ contentType, contentId, children }: AdminContentScope & { children: ReactNode }) {
  return <ScopeContext.Provider value={{ contentType, contentId }}>{children}</ScopeContext.Provider>
}

interface ChapterContentEditorProps {
  value: string
  onChange(html: string): void
  /** Accessible name of the editor, e.g. 'Content of chapter 1.2'. */
  label: string
  /** The chapter's id, recorded with tags applied in it. */
  chapterId?: string
}

/**
 * The rich content of one chapter in the admin forms, with tagging. The single place the admin
 * panel binds the shared editor, so every admin form gets the same tools.
 */
export function ChapterContentEditor({ value, onChange, label, chapterId }: ChapterContentEditorProps) {
  const { contentType, contentId } = useContext(ScopeContext)
  const tagging = useTaggingExtensions({ contentType, contentId, chapterId })
  return <LazyRichTextEditor value={value} onChange={onChange} ariaLabel={label} className="min-h-24" guidance="edit" plugins={tagging.plugins} toolbarExtras={tagging.toolbarExtras} />
}
