import { ListAuditInput } from '@shared/src/admin/audit.schema'
import { CreateInvitationInput, InvitationIdInput } from '@shared/src/admin/invitation.schema'
import { CreateModuleInput, ModuleIdInput, UpdateModuleInput } from '@shared/src/admin/module.schema'
import { CreatePromptInput, PromptIdInput, UpdatePromptInput } from '@shared/src/admin/prompt.schema'
import { CreateTemplateInput, TemplateIdInput, UpdateTemplateInput } from '@shared/src/admin/template.schema'
import { SetRoleInput, UserIdInput } from '@shared/src/admin/user.schema'
import { router, superProcedure } from '../../core/trpc'
import { listAuditEvents } from './admin-audit.service'
import { createInvitation, listInvitations, revokeInvitation } from './admin-invitations.service'
import { createModule, deleteModule, listModules, updateModule } from './admin-modules.service'
import { createPrompt, deletePrompt, listPrompts, updatePrompt } from './admin-prompts.service'
import { createTemplate, deleteTemplate, listAdminTemplates, updateTemplate } from './admin-templates.service'
import { deleteUser, listUsers, setUserRole } from './admin-users.service'

/** The admin panel: super users only, every change audited. */
export const adminRouter = router({
  modules: router({
    list: superProcedure.query(({ ctx }) => listModules(ctx)),
    create: superProcedure.input(CreateModuleInput).mutation(({ ctx, input }) => createModule(ctx, input)),
    update: superProcedure.input(UpdateModuleInput).mutation(({ ctx, input }) => updateModule(ctx, input)),
    delete: superProcedure.input(ModuleIdInput).mutation(({ ctx, input }) => deleteModule(ctx, input.id)),
  }),
  templates: router({
    list: superProcedure.query(({ ctx }) => listAdminTemplates(ctx)),
    create: superProcedure.input(CreateTemplateInput).mutation(({ ctx, input }) => createTemplate(ctx, input)),
    update: superProcedure.input(UpdateTemplateInput).mutation(({ ctx, input }) => updateTemplate(ctx, input)),
    delete: superProcedure.input(TemplateIdInput).mutation(({ ctx, input }) => deleteTemplate(ctx, input.id)),
  }),
  prompts: router({
    list: superProcedure.query(({ ctx }) => listPrompts(ctx)),
    create: superProcedure.input(CreatePromptInput).mutation(({ ctx, input }) => createPrompt(ctx, input)),
    update: superProcedure.input(UpdatePromptInput).mutation(({ ctx, input }) => updatePrompt(ctx, input)),
    delete: superProcedure.input(PromptIdInput).mutation(({ ctx, input }) => deletePrompt(ctx, input.id)),
  }),
  users: router({
    list: superProcedure.query(({ ctx }) => listUsers(ctx)),
    setRole: superProcedure.input(SetRoleInput).mutation(({ ctx, input }) => setUserRole(ctx, input)),
    delete: superProcedure.input(UserIdInput).mutation(({ ctx, input }) => deleteUser(ctx, input.userId)),
  }),
  invitations: router({
    list: superProcedure.query(({ ctx }) => listInvitations(ctx)),
    create: superProcedure.input(CreateInvitationInput).mutation(({ ctx, input }) => createInvitation(ctx, input)),
    revoke: superProcedure.input(InvitationIdInput).mutation(({ ctx, input }) => revokeInvitation(ctx, input.id)),
  }),
  audit: router({
    list: superProcedure.input(ListAuditInput).query(({ ctx, input }) => listAuditEvents(ctx, input)),
  }),
})
