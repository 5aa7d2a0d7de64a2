import { parseGrammarRules, type GrammarNode } from './grammar-accepts'
import { minimize, WEIGHT_KEY, type WordGraph } from './word-graph'

/**
 * The recognition grammar as a deterministic, minimal word graph: the search graph PocketSphinx is given.
 *
 * PocketSphinx's own JSGF compiler expands every rule reference in place and closes the empty moves
 * transitively: every item of the dictation loop is entered from the loop's end, each with its own copy of
 * its first words ("the", "left", "heart" a hundred times over), and each of the hundreds of thousands of
 * empty moves is followed after every word the search ends. Here the same grammar is read as a graph
 * (`compileGrammar`), made deterministic (`determinize`: from a state, each word leads to one state, so a
 * word is searched once whatever items it may begin) and minimal (`minimize`: states with the same futures
 * are one, so the number words after "weighs" exist once for every weight). The sentences are exactly the
 * grammar's, and each has the weight PocketSphinx gives it: at every choice of a rule, a group or an
 * optional part, an alternative's share of the weights there (1/n for n unweighted ones, a skip counting as
 * one). Determinizing moves a weight to the first word where the sentences part, so the beams prune
 * somewhat other hypotheses than in PocketSphinx's graph: the best path is searched for in the same
 * sentences with the same scores, and found by a search several times cheaper.
 *
 * Weights are kept as natural logarithms; a word's label carries the weight of the path that leads into
 * it, so two ways to a word with different weights stay two transitions.
 */

/** A graph with empty moves: word arcs and weighted empty arcs, per state. */
class Nfa {
  count = 0
  readonly words: { word: string; logw: number; to: number }[][] = []
  readonly empties: { logw: number; to: number }[][] = []
  state(): number {
    this.words.push([])
    this.empties.push([])
    return this.count++
  }
}

/**
 * Reads the grammar's public rule `dictation` (./grammar's one-rule-a-line JSGF) as a graph with empty moves.
 * A rule that refers to itself may do so only last in its body (right recursion, as the dictation loop
 * `<item> [<dictation>]`): the reference goes back to the rule's entry, as PocketSphinx compiles it.
 */
export function compileGrammar(jsgf: string, top = 'dictation'): { nfa: Nfa; start: number; final: number } {
  const rules = parseGrammarRules(jsgf)
  const nfa = new Nfa()
  const open = new Map<string, { entry: number; exit: number }>()
  const empty = (from: number, to: number, logw = 0) => nfa.empties[from].push({ to, logw })

  // Adds the node's paths from `from`; returns the state where they end.
  const add = (node: GrammarNode, from: number, logw: number): number => {
    switch (node.t) {
      case 'word': {
        const to = nfa.state()
        nfa.words[from].push({ word: node.word, logw, to })
        return to
      }
      case 'weight':
        return add(node.node, from, logw + Math.log(node.weight))
      case 'ref': {
        const recursive = open.get(node.rule)
        if (recursive) {
          empty(from, recursive.entry, logw)
          return recursive.exit
        }
        const body = rules.get(node.rule)
        if (!body) throw new Error(`The grammar refers to a rule it lacks: <${node.rule}>`)
        const entry = nfa.state()
        const exit = nfa.state()
        empty(from, entry, logw)
        open.set(node.rule, { entry, exit })
        empty(body.t === 'alt' ? add(body, entry, 0) : choice([body], false, entry, 0), exit)
        open.delete(node.rule)
        return exit
      }
      case 'seq': {
        let at = from
        node.items.forEach((item, i) => {
          at = add(item, at, i === 0 ? logw : 0)
        })
        if (!node.items.length && logw !== 0) {
          const to = nfa.state()
          empty(at, to, logw)
          at = to
        }
        return at
      }
      case 'alt':
        return choice(node.options, false, from, logw)
      case 'opt':
        return choice(node.node.t === 'alt' ? node.node.options : [node.node], true, from, logw)
      case 'star':
      case 'plus': {
        // As PocketSphinx reads a repeat: at each turn one more or an end, a half each.
        const entry = nfa.state()
        const exit = nfa.state()
        empty(from, entry, logw)
        if (node.t === 'star') {
          empty(add(node.node, entry, HALF), entry)
          empty(entry, exit, HALF)
        } else {
          const end = add(node.node, entry, 0)
          empty(end, entry, HALF)
          empty(end, exit, HALF)
        }
        return exit
      }
    }
  }
  // The alternatives of a rule, a group or an optional part: each is taken with its weight over the sum of
  // them all, an optional part's skip counting as one more alternative of weight 1 (PocketSphinx normalises
  // them so at every choice: "a | b | c" costs a third each, "[a]" a half either way).
  function choice(options: GrammarNode[], skippable: boolean, from: number, logw: number): number {
    const lead = (o: GrammarNode): number => {
      const first = o.t === 'seq' ? o.items[0] : o
      return first?.t === 'weight' ? first.weight : 1
    }
    const norm = options.reduce((sum, o) => sum + lead(o), skippable ? 1 : 0)
    const share = -Math.log(norm)
    const entry = nfa.state()
    const exit = nfa.state()
    empty(from, entry, logw)
    for (const option of options) empty(add(option, entry, share), exit)
    if (skippable) empty(entry, exit, share)
    return exit
  }
  const start = nfa.state()
  const final = add({ t: 'ref', rule: top }, start, 0)
  return { nfa, start, final }
}

