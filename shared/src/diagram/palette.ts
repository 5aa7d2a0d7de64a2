/**
 * The colour of a module's marks: fixed for the seeded module families (dark enough for white numbers on
 * screen and in print), else one of the same set chosen from the module's name.
 */
const FAMILIES: [RegExp, string][] = [
  [/sharp|stab|incised|chop/i, '#b91c1c'],
  [/firearm|gunshot|shotgun/i, '#6d28d9'],
  [/blunt|fracture|bruise|laceration/i, '#1d4ed8'],
  [/transport|fall|pedestrian|vehicle/i, '#c2410c'],
  [/asphyx|strangul|hanging/i, '#0f766e'],
  [/environment|burn|drown|electr|hypotherm/i, '#a16207'],
]
const OTHERS = ['#be185d', '#047857', '#4338ca', '#9a3412', '#0e7490']

export function moduleColour(moduleName: string): string {
  const family = FAMILIES.find(([re]) => re.test(moduleName))
  if (family) return family[1]
  let h = 0
  for (const ch of moduleName) h = (h * 31 + ch.charCodeAt(0)) >>> 0
  return OTHERS[h % OTHERS.length]
}
