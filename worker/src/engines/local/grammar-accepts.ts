/**
 * Whether a JSGF grammar of the recogniser has a path for a sentence: the grammar's rules read as
 * sequences, alternatives, optional parts, repeats and rule references, matched word by word. Used to
 * prove that every form the text extractor reads can be decoded at all (a sentence outside the grammar
 * never comes out of the recogniser).
 */

/** A rule's body as a tree; `weight` is JSGF's `/w/` before an atom, the factor on its path's probability. */
export type GrammarNode =
  | { t: 'word'; word: string }
  | { t: 'ref'; rule: string }
  | { t: 'seq'; items: GrammarNode[] }
  | { t: 'alt'; options: GrammarNode[] }
  | { t: 'opt' | 'star' | 'plus'; node: GrammarNode }
  | { t: 'weight'; weight: number; node: GrammarNode }
type Node = GrammarNode

function parseBody(body: string): Node {
  const tokens = body
    .split(/(\s+|[()[\]|*+]|\/[\d.e+-]+\/)/)
    .filter((t) => t.trim())
  let at = 0
  let weight: number | null = null
  // A weight applies to the atom that follows it.
  const push = (items: Node[], node: Node) => {
    items.push(weight === null ? node : { t: 'weight', weight, node })
    weight = null
  }
  const alternatives = (close: string | null): Node => {
    const options: Node[] = []
    let items: Node[] = []
    while (at < tokens.length) {
      const tok = tokens[at++]
      if (tok === close) break
      if (tok === '|') {
        options.push({ t: 'seq', items })
        items = []
      } else if (/^\/.+\/$/.test(tok)) weight = Number(tok.slice(1, -1))
      else if (tok === '(' || tok === '[') {
        const w = weight
        weight = null
        const inner = alternatives(tok === '(' ? ')' : ']')
        weight = w
        push(items, tok === '(' ? inner : { t: 'opt', node: inner })
      } else if ((tok === '*' || tok === '+') && items.length) items.push({ t: tok === '*' ? 'star' : 'plus', node: items.pop()! })
      else {
        const ref = /^<([\w-]+)>$/.exec(tok)
        push(items, ref ? { t: 'ref', rule: ref[1] } : { t: 'word', word: tok })
      }
    }
    options.push({ t: 'seq', items })
    return options.length === 1 ? options[0] : { t: 'alt', options }
  }
  return alternatives(null)
}

/** The rules of a grammar written by ./grammar (one rule a line), by name. */
export function parseGrammarRules(jsgf: string): Map<string, GrammarNode> {
  const rules = new Map<string, Node>()
  for (const line of jsgf.split('\n')) {
    const m = /^(?:public )?<([\w-]+)> = (.*);$/.exec(line)
    if (m) rules.set(m[1], parseBody(m[2]))
  }
  return rules
}

/** A matcher of the grammar's public rule `dictation`: true when the words are one of its sentences. */
export function grammarAccepts(jsgf: string): (sentence: string) => boolean {
  const rules = parseGrammarRules(jsgf)
  return (sentence) => {
    const words = sentence.split(/\s+/).filter(Boolean)
    const memo = new Map<string, Set<number>>()
    // The positions where a node can end when it starts at `from`.
    const ends = (node: Node, from: number): Set<number> => {
      switch (node.t) {
        case 'word':
          return new Set(words[from] === node.word ? [from + 1] : [])
        case 'ref': {
          const key = `${node.rule}@${from}`
          let found = memo.get(key)
          if (!found) {
            memo.set(key, new Set())
            found = ends(rules.get(node.rule) ?? { t: 'alt', options: [] }, from)
            memo.set(key, found)
          }
          return found
        }
        case 'seq':
          return node.items.reduce((starts, item) => new Set([...starts].flatMap((s) => [...ends(item, s)])), new Set([from]))
        case 'alt':
          return new Set(node.options.flatMap((o) => [...ends(o, from)]))
        case 'opt':
          return new Set([from, ...ends(node.node, from)])
        case 'weight':
          return ends(node.node, from)
        default: {
          const reached = new Set(node.t === 'star' ? [from] : [])
          let frontier = [...ends(node.node, from)]
          while (frontier.length) {
            const next: number[] = []
            for (const s of frontier) {
              if (reached.has(s)) continue
              reached.add(s)
              next.push(...ends(node.node, s))
            }
            frontier = next
          }
          return reached
        }
      }
    }
    return ends({ t: 'ref', rule: 'dictation' }, 0).has(words.length)
  }
}

/** Every word the grammar's rules say (no rule names, weights or operators), as often as written. */
export function grammarWords(jsgf: string): string[] {
  const words = (node: GrammarNode): string[] => {
    switch (node.t) {
      case 'word':
        return [node.word]
      case 'ref':
        return []
      case 'seq':
        return node.items.flatMap(words)
      case 'alt':
        return node.options.flatMap(words)
      default:
        return words(node.node)
    }
  }
  return [...parseGrammarRules(jsgf).values()].flatMap(words)
}
