import { useEffect, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { FileQuestion } from 'lucide-react'
import { trpc } from '../../lib/trpc'
import { Spinner } from '../../components/ui/Spinner'
import { SignedReportView } from '../signing/SignedReportView'
import { ReportEditor } from './ReportEditor'
import { EXIT_SAVE_WAIT_MS, pendingExitSave } from './page-exit'

const isMissing = (error: unknown) => {
  const status = (error as { data?: { httpStatus?: number } } | null)?.data?.httpStatus
  // 400: the id is not even a report id; 403/404: not one of the caller's reports.
  return status === 400 || status === 403 || status === 404
}

/** The report editor at /report/{id}: loading, not-found and the editor itself. */
export function ReportEditorPage({ reportId }: { reportId: string }) {
  // Always the server's newest copy: editing an old cached copy would only end in a version conflict.
  const query = trpc.reports.get.useQuery({ id: reportId }, { staleTime: 0, refetchOnMount: 'always', retry: (n, e) => n < 1 && !isMissing(e) })

  const awaitingExitSave = useExitSaveLanding(reportId, query.data?.version, query.refetch)

  if (query.isPending || (query.isFetching && !query.isFetchedAfterMount) || awaitingExitSave) {
    return (
      <main className="flex min-h-[60vh] flex-col items-center justify-center gap-3 text-slate-700">
        <Spinner className="h-8 w-8 text-sky-700" label="Loading report" />
        <p>Loading report...</p>
      </main>
    )
  }
  if (query.error || !query.data) {
    return (
      <main className="flex min-h-[60vh] flex-col items-center justify-center gap-3 px-6 text-center">
        <FileQuestion className="h-12 w-12 text-slate-400" aria-hidden />
        <h1 className="text-2xl font-semibold text-slate-900">Report Not Found</h1>
        {/* Balanced lines: no lone "it." on the last line at any width. */}
        <p className="max-w-md text-balance text-slate-600">
          {isMissing(query.error) || !query.error
            ? 'This report does not exist or you do not have access to\u00a0it.'
            : 'The report could not be loaded. Check your connection and try again.'}
        </p>
        <Link
          to="/"
          className="mt-2 inline-flex h-10 items-center rounded-md bg-slate-900 px-4 text-sm font-medium text-white hover:bg-slate-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:ring-offset-2"
        >
          Back to Home
        </Link>
      </main>
    )
  }
  // A signed report is a locked document: it opens read-only, with its signature and addenda.
  if (query.data.signedAt) return <SignedReportView report={query.data} />
  return <ReportEditor report={query.data} />
}

/**
 * A reload right after typing: the last save, sent as the page unloaded, may still be on its way while this page
 * already has the report. Until it lands (the server's version moves past the one it was made on) or
 * EXIT_SAVE_WAIT_MS passed since it was sent, the report is asked for again every 250 ms and the page stays on its
 * loading screen, so the editor opens with that text instead of offering the browser's copy of it.
 */
function useExitSaveLanding(reportId: string, version: number | undefined, refetch: () => unknown): boolean {
  const [exitSave] = useState(() => pendingExitSave(reportId))
  const [expired, setExpired] = useState(false)
  const waiting = exitSave !== null && !expired && version === exitSave.version
  useEffect(() => {
    if (!exitSave) return
    const timer = setTimeout(() => setExpired(true), Math.max(0, exitSave.at + EXIT_SAVE_WAIT_MS - Date.now()))
    return () => clearTimeout(timer)
  }, [exitSave])
  useEffect(() => {
    if (!waiting) return
    const poll = setInterval(() => void refetch(), 250)
    return () => clearInterval(poll)
  }, [waiting, refetch])
  return waiting
}
