/** The value of this script's `--name=value` argument, or undefined when it was not given. */
export const arg = (name: string): string | undefined => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)

/**
 * Stops the script, with its usage, when it was given an option it does not know: an unknown option
 * would otherwise be ignored and the script would do its default run (for the held-out set, decode it
 * and print what it heard).
 */
export function onlyOptions(known: readonly string[], usage: string): void {
  const unknown = process.argv.slice(2).filter((a) => !known.includes(a.replace(/^--/, '').split('=')[0]))
  if (!unknown.length) return
  console.error(`unknown option ${unknown.join(' ')}\n${usage}`)
  process.exit(2)
}
