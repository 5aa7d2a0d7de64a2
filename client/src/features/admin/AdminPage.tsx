import { useState, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Tabs } from 'radix-ui'
import { ArrowLeft, Building2, FileJson, FileText, History, Layers, MessageSquareText, Shield, Tags, Ticket, Users } from 'lucide-react'
import { cn } from '../../components/ui/cn'
import { useSession } from '../../lib/session'
import { ADMIN_TEXTS } from './admin-texts'
import { AuditTab } from './audit/AuditTab'
import { FhirMappingTab } from './fhir/FhirMappingTab'
import { InvitationsTab } from './invitations/InvitationsTab'
import { ModulesTab } from './modules/ModulesTab'
import { OfficeTab } from './office/OfficeTab'
import { PromptsTab } from './prompts/PromptsTab'
import { TagsTab } from './tags/TagsTab'
import { TemplatesTab } from './templates/TemplatesTab'
import { UsersTab } from './users/UsersTab'

type Tab = 'modules' | 'templates' | 'prompts' | 'tags' | 'users' | 'invitations' | 'audit' | 'fhir' | 'office'

const tabClass = cn(
  'inline-flex items-center gap-2 whitespace-nowrap border-b-2 border-transparent px-3.5 py-2.5 text-sm font-medium text-slate-600 transition-colors',
  'hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600',
  'data-[state=active]:border-sky-700 data-[state=active]:text-sky-800',
)

interface TabDef {
  value: Tab
  label: string
  icon: ReactNode
  content: () => ReactNode
  superOnly?: boolean
}

const icon = (I: typeof Layers) => <I aria-hidden="true" className="h-4 w-4" />

const TABS: TabDef[] = [
  { value: 'modules', label: ADMIN_TEXTS.tabs.modules, icon: icon(Layers), content: () => <ModulesTab /> },
  { value: 'templates', label: ADMIN_TEXTS.tabs.templates, icon: icon(FileText), content: () => <TemplatesTab /> },
  { value: 'prompts', label: ADMIN_TEXTS.tabs.prompts, icon: icon(MessageSquareText), content: () => <PromptsTab /> },
  { value: 'tags', label: ADMIN_TEXTS.tabs.tags, icon: icon(Tags), content: () => <TagsTab /> },
  { value: 'users', label: ADMIN_TEXTS.tabs.users, icon: icon(Users), content: () => <UsersTab />, superOnly: true },
  { value: 'invitations', label: ADMIN_TEXTS.tabs.invitations, icon: icon(Ticket), content: () => <InvitationsTab />, superOnly: true },
  { value: 'audit', label: ADMIN_TEXTS.tabs.audit, icon: icon(History), content: () => <AuditTab />, superOnly: true },
  { value: 'fhir', label: ADMIN_TEXTS.tabs.fhir, icon: icon(FileJson), content: () => <FhirMappingTab />, superOnly: true },
  { value: 'office', label: 'Office', icon: icon(Building2), content: () => <OfficeTab />, superOnly: true },
]

/** The Admin Panel: content, prompts, tags, and for super users the people and the record. */
export function AdminPage() {
  const { user } = useSession()
  const [tab, setTab] = useState<Tab>('modules')
  const tabs = TABS.filter((t) => !t.superOnly || user?.role === 'super')

  return (
    <main className="mx-auto w-full max-w-7xl px-6 py-8">
      <header className="mb-6 flex flex-wrap items-center gap-4">
        <Link
          to="/"
          className="inline-flex h-9 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:ring-offset-2"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {ADMIN_TEXTS.backToHome}
        </Link>
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Admin Panel</h1>
          <p className="mt-0.5 text-sm text-slate-600">Manage injury modules, templates, prompts, tags and accounts.</p>
        </div>
        <span className="inline-flex items-center gap-1.5 rounded-full border border-sky-200 bg-sky-50 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-sky-800">
          <Shield aria-hidden="true" className="h-3.5 w-3.5" />
          {ADMIN_TEXTS.administrator}
        </span>
      </header>
      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as Tab)}>
        <Tabs.List aria-label="Admin sections" className="mb-6 flex gap-1 overflow-x-auto border-b border-slate-200">
          {tabs.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value} className={tabClass}>
              {t.icon}
              {t.label}
              {t.value === 'users' && <span className="rounded-full bg-amber-50 px-2 py-0.5 text-[11px] font-semibold text-amber-800 ring-1 ring-amber-200">{ADMIN_TEXTS.superOnly}</span>}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((t) => (
          <Tabs.Content key={t.value} value={t.value} className="focus-visible:outline-none">
            {t.content()}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </main>
  )
}
