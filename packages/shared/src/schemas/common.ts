import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../limits.js';

/** Ids travel as strings of digits in JSON (api.md); bigint-safe on PostgreSQL. */
export const idSchema = z.string().regex(/^[1-9]\d{0,18}$/, 'validation.invalid');
export const idsSchema = z.array(idSchema).min(1, 'validation.required').max(PAGE_SIZE_MAX);

/** A message for a missing or wrong-typed value only; bounds keep their own wording. */
export const whenMissing = (message: string) => ({
  error: (issue: { code?: string }) => (issue.code === 'invalid_type' ? message : undefined),
});

/** current is 1-based; size defaults to 10 and is at most 100. Query strings arrive as text. */
export const pageQuerySchema = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** The spec's clients add userId to reads; the server ignores it and takes the user from the token. */
export const userIdQuerySchema = z.object({ userId: z.string().max(40).optional() });

export function pageResultSchema<T extends z.ZodType>(record: T) {
  return z.object({
    records: z.array(record),
    total: z.number().int(),
    current: z.number().int(),
    size: z.number().int(),
  });
}
export interface PageResult<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

/** The response envelope of every call: code 0 is success; otherwise code is the HTTP status. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export const emptySchema = z.null();
