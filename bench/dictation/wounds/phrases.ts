/**
 * The words a wound description is built from: sites, directions, organ lists and the ways a
 * pathologist says each measure. Every variant carries the value the convention gives it.
 */

/** Sites as said (after "on the") and their value: lower case, without the leading "on the". */
export const SITES = [
  'left side of the chest',
  'outer aspect of the left upper arm',
  'right side of the back',
  'front of the abdomen, left of the umbilicus',
  'left flank',
  'back of the neck',
  'inner aspect of the right thigh',
  'right loin',
  'left infraclavicular region',
  'upper left quadrant of the abdomen',
  'right side of the chest',
  'left lower back',
  'front of the right shoulder',
  'left buttock',
  'right iliac fossa',
]

/** Directions as said, each its own value. */
export const DIRECTIONS = [
  'front to back, right to left and slightly downwards',
  'backwards, to the left and upwards',
  'from front to back and downwards',
  'left to right, front to back and upwards',
  'upwards and medially',
  'horizontally from right to left',
  'back to front and slightly upwards',
  'downwards and to the right',
]

/** Organ lists: the words said and the value (items without articles, joined by commas). */
export const ORGANS: [string, string][] = [
  ['the left fifth intercostal muscle, the pericardium and the right ventricle', 'left fifth intercostal muscle, pericardium, right ventricle'],
  ['the diaphragm and the liver', 'diaphragm, liver'],
  ['the skin, the muscles of the back and the left lower lobe', 'skin, muscles of the back, left lower lobe'],
  ['the stomach, the pancreas and the left kidney', 'stomach, pancreas, left kidney'],
  ['the right upper lobe', 'right upper lobe'],
  ['the small bowel mesentery and the abdominal aorta', 'small bowel mesentery, abdominal aorta'],
]

export const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five']
export const ORDINALS = ['zeroth', 'first', 'second', 'third', 'fourth', 'fifth']
export const LETTERS = ['', 'A', 'B', 'C', 'D', 'E']

/** A small deterministic generator, so the set is the same on every run. */
export function random(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
  }
}
export type Random = ReturnType<typeof random>

/** One decimal, as measures are said: 2.5, 0.8, 11. */
export const tenth = (r: Random, min: number, max: number) => {
  const v = r.int(min * 10, max * 10) / 10
  return String(v)
}
