import { createDb } from '../../shared/node/db/connect'
import { dropDatabase, ensureDatabase } from '../../shared/node/db/admin'
import { migrateToLatest } from '../../shared/node/db/migrate'
import { migrations } from '../../migrations'
import { ensurePostgres, ensureRedis } from '../../scripts/services'
import type { TestProject } from 'vitest/node'

const SERVER_URL = process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

/** Migrates one template database per run; every test file clones it in milliseconds. */
export default async function setup(project: TestProject) {
  await ensurePostgres(SERVER_URL)
  await ensureRedis(REDIS_URL)
  const template = `autopsy_tpl_${process.pid}`
  const url = new URL(SERVER_URL)
  url.pathname = `/${template}`
  await dropDatabase(SERVER_URL, template)
  await ensureDatabase(url.toString())
  const db = createDb(url.toString(), 1)
  await migrateToLatest(db, migrations)
  await db.destroy()
  project.provide('templateDb', template)
  project.provide('dbServerUrl', SERVER_URL)
  project.provide('redisUrl', REDIS_URL)
  return async () => {
    await dropDatabase(SERVER_URL, template)
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDb: string
    dbServerUrl: string
    redisUrl: string
  }
}
