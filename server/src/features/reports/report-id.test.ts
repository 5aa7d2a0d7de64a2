import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { createTestApp, signedIn, type TestApp } from '../../../../test/harness/app'

let ta: TestApp
beforeAll(async () => {
  ta = await createTestApp()
})
afterAll(async () => {
  await ta.close()
})

/** Every route that names a report in its path, with a body it would accept for a report of the caller's. */
const routes = (id: string) =>
  [
    ['GET', `/api/reports/${id}`, undefined],
    ['PATCH', `/api/reports/${id}`, { title: 'Renamed' }],
    ['DELETE', `/api/reports/${id}`, undefined],
    ['GET', `/api/reports/${id}/revisions`, undefined],
    ['POST', `/api/reports/${id}/revisions/1/restore`, {}],
    ['POST', `/api/reports/${id}/match-tags`, { transcription: 'heart weight 350 grams' }],
    ['POST', `/api/reports/${id}/cleanup-stream`, {}],
    ['GET', `/api/reports/${id}/cleaned`, undefined],
    ['POST', `/api/reports/${id}/export-html`, { cleanedReport: '# Report' }],
    ['POST', `/api/reports/${id}/export-docx`, { cleanedReport: '# Report' }],
    ['GET', `/api/reports/${id}/export-pdf`, undefined],
    ['POST', `/api/reports/${id}/sign`, { password: 'correct horse' }],
    ['POST', `/api/reports/${id}/addenda`, { text: 'Later finding.', reason: 'Histology', password: 'correct horse' }],
  ] as const

describe('a report id that names no report of the caller’s', () => {
  for (const [kind, id] of [
    ['malformed', 'not-a-uuid'],
    ['well-formed but unknown', randomUUID()],
  ] as const) {
    it(`answers 404 on every report route when ${kind}`, async () => {
      const { cookie } = await signedIn(ta)
      const answers: string[] = []
      for (const [method, url, payload] of routes(id)) {
        const res = await ta.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) })
        answers.push(`${method} ${url.replace(id, ':id')} ${res.statusCode}`)
      }
      expect(answers).toEqual(routes(id).map(([method, url]) => `${method} ${url.replace(id, ':id')} 404`))
    })
  }

  it('is NOT_FOUND through tRPC as well, malformed or not', async () => {
    const { trpc } = await signedIn(ta)
    for (const id of ['not-a-uuid', randomUUID()]) {
      await expect(trpc.reports.get({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' })
      await expect(trpc.jobs.matchTags({ reportId: id, transcription: 'heart weight 350 grams' })).rejects.toMatchObject({ code: 'NOT_FOUND' })
      await expect(trpc.jobs.startCleanup({ reportId: id })).rejects.toMatchObject({ code: 'NOT_FOUND' })
      await expect(trpc.jobs.latestCleaned({ reportId: id })).rejects.toMatchObject({ code: 'NOT_FOUND' })
    }
  })
})
