import { hash, verify } from '@node-rs/argon2'

const OPTIONS = { algorithm: 2 /* Argon2id; the enum is an ambient const enum */, memoryCost: 19_456, timeCost: 2, parallelism: 1 }

/** argon2id with the OWASP-recommended minimum parameters. */
export const hashPassword = (password: string) => hash(password, OPTIONS)

// A real hash to verify against when the email is unknown, so timing does not reveal accounts.
let decoy: Promise<string> | undefined
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hashPassword('decoy-password-for-timing')
    await verify(await decoy, password).catch(() => false)
    return false
  }
  return verify(passwordHash, password).catch(() => false)
}
