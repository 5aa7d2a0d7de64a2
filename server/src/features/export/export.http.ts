import type { FastifyInstance, FastifyReply } from 'fastify'
import { ReportIdInput } from '@shared/src/reports/report.schema'
import type { Deps } from '../../core/context'
import { requireUser } from '../../core/http'
import { exportDocx, exportHtml, exportPdf, type ExportFile } from './export.service'

function sendFile(reply: FastifyReply, file: ExportFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(file.body)
}

/** REST downloads of a report: Word and HTML of the cleaned report (of the signed content once signed), and the PDF. */
export function exportRoutes(app: FastifyInstance, deps: Deps): void {
  app.post('/api/reports/:id/export-docx', async (req, reply) => {
    const ctx = await requireUser(deps, req, reply)
    const { id } = ReportIdInput.parse(req.params)
    return sendFile(reply, await exportDocx(ctx, id, req.body))
  })
  app.post('/api/reports/:id/export-html', async (req, reply) => {
    const ctx = await requireUser(deps, req, reply)
    const { id } = ReportIdInput.parse(req.params)
    return sendFile(reply, await exportHtml(ctx, id, req.body))
  })
  app.get('/api/reports/:id/export-pdf', async (req, reply) => {
    const ctx = await requireUser(deps, req, reply)
    return sendFile(reply, await exportPdf(ctx, ReportIdInput.parse(req.params).id))
  })
}
