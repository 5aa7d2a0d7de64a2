import { memo, type ReactNode } from 'react'
import type { EditorState } from 'prosemirror-state'
import type { EditorView } from 'prosemirror-view'
import { Bold, Columns3, Info, Italic, List, ListOrdered, Redo2, Rows3, Table, Trash2, Underline, Undo2 } from 'lucide-react'
import { schema } from '@shared/src/editor/schema'
import { cn } from '../../components/ui/cn'
import * as cmd from './commands'

interface ToolButtonProps {
  label: string
  active?: boolean
  disabled?: boolean
  onRun: () => void
  children: ReactNode
}

function ToolButton({ label, active, disabled, onRun, children }: ToolButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      // Keep the editor's selection: a mousedown on the button would otherwise blur it.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onRun}
      className={cn(
        'inline-flex h-8 min-w-8 items-center justify-center rounded px-1.5 text-slate-700 transition-colors',
        'hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 disabled:cursor-not-allowed disabled:text-slate-300',
        active && 'bg-sky-100 text-sky-800 hover:bg-sky-100',
      )}
    >
      {children}
    </button>
  )
}

const Divider = () => <span aria-hidden className="mx-1 h-5 w-px bg-slate-200" />
const icon = 'h-4 w-4'

/** What the formatting buttons show, read from one editor state. */
interface FormattingState {
  bold: boolean
  italic: boolean
  underline: boolean
  heading: number
  bulletList: boolean
  orderedList: boolean
  inTable: boolean
  /** Only read when the guidance button is shown. */
  inGuidance: boolean
  canGuidance: boolean
  canTable: boolean
  canUndo: boolean
  canRedo: boolean
}

function formattingState(view: EditorView, state: EditorState, guidance: boolean): FormattingState {
  const can = (command: cmd.Command) => command(state, undefined, view)
  const list = cmd.activeListType(state)
  return {
    bold: cmd.isMarkActive(state, schema.marks.strong),
    italic: cmd.isMarkActive(state, schema.marks.em),
    underline: cmd.isMarkActive(state, schema.marks.underline),
    heading: cmd.activeHeadingLevel(state),
    bulletList: list === schema.nodes.bullet_list,
    orderedList: list === schema.nodes.ordered_list,
    inTable: cmd.isInTable(state),
    inGuidance: guidance && cmd.isInGuidance(state),
    canGuidance: guidance && can(cmd.toggleGuidance),
    canTable: can(cmd.insertTable()),
    canUndo: can(cmd.undo),
    canRedo: can(cmd.redo),
  }
}

/**
 * The formatting toolbar of one editor; `extras` are appended (e.g. tag insertion).
 * Rendered with every editor state; the built-in buttons re-render only when what they show changes
 * (typing text usually changes none of it), so a keystroke does not rebuild them.
 */
export function Toolbar({ view, state, extras, guidance = false }: { view: EditorView; state: EditorState; extras?: ReactNode; guidance?: boolean }) {
  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap items-center gap-0.5 border-b border-slate-200 bg-slate-50/80 px-1.5 py-1">
      <FormattingButtons view={view} guidance={guidance} {...formattingState(view, state, guidance)} />
      {extras}
    </div>
  )
}

const FormattingButtons = memo(function FormattingButtons({ view, guidance, ...s }: FormattingState & { view: EditorView; guidance: boolean }) {
  // Commands run against the view's current state, not the one rendered.
  const run = (command: cmd.Command) => () => {
    command(view.state, view.dispatch, view)
    view.focus()
  }
  return (
    <>
      <ToolButton label="Bold" active={s.bold} onRun={run(cmd.toggleBold)}>
        <Bold className={icon} />
      </ToolButton>
      <ToolButton label="Italic" active={s.italic} onRun={run(cmd.toggleItalic)}>
        <Italic className={icon} />
      </ToolButton>
      <ToolButton label="Underline" active={s.underline} onRun={run(cmd.toggleUnderline)}>
        <Underline className={icon} />
      </ToolButton>
      <Divider />
      <label className="sr-only" htmlFor={`${view.dom.id}-style`}>Text style</label>
      <select
        id={`${view.dom.id}-style`}
        value={String(s.heading)}
        onChange={(e) => {
          const level = Number(e.target.value)
          run(level === 0 ? cmd.setParagraph : cmd.toggleHeading(level))()
        }}
        className="h-8 rounded border border-transparent bg-transparent px-1.5 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
      >
        <option value="0">Paragraph</option>
        <option value="1">Heading 1</option>
        <option value="2">Heading 2</option>
        <option value="3">Heading 3</option>
      </select>
      <Divider />
      <ToolButton label="Bulleted list" active={s.bulletList} onRun={run(cmd.toggleBulletList)}>
        <List className={icon} />
      </ToolButton>
      <ToolButton label="Numbered list" active={s.orderedList} onRun={run(cmd.toggleOrderedList)}>
        <ListOrdered className={icon} />
      </ToolButton>
      {guidance && (
        <ToolButton label="Instructions to the pathologist" active={s.inGuidance} disabled={!s.canGuidance} onRun={run(cmd.toggleGuidance)}>
          <Info className={icon} />
        </ToolButton>
      )}
      <Divider />
      <ToolButton label="Insert table" disabled={!s.canTable} onRun={run(cmd.insertTable())}>
        <Table className={icon} />
      </ToolButton>
      {s.inTable && (
        <>
          <ToolButton label="Add row" onRun={run(cmd.addRowAfter)}>
            <Rows3 className={icon} />
            <span className="text-xs">+</span>
          </ToolButton>
          <ToolButton label="Add column" onRun={run(cmd.addColumnAfter)}>
            <Columns3 className={icon} />
            <span className="text-xs">+</span>
          </ToolButton>
          <ToolButton label="Delete row" onRun={run(cmd.deleteRow)}>
            <Rows3 className={icon} />
            <span className="text-xs">−</span>
          </ToolButton>
          <ToolButton label="Delete column" onRun={run(cmd.deleteColumn)}>
            <Columns3 className={icon} />
            <span className="text-xs">−</span>
          </ToolButton>
          <ToolButton label="Delete table" onRun={run(cmd.deleteTable)}>
            <Trash2 className={icon} />
          </ToolButton>
        </>
      )}
      <Divider />
      <ToolButton label="Undo" disabled={!s.canUndo} onRun={run(cmd.undo)}>
        <Undo2 className={icon} />
      </ToolButton>
      <ToolButton label="Redo" disabled={!s.canRedo} onRun={run(cmd.redo)}>
        <Redo2 className={icon} />
      </ToolButton>
    </>
  )
})

/** A toolbar-sized empty bar for static stand-ins, so a chapter does not jump when its editor mounts. */
export function ToolbarPlaceholder() {
  return <div aria-hidden className="h-[41px] border-b border-slate-200 bg-slate-50/80" />
}
