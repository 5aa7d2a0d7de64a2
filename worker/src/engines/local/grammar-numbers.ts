import { ONES, TEENS, TENS } from '@shared/src/tags/numbers'

const alt = (words: string[]) => words.join(' | ')

/**
 * JSGF rules for spoken numbers from zero to 9999 with decimals, in the forms the text extractor
 * reads back: "three hundred and fifty", "sixteen hundred", "a thousand", "one point five",
 * "three fifty", "one and a half". Defines <number>. Hundreds said as two numbers end in a tens word or
 * "five" ("sixteen fifty", "one twenty five"), as weights in a list are rounded: after a tens word at a pause
 * the recogniser heard an "eight" not said ("three sixty" as 368, "thirteen twenty" as 1328).
 */
export const NUMBER_RULES: readonly string[] = [
  `<digit> = ${alt(Object.keys(ONES))};`,
  `<teen> = ${alt(Object.keys(TEENS))};`,
  `<tens> = ${alt(Object.keys(TENS))};`,
  '<n99> = <digit> | <teen> | <tens> [<digit>];',
  '<n999> = <n99> | (a | <digit>) hundred [[and] <n99>];',
  '<integer> = zero | <n999> | (a | <digit>) thousand [[and] <n999>] | (<teen> | <tens> [<digit>]) hundred [[and] <n99>]' +
    ' | (<digit> | <teen>) (<teen> | <tens> [five] | oh <digit>);',
  '<decimal_digit> = zero | oh | <digit>;',
  '<number> = <integer> [point <decimal_digit> [<decimal_digit>] [<decimal_digit>] | and a half]' +
    ' | point <decimal_digit> [<decimal_digit>];',
]
