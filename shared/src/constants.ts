/** Business constants, shared by client, server and worker. */
export const ROLES = ['free', 'normal', 'super'] as const
export type Role = (typeof ROLES)[number]

export const FREE_MONTHLY_TAG_MATCHES = 50
export const FREE_MONTHLY_REPORT_CLEANUPS = 50
export const USAGE_POLL_MS = 30_000
export const MIN_PASSWORD_LENGTH = 6

export const MODULE_DEFAULT_MAX_INSTANCES = 20
export const MODULE_MAX_INSTANCES_BOUNDS = { min: 1, max: 50 } as const
export const MODULE_DEFAULT_ORDER = 1

export const AUDIO_MAX_BYTES = 25 * 1024 * 1024
export const AUDIO_EXTENSIONS = ['wav', 'mp3', 'mpeg', 'm4a', 'webm'] as const

export const CONFIDENCE_HIGH = 0.8
export const CONFIDENCE_LOW = 0.5
export const DEFAULT_TAG_COLOR = '#3b82f6'

export const DEFAULT_PROMPT_MODEL = 'gpt-4o'
export const PROMPT_TYPES = ['cleanup', 'tag_identification'] as const
export type PromptType = (typeof PROMPT_TYPES)[number]

export const SIDEBAR_WIDTH = { min: 240, max: 600, default: 320 } as const

export const TOAST_LIMIT = 5
export const TOAST_DURATION_MS = 3_000
export const TOAST_REMOVE_DELAY_MS = 500
export const TOAST_STACK_GAP_PX = 60
export const TOAST_STAGGER_S = 0.05

/**
 * How deep chapters nest: level 1 is a top-level chapter. Deep enough for any real template, and a
 * bound on every recursive walk (validation, sanitising, numbering, markdown, exports). An injury
 * module's chapters get one level less, because a multi-instance module places them under its
 * '#n' instance group when a report is composed.
 */
export const MAX_CHAPTER_DEPTH = 8
export const MAX_MODULE_CHAPTER_DEPTH = MAX_CHAPTER_DEPTH - 1
/** Injury modules nest at most this many levels (Injury → Gunshot Wounds → Entrance → Range needs four). */
export const MAX_MODULE_DEPTH = 6
