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
