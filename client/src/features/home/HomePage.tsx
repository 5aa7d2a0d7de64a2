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

// The create tab (module tree, report composition, validation) is a chunk of its own: the home screen opens with the
// report list only, and the tab's code arrives when the pointer or focus reaches its tab (or with the tab itself).
const loadCreateTab = () => import('./CreateReportTab')
const CreateReportTab = lazy(() => loadCreateTab().then((m) => ({ default: m.CreateReportTab })))

type Tab = 'reports' | 'create'

const tabClass = cn(
  'inline-flex items-center gap-2 border-b-2 border-transparent px-4 py-2.5 text-sm font-medium text-slate-600 transition-colors',
  'hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600',
  'data-[state=active]:border-sky-700 data-[state=active]:text-sky-800',
)

/** The signed-in home screen: the caller's reports, and creation of a new one. */
export function HomePage() {
  const { user } = useSession()
  const [tab, setTab] = useState<Tab>('reports')
  // The create tab mounts on its first visit (the start stays light), then stays mounted so its picks survive.
  const [createVisited, setCreateVisited] = useState(false)
  if (tab === 'create' && !createVisited) setCreateVisited(true)
  // The catalog (every template and the module tree, with their chapters) is only for the create tab: it is
  // asked for when the pointer or focus reaches that tab, not while the report list is being shown.
  const utils = trpc.useUtils()
  const preloadCreateTab = () => {
    void loadCreateTab()
    void utils.catalog.templates.prefetch()
    void utils.catalog.injuryModuleTree.prefetch()
  }

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
          <MyReportsTab onCreate={() => setTab('create')} />
        </Tabs.Content>
        {/* Kept mounted so the template and module picks survive a look at the report list. */}
        <Tabs.Content value="create" forceMount className="focus-visible:outline-none data-[state=inactive]:hidden">
          {createVisited && <CreateTab />}
        </Tabs.Content>
      </Tabs.Root>
    </main>
  )
}

function LoadFailed({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div role="alert" className="mb-6 flex items-center gap-3 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      <span className="flex-1">Some data could not be loaded. {message}</span>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Retry
      </Button>
    </div>
  )
}

/** The create tab's data and code: the spec's loading screen until both templates and modules are here. */
function CreateTab() {
  const templates = trpc.catalog.templates.useQuery()
  const tree = trpc.catalog.injuryModuleTree.useQuery()
  // Inside the home's <main>: the same screen, without a second main landmark.
  const loading = <LoadingScreen landmark={false} />
  if (templates.isLoading || tree.isLoading) return loading
  const failed = [templates, tree].find((q) => q.isError)
  if (failed) return <LoadFailed message={failed.error?.message ?? ''} onRetry={() => void Promise.all([templates.refetch(), tree.refetch()])} />
  return (
    <Suspense fallback={loading}>
      <CreateReportTab templates={templates.data ?? []} tree={tree.data ?? []} />
    </Suspense>
  )
}
