/** Where the active chapter is read: 30 % down the viewport. */
export const ACTIVE_PROBE_RATIO = 0.3
export const SCROLL_DEBOUNCE_MS = 50

/**
 * The index of the active section given the sections' top edges (viewport coordinates, in
 * reading order): the last one whose top is at or above the probe line; the first when none is.
 */
export function activeIndexAt(tops: readonly number[], probeY: number): number {
  let lo = 0
  let hi = tops.length - 1
  let found = 0
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    if (tops[mid] <= probeY) {
      found = mid
      lo = mid + 1
    } else hi = mid - 1
  }
  return found
}