const HALF = Math.log(0.5)

/**
 * The graph made deterministic on (word, weight) labels: states are sets of the graph's states reached
 * by the same words, each with its weight relative to the best of the set (weighted subset construction
 * in the max-times semiring). The graph compiled is one item, with no cycle, so the construction ends; it
 * throws past `maxStates` all the same.
 */
export function determinize(compiled: ReturnType<typeof compileGrammar>, maxStates = 2_000_000): WordGraph {
  const { nfa, start, final } = compiled
  // The states reachable from a set by empty moves, each with its best weight.
  const closure = (seed: Map<number, number>): Map<number, number> => {
    const best = new Map(seed)
    const stack = [...seed.keys()]
    while (stack.length) {
      const s = stack.pop()!
      const w = best.get(s)!
      for (const e of nfa.empties[s]) {
        const nw = w + e.logw
        const old = best.get(e.to)
        if (old === undefined || nw > old + 1e-12) {
          best.set(e.to, nw)
          stack.push(e.to)
        }
      }
    }
    return best
  }
  const keyOf = (set: Map<number, number>) =>
    [...set.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([s, w]) => (w === 0 ? `${s}` : `${s}@${WEIGHT_KEY(w)}`))
      .join(',')

  const graph: WordGraph = { count: 0, start: 0, finals: new Map(), from: [], to: [], word: [], logw: [] }
  const ids = new Map<string, number>()
  const queue: Map<number, number>[] = []
  const intern = (set: Map<number, number>): number => {
    const key = keyOf(set)
    let id = ids.get(key)
    if (id === undefined) {
      id = graph.count++
      if (graph.count > maxStates) throw new Error(`The recognition grammar has more than ${maxStates} states once deterministic`)
      ids.set(key, id)
      queue.push(set)
    }
    return id
  }
  graph.start = intern(new Map([[start, 0]]))
  for (let id = 0; id < queue.length; id++) {
    const closed = closure(queue[id])
    const finalWeight = closed.get(final)
    if (finalWeight !== undefined) graph.finals.set(id, finalWeight)
    // The word moves out of the closed set, grouped by word: targets with their weights.
    const byWord = new Map<string, Map<number, number>>()
    for (const [s, w] of closed) {
      for (const arc of nfa.words[s]) {
        let targets = byWord.get(arc.word)
        if (!targets) byWord.set(arc.word, (targets = new Map()))
        const nw = w + arc.logw
        const old = targets.get(arc.to)
        if (old === undefined || nw > old) targets.set(arc.to, nw)
      }
    }
    for (const [word, targets] of byWord) {
      let top = -Infinity
      for (const w of targets.values()) top = Math.max(top, w)
      const residues = new Map<number, number>()
      for (const [s, w] of targets) residues.set(s, Math.abs(w - top) < 1e-9 ? 0 : w - top)
      graph.from.push(id)
      graph.to.push(intern(residues))
      graph.word.push(word)
      graph.logw.push(Math.abs(top) < 1e-9 ? 0 : top)
    }
  }
  return graph
}

/**
 * The minimal deterministic word graph of one item of the dictation loop (`<item>`): dictation is one or
 * more items, so the search graph returns from each accepting state to the start by an empty move
 * (`loadGraph`). One hub for the loop keeps a single copy of the items' first words; made deterministic
 * as a whole, every way an item can end would carry its own copy of them.
 */
export function grammarGraph(jsgf: string): WordGraph {
  return { ...minimize(determinize(compileGrammar(jsgf, 'item'))), repeat: HALF }
}
