import type { FastifyInstance } from 'fastify'
import { CreateTagInput, TagContentInput, TagIdInput, UpdateTagInput } from '@shared/src/tags/tag.schema'
import type { Deps } from '../../core/context'
import { requireUser } from '../../core/http'
import { bodyWithParams } from '../../core/rest-body'
import { tagContent } from './tagged-content.service'
import { createTag, deleteTag, listAllTags, listTags, shareTag, updateTag } from './tags.service'

/** REST adapters for the spec's /api/tags and /api/tagged-content paths (section 7). */
export function tagRoutes(app: FastifyInstance, deps: Deps): void {
  app.get('/api/tags', async (req, reply) => listTags(await requireUser(deps, req, reply)))
  // Beyond the spec: the admin Tags tab's full list and its 'Share with everyone' action.
  app.get('/api/admin/tags', async (req, reply) => listAllTags(await requireUser(deps, req, reply)))
  app.post('/api/tags/:id/share', async (req, reply) => shareTag(await requireUser(deps, req, reply), TagIdInput.parse(req.params).id))
  app.post('/api/tags', async (req, reply) => {
    const tag = await createTag(await requireUser(deps, req, reply), CreateTagInput.parse(req.body ?? {}))
    return reply.status(201).send(tag)
  })
  app.patch('/api/tags/:id', async (req, reply) => updateTag(await requireUser(deps, req, reply), UpdateTagInput.parse(bodyWithParams(req))))
  app.delete('/api/tags/:id', async (req, reply) => deleteTag(await requireUser(deps, req, reply), TagIdInput.parse(req.params).id))
  app.post('/api/tagged-content', async (req, reply) => {
    const created = await tagContent(await requireUser(deps, req, reply), TagContentInput.parse(req.body ?? {}))
    return reply.status(201).send(created)
  })
}
