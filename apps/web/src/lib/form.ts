import { issueField, issueMessage } from '@chef/shared';
import type { z } from 'zod';
import { ApiError } from './api-client';
import { t } from './i18n';
import { toastError } from './notify';

/**
 * Forms validate with the very schemas the server parses with (packages/shared), worded through the
 * same catalogue, so the browser and a 400 envelope never disagree about a field.
 */
export type FieldErrors = Partial<Record<string, string>>;

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

export function validate<S extends z.ZodType>(schema: S, values: unknown): Validation<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issueField(issue) || 'form';
    if (errors[field]) continue; // the first problem of a field is the one worth reading
    const { key, params } = issueMessage(issue);
    errors[field] = t(key, params);
  }
  return { ok: false, errors };
}

/**
 * A failed call: inline on the field the server named when the form shows that field, otherwise a
 * red toast with the server's (translated) message.
 */
export function serverErrorToFields(error: unknown, fields: readonly string[]): FieldErrors {
  if (error instanceof ApiError) {
    if (error.field && fields.includes(error.field)) return { [error.field]: error.message };
    toastError(error.message);
    return {};
  }
  toastError(t('toast.networkError'));
  return {};
}
