import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { ReportIdInput, RestCreateReportBody, RestPatchReportBody, TEMPLATE_NOT_FOUND_MESSAGE } from '@shared/src/reports/report.schema'
import type { Deps } from '../../core/context'
import { AppError } from '../../core/errors'
import { requireUser } from '../../core/http'
import { AddInstanceInput } from '@shared/src/reports/add-instance'
import { listRevisions, restoreRevision, saveReport } from './report-versions.service'
import { addInstance } from './report-instances.service'
import { createReport, createReportFromChapters, deleteReport, getReport, listReportsWithChapters, renameReport } from './reports.service'

const RevisionParams = ReportIdInput.extend({ version: z.coerce.number().int().min(1) })
const RestoreBody = z.object({ expectedVersion: z.number().int().min(1).optional() })

/** REST adapters for the spec's /api/reports paths (section 7), over the same services as tRPC. */
export function reportRoutes(app: FastifyInstance, deps: Deps): void {
  app.get('/api/reports', async (req, reply) => listReportsWithChapters(await requireUser(deps, req, reply)))

  app.post('/api/reports', async (req, reply) => {
    const ctx = await requireUser(deps, req, reply)
    const body = RestCreateReportBody.parse(req.body ?? {})
    let report
    if (body.selection) {
      if (!body.templateId) throw new AppError('BAD_REQUEST', TEMPLATE_NOT_FOUND_MESSAGE)
      report = await createReport(ctx, { title: body.title, templateId: body.templateId, selection: body.selection })
    } else {
      report = await createReportFromChapters(ctx, body)
    }
    return reply.status(201).send(report)
  })

  app.get('/api/reports/:id', async (req, reply) => getReport(await requireUser(deps, req, reply), ReportIdInput.parse(req.params).id))

  app.patch('/api/reports/:id', async (req, reply) => {
    const ctx = await requireUser(deps, req, reply)
    const { id } = ReportIdInput.parse(req.params)
    const body = RestPatchReportBody.parse(req.body ?? {})
    if (body.chapters) {
      // Without a version (the spec's client sends none) the save applies to the current version; it is still versioned.
      const saved = await saveReport(ctx, { id, version: body.version, title: body.title, chapters: body.chapters })
      return { ...(await getReport(ctx, id)), ...saved }
    }
    if (body.title !== undefined) return renameReport(ctx, { id, title: body.title })
    throw new AppError('BAD_REQUEST', 'Nothing to update: send a title or chapters')
  })

  app.delete('/api/reports/:id', async (req, reply) => deleteReport(await requireUser(deps, req, reply), ReportIdInput.parse(req.params).id))

  app.get('/api/reports/:id/revisions', async (req, reply) => listRevisions(await requireUser(deps, req, reply), ReportIdInput.parse(req.params).id))

  app.post('/api/reports/:id/revisions/:version/restore', async (req, reply) => {
    const ctx = await requireUser(deps, req, reply)
    const { id, version } = RevisionParams.parse(req.params)
    const { expectedVersion } = RestoreBody.parse(req.body ?? {})
    return restoreRevision(ctx, { id, version, expectedVersion })
  })

  // Beyond the spec: the next numbered instance of a multi-instance module ({ moduleId, typeId?, expectedVersion? }).
  app.post('/api/reports/:id/instances', async (req, reply) => {
    const ctx = await requireUser(deps, req, reply)
    const { id } = ReportIdInput.parse(req.params)
    const body = AddInstanceInput.omit({ id: true }).parse(req.body ?? {})
    return reply.status(201).send(await addInstance(ctx, { ...body, id }))
  })
}
