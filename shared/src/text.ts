import { z } from 'zod'
import { MAX_CHAPTER_HTML_DEPTH, htmlNestingDepth } from './editor/html-depth'

// NUL, and a UTF-16 surrogate without its partner: PostgreSQL refuses both (text and jsonb), so
// they are stopped at validation instead of surfacing as a database error (a 500).
const NUL = '\u0000'
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g')

/** Can PostgreSQL store this string as text or inside jsonb? */
export const isStorableText = (value: string): boolean => !value.includes(NUL) && !LONE_SURROGATE.test(value)

/** The string without the characters PostgreSQL cannot store (for rich text, where stripping loses nothing readable). */
export const stripUnstorable = (value: string): string => value.replaceAll(NUL, '').replace(LONE_SURROGATES, '')

/** The field as a person reads it: `chapters[0].title` for ['chapters', 0, 'title']. */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const label = path.reduce<string>((acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : acc ? `${acc}.${String(key)}` : String(key)), '')
  return label || 'text'
}

/** The message of a refused string: names the field and says what to do. */
export const unstorableMessage = (path: readonly PropertyKey[]): string =>
  `The field '${fieldLabel(path)}' contains a character that cannot be stored (a NUL character or an incomplete Unicode character). Remove it and try again.`

/**
 * The one string schema of every input: a `z.string()` that refuses NUL characters and unpaired
 * surrogates before any other check runs (so the message is about them, naming the field).
 * Chain `.trim()`, `.min()`, `.max()` … on it as on `z.string()`.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorableText, { error: (issue) => unstorableMessage(issue.path ?? []), abort: true })

/**
 * Rich text (chapter HTML): unstorable characters are removed instead of refused; elements nested
 * deeper than MAX_CHAPTER_HTML_DEPTH are refused before any parser sees them.
 */
export const richText = () =>
  z
    .string()
    .overwrite(stripUnstorable)
    .refine((html) => htmlNestingDepth(html) <= MAX_CHAPTER_HTML_DEPTH, {
      error: (issue) => `The field '${fieldLabel(issue.path ?? [])}' nests its formatting more than ${MAX_CHAPTER_HTML_DEPTH} levels deep. Simplify it and try again.`,
      abort: true,
    })
