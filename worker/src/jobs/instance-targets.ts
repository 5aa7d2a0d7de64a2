import type { Chapter } from '@shared/src/reports/chapter.schema'
import { isInstanceChapter, type InstanceRef } from '@shared/src/reports/instances'
import type { MatchedTag, ProposedInstance } from '@shared/src/jobs/events.schema'

/** What the step knows of the report: its instances, where the cursor was, and the tags that also occur outside instances. */
export interface InstanceContext {
  instances: readonly InstanceRef[]
  /** The instance chapter holding the editor's cursor (the server resolves a sub-chapter to its instance). */
  cursorChapterId?: string
  /** Tag ids with at least one occurrence outside every instance chapter. */
  outsideTagIds: ReadonlySet<string>
}

const TAG_ID = /data-tag-id="([^"]+)"/g

/** Tag ids with an occurrence in a chapter that is not inside an instance chapter. */
export function tagIdsOutsideInstances(chapters: readonly Chapter[]): Set<string> {
  const ids = new Set<string>()
  const visit = (list: readonly Chapter[]) => {
    for (const c of list) {
      if (isInstanceChapter(c)) continue
      for (const m of c.content.matchAll(TAG_ID)) ids.add(m[1])
      visit(c.subChapters ?? [])
    }
  }
  visit(chapters)
  return ids
}

type Untargeted = Omit<MatchedTag, 'chapterId' | 'instance' | 'instanceChoices' | 'proposedInstance'>

const strip = (m: MatchedTag): Untargeted => {
  const { chapterId: _c, instance: _i, instanceChoices: _ch, proposedInstance: _p, ...rest } = m
  return rest
}

const toInstance = (m: MatchedTag, target: InstanceRef): MatchedTag => ({ ...strip(m), chapterId: target.chapterId, instance: target.label })

/** A proposal is the next instance of a module the report already has, titled as that module's instances are. */
function isNextInstance(instances: readonly InstanceRef[], p: ProposedInstance): boolean {
  const ofModule = instances.filter((i) => i.moduleId === p.moduleId)
  if (!ofModule.length) return false
  const next = Math.max(...ofModule.map((i) => i.index)) + 1
  return p.index === next && p.instance.startsWith(`${ofModule[0].moduleName} #${next}`)
}

/**
 * Gives every value of a field inside numbered injury instances its target, whichever engine found it:
 * 1. an engine's target that is an instance holding the field (its label is the instance's own title);
 * 2. the next instance of a module, proposed by the engine when the report lacks it (one of that number that exists is used instead);
 * 3. the instance holding the cursor, when it holds the field;
 * 4. the only instance holding the field, unless the field also occurs outside instances (it then fills those, as before);
 * 5. otherwise the instances holding it, for the user to choose from.
 * A value is never sent silently to the first of several instances.
 */
export function applyInstanceTargets(matches: readonly MatchedTag[], ctx: InstanceContext): MatchedTag[] {
  if (!ctx.instances.length) return matches.map(strip)
  const cursor = ctx.instances.find((i) => i.chapterId === ctx.cursorChapterId)
  return matches.map((m) => {
    const holders = ctx.instances.filter((i) => i.tagIds.includes(m.id))
    const given = m.chapterId ? holders.find((i) => i.chapterId === m.chapterId) : undefined
    if (given) return toInstance(m, given)
    const proposed = m.proposedInstance
    if (proposed) {
      const existing = ctx.instances.find((i) => i.moduleId === proposed.moduleId && i.index === proposed.index)
      if (existing?.tagIds.includes(m.id)) return toInstance(m, existing)
      if (!existing && isNextInstance(ctx.instances, proposed)) return { ...strip(m), proposedInstance: proposed }
    }
    if (!holders.length) return strip(m)
    if (cursor && holders.includes(cursor)) return toInstance(m, cursor)
    if (ctx.outsideTagIds.has(m.id)) return strip(m)
    if (holders.length === 1) return toInstance(m, holders[0])
    return { ...strip(m), instanceChoices: holders.map((i) => ({ chapterId: i.chapterId, instance: i.label })) }
  })
}
