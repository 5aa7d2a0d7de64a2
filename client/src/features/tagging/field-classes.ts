const base =
  'block h-8 rounded-md border border-slate-300 bg-white text-sm text-slate-900 placeholder:text-slate-500 focus-visible:border-sky-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 aria-[invalid=true]:border-red-600'

/**
 * A compact text field for popovers (the shared Input is sized for forms, and class names do not
 * merge, so width and padding come as arguments rather than overrides).
 */
export const compactField = (size = 'w-full px-2') => `${base} ${size}`
