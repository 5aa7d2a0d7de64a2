import { useCallback, useEffect, useMemo, useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import type { ReportDetail } from '@shared/src/reports/report.schema'
import { ancestorIdsById, removeChapterById, updateChapterById } from '@shared/src/reports/chapter-tree'
import { addNewChapter, addNewSubChapter } from './chapter-edit'
import { BackupBanner } from './BackupBanner'
import { ChapterList } from './ChapterList'
import type { ChapterActions } from './ChapterSection'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog'
import { ConflictDialog } from './ConflictDialog'
import { EditorHeader } from './EditorHeader'
import { RevisionsMenu } from './RevisionsMenu'
import { SidebarResizer } from './SidebarResizer'
import { loadSidebarWidth, saveSidebarWidth } from './sidebar-width'
import { TableOfContents } from './TableOfContents'
import { TocDrawer } from './TocDrawer'
import { useActiveChapter } from './useActiveChapter'
import { useReportDraft } from './useReportDraft'
import { useInstanceDictation } from './useInstanceDictation'
import { trpc } from '../../lib/trpc'
import { ActionMenu } from '../dictation/ActionMenu'
import { DictationDialog } from '../dictation/DictationDialog'
import { useDictation, type TagsToInsert } from '../dictation/useDictation'
import { useRecorder } from '../dictation/useRecorder'
import { CleanedReportView } from '../cleanup/CleanedReportView'
import { draftMarkdown } from '../cleanup/draft-markdown'
import { useFinalReport } from '../cleanup/useFinalReport'
import { existingDocumentTags, fillTagValues } from '../tagging/fill-values'
import { SignButton } from '../signing/SignButton'
import { listInstances } from '@shared/src/reports/instances'
import { DiagramButton, DiagramDock } from '../diagram/DiagramDock'
import { useDiagramEdits } from '../diagram/usePlacement'
import { StudiesButton } from '../caseload/StudiesButton'

export const DELETE_CHAPTER_CONFIRM = 'Are you sure you want to delete this chapter? This action cannot be undone.'

/** The loaded editor: header, resizable table of contents and the chapters (edit mode always on). */
export function ReportEditor({ report }: { report: ReportDetail }) {
  const navigate = useNavigate()
  const draft = useReportDraft(report)
  const { chapters, updateChapters, editContent } = draft
  const { activeId, jumpTo } = useActiveChapter(chapters[0]?.id ?? null)
  const [width, setWidth] = useState(loadSidebarWidth)
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set())
  const [deleteId, setDeleteId] = useState<string | null>(null)
  const [focusId, setFocusId] = useState<string | null>(null)
  const tagList = trpc.tags.list.useQuery()
  const [diagramOpen, setDiagramOpen] = useState(false)
  const hasInstances = useMemo(() => listInstances(chapters).length > 0, [chapters])
  const diagramEdits = useDiagramEdits(updateChapters, tagList.data)

  const final = useFinalReport({ reportId: report.id, title: draft.title, chapters, flushAndSave: draft.flushAndSave })
  const { setView } = final
  const insertTags = useCallback(
    (tags: TagsToInsert) => {
      updateChapters((c) => fillTagValues(c, tags, { activeChapterId: activeId, tags: tagList.data ?? [] }).chapters)
      // The filled fields turn green in the editor: show it.
      setView('editor')
    },
    [updateChapters, activeId, tagList.data, setView],
  )
  const instances = useInstanceDictation(report.id, draft, chapters, activeId)
  const dictation = useDictation({
    reportId: report.id,
    documentTags: () => existingDocumentTags(chapters),
    documentText: () => draftMarkdown(draft.title, chapters),
    onInsert: insertTags,
    cursorChapterId: () => activeId,
    addInstance: instances.addInstance,
  })
  const { openWith } = dictation
  const recorder = useRecorder(useCallback((file: File) => openWith(file), [openWith]))

  // The active chapter and its ancestors open in the table of contents.
  useEffect(() => {
    if (!activeId) return
    setExpanded((prev) => {
      const want = [...ancestorIdsById(chapters, activeId), activeId]
      if (want.every((id) => prev.has(id))) return prev
      return new Set([...prev, ...want])
    })
  }, [activeId, chapters])

  // A chapter just added: bring it into view with its title selected for typing.
  useEffect(() => {
    if (!focusId) return
    jumpTo(focusId, { focusTitle: true })
    setFocusId(null)
  }, [focusId, jumpTo])

  const actions = useMemo<ChapterActions>(
    () => ({
      editContent,
      rename: (id, title) => updateChapters((c) => updateChapterById(c, id, { title })),
      addSubChapter: (parentId) =>
        updateChapters((c) => {
          const { chapters: next, added } = addNewSubChapter(c, parentId)
          if (added) setFocusId(added.id)
          return next
        }),
      requestDelete: setDeleteId,
    }),
    [editContent, updateChapters],
  )

  const addTopChapter = useCallback(
    () =>
      updateChapters((c) => {
        const { chapters: next, added } = addNewChapter(c)
        setFocusId(added.id)
        return next
      }),
    [updateChapters],
  )

  const toggle = useCallback((id: string) => {
    setExpanded((prev) => {
      const next = new Set(prev)
      if (!next.delete(id)) next.add(id)
      return next
    })
  }, [])

  const goBack = async () => {
    await draft.flushAndSave().catch(() => undefined)
    void navigate({ to: '/' })
  }

  return (
    <div className="min-h-screen bg-slate-50">
      <EditorHeader
        title={draft.title}
        savedAt={draft.savedAt}
        dirty={draft.dirty}
        saving={draft.saving}
        onBack={() => void goBack()}
        onRename={(t) => void draft.rename(t)}
        onSaveNow={() => void draft.saveNow()}
        contents={
          <TocDrawer chapters={chapters} activeId={activeId} expanded={expanded} onToggle={toggle} onSelect={jumpTo} onAdd={addTopChapter} />
        }
        history={<RevisionsMenu reportId={report.id} currentVersion={draft.version} beforeRestore={async () => void (await draft.flushAndSave())} afterRestore={draft.loadLatest} />}
        actions={
          <>
            {hasInstances && <DiagramButton open={diagramOpen} onToggle={() => setDiagramOpen((o) => !o)} />}
            <StudiesButton reportId={report.id} />
            <SignButton reportId={report.id} flushAndSave={draft.flushAndSave} version={draft.version} />
          </>
        }
      />
      <div className="flex" hidden={final.view === 'cleaned'}>
        {/* The white column runs the page's full height; the contents stay pinned under the header. */}
        {/* Below 1024 px the contents live in a drawer (TocDrawer) and the chapters take the width. */}
        <aside className="hidden shrink-0 border-r border-slate-200 bg-white lg:block">
          <div className="sticky top-16 flex h-[calc(100vh-4rem)]">
            <TableOfContents
              chapters={chapters}
              activeId={activeId}
              expanded={expanded}
              width={width}
              onToggle={toggle}
              onSelect={jumpTo}
              onAdd={addTopChapter}
            />
            <SidebarResizer width={width} onResize={setWidth} onResizeEnd={saveSidebarWidth} />
          </div>
        </aside>
        <main className="min-w-0 flex-1 px-4 py-6 sm:px-6 sm:py-8 lg:px-10">
          <div className="mx-auto max-w-4xl pb-[50vh]">
            {draft.backupOffer && (
              <BackupBanner backup={draft.backupOffer} currentVersion={draft.version()} onRestore={draft.restoreBackup} onDiscard={draft.discardBackup} />
            )}
            <ChapterList chapters={chapters} actions={actions} onAddFirst={addTopChapter} />
          </div>
        </main>
        <DiagramDock open={diagramOpen && hasInstances} onClose={() => setDiagramOpen(false)} chapters={chapters} onOpenChapter={jumpTo} onWrite={diagramEdits.write} onUndo={diagramEdits.undo} />
      </div>
      {final.view === 'cleaned' && (
        <CleanedReportView
          reportId={report.id}
          title={draft.title}
          state={final.state}
          jobId={final.jobId}
          onBack={() => setView('editor')}
          onRetry={() => void final.generate()}
          exportOpen={final.exportOpen}
          onExportOpenChange={final.setExportOpen}
          chapters={chapters}
        />
      )}
      <ActionMenu
        recording={recorder.recording}
        elapsedMs={recorder.elapsedMs}
        generating={final.generating}
        onUpload={() => openWith()}
        onRecord={() => void recorder.start()}
        onStopRecording={recorder.stop}
        onGenerate={() => void final.generate()}
        onExport={() => void final.exportReport()}
      />
      <DictationDialog dictation={dictation} cursorInstance={instances.cursorInstance} />
      <ConfirmDialog
        open={deleteId !== null}
        onOpenChange={(open) => !open && setDeleteId(null)}
        title="Delete chapter"
        description={DELETE_CHAPTER_CONFIRM}
        confirmLabel="Delete"
        destructive
        onConfirm={() => {
          if (deleteId) updateChapters((c) => removeChapterById(c, deleteId))
          setDeleteId(null)
        }}
      />
      <ConflictDialog open={draft.conflict} onReload={draft.loadLatest} onOverwrite={draft.overwrite} />
    </div>
  )
}
