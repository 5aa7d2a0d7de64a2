import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { seededVocabulary } from '../../../../test/factories/seeded-vocabulary'
import { buildGrammar } from './grammar'
import { grammarAccepts, parseGrammarRules, type GrammarNode } from './grammar-accepts'
import { compileGrammar, determinize, grammarGraph } from './grammar-fsg'
import { graphAccepts, minimize, type WordGraph } from './word-graph'
import { initDecoder } from './transcribe-decoder'

const SMALL = [
  '#JSGF V1.0;',
  'grammar dictation;',
  'public <dictation> = <item> [<dictation>];',
  '<item> = (heart | liver) weighs <n> grams | stab wound <index> | manner of death (homicide | suicide);',
  '<n> = <digit> [hundred [and <digit>]];',
  '<digit> = one | two | three;',
  '<index> = /1/ <digit> | /1e-10/ (ten | eleven);',
  '',
].join('\n')

/** A random sentence of a rule: each alternative, optional part and repeat taken by the random numbers. */
function sample(rules: Map<string, GrammarNode>, node: GrammarNode, pick: () => number, depth = 0): string[] {
  switch (node.t) {
    case 'word':
      return [node.word]
    case 'weight':
      return sample(rules, node.node, pick, depth)
    case 'ref':
      // Past a few items the loop ends: its last item is said in place of another turn.
      return sample(rules, rules.get(depth > 6 && node.rule === 'dictation' ? 'item' : node.rule)!, pick, depth + 1)
    case 'seq':
      return node.items.flatMap((item) => sample(rules, item, pick, depth))
    case 'alt':
      return sample(rules, node.options[Math.floor(pick() * node.options.length)], pick, depth)
    case 'opt':
      return pick() < 0.5 ? [] : sample(rules, node.node, pick, depth)
    case 'star':
    case 'plus': {
      const times = (node.t === 'plus' ? 1 : 0) + Math.floor(pick() * 3)
      return Array.from({ length: times }, () => sample(rules, node.node, pick, depth)).flat()
    }
  }
}

/** A random path through the word graph from its start, one or more items, ending in an accepting state. */
const arcsOut = new WeakMap<WordGraph, Map<number, number[]>>()
function walk(graph: WordGraph, pick: () => number, items: number): string[] | null {
  let out = arcsOut.get(graph)
  if (!out) {
    out = new Map<number, number[]>()
    for (let a = 0; a < graph.from.length; a++) {
      const list = out.get(graph.from[a])
      if (list) list.push(a)
      else out.set(graph.from[a], [a])
    }
    arcsOut.set(graph, out)
  }
  const words: string[] = []
  for (let item = 0; item < items; item++) {
    let state = graph.start
    for (let step = 0; step < 60; step++) {
      const arcs = out.get(state) ?? []
      if (graph.finals.has(state) && step > 0 && (!arcs.length || pick() < 0.3)) break
      if (!arcs.length) return null
      const a = arcs[Math.floor(pick() * arcs.length)]
      words.push(graph.word[a])
      state = graph.to[a]
    }
    if (!graph.finals.has(state)) return null
  }
  return words
}

/** The best log weight of one item saying the words, its final weight included (-Infinity when none says them). */
function itemWeight(graph: WordGraph, sentence: string): number {
  let best = new Map([[graph.start, 0]])
  for (const word of sentence.split(' ')) {
    const next = new Map<number, number>()
    for (let a = 0; a < graph.from.length; a++) {
      const w = best.get(graph.from[a])
      if (w === undefined || graph.word[a] !== word) continue
      const nw = w + graph.logw[a]
      if (nw > (next.get(graph.to[a]) ?? -Infinity)) next.set(graph.to[a], nw)
    }
    best = next
  }
  return Math.max(-Infinity, ...[...best].flatMap(([s, w]) => (graph.finals.has(s) ? [w + graph.finals.get(s)!] : [])))
}

const random = (seed: number) => {
  let x = seed >>> 0 || 1
  return () => {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    return (x >>> 0) / 2 ** 32
  }
}

