import type { PageQuery, PageResult } from '@chef/shared';
import type { SelectQueryBuilder } from 'kysely';

/**
 * Paging, written once (api.md: `current` is 1-based, `size` rows a page; the answer is
 * `{ records, total, current, size }`). Every paged list goes through here, so moving to cursor paging
 * later means changing this file, not the lists.
 */
export type PageRequest = PageQuery;

/**
 * One page of a query with its total. `filtered` is the list's query narrowed by its filters, nothing
 * selected yet; `rows` adds the columns and the order. The total is counted from `filtered` at the same
 * time as the page, unless the caller knows it more cheaply (a counter kept on a row, a cached count):
 * then a page past the end runs no query at all.
 */
export async function paginate<DB, TB extends keyof DB, O>(
  filtered: SelectQueryBuilder<DB, TB, object>,
  request: PageRequest,
  rows: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, O>,
  knownTotal?: number | Promise<number>,
): Promise<PageResult<O>> {
  const { current, size } = request;
  const offset = (current - 1) * size;
  const page = () => rows(filtered).offset(offset).limit(size).execute() as Promise<O[]>;
  if (knownTotal !== undefined) {
    const total = await knownTotal;
    return { records: offset < total ? await page() : [], total, current, size };
  }
  const [records, total] = await Promise.all([page(), countOf(filtered)]);
  return { records, total, current, size };
}

/** How many rows a filtered query has (PostgreSQL answers count(*) as a string). */
export async function countOf<DB, TB extends keyof DB>(filtered: SelectQueryBuilder<DB, TB, object>): Promise<number> {
  const row = (await filtered.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()) as {
    n: string | number;
  };
  return Number(row.n);
}

/** One page of a list already in memory and bounded (search's ranked ids): its total is the list's length. */
export function pageOfList<T>(all: readonly T[], request: PageRequest): PageResult<T> {
  const { current, size } = request;
  return { records: all.slice((current - 1) * size, current * size), total: all.length, current, size };
}

/** The same page with its records turned into API shapes (the area's presenter), in the same order. */
export async function presentPage<R, T>(page: PageResult<R>, present: (rows: R[]) => T[] | Promise<T[]>): Promise<PageResult<T>> {
  return { ...page, records: await present(page.records) };
}
