import { describe, expect, it } from 'vitest';
import { countOf, pageOfList, paginate } from '../../src/lib/paging.js';
import { buildMessage, buildUser } from '../factories.js';
import { setupTestDb } from '../helper.js';

/** lib/paging.ts on a real database (SQLite, and PostgreSQL in server-pg): the one place paging is written. */
const t = setupTestDb();

async function inbox(count: number) {
  const user = await buildUser(t.db);
  for (let i = 0; i < count; i += 1) await buildMessage(t.db, user.id, { content: `m${i}` });
  const mine = t.db.selectFrom('messages').where('user_id', '=', user.id);
  const newestFirst = (q: typeof mine) => q.select(['id', 'content']).orderBy('id', 'desc');
  return { mine, newestFirst };
}

describe('paginate', () => {
  it('answers a page with its total, counted from the filtered query', async () => {
    const { mine, newestFirst } = await inbox(5);
    const page = await paginate(mine, { current: 2, size: 2 }, newestFirst);
    expect(page).toMatchObject({ total: 5, current: 2, size: 2 });
    expect(page.records.map((r) => r.content)).toEqual(['m2', 'm1']);
    expect(Object.keys(page)).toEqual(['records', 'total', 'current', 'size']);
  });

  it('answers an empty page past the end, and the last page short', async () => {
    const { mine, newestFirst } = await inbox(3);
    expect((await paginate(mine, { current: 2, size: 2 }, newestFirst)).records.map((r) => r.content)).toEqual(['m0']);
    expect(await paginate(mine, { current: 9, size: 2 }, newestFirst)).toEqual({ records: [], total: 3, current: 9, size: 2 });
  });

  it('takes a total the caller knows, and then reads no page past it', async () => {
    const { mine, newestFirst } = await inbox(4);
    expect((await paginate(mine, { current: 1, size: 10 }, newestFirst, Promise.resolve(4))).records).toHaveLength(4);
    // A known total of 2 with rows beyond it: the page past the total is not read.
    expect(await paginate(mine, { current: 2, size: 2 }, newestFirst, 2)).toEqual({ records: [], total: 2, current: 2, size: 2 });
  });

  it('counts a filtered query', async () => {
    const { mine } = await inbox(3);
    expect(await countOf(mine)).toBe(3);
    expect(await countOf(mine.where('content', '=', 'm1'))).toBe(1);
  });
});

describe('pageOfList', () => {
  it('pages a bounded list in memory, its length the total', () => {
    expect(pageOfList([1, 2, 3, 4, 5], { current: 2, size: 2 })).toEqual({ records: [3, 4], total: 5, current: 2, size: 2 });
    expect(pageOfList([1, 2], { current: 3, size: 2 })).toEqual({ records: [], total: 2, current: 3, size: 2 });
  });
});
