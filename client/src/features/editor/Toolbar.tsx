import type { ReactNode } from 'react'
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

/** The formatting toolbar of one editor; `extras` are appended (e.g. tag insertion). */
export function Toolbar({ view, state, extras, guidance }: { view: EditorView; state: EditorState; extras?: ReactNode; guidance?: boolean }) {
  const run = (command: cmd.Command) => () => {
    command(view.state, view.dispatch, view)
    view.focus()
  }
  const can = (command: cmd.Command) => command(state, undefined, view)
  const heading = cmd.activeHeadingLevel(state)
  const list = cmd.activeListType(state)
  const inTable = cmd.isInTable(state)
  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap items-center gap-0.5 border-b border-slate-200 bg-slate-50/80 px-1.5 py-1">
      <ToolButton label="Bold" active={cmd.isMarkActive(state, schema.marks.strong)} onRun={run(cmd.toggleBold)}>
        <Bold className={icon} />
      </ToolButton>
      <ToolButton label="Italic" active={cmd.isMarkActive(state, schema.marks.em)} onRun={run(cmd.toggleItalic)}>
        <Italic className={icon} />
      </ToolButton>
      <ToolButton label="Underline" active={cmd.isMarkActive(state, schema.marks.underline)} onRun={run(cmd.toggleUnderline)}>
        <Underline className={icon} />
      </ToolButton>
      <Divider />
      <label className="sr-only" htmlFor={`${view.dom.id}-style`}>Text style</label>
      <select
        id={`${view.dom.id}-style`}
        value={String(heading)}
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
      <ToolButton label="Bulleted list" active={list === schema.nodes.bullet_list} onRun={run(cmd.toggleBulletList)}>
        <List className={icon} />
      </ToolButton>
      <ToolButton label="Numbered list" active={list === schema.nodes.ordered_list} onRun={run(cmd.toggleOrderedList)}>
        <ListOrdered className={icon} />
      </ToolButton>
      {guidance && (
        <ToolButton label="Instructions to the pathologist" active={cmd.isInGuidance(state)} disabled={!can(cmd.toggleGuidance)} onRun={run(cmd.toggleGuidance)}>
          <Info className={icon} />
        </ToolButton>
      )}
      <Divider />
      <ToolButton label="Insert table" disabled={!can(cmd.insertTable())} onRun={run(cmd.insertTable())}>
        <Table className={icon} />
      </ToolButton>
      {inTable && (
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
      <ToolButton label="Undo" disabled={!can(cmd.undo)} onRun={run(cmd.undo)}>
        <Undo2 className={icon} />
      </ToolButton>
      <ToolButton label="Redo" disabled={!can(cmd.redo)} onRun={run(cmd.redo)}>
        <Redo2 className={icon} />
      </ToolButton>
      {extras}
    </div>
  )
}

/** A toolbar-sized empty bar for static stand-ins, so a chapter does not jump when its editor mounts. */
export function ToolbarPlaceholder() {
  return <div aria-hidden className="h-[41px] border-b border-slate-200 bg-slate-50/80" />
}
