import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callerFor, createTestApp, type TestApp } from '../../../../test/harness/app'

let ta: TestApp
beforeAll(async () => {
  ta = await createTestApp()
})
afterAll(() => ta.close())

describe('waitlist', () => {
  it('stores an entry with optional name and organization, once per email', async () => {
    const res = await ta.app.inject({ method: 'POST', url: '/api/waitlist/subscribe', payload: { email: 'Dr.Lee@Example.org', name: '', organization: 'County ME Office' } })
    expect(res.statusCode).toBe(200)
    expect(res.json().success).toBe(true)
    const again = await callerFor(ta.deps).public.subscribeWaitlist({ email: 'dr.lee@example.org' })
    expect(again.success).toBe(true)
    const rows = await ta.deps.db.selectFrom('waitlistEntries').selectAll().execute()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ email: 'dr.lee@example.org', name: null, organization: 'County ME Office' })
  })

  it('requires the email with the spec text', async () => {
    const res = await ta.app.inject({ method: 'POST', url: '/api/waitlist/subscribe', payload: { email: '' } })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Please enter your email address to join the waitlist')
  })
})

describe('contact', () => {
  it('stores a message', async () => {
    const payload = { name: 'Dr. Ana Ruiz', email: 'ana@example.org', message: 'We would like a demo for our office.' }
    const res = await ta.app.inject({ method: 'POST', url: '/api/contact/submit', payload })
    expect(res.statusCode).toBe(200)
    expect(res.json().success).toBe(true)
    const rows = await ta.deps.db.selectFrom('contactMessages').selectAll().execute()
    expect(rows[0]).toMatchObject(payload)
  })

  it('requires every field with the spec text, through both transports', async () => {
    const res = await ta.app.inject({ method: 'POST', url: '/api/contact/submit', payload: { name: 'A', email: 'a@example.org', message: ' ' } })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Please fill in all fields to send a message')
    await expect(callerFor(ta.deps).public.submitContact({ name: '', email: 'a@example.org', message: 'x' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Please fill in all fields to send a message',
    })
  })
})

describe('unknown api path', () => {
  it('answers 404 JSON, never a 500', async () => {
    const res = await ta.app.inject({ method: 'GET', url: '/api/nope' })
    expect(res.statusCode).toBe(404)
  })
  it('answers 400 to malformed JSON', async () => {
    const res = await ta.app.inject({ method: 'POST', url: '/api/contact/submit', headers: { 'content-type': 'application/json' }, payload: '{bad' })
    expect(res.statusCode).toBe(400)
  })
})