describe('the word graph of the recognition grammar', () => {
  it('says exactly the sentences the grammar says', () => {
    const graph = grammarGraph(SMALL)
    const accepts = grammarAccepts(SMALL)
    const sentences = [
      'heart weighs two grams', 'liver weighs one hundred grams', 'liver weighs three hundred and two grams',
      'stab wound three', 'stab wound eleven', 'manner of death suicide', 'heart weighs one grams stab wound two',
      'manner of death homicide manner of death suicide heart weighs two hundred grams',
      '', 'heart weighs grams', 'heart weighs one hundred and grams', 'stab wound', 'manner of death', 'two grams',
      'heart weighs two grams two', 'stab wound four', 'liver liver weighs one grams',
    ]
    for (const s of sentences) expect(graphAccepts(graph, s), s).toBe(accepts(s))
  })

  it('weighs each sentence as PocketSphinx weighs the grammar: every choice shared among its alternatives', () => {
    const graph = grammarGraph(SMALL)
    // Three items; "heart | liver" a half each; three digits; "[hundred …]" and "[and …]" a half either way;
    // the wound's number weighted 1 against 1e-10, then "ten | eleven" a half each.
    const expected: [string, number][] = [
      ['heart weighs two grams', 1 / 3 / 2 / 3 / 2],
      ['liver weighs three hundred and two grams', 1 / 3 / 2 / 3 / 2 / 2 / 3],
      ['liver weighs three hundred grams', 1 / 3 / 2 / 3 / 2 / 2],
      ['stab wound two', 1 / 3 / (1 + 1e-10) / 3],
      ['stab wound eleven', (1 / 3) * (1e-10 / (1 + 1e-10)) / 2],
      ['manner of death suicide', 1 / 3 / 2],
    ]
    for (const [sentence, weight] of expected) expect(itemWeight(graph, sentence), sentence).toBeCloseTo(Math.log(weight), 9)
    // After an item: another or the end, a half each (the loop "<item> [<dictation>]").
    expect(graph.repeat).toBeCloseTo(Math.log(0.5), 12)
  })

  it('merges the items\' common ends and is deterministic', () => {
    const graph = grammarGraph(SMALL)
    // "heart" and "liver" lead to one state: the number words after "weighs" exist once.
    const after = (word: string) => graph.to[graph.word.findIndex((w, a) => w === word && graph.from[a] === graph.start)]
    expect(after('heart')).toBe(after('liver'))
    expect(graph.word.filter((w) => w === 'hundred')).toHaveLength(1)
    // No state has two arcs of the same word and weight.
    const labels = graph.from.map((f, a) => `${f} ${graph.word[a]} ${graph.logw[a]}`)
    expect(new Set(labels).size).toBe(labels.length)
  })

  it('minimises without changing the sentences of the deterministic graph', () => {
    const det = determinize(compileGrammar(SMALL, 'item'))
    const min = minimize(det)
    expect(min.count).toBeLessThan(det.count)
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 }), fc.integer({ min: 1, max: 3 }), (seed, items) => {
        const words = walk(det, random(seed), items)
        if (words) expect(graphAccepts(min, words.join(' ')), words.join(' ')).toBe(true)
      }),
      { seed: 27, numRuns: 300 },
    )
  })

  describe('with the seeded vocabulary', () => {
    let jsgf = ''
    let graph: WordGraph
    let accepts: (s: string) => boolean
    const vocabulary = seededVocabulary()
    beforeAll(async () => {
      const decoder = await initDecoder()
      try {
        jsgf = buildGrammar(vocabulary, (w) => decoder.lookup_word(w)).jsgf
      } finally {
        decoder.delete()
      }
      graph = grammarGraph(jsgf)
      accepts = grammarAccepts(jsgf)
    })
    it('accepts every sentence sampled from the grammar', () => {
      const rules = parseGrammarRules(jsgf)
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 2 ** 31 }), (seed) => {
          const words = sample(rules, rules.get('dictation')!, random(seed)).join(' ')
          expect(graphAccepts(graph, words), words).toBe(true)
        }),
        { seed: 11, numRuns: 400 },
      )
    })

    it('says nothing the grammar does not: every path through it is a sentence of the grammar', () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 2 ** 31 }), fc.integer({ min: 1, max: 3 }), (seed, items) => {
          const words = walk(graph, random(seed), items)
          if (words) expect(accepts(words.join(' ')), words.join(' ')).toBe(true)
        }),
        { seed: 5, numRuns: 400 },
      )
    })

    it('is a small fraction of the expanded grammar', () => {
      const { nfa } = compileGrammar(jsgf, 'item')
      expect(graph.count).toBeLessThan(nfa.count / 4)
    })
  })
})
