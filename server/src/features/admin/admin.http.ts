import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ListAuditInput } from '@shared/src/admin/audit.schema'
import { CreateInvitationInput, InvitationIdInput } from '@shared/src/admin/invitation.schema'
import { CreateModuleInput, ModuleIdInput, UpdateModuleInput } from '@shared/src/admin/module.schema'
import { CreatePromptInput, PromptIdInput, UpdatePromptInput } from '@shared/src/admin/prompt.schema'
import { CreateTemplateInput, TemplateIdInput, UpdateTemplateInput } from '@shared/src/admin/template.schema'
import { SetRoleInput, UserIdInput } from '@shared/src/admin/user.schema'
import type { AuthedCtx, Deps } from '../../core/context'
import { requireSuper } from '../../core/http'
import { listAuditEvents } from './admin-audit.service'
import { createInvitation, listInvitations, revokeInvitation } from './admin-invitations.service'
import { createModule, deleteModule, listModules, updateModule } from './admin-modules.service'
import { createPrompt, deletePrompt, listPrompts, updatePrompt } from './admin-prompts.service'
import { createTemplate, deleteTemplate, listAdminTemplates, updateTemplate } from './admin-templates.service'
import { deleteUser, listUsers, setUserRole } from './admin-users.service'
import { bodyWithParams } from '../../core/rest-body'

type Handler = (ctx: AuthedCtx, req: FastifyRequest, reply: FastifyReply) => unknown

/** REST adapters for the spec's admin paths (section 7), super users only, over the tRPC services. */
export function adminRoutes(app: FastifyInstance, deps: Deps): void {
  const asSuper = (handler: Handler) => async (req: FastifyRequest, reply: FastifyReply) => handler(await requireSuper(deps, req, reply), req, reply)
  const created = (reply: FastifyReply) => (value: unknown) => reply.status(201).send(value)

  app.get('/api/injury-modules/admin/tree', asSuper((ctx) => listModules(ctx)))
  app.post('/api/injury-modules', asSuper((ctx, req, reply) => createModule(ctx, CreateModuleInput.parse(req.body ?? {})).then(created(reply))))
  app.patch('/api/injury-modules/:id', asSuper((ctx, req) => updateModule(ctx, UpdateModuleInput.parse(bodyWithParams(req)))))
  app.delete('/api/injury-modules/:id', asSuper((ctx, req) => deleteModule(ctx, ModuleIdInput.parse(req.params).id)))

  app.get('/api/templates/admin', asSuper((ctx) => listAdminTemplates(ctx)))
  app.post('/api/templates', asSuper((ctx, req, reply) => createTemplate(ctx, CreateTemplateInput.parse(req.body ?? {})).then(created(reply))))
  app.patch('/api/templates/:id', asSuper((ctx, req) => updateTemplate(ctx, UpdateTemplateInput.parse(bodyWithParams(req)))))
  app.delete('/api/templates/:id', asSuper((ctx, req) => deleteTemplate(ctx, TemplateIdInput.parse(req.params).id)))

  app.get('/api/openai-prompts', asSuper((ctx) => listPrompts(ctx)))
  app.post('/api/openai-prompts', asSuper((ctx, req, reply) => createPrompt(ctx, CreatePromptInput.parse(req.body ?? {})).then(created(reply))))
  app.patch('/api/openai-prompts/:id', asSuper((ctx, req) => updatePrompt(ctx, UpdatePromptInput.parse(bodyWithParams(req)))))
  app.delete('/api/openai-prompts/:id', asSuper((ctx, req) => deletePrompt(ctx, PromptIdInput.parse(req.params).id)))

  app.get('/api/admin/users', asSuper((ctx) => listUsers(ctx)))
  app.patch('/api/admin/users/:userId/role', asSuper((ctx, req) => setUserRole(ctx, SetRoleInput.parse(bodyWithParams(req)))))
  app.delete('/api/admin/users/:userId', asSuper((ctx, req) => deleteUser(ctx, UserIdInput.parse(req.params).userId)))

  app.get('/api/admin/invitation-codes', asSuper((ctx) => listInvitations(ctx)))
  app.post('/api/admin/invitation-codes', asSuper((ctx, req, reply) => createInvitation(ctx, CreateInvitationInput.parse(req.body ?? {})).then(created(reply))))
  app.delete('/api/admin/invitation-codes/:id', asSuper((ctx, req) => revokeInvitation(ctx, InvitationIdInput.parse(req.params).id)))

  app.get('/api/admin/audit-events', asSuper((ctx, req) => listAuditEvents(ctx, ListAuditInput.parse(req.query ?? {}))))
}
