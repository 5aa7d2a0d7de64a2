import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import { skipToken } from '@tanstack/react-query'
import type { ExistingTag } from '@shared/src/jobs/payloads.schema'
import type { InstanceTarget, ProposedInstance } from '@shared/src/jobs/events.schema'
import { JOB_TEXTS } from '@shared/src/jobs/texts'
import { toast } from '../../components/toast/toast-store'
import { isNetworkError, serverMessage } from '../../lib/errors'
import { newIdempotencyKey } from '../../lib/idempotency-key'
import { RestError } from '../../lib/rest'
import { trpc } from '../../lib/trpc'
import { transcribeAudio } from './api'
import { checkAudioFile } from './audio-file'
import { dictationReducer, initialDictation } from './dictation-state'
import { rowsToInsert } from './matched-tags'

/** Inserting closes the dialog after about half a second. */
export const CLOSE_AFTER_INSERT_MS = 500

export type TagsToInsert = ReturnType<typeof rowsToInsert>

export interface DictationDeps {
  reportId: string
  /** The report's fields and their values now (spec 'Existing document tag'). */
  documentTags(): ExistingTag[]
  /** The report as text, sent when reduced light mode is off. */
  documentText(): string
  /** Fills the chosen values into the report. */
  onInsert(tags: TagsToInsert): void
  /** The chapter holding the editor's cursor: values of instance fields without a wound number go to its instance. */
  cursorChapterId(): string | null
  /** Adds an instance named in dictation that the report lacks; answers where its values now go. */
  addInstance(proposed: ProposedInstance): Promise<InstanceTarget>
}

/** The server's own explanation of a refused upload (REST) or tag match (tRPC). */
const serverText = (error: unknown) => (error instanceof RestError ? error.serverMessage : serverMessage(error))

