import { z } from 'zod';
import { lineText, proseText } from './text.js';
import { MESSAGE_CONTENT_MAX, MESSAGE_TITLE_MAX } from '../limits.js';
import { idSchema, idsSchema, pageQuerySchema, userIdQuerySchema } from './common.js';

/** A message of the caller (api.md "Shapes"). An empty title means a plain system message. */
export const messageSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  isRead: z.boolean(),
  createTime: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const msgCountSchema = z.object({ usrMsgCount: z.number().int() });
export type MsgCount = z.infer<typeof msgCountSchema>;

export const qryUserMsgInfoQuerySchema = pageQuerySchema.extend(userIdQuerySchema.shape);
export type QryUserMsgInfoQuery = z.input<typeof qryUserMsgInfoQuerySchema>;

/** Mark some messages read ({ ids }) or all of them ({ all: true }), exactly one of the two. */
export const readMsgBodySchema = z
  .object({ ids: idsSchema.optional(), all: z.literal(true).optional() })
  .refine((body) => (body.ids === undefined) !== (body.all === undefined), { message: 'validation.idsOrAll', path: ['ids'] });
export type ReadMsgBody = z.input<typeof readMsgBodySchema>;

export const delMsgBodySchema = z.object({ ids: idsSchema });
export type DelMsgBody = z.input<typeof delMsgBodySchema>;

/** Staff: a message to one user, or to every user when userId is absent. */
export const sendMsgBodySchema = z.object({
  userId: idSchema.optional(),
  title: lineText().trim().max(MESSAGE_TITLE_MAX).optional(),
  text: proseText().trim().min(1, 'validation.required').max(MESSAGE_CONTENT_MAX),
});
export type SendMsgBody = z.input<typeof sendMsgBodySchema>;

/** How many users the message reached. */
export const sendMsgResultSchema = z.object({ recipients: z.number().int() });
