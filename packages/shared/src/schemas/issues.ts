import type { z } from 'zod';

/**
 * Turns a zod issue into a catalogue key and its parameters. Schemas put catalogue keys
 * ('validation.*') in their messages; zod's own checks (types, bounds, enums) are mapped here, so the
 * browser form and the server's 400 envelope word a bad field the same way.
 */
export function issueMessage(issue: z.core.$ZodIssue): { key: string; params: Record<string, unknown> } {
  if (issue.message.startsWith('validation.')) return { key: issue.message, params: {} };
  switch (issue.code) {
    case 'invalid_type':
      return { key: isMissing(issue) ? 'validation.required' : 'validation.invalid', params: {} };
    case 'too_big':
      return issue.origin === 'string'
        ? { key: 'validation.tooLong', params: { max: issue.maximum } }
        : { key: 'validation.tooBig', params: { max: issue.maximum } };
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return { key: 'validation.required', params: {} };
      return issue.origin === 'string'
        ? { key: 'validation.tooShort', params: { min: issue.minimum } }
        : { key: 'validation.tooSmall', params: { min: issue.minimum } };
    case 'invalid_value':
      return { key: 'validation.oneOf', params: { values: issue.values.join(', ') } };
    default:
      return { key: 'validation.invalid', params: {} };
  }
}

/**
 * Whether an invalid_type issue is about an absent value. zod copies the input into an issue only when
 * parsing with reportInput (safeParse and the Fastify type provider do not), so without it the default
 * message ("... received undefined") is what tells a missing field from a wrong-typed one.
 */
function isMissing(issue: z.core.$ZodIssueInvalidType): boolean {
  if ('input' in issue) return issue.input === undefined || issue.input === null;
  return /\breceived (?:undefined|null)$/.test(issue.message);
}

/** The first field an issue names, as a dotted path ('' for the whole body). */
export function issueField(issue: z.core.$ZodIssue): string {
  return issue.path.map(String).join('.');
}
