import { readQuantity } from './worker/src/jobs/match-checks'
import { tokenize } from './worker/src/engines/local/extract-tokens'
console.log(readQuantity('9 mm'), tokenize('9 mm').tokens.map(t=>t.norm))
