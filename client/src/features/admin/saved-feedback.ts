import { toast } from '../../components/toast/toast-store'

/** What was saved, for the toast: 'Template', 'Injury module', 'LLM prompt', 'Tag'. */
export type SavedKind = 'Template' | 'Injury module' | 'LLM prompt' | 'Tag'

const HIGHLIGHT_MS = 2500
const WAIT_MS = 5000

/**
 * Says that an admin item was created or updated (the spec has no text for these, so a plain one)
 * and brings it into view once the refreshed list shows it: scrolled to the middle, briefly
 * highlighted and focused, so a keyboard or screen-reader user lands on it too.
 */
export function announceSaved(kind: SavedKind, item: { id: string; name: string }, created: boolean) {
  toast({ title: `${kind} ${created ? 'created' : 'saved'}`, description: `'${item.name}' was ${created ? 'created' : 'updated'}.`, variant: 'success' })
  revealAdminItem(item.id)
}

/** Waits (up to 5 s) for the element marked `data-admin-item={id}`, then scrolls to, highlights and focuses it. */
export function revealAdminItem(id: string) {
  const selector = `[data-admin-item="${CSS.escape(id)}"]`
  const show = (el: HTMLElement) => {
    el.scrollIntoView({ block: 'center', behavior: 'smooth' })
    if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1')
    el.focus({ preventScroll: true })
    el.setAttribute('data-just-saved', 'true')
    window.setTimeout(() => el.removeAttribute('data-just-saved'), HIGHLIGHT_MS)
  }
  const found = document.querySelector<HTMLElement>(selector)
  if (found) return show(found)
  const observer = new MutationObserver(() => {
    const el = document.querySelector<HTMLElement>(selector)
    if (!el) return
    observer.disconnect()
    show(el)
  })
  observer.observe(document.body, { childList: true, subtree: true })
  window.setTimeout(() => observer.disconnect(), WAIT_MS)
}
