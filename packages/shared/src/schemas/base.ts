import { z } from 'zod';
import { ADV_TYPES, LANGUAGES } from '../enums.js';
import { pageQuerySchema } from './common.js';

/** qryAdvPic: config records by type and language (service phone, download links, banners...). */
export const qryAdvPicQuerySchema = pageQuerySchema.extend({
  advType: z.enum(ADV_TYPES).optional(),
  lang: z.enum(LANGUAGES).optional(),
});
export type QryAdvPicQuery = z.input<typeof qryAdvPicQuerySchema>;

export const advRecordSchema = z.object({
  id: z.string(),
  advName: z.string(),
  advType: z.enum(ADV_TYPES),
  advPic: z.string().nullable(),
  advUrl: z.string().nullable(),
  lang: z.enum(LANGUAGES),
});
export type AdvRecord = z.infer<typeof advRecordSchema>;

export const healthSchema = z.object({ status: z.literal('ok'), db: z.literal('ok'), uptime: z.number() });

/**
 * GET /api/ready (issue 27): each dependency the node needs to serve; 'off' when it is not configured.
 * Ready (200) when none is 'down' or 'full'; else 503 with the same body, notReady naming the failing ones.
 */
export const READY_CHECKS = ['database', 'migrations', 'redis', 'broker', 'disk'] as const;
export const readySchema = z.object({
  ready: z.boolean(),
  checks: z.object({
    database: z.enum(['ok', 'down']),
    migrations: z.enum(['ok', 'pending']),
    redis: z.enum(['ok', 'down', 'off']),
    broker: z.enum(['ok', 'down', 'off']),
    disk: z.enum(['ok', 'full']),
  }),
  notReady: z.array(z.enum(READY_CHECKS)),
});
export type Ready = z.infer<typeof readySchema>;
