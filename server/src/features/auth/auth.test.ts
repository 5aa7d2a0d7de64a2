import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callerFor, createTestApp, createUser, signIn, signedIn, type TestApp } from '../../../../test/harness/app'

let ta: TestApp
const CODE = 'TEST-INVITE'

beforeAll(async () => {
  ta = await createTestApp()
  await ta.deps.db.insertInto('invitationCodes').values({ code: CODE, note: 'test' }).execute()
  await ta.deps.db.insertInto('invitationCodes').values({ code: 'REVOKED', note: 'test', revokedAt: new Date() }).execute()
})
afterAll(() => ta.close())

const signup = (payload: Record<string, unknown>) => ta.app.inject({ method: 'POST', url: '/api/auth/signup', payload })
let n = 0
const fresh = () => {
  n += 1
  return { email: `Path${n}@Example.org`, username: `path${n}`, password: 'secret1', invitationCode: CODE }
}

describe('sign-up', () => {
  it('creates a free user, signs them in and counts the code', async () => {
    const body = fresh()
    const res = await signup(body)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ success: true, user: { email: body.email.toLowerCase(), role: 'free' } })
    const cookie = res.cookies.find((c) => c.name === 'sid')!
    expect(cookie.httpOnly).toBe(true)
    expect(cookie.sameSite).toBe('Lax')
    const me = await ta.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: `sid=${cookie.value}` } })
    expect(me.json().user).toMatchObject({ username: body.username, role: 'free' })
    const row = await ta.deps.db.selectFrom('users').select('passwordHash').where('username', '=', body.username).executeTakeFirstOrThrow()
    expect(row.passwordHash).toMatch(/^\$argon2id\$/)
    const code = await ta.deps.db.selectFrom('invitationCodes').select('uses').where('code', '=', CODE).executeTakeFirstOrThrow()
    expect(code.uses).toBeGreaterThan(0)
  })

  it.each([
    ['email', 'Please fill in all fields including the invitation code'],
    ['username', 'Please fill in all fields including the invitation code'],
    ['password', 'Please fill in all fields including the invitation code'],
    ['invitationCode', 'Please fill in all fields including the invitation code'],
  ])('requires %s', async (field, message) => {
    const body: Record<string, unknown> = fresh()
    body[field] = ''
    const res = await signup(body)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
  })

  it('refuses a password under 6 characters', async () => {
    const res = await signup({ ...fresh(), password: '12345' })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Password must be at least 6 characters')
  })

  it('refuses an unknown or revoked invitation code', async () => {
    for (const invitationCode of ['NOPE', 'REVOKED']) {
      const res = await signup({ ...fresh(), invitationCode })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe('Invalid or expired invitation code')
    }
  })

  it('refuses a duplicate email (any case) or username', async () => {
    const first = fresh()
    expect((await signup(first)).statusCode).toBe(200)
    const dupEmail = await signup({ ...fresh(), email: first.email.toUpperCase() })
    expect(dupEmail.statusCode).toBe(409)
    expect(dupEmail.json().message).toBe('An account with this email already exists')
    const dupName = await signup({ ...fresh(), username: first.username.toUpperCase() })
    expect(dupName.statusCode).toBe(409)
    expect(dupName.json().message).toBe('This username is already taken')
  })

  it('works through tRPC with the same rules', async () => {
    const caller = callerFor(ta.deps)
    await expect(caller.auth.signup({ ...fresh(), password: '123' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Password must be at least 6 characters',
    })
    await expect(caller.auth.signup(fresh())).resolves.toMatchObject({ success: true, user: { role: 'free' } })
  })
})

