/** The value of this script's `--name=value` argument, or undefined when it was not given. */
export const arg = (name: string): string | undefined => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
