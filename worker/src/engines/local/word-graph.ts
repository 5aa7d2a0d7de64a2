/** Word graphs of the recognition grammar (./grammar-fsg): their shape, their minimisation and their sentences. */

/** A word graph: states 0…count-1, arcs as parallel arrays, the start and the accepting states. */
export interface WordGraph {
  count: number
  start: number
  /** Accepting states with their final weight (natural log). */
  finals: Map<number, number>
  from: number[]
  to: number[]
  word: string[]
  /** Natural log of the arc's weight (0 for 1). */
  logw: number[]
  /**
   * A graph of one item of a loop: the log weight of each way on from an accepting state, another item or
   * the end (the dictation loop `<item> [<dictation>]`: a half each).
   */
  repeat?: number
}

/** A weight as a key: weights closer than 1e-9 are one (sums of the logarithms of the grammar's shares). */
export const WEIGHT_KEY = (logw: number) => (Math.abs(logw) < 1e-9 ? '0' : logw.toPrecision(9))

/**
 * The deterministic graph with states of the same futures merged (Moore's partition refinement: states
 * split by final weight, then by their labels and the blocks their arcs lead to, until no block splits).
 */
export function minimize(graph: WordGraph): WordGraph {
  // Labels as numbers, and each state's arcs in label order once: a state's signature is then a list of numbers.
  const labelIds = new Map<string, number>()
  const label = graph.word.map((w, a) => {
    const key = `${w}/${WEIGHT_KEY(graph.logw[a])}`
    let id = labelIds.get(key)
    if (id === undefined) labelIds.set(key, (id = labelIds.size))
    return id
  })
  const out: number[][] = Array.from({ length: graph.count }, () => [])
  for (let a = 0; a < graph.from.length; a++) out[graph.from[a]].push(a)
  for (const arcs of out) arcs.sort((a, b) => label[a] - label[b] || graph.to[a] - graph.to[b])
  let block = new Int32Array(graph.count)
  let blocks = 0
  {
    const first = new Map<string, number>()
    for (let s = 0; s < graph.count; s++) {
      const f = graph.finals.get(s)
      const key = f === undefined ? '-' : WEIGHT_KEY(f)
      let b = first.get(key)
      if (b === undefined) first.set(key, (b = first.size))
      block[s] = b
    }
    blocks = first.size
  }
  const parts: number[] = []
  for (;;) {
    const next = new Int32Array(graph.count)
    const seen = new Map<string, number>()
    for (let s = 0; s < graph.count; s++) {
      parts.length = 0
      parts.push(block[s])
      for (const a of out[s]) parts.push(label[a], block[graph.to[a]])
      const key = parts.join(' ')
      let b = seen.get(key)
      if (b === undefined) seen.set(key, (b = seen.size))
      next[s] = b
    }
    const stable = seen.size === blocks
    block = next
    blocks = seen.size
    if (stable) break
  }
  const merged: WordGraph = { count: blocks, start: block[graph.start], finals: new Map(), from: [], to: [], word: [], logw: [] }
  for (const [s, w] of graph.finals) merged.finals.set(block[s], w)
  const done = new Set<string>()
  for (let a = 0; a < graph.from.length; a++) {
    const key = `${block[graph.from[a]]} ${label[a]} ${block[graph.to[a]]}`
    if (done.has(key)) continue
    done.add(key)
    merged.from.push(block[graph.from[a]])
    merged.to.push(block[graph.to[a]])
    merged.word.push(graph.word[a])
    merged.logw.push(graph.logw[a])
  }
  return merged
}

// Each graph's arcs indexed by state and word, made once: a graph of 80,000 arcs is asked about many sentences.
const indexed = new WeakMap<WordGraph, Map<number, Map<string, number[]>>>()

function arcsByWord(graph: WordGraph): Map<number, Map<string, number[]>> {
  let out = indexed.get(graph)
  if (out) return out
  out = new Map()
  for (let a = 0; a < graph.from.length; a++) {
    let m = out.get(graph.from[a])
    if (!m) out.set(graph.from[a], (m = new Map()))
    const list = m.get(graph.word[a]) ?? []
    list.push(graph.to[a])
    m.set(graph.word[a], list)
  }
  indexed.set(graph, out)
  return out
}

/** Whether one or more items of the graph say the words (a test of the graph against ./grammar-accepts). */
export function graphAccepts(graph: WordGraph, sentence: string): boolean {
  const out = arcsByWord(graph)
  const words = sentence.split(/\s+/).filter(Boolean)
  if (!words.length) return false
  let states = new Set([graph.start])
  for (const word of words) {
    const next = new Set<number>()
    for (const s of states) {
      for (const t of out.get(s)?.get(word) ?? []) next.add(t)
      // The loop's empty move back to the start after an item.
      if (graph.finals.has(s) && s !== graph.start) for (const t of out.get(graph.start)?.get(word) ?? []) next.add(t)
    }
    states = next
    if (!states.size) return false
  }
  return [...states].some((s) => graph.finals.has(s))
}
