import { authedProcedure, router } from '../../core/trpc'
import { injuryModuleTree, listTemplates } from './catalog.service'

/** Read side of templates and injury modules, for every signed-in user. */
export const catalogRouter = router({
  templates: authedProcedure.query(({ ctx }) => listTemplates(ctx)),
  injuryModuleTree: authedProcedure.query(({ ctx }) => injuryModuleTree(ctx)),
})
