/**
 * Ids arrive as strings of digits (idSchema allows up to 19, api.md). Our rows have 32-bit integer
 * ids (an identity column on PostgreSQL), so a larger number names no row; passing it on would make
 * PostgreSQL fail the whole statement ("out of range") instead of matching nothing.
 */
const ROW_ID_MAX = 2_147_483_647;

/** The row id a string names, or null when no row can have it. */
export function rowId(id: string): number | null {
  const n = Number(id);
  return Number.isSafeInteger(n) && n >= 1 && n <= ROW_ID_MAX ? n : null;
}

/** The row ids among the given strings (ids no row can have are dropped), without duplicates. */
export function rowIds(ids: readonly string[]): number[] {
  return [...new Set(ids.map(rowId).filter((n): n is number => n !== null))];
}
