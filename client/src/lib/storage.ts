/**
 * The browser's local (default) or this tab's session storage, or null where there is none or reaching it throws
 * (private modes, blocked cookies): callers then carry on without it.
 */
export function browserStorage(kind: 'local' | 'session' = 'local'): Storage | null {
  try {
    if (kind === 'session') return typeof sessionStorage === 'undefined' ? null : sessionStorage
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}
