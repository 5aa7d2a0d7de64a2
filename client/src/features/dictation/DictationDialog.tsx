import { Dialog, Switch } from 'radix-ui'
import { CheckCircle2, Tags, X } from 'lucide-react'
import { Button } from '../../components/ui/Button'
import { Spinner } from '../../components/ui/Spinner'
import { DropZone } from './DropZone'
import { MatchedTagsPanel } from './MatchedTagsPanel'
import { TranscribingStatus } from './TranscribingStatus'
import { TranscriptPanel } from './TranscriptPanel'
import { insertLabel, rowsToInsert } from './matched-tags'
import type { Dictation } from './useDictation'
import { useRangeWarnings } from './useRangeWarnings'

/** Where values of instance fields without a wound number go, said in the dialog. */
export const cursorInstanceNote = (instance: string) => `Values without a wound number go to ${instance}.`

/**
 * The Dictation and Tag Matching dialog: upload, transcript, matching, insertion.
 * `cursorInstance` is the title of the injury instance holding the editor's cursor, if any.
 */
export function DictationDialog({ dictation, cursorInstance }: { dictation: Dictation; cursorInstance?: string | null }) {
  const { state, dispatch } = dictation
  const { phase } = state
  const busy = phase === 'transcribing' || phase === 'matching'
  const showTranscript = phase === 'transcript' || phase === 'matching' || phase === 'matched' || phase === 'inserted'
  // Rows still waiting for their instance are not counted: they fill nothing yet.
  const selectedCount = rowsToInsert(state.rows, state.selected).length
  const warningOf = useRangeWarnings(phase === 'matched' || phase === 'inserted')

  return (
    <Dialog.Root open={dictation.open} onOpenChange={(open) => !open && dictation.cancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content
          // A stray click beside the dialog must not throw away a transcript.
          onPointerDownOutside={(e) => e.preventDefault()}
          className="fixed left-1/2 top-1/2 z-50 flex max-h-[90vh] w-[min(94vw,46rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl border border-slate-200 bg-white shadow-2xl focus:outline-none"
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
            <div>
              <Dialog.Title className="text-lg font-semibold text-slate-900">Dictation and Tag Matching</Dialog.Title>
              <Dialog.Description className="mt-0.5 text-sm text-slate-600">
                Upload or record dictation, check the transcript, then fill the matching fields of the report.
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close">
                <X className="h-4 w-4" aria-hidden />
              </Button>
            </Dialog.Close>
          </div>

          <div className="min-h-0 flex-1 space-y-5 overflow-y-auto px-6 py-5">
            <DropZone file={state.file} onFile={dictation.chooseFile} disabled={busy || phase === 'inserted'} />
            {phase === 'empty' && (
              <p className="text-center text-sm text-slate-600">
                No audio at hand?{' '}
                <button type="button" className="font-medium text-sky-700 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600" onClick={() => dispatch({ type: 'typeInstead' })}>
                  Type a transcript instead
                </button>
              </p>
            )}
            {(phase === 'chosen' || phase === 'transcribing') && <TranscribingStatus progress={state.progress} />}
            {showTranscript && (
              <TranscriptPanel
                text={state.transcript}
                uncertain={state.uncertain}
                onChange={(text) => dispatch({ type: 'editTranscript', text })}
                error={state.transcribeError}
                engine={state.engine}
                onRetry={state.file && state.transcribeError ? dictation.retry : undefined}
                disabled={busy || phase === 'inserted'}
              />
            )}
            {showTranscript && (
              <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3">
                <div className="flex items-center gap-3">
                  <Switch.Root
                    id="reduced-light-mode"
                    checked={dictation.reducedLightMode}
                    onCheckedChange={dictation.setReducedLightMode}
                    disabled={busy}
                    className="relative h-5 w-9 shrink-0 rounded-full bg-slate-300 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:ring-offset-2 data-[state=checked]:bg-sky-700"
                  >
                    <Switch.Thumb className="block h-4 w-4 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.125rem]" />
                  </Switch.Root>
                  <label htmlFor="reduced-light-mode" className="text-sm text-slate-800">
                    <span className="font-medium">Reduced light mode</span>
                    <span className="block text-xs text-slate-600">Only the transcript is sent for matching, not the report text.</span>
                  </label>
                </div>
                {cursorInstance && (
                  <p className="order-last basis-full text-xs text-slate-700" role="note">
                    {cursorInstanceNote(cursorInstance)}
                  </p>
                )}
                <Button onClick={() => void dictation.match()} disabled={busy || phase === 'inserted' || !state.transcript.trim()}>
                  {phase === 'matching' ? <Spinner className="text-white" label="Matching" /> : <Tags className="h-4 w-4" aria-hidden />}
                  {phase === 'matching' ? 'Matching...' : 'Match Tags'}
                </Button>
              </div>
            )}
            {(phase === 'matched' || phase === 'inserted') && (
              <MatchedTagsPanel
                rows={state.rows}
                selected={state.selected}
                onSelect={(selected) => dispatch({ type: 'select', selected })}
                onEditValue={(key, value) => dispatch({ type: 'editValue', key, value })}
                disabled={phase === 'inserted'}
                warningOf={warningOf}
                onChooseInstance={(key, chapterId) => dispatch({ type: 'chooseInstance', key, chapterId })}
                onAddInstance={(proposed) => void dictation.addInstance(proposed)}
                adding={dictation.adding}
              />
            )}
          </div>

          <div className="flex items-center justify-end gap-2 border-t border-slate-200 px-6 py-4">
            {phase === 'inserted' && (
              <p role="status" className="mr-auto flex items-center gap-2 text-sm font-medium text-green-800">
                <CheckCircle2 className="h-4 w-4" aria-hidden />
                Inserted into the report
              </p>
            )}
            <Button variant="outline" onClick={dictation.cancel}>
              Cancel
            </Button>
            {(phase === 'matched' || phase === 'inserted') && (
              <Button onClick={dictation.insert} disabled={selectedCount === 0 || phase === 'inserted'}>
                {insertLabel(selectedCount)}
              </Button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
