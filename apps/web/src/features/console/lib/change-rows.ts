/** One line of a console action's change: a field, its value before and after (as text; null when absent). */
export interface ChangeRow {
  field: string;
  before: string | null;
  after: string | null;
}

const asText = (value: unknown): string | null => (value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value));
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The audit log's before and after as rows a reader can scan: for objects, one row per field that
 * differs (or every field when the row was created or deleted); anything else as one row.
 */
export function changeRows(before: unknown, after: unknown): ChangeRow[] {
  if ((isRecord(before) || before === null) && (isRecord(after) || after === null) && (before || after)) {
    const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
    return fields
      .map((field) => ({ field, before: asText(before?.[field]), after: asText(after?.[field]) }))
      .filter((row) => before === null || after === null || row.before !== row.after);
  }
  if (before === null && after === null) return [];
  return [{ field: '', before: asText(before ?? undefined), after: asText(after ?? undefined) }];
}
