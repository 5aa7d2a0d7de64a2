import { lazy, Suspense, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Tabs } from 'radix-ui'
import { FilePlus2, FolderOpen, Shield } from 'lucide-react'
import { Button } from '../../components/ui/Button'
import { cn } from '../../components/ui/cn'
import { useSession } from '../../lib/session'
import { LoadingScreen } from '../shell/LoadingScreen'
import { trpc } from '../../lib/trpc'
import { HOME_TEXTS } from './home-texts'
import { MyReportsTab } from './MyReportsTab'
import { Spinner } from '../../components/ui/Spinner'

// The create tab (module tree, report composition, validation) is a chunk of its own: the home screen opens with the
// report list only, and the tab's code arrives when the pointer or focus reaches its tab (or with the tab itself).
const loadCreateTab = () => import('./CreateReportTab')
const CreateReportTab = lazy(() => loadCreateTab().then((m) => ({ default: m.CreateReportTab })))
const preloadCreateTab = () => void loadCreateTab()

type Tab = 'reports' | 'create'

const tabClass = cn(
  'inline-flex items-center gap-2 border-b-2 border-transparent px-4 py-2.5 text-sm font-medium text-slate-600 transition-colors',
  'hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600',
  'data-[state=active]:border-sky-700 data-[state=active]:text-sky-800',
)

/** The signed-in home screen: the caller's reports, and creation of a new one (spec section 2). */
export function HomePage() {
  const { user } = useSession()
  const [tab, setTab] = useState<Tab>('reports')
  // The create tab mounts on its first visit (the start stays light), then stays mounted so its picks survive.
  const [createVisited, setCreateVisited] = useState(false)
  if (tab === 'create' && !createVisited) setCreateVisited(true)
  const templates = trpc.catalog.templates.useQuery()
  const tree = trpc.catalog.injuryModuleTree.useQuery()
  const reports = trpc.reports.list.useQuery()

  // The same loading screen as at start: one screen, the demo banner above it, until the page can show.
  if (templates.isLoading || tree.isLoading || reports.isLoading) return <LoadingScreen />

  const failed = [templates, tree, reports].find((q) => q.isError)
  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <header className="mb-6 flex flex-wrap items-center gap-4">
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{HOME_TEXTS.title}</h1>
          <p className="mt-1 text-sm text-slate-600">Draft structured autopsy reports from forensic templates and injury modules.</p>
        </div>
        {user?.role === 'super' && (
          <Link
            to="/admin"
            className="inline-flex h-10 items-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:ring-offset-2"
          >
            <Shield aria-hidden="true" className="h-4 w-4" />
            Admin
          </Link>
        )}
      </header>
      {failed && (
        <div role="alert" className="mb-6 flex items-center gap-3 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          <span className="flex-1">Some data could not be loaded. {failed.error?.message}</span>
          <Button size="sm" variant="outline" onClick={() => void Promise.all([templates.refetch(), tree.refetch(), reports.refetch()])}>
            Retry
          </Button>
        </div>
      )}
      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as Tab)}>
        <Tabs.List aria-label="Home" className="mb-6 flex gap-1 border-b border-slate-200">
          <Tabs.Trigger value="reports" className={tabClass}>
            <FolderOpen aria-hidden="true" className="h-4 w-4" />
            {HOME_TEXTS.tabs.reports}
          </Tabs.Trigger>
          <Tabs.Trigger value="create" className={tabClass} onPointerEnter={preloadCreateTab} onFocus={preloadCreateTab}>
            <FilePlus2 aria-hidden="true" className="h-4 w-4" />
            {HOME_TEXTS.tabs.create}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="reports" className="focus-visible:outline-none">
          <MyReportsTab reports={reports.data ?? []} onCreate={() => setTab('create')} />
        </Tabs.Content>
        {/* Kept mounted so the template and module picks survive a look at the report list. */}
        <Tabs.Content value="create" forceMount className="focus-visible:outline-none data-[state=inactive]:hidden">
          {createVisited && (
            <Suspense fallback={<Spinner className="mx-auto my-16 h-8 w-8 text-sky-700" label="Loading" />}>
              <CreateReportTab templates={templates.data ?? []} tree={tree.data ?? []} />
            </Suspense>
          )}
        </Tabs.Content>
      </Tabs.Root>
    </main>
  )
}

