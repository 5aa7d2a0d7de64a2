import { z } from 'zod'
import { text } from '../text'
import { ROLES } from '../constants'
import { ADMIN_TEXTS } from './admin-texts'

/** A user as the admin Users tab lists it. */
export const AdminUser = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  createdAt: z.string(),
})
export type AdminUser = z.infer<typeof AdminUser>

const UserId = text().min(1).max(200)

/** PATCH /api/admin/users/:userId/role. */
export const SetRoleInput = z.object({ userId: UserId, role: z.enum(ROLES, { error: ADMIN_TEXTS.roleInvalid }) })
export type SetRoleInput = z.infer<typeof SetRoleInput>

export const UserIdInput = z.object({ userId: UserId })
export type UserIdInput = z.infer<typeof UserIdInput>
