import { lazyRouteComponent } from '@tanstack/react-router'

/**
 * Every page is its own chunk: the landing and sign-in pages load only what they show, and the
 * editor (ProseMirror), the dictation dialog and the admin panel load only on their routes.
 * `.preload()` fetches a chunk ahead of time (hover or intent on a link, idle time on the home screen).
 */
export const pages = {
  landing: lazyRouteComponent(() => import('../features/public/LandingPage'), 'LandingPage'),
  contact: lazyRouteComponent(() => import('../features/public/ContactPage'), 'ContactPage'),
  login: lazyRouteComponent(() => import('../features/auth/LoginPage'), 'LoginPage'),
  signup: lazyRouteComponent(() => import('../features/auth/SignupPage'), 'SignupPage'),
  home: lazyRouteComponent(() => import('../features/home/HomePage'), 'HomePage'),
  editor: lazyRouteComponent(() => import('../features/reports/ReportEditorPage'), 'ReportEditorPage'),
  preview: lazyRouteComponent(() => import('../features/reports/PreviewPage'), 'PreviewPage'),
  admin: lazyRouteComponent(() => import('../features/admin/AdminPage'), 'AdminPage'),
}

export type Page = (typeof pages)[keyof typeof pages]
