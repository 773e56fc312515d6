import { z } from 'zod';
import { EMAIL_MAX } from '../limits.js';

/** Staff sign in with e-mail and password; their accounts and tokens are separate from users'. */
export const staffLoginBodySchema = z.object({
  email: z.string('validation.required').trim().toLowerCase().max(EMAIL_MAX).pipe(z.email('validation.email')),
  password: z.string('validation.required').min(1, 'validation.required').max(200),
});
export type StaffLoginBody = z.input<typeof staffLoginBodySchema>;

export const staffInfoSchema = z.object({ id: z.string(), email: z.string(), name: z.string(), role: z.string() });
export type StaffInfo = z.infer<typeof staffInfoSchema>;

export const staffLoginResultSchema = z.object({ token: z.string(), staffInfo: staffInfoSchema });