describe('login, me, logout', () => {
  it('logs in with the right password only', async () => {
    const { email, password } = await createUser(ta.deps, 'normal')
    const ok = await ta.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toMatchObject({ success: true, message: 'Login successful', user: { email, role: 'normal' } })
    const bad = await ta.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong-password' } })
    expect(bad.statusCode).toBe(401)
    expect(bad.json().message).toBe('Invalid email or password')
    const unknown = await ta.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'ghost@example.org', password } })
    expect(unknown.statusCode).toBe(401)
  })

  it('requires email and password with the spec text', async () => {
    const res = await ta.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: '', password: '' } })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Please enter your email and password')
  })

  it('answers me with 401 without a session, and accepts the token as a bearer', async () => {
    expect((await ta.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401)
    const { email, password } = await createUser(ta.deps)
    const cookie = await signIn(ta.app, email, password)
    const token = cookie.replace('sid=', '')
    const res = await ta.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } })
    expect(res.statusCode).toBe(200)
    expect(res.json().user.email).toBe(email)
  })

  it('stores only a hash of the session token, with an expiry', async () => {
    const { user, email, password } = await createUser(ta.deps)
    const token = (await signIn(ta.app, email, password)).replace('sid=', '')
    const sessions = await ta.deps.db.selectFrom('sessions').selectAll().where('userId', '=', user.id).execute()
    expect(sessions).toHaveLength(1)
    expect(sessions[0].tokenHash).not.toContain(token)
    expect(new Date(sessions[0].expiresAt).getTime()).toBeGreaterThan(Date.now())
  })

  it('rejects an expired session', async () => {
    const { user, email, password } = await createUser(ta.deps)
    const cookie = await signIn(ta.app, email, password)
    await ta.deps.db.updateTable('sessions').set({ expiresAt: new Date(Date.now() - 1000) }).where('userId', '=', user.id).execute()
    expect((await ta.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401)
  })

  it('logs out: the session stops working', async () => {
    const { email, password } = await createUser(ta.deps)
    const cookie = await signIn(ta.app, email, password)
    const out = await ta.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })
    expect(out.statusCode).toBe(200)
    expect((await ta.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401)
  })

  it('applies a role change at once (safer than waiting for the next login)', async () => {
    const { user, email, password } = await createUser(ta.deps, 'super')
    const cookie = await signIn(ta.app, email, password)
    await ta.deps.db.updateTable('users').set({ role: 'free' }).where('id', '=', user.id).execute()
    const me = await ta.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })
    expect(me.json().user.role).toBe('free')
  })

  it('refuses a deactivated account: no login, and its sessions stop working', async () => {
    const { user, email, password } = await createUser(ta.deps)
    const cookie = await signIn(ta.app, email, password)
    await ta.deps.db.updateTable('users').set({ deactivatedAt: new Date() }).where('id', '=', user.id).execute()
    expect((await ta.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401)
    const login = await ta.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })
    expect(login.statusCode).toBe(401)
    expect(login.json().message).toBe('Invalid email or password')
  })

  it('tRPC me is null when signed out and the user when signed in', async () => {
    expect(await callerFor(ta.deps).auth.me()).toBeNull()
    const s = await signedIn(ta, 'normal')
    expect(await s.trpc.auth.me()).toMatchObject({ id: s.user.id, role: 'normal' })
  })
})

describe('usage stats', () => {
  it('shows 50 and 50 for free users and unlimited for others', async () => {
    const free = await signedIn(ta, 'free')
    const res = await ta.app.inject({ method: 'GET', url: '/api/auth/usage-stats', headers: { cookie: free.cookie } })
    expect(res.json()).toMatchObject({
      unlimited: false,
      tagMatches: { used: 0, limit: 50, remaining: 50 },
      reportCleanups: { used: 0, limit: 50, remaining: 50 },
    })
    const normal = await signedIn(ta, 'normal')
    expect(await normal.trpc.auth.usageStats()).toMatchObject({ unlimited: true, tagMatches: { limit: null } })
    expect((await ta.app.inject({ method: 'GET', url: '/api/auth/usage-stats' })).statusCode).toBe(401)
  })
})

describe('rate limits', () => {
  it('refuses the login after the configured number of attempts', async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT: '3', LOGIN_RATE_WINDOW_SECONDS: '60' })
    try {
      const { email } = await createUser(limited.deps)
      const attempt = () => limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong-one' } })
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401)
      const blocked = await attempt()
      expect(blocked.statusCode).toBe(429)
      expect(blocked.json().message).toBe('Too many attempts. Please wait a moment and try again.')
    } finally {
      await limited.close()
    }
  })

  it('refuses sign-ups past the limit', async () => {
    const limited = await createTestApp({ SIGNUP_RATE_LIMIT: '2' })
    try {
      const attempt = () => limited.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { ...fresh(), invitationCode: 'NONE' } })
      expect((await attempt()).statusCode).toBe(400)
      expect((await attempt()).statusCode).toBe(400)
      expect((await attempt()).statusCode).toBe(429)
    } finally {
      await limited.close()
    }
  })
})
