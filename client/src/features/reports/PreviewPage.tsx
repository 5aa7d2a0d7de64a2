import { useEffect, useState } from 'react'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { JOB_TEXTS } from '@shared/src/jobs/texts'
import { trpc } from '../../lib/trpc'
import { serverMessage } from '../../lib/errors'
import { isStreaming } from '../cleanup/cleanup-state'
import { useCleanupStream } from '../cleanup/useCleanupStream'
import { PreviewView } from './PreviewView'
import './preview.css'

type Mode = { kind: 'stored' } | { kind: 'generate'; key: string } | { kind: 'follow'; jobId: string }

/** How the page was asked to get its report: ?generate=1 starts a cleanup, ?job=ID follows one, else the stored one. */
export function previewMode(search: Record<string, unknown>, newKey: () => string): Mode {
  const generate = search.generate
  if (generate === 1 || generate === '1' || generate === true) return { kind: 'generate', key: newKey() }
  if (typeof search.job === 'string' && /^[A-Za-z0-9_-]{1,100}$/.test(search.job)) return { kind: 'follow', jobId: search.job }
  return { kind: 'stored' }
}

/** The preview at /report/{id}/preview. */
export function PreviewPage({ reportId }: { reportId: string }) {
  const id = reportId?.trim()
  if (!id) return <PreviewView content="" error="No report ID provided" />
  return <PreviewLoader reportId={id} />
}

function PreviewLoader({ reportId }: { reportId: string }) {
  const search = useSearch({ strict: false }) as Record<string, unknown>
  const navigate = useNavigate()
  // Fixed at arrival: the URL changes to ?job=ID once a started cleanup has one, and that must not restart it.
  const [mode] = useState(() => previewMode(search, () => crypto.randomUUID()))
  const report = trpc.reports.get.useQuery({ id: reportId }, { retry: false })
  const stored = trpc.jobs.latestCleaned.useQuery({ reportId }, { enabled: mode.kind === 'stored', retry: false, staleTime: 0 })
  const stream = useCleanupStream(reportId, {
    // A reload then follows the same cleanup instead of starting (and paying for) another.
    onJobId: (jobId) => void navigate({ to: '/report/$id/preview', params: { id: reportId }, search: { job: jobId }, replace: true }),
  })
  const { start, follow } = stream

  useEffect(() => {
    // The same idempotency key on a second run (React's development double effects) reconnects to the same job.
    if (mode.kind === 'generate') void start({ idempotencyKey: mode.key })
    else if (mode.kind === 'follow') void follow(mode.jobId)
  }, [mode, start, follow])

  const title = report.data?.title
  const chapters = report.data ? (report.data.signedContent?.chapters ?? report.data.chapters) : null
  if (mode.kind === 'stored') {
    const loadError = stored.error ? (serverMessage(stored.error) ?? JOB_TEXTS.cleanedNotFound) : null
    return (
      <PreviewView
        reportId={reportId}
        title={title}
        content={stored.data?.content ?? ''}
        missingFields={stored.data?.missingFields}
        loading={stored.isLoading}
        status="Loading report..."
        error={loadError}
        signature={report.data}
        chapters={chapters}
      />
    )
  }
  const s = stream.state
  return (
    <PreviewView
      reportId={reportId}
      title={title}
      content={s.text}
      missingFields={s.missingFields}
      loading={isStreaming(s) || s.phase === 'idle'}
      status={s.status ?? undefined}
      notice={s.phase === 'partial' ? (s.status ?? JOB_TEXTS.cutShort) : undefined}
      error={s.phase === 'error' ? s.error : null}
      signature={report.data}
      chapters={chapters}
    />
  )
}
