import { Pencil, Share2, Trash2 } from 'lucide-react'
import type { TagFieldProperties } from '@shared/src/tags/field'
import { TAG_TEXTS } from '@shared/src/tags/tag-texts'
import { Button } from '../../../components/ui/Button'
import { AdminTable } from '../admin-lists'
import { ADMIN_TEXTS } from '../admin-texts'
import { formatDate, Pill } from '../admin-ui'
import { groupByCategory } from './tag-filter'

/** The fields of a tag the admin views show (and its typed field properties, for the edit form). */
export interface TagView extends Partial<TagFieldProperties> {
  id: string
  identifier: string
  name: string
  description: string | null
  color: string
  category: string | null
  createdAt: string | Date
  /** False for a user's own tag that only its creator's pickers offer. */
  shared?: boolean
}

interface TagViewProps {
  tags: TagView[]
  onEdit(tag: TagView): void
  onDelete(tag: TagView): void
  /** Shares a private tag with everyone (super users). */
  onShare?(tag: TagView): void
}

/** Marks a tag only its creator sees, so a super user knows what 'Share with everyone' would change. */
function PrivateBadge({ tag }: { tag: TagView }) {
  if (tag.shared !== false) return null
  return <span className="ml-2 inline-flex items-center rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800">{TAG_TEXTS.private}</span>
}

/** In the table the label shows only where the Actions column has room (the icon and its name stay). */
function ShareButton({ tag, onShare, compact = false }: { tag: TagView; onShare?(tag: TagView): void; compact?: boolean }) {
  if (tag.shared !== false || !onShare) return null
  return (
    <Button variant="outline" size="sm" className="h-8 whitespace-nowrap" aria-label={`${TAG_TEXTS.share}: ${tag.name}`} title={TAG_TEXTS.share} onClick={() => onShare(tag)}>
      <Share2 aria-hidden="true" className="h-4 w-4" />
      <span className={compact ? 'hidden xl:inline' : undefined}>{TAG_TEXTS.share}</span>
    </Button>
  )
}

function Swatch({ color }: { color: string }) {
  return <span aria-hidden="true" className="inline-block h-4 w-4 shrink-0 rounded border border-black/10" style={{ backgroundColor: color }} />
}

function TagActions({ tag, onEdit, onDelete }: { tag: TagView } & Omit<TagViewProps, 'tags' | 'onShare'>) {
  return (
    <div className="flex gap-1">
      <Button variant="ghost" size="icon" className="h-8 w-8" aria-label={`Edit ${tag.name}`} onClick={() => onEdit(tag)}>
        <Pencil aria-hidden="true" className="h-4 w-4" />
      </Button>
      <Button variant="ghost" size="icon" className="h-8 w-8 text-red-700 hover:bg-red-50" aria-label={`Delete ${tag.name}`} onClick={() => onDelete(tag)}>
        <Trash2 aria-hidden="true" className="h-4 w-4" />
      </Button>
    </div>
  )
}

/** Grid view: tags grouped by category, each group with its count. */
export function TagGrid({ tags, onEdit, onDelete, onShare }: TagViewProps) {
  return (
    <div className="space-y-6">
      {groupByCategory(tags).map((group) => (
        <section key={group.category} aria-label={group.category}>
          <h3 className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-800">
            {group.category}
            <Pill>{group.tags.length}</Pill>
          </h3>
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {group.tags.map((t) => (
              <li key={t.id} data-admin-item={t.id} className="flex items-start gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-sm" style={{ borderLeftColor: t.color, borderLeftWidth: 4 }}>
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-slate-900">
                    {t.name}
                    <PrivateBadge tag={t} />
                  </p>
                  {t.identifier !== t.name && <p className="truncate font-mono text-xs text-slate-500">{t.identifier}</p>}
                  {t.description && <p className="mt-1 line-clamp-2 text-xs text-slate-600">{t.description}</p>}
                  {t.shared === false && onShare && (
                    <div className="mt-2">
                      <ShareButton tag={t} onShare={onShare} />
                    </div>
                  )}
                </div>
                <TagActions tag={t} onEdit={onEdit} onDelete={onDelete} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

/** List view: one table row per tag. */
export function TagTable({ tags, onEdit, onDelete, onShare }: TagViewProps) {
  return (
    <AdminTable columns={['Color', 'Name', 'Category', 'Description', 'Created', 'Actions']}>
      {tags.map((t) => (
        <tr key={t.id} data-admin-item={t.id} className="align-top hover:bg-slate-50">
          <td className="px-4 py-3">
            <span className="flex items-center gap-2 font-mono text-xs text-slate-600">
              <Swatch color={t.color} />
              {t.color}
            </span>
          </td>
          <td className="px-4 py-3">
            <p className="font-medium text-slate-900">
              {t.name}
              <PrivateBadge tag={t} />
            </p>
            <p className="font-mono text-xs text-slate-500">{t.identifier}</p>
          </td>
          <td className="px-4 py-3 text-slate-700">{t.category || <span className="text-slate-500">{ADMIN_TEXTS.tags.uncategorized}</span>}</td>
          <td className="max-w-md px-4 py-3 text-slate-600">{t.description}</td>
          <td className="whitespace-nowrap px-4 py-3 text-slate-600">{formatDate(t.createdAt)}</td>
          <td className="px-4 py-2">
            <div className="flex items-center gap-1">
              <ShareButton tag={t} onShare={onShare} compact />
              <TagActions tag={t} onEdit={onEdit} onDelete={onDelete} />
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  )
}
