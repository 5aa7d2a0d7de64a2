import fc from 'fast-check'

/**
 * Generators of hostile JSON bodies for the fuzz tests. Each body is JSON text,
 * so keys such as `__proto__` reach the server exactly as an attacker would send them.
 */

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDC00y',
  '\uDBFF\uDFFF',
  '\uFEFF',
  '\u202E',
  '\uD83D\uDE00',
  'e\u0301',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '../../etc/passwd',
  '%00',
  '__proto__',
  'constructor',
  'NaN',
  '-1',
  '1e400',
  '00000000-0000-0000-0000-000000000000',
]

const hugeString = fc.integer({ min: 1_000, max: 300_000 }).map((n) => 'x'.repeat(n))
const strings = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: hugeString },
)
const numbers = fc.oneof(
  fc.constantFrom(0, -1, 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, -(2 ** 63), 1e308, -1e308, 0.5, -0.0, 1e-320),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)
const scalars = fc.oneof(strings, numbers, fc.boolean(), fc.constant(null))

/** Any JSON value, shallow or a little nested, built from the nasty scalars above. */
const values: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalars, fc.array(tie('v'), { maxLength: 4 }), fc.dictionary(fc.string({ maxLength: 8 }), tie('v'), { maxKeys: 4 })),
})).v

/** JSON text nested `depth` levels deep, as arrays or objects (written as text: no recursion needed). */
const deepText = fc.record({ depth: fc.integer({ min: 50, max: 20_000 }), kind: fc.constantFrom('array', 'object', 'chapters') }).map(({ depth, kind }) => {
  if (kind === 'array') return `${'['.repeat(depth)}${']'.repeat(depth)}`
  if (kind === 'object') return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
  const open = '{"id":"x","title":"t","content":"","order":1,"subChapters":['
  return `{"name":"n","title":"t","version":1,"chapters":[${open.repeat(depth)}${']}'.repeat(depth)}]}`
})

/** A body with prototype-pollution keys, at the top and inside a field. */
const pollutedText = (keys: readonly string[]) =>
  fc.record({ key: fc.constantFrom('__proto__', 'constructor', 'prototype'), field: fc.constantFrom(...keys), v: values }).map(({ key, field, v }) => {
    const payload = key === 'constructor' ? `{"prototype":{"polluted":true}}` : `{"polluted":true,"role":"super"}`
    return `{"${key}":${payload},"${field}":{"${key}":${payload},"x":${JSON.stringify(v) ?? 'null'}}}`
  })

/** An object with the route's own field names, each set to a hostile value or left out. */
const shapedText = (keys: readonly string[]) =>
  fc.dictionary(fc.constantFrom(...keys), values, { maxKeys: keys.length }).map((o) => JSON.stringify(o))

/** Not JSON at all, or JSON that is not an object. */
const brokenText = fc.constantFrom('', '{', '{"a":', 'nul', '[1,2', '"\\ud800"', '{"a":"\\u0000"}', '{"a":1}}', 'true', '12', '"text"', '[]', '{}', '{"a":1e999999}')

/** A valid body with one field made hostile: reaches past the other fields' checks to the one under attack. */
const mutantText = (keys: readonly string[], base: Record<string, unknown>) =>
  fc.record({ key: fc.constantFrom(...keys), v: values }).map(({ key, v }) => JSON.stringify({ ...base, [key]: v }))

/** Every kind of hostile body for a route whose fields are `keys` (`base`: a valid body); JSON text each. */
export function hostileBodies(keys: readonly string[], base: Record<string, unknown> = {}): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: mutantText(keys, base) },
    { weight: 6, arbitrary: shapedText(keys) },
    { weight: 2, arbitrary: values.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: deepText },
    { weight: 1, arbitrary: pollutedText(keys) },
    { weight: 1, arbitrary: brokenText },
  )
}
