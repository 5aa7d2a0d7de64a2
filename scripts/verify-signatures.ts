import { ConfigError, loadConfig } from '@shared/node/config'
import { createDb } from '@shared/node/db/connect'
import { verifySignatures } from '@shared/node/signing/verify'

/**
 * `npm run verify-signatures`: recomputes every signed report's content hash and every addendum chain
 * in DATABASE_URL and lists those that differ; exits 1 when any does, 2 when it could not check.
 */
async function main(): Promise<number> {
  const config = loadConfig()
  const db = createDb(config.DATABASE_URL, 1)
  try {
    const { reports, addenda, problems } = await verifySignatures(db)
    for (const p of problems) console.log(`MISMATCH report ${p.reportId} "${p.title}": ${p.message}`)
    console.log(
      problems.length
        ? `${problems.length} signature problem(s) in ${new Set(problems.map((p) => p.reportId)).size} report(s); checked ${reports} signed reports and ${addenda} addenda.`
        : `All signatures verify: ${reports} signed reports, ${addenda} addenda.`,
    )
    return problems.length ? 1 : 0
  } finally {
    await db.destroy()
  }
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e instanceof ConfigError ? e.message : `Verification could not run: ${e instanceof Error ? e.message : e}`)
    process.exit(2)
  },
)