/** The Dictation and Tag Matching dialog's state and calls: transcribe, match, insert, cancel. */
export function useDictation(deps: DictationDeps) {
  const [state, dispatch] = useReducer(dictationReducer, initialDictation)
  const [open, setOpen] = useState(false)
  const [reducedLightMode, setReducedLightMode] = useState(true)
  const utils = trpc.useUtils()
  const depsRef = useRef(deps)
  useEffect(() => {
    depsRef.current = deps
  })
  // Each call gets a generation; an answer for an older one (after Cancel or a new file) is ignored.
  const generation = useRef(0)
  const controller = useRef<AbortController | null>(null)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null)

  const lastFile = useRef<File | null>(null)
  // The Idempotency-Key of the transcription under way: its job's events (trpc.jobs.events) carry the progress.
  const [followKey, setFollowKey] = useState<string | null>(null)
  trpc.jobs.events.useSubscription(followKey ? { kind: 'transcription', idempotencyKey: followKey } : skipToken, {
    onData: ({ data: event }) => {
      if (event.type !== 'status') return
      if (event.progress !== undefined) dispatch({ type: 'progress', fraction: event.progress })
      else if (event.attempt !== undefined && event.attempt > 1) dispatch({ type: 'progress', fraction: 0, restarted: true })
    },
    // Progress is a courtesy: the upload's own answer brings the transcript or the error.
    onError: () => undefined,
  })

  const begin = useCallback(() => {
    controller.current?.abort()
    const c = new AbortController()
    controller.current = c
    return { gen: ++generation.current, signal: c.signal }
  }, [])

  const transcribe = useCallback(async (file: File) => {
    const { gen, signal } = begin()
    dispatch({ type: 'transcribing' })
    const key = newIdempotencyKey()
    setFollowKey(key)
    try {
      const { text, engine, uncertain } = await transcribeAudio(depsRef.current.reportId, file, file.name, signal, key)
      if (gen === generation.current) dispatch({ type: 'transcribed', text, engine, uncertain })
    } catch (error) {
      if (gen !== generation.current || signal.aborted) return
      const message = serverText(error)
      toast({ title: 'Transcription failed', description: message ?? 'Unknown error', variant: 'destructive' })
      dispatch({ type: 'transcribeFailed', message: message ?? JOB_TEXTS.transcriptionFailed })
    } finally {
      setFollowKey((current) => (current === key ? null : current))
    }
  }, [begin])

  /** Transcribes the chosen file again (after a failure). */
  const retry = useCallback(() => {
    if (lastFile.current) void transcribe(lastFile.current)
  }, [transcribe])

  /** A file from the drop zone, the picker or the recorder: checked, then transcribed at once. */
  const chooseFile = useCallback(
    (file: File) => {
      const problem = checkAudioFile(file)
      if (problem) {
        toast({ ...problem, variant: 'destructive' })
        return false
      }
      lastFile.current = file
      dispatch({ type: 'choose', file: { name: file.name, size: file.size } })
      void transcribe(file)
      return true
    },
    [transcribe],
  )

  const reset = useCallback(() => {
    generation.current++
    controller.current?.abort()
    if (closeTimer.current) clearTimeout(closeTimer.current)
    closeTimer.current = null
    lastFile.current = null
    setFollowKey(null)
    dispatch({ type: 'reset' })
  }, [])

  /** Opens the dialog, fresh; with a file (a finished recording) transcription starts right away. */
  const openWith = useCallback(
    (file?: File) => {
      reset()
      setOpen(true)
      if (file) chooseFile(file)
    },
    [reset, chooseFile],
  )

  /** Cancel (or Escape): the dialog closes and forgets everything. */
  const cancel = useCallback(() => {
    reset()
    setOpen(false)
  }, [reset])

  const match = useCallback(async () => {
    const transcription = state.transcript.trim()
    if (!transcription) return
    const { gen, signal } = begin()
    dispatch({ type: 'matching' })
    try {
      const d = depsRef.current
      const { matchedTags: tags } = await utils.client.jobs.matchTags.mutate(
        {
          reportId: d.reportId,
          transcription,
          existingTags: d.documentTags(),
          includeTagDescriptions: true,
          reducedLightMode,
          // With reduced light mode on, no document text is sent.
          documentContent: reducedLightMode ? '' : d.documentText(),
          ...(d.cursorChapterId() ? { cursorChapterId: d.cursorChapterId()! } : {}),
          ...(state.uncertain.length ? { uncertain: state.uncertain } : {}),
          ...(state.engine === 'local' ? { offline: true } : {}),
        },
        { signal },
      )
      if (gen !== generation.current) return
      dispatch({ type: 'matched', tags })
      toast({ title: 'Tags matched successfully', description: `Found ${tags.length} matching tags`, variant: 'success' })
    } catch (error) {
      if (gen !== generation.current || signal.aborted) return
      // A quota refusal says so in the server's words.
      toast({ title: 'Tag matching failed', description: serverText(error) ?? JOB_TEXTS.tagMatchingFailed, variant: 'destructive' })
      dispatch({ type: 'matchFailed' })
    } finally {
      if (gen === generation.current) void utils.auth.usageStats.invalidate()
    }
  }, [state.transcript, state.uncertain, state.engine, reducedLightMode, utils, begin])

  const insert = useCallback(() => {
    const tags = rowsToInsert(state.rows, state.selected)
    if (!tags.length) return
    depsRef.current.onInsert(tags)
    dispatch({ type: 'inserted' })
    closeTimer.current = setTimeout(() => {
      closeTimer.current = null
      setOpen(false)
      dispatch({ type: 'reset' })
    }, CLOSE_AFTER_INSERT_MS)
  }, [state.rows, state.selected])

  // The proposed instance being added (its group's key), so its button shows the wait and is not pressed twice.
  const [adding, setAdding] = useState<string | null>(null)
  const addInstance = useCallback(async (proposed: ProposedInstance) => {
    const gen = generation.current
    setAdding(proposed.instance)
    try {
      const added = await depsRef.current.addInstance(proposed)
      if (gen === generation.current) dispatch({ type: 'instanceAdded', proposed, added })
    } catch (error) {
      const own = error instanceof Error && !isNetworkError(error) ? error.message : undefined
      toast({ title: 'Could not add the instance', description: serverText(error) ?? own ?? 'Please try again.', variant: 'destructive' })
    } finally {
      setAdding(null)
    }
  }, [])

  useEffect(
    () => () => {
      controller.current?.abort()
      if (closeTimer.current) clearTimeout(closeTimer.current)
    },
    [],
  )

  return { state, dispatch, open, openWith, cancel, chooseFile, retry, match, insert, reducedLightMode, setReducedLightMode, addInstance, adding }
}

export type Dictation = ReturnType<typeof useDictation>
