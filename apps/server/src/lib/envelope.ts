import { envelopeSchema } from '@chef/shared';
import type { z } from 'zod';

/** Wraps data in the success envelope of api.md. */
export function ok<T>(data: T) {
  return { code: 0, msg: 'success', data };
}

/** The 200 response schema of a route whose data has this shape (also what /api/docs shows). */
export function okSchema<T extends z.ZodType>(data: T) {
  return { 200: envelopeSchema(data) };
}
