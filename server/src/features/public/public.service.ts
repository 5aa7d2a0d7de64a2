import { sql } from 'kysely'
import type { ContactInput, WaitlistInput } from '@shared/src/public/public.schema'
import { consume } from '../../core/rate-limit'
import type { Ctx } from '../../core/context'

/** Adds an email to the waitlist; joining twice is not an error and stores nothing twice. */
export async function subscribeWaitlist(ctx: Ctx, input: WaitlistInput): Promise<{ success: true; message: string }> {
  await consume(ctx.rateLimits.publicForms, `waitlist:${ctx.ip}`)
  const inserted = await ctx.db
    .insertInto('waitlistEntries')
    .values({ email: input.email, name: input.name, organization: input.organization })
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returning('id')
    .executeTakeFirst()
  return {
    success: true,
    message: inserted ? "You're on the waitlist. We'll be in touch soon." : 'This email is already on the waitlist.',
  }
}

/** Stores a contact message for the team. */
export async function submitContact(ctx: Ctx, input: ContactInput): Promise<{ success: true; message: string }> {
  await consume(ctx.rateLimits.publicForms, `contact:${ctx.ip}`)
  await ctx.db.insertInto('contactMessages').values(input).execute()
  return { success: true, message: 'Thank you for your message. We will get back to you shortly.' }
}
