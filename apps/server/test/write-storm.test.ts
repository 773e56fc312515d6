import { describe, expect, it } from 'vitest';
import { buildAnthology, buildRecipe, buildUser } from './factories.js';
import { call, freshIp, setupTestApp } from './helper.js';

/**
 * A write storm does not stall reads: 200 users write at once (cooking records and collection
 * entries, several rounds each) while the health probe and a public read are asked in the middle of
 * it. No time is asserted (machines here are shared): the reads answer, every write is acknowledged
 * and stored. The figures (writes/s, probe latency) come from `npm run bench:writes`.
 */
const t = setupTestApp({ SEED_DEMO: 'false', RATE_LIMIT_MAX: '0' });
const WRITERS = 200;
const ROUNDS = 3;

describe('write storm', () => {
  it('answers health and reads while 200 users write, and stores every acknowledged write', async () => {
    const recipes = await Promise.all(Array.from({ length: 5 }, () => buildRecipe(t.db)));
    const users = [];
    for (let i = 0; i < WRITERS; i++) {
      const user = await buildUser(t.db);
      users.push({ ...user, anthology: await buildAnthology(t.db, user.id) });
    }

    const reads: Promise<{ status: number }>[] = [];
    const writes = users.map(async (user, i) => {
      let acknowledged = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const recipeId = recipes[(i + round) % recipes.length]!.id;
        const res =
          round % 2 === 0
            ? await call(t.app, 'POST', '/api/cook/addCookRecord', { body: { recipeId }, token: user.token, ip: freshIp() })
            : await call(t.app, 'POST', '/api/cook/addAnthologyRecipe', {
                body: { anthologyId: String(user.anthology.id), recipeId },
                token: user.token,
                ip: freshIp(),
              });
        if (res.body.code === 0) acknowledged += 1;
        // Reads asked from inside the storm, while other writers are in flight.
        if (i % 50 === 0) reads.push(call(t.app, 'GET', '/api/health'), call(t.app, 'GET', '/api/cook/qryRecipeList', { ip: freshIp() }));
      }
      return acknowledged;
    });
    const acknowledged = (await Promise.all(writes)).reduce((sum, n) => sum + n, 0);
    const answered = await Promise.all(reads);

    expect(answered.length).toBeGreaterThan(0);
    expect(answered.map((r) => r.status)).toEqual(answered.map(() => 200));
    expect(acknowledged).toBe(WRITERS * ROUNDS);
    const cooked = await t.db
      .selectFrom('cook_records')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const collected = await t.db
      .selectFrom('anthology_recipes')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(cooked.n) + Number(collected.n)).toBe(WRITERS * ROUNDS);
  }, 120_000);
});
