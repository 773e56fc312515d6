import { prepareDatabase } from './bench-catalogue.mjs';
import { distModule, ensureBuild, freePort, log, positiveNumber, runBench, scratchDatabase, startServer } from './bench-server.mjs';

/**
 * npm run bench:basket: the time to generate a shopping list from 10 recipes (POST
 * /api/basket/addBasket, ingredients merged) on the bench's synthetic catalogue (BENCH_RECIPES,
 * default 100,000), one request at a time against the production build, as a user would. Each round
 * picks 10 different synthetic recipes (deterministic) and deletes the list afterwards, untimed, so
 * the user's 50-list limit is never in the way. BENCH_DATABASE_URL=postgres://... runs it on
 * PostgreSQL. Prints p50/p95/max; a figure, never a pass/fail.
 */
const catalogueSize = positiveNumber('BENCH_RECIPES', 100_000);
const rounds = positiveNumber('BENCH_ROUNDS', 200);
const RECIPES_PER_LIST = 10;

/** A user with a live session, written straight to the database (the bench has no mail to read codes from). */
async function benchUser(databaseUrl) {
  const { createDb } = await distModule('db/index.js');
  const { newSession } = await distModule('lib/crypto.js');
  const db = createDb(databaseUrl);
  try {
    const at = new Date().toISOString();
    const user = await db
      .insertInto('users')
      .values({
        mobile: null,
        email: 'basket-bench@example.com',
        password_hash: 'x',
        nickname: 'Bench',
        avatar: null,
        gender: null,
        birthday: null,
        language: 'en-US',
        unit_type: '0-2',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const session = newSession(new Date(), 86_400_000);
    await db
      .insertInto('user_tokens')
      .values({ user_id: user.id, token_hash: session.tokenHash, created_at: session.createdAt, expires_at: session.expiresAt })
      .execute();
    return session.token;
  } finally {
    await db.destroy();
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

await runBench(async () => {
  ensureBuild();
  const { dataDir, databaseUrl, kind } = await scratchDatabase();
  log(`preparing ${kind}: demo seed + ${catalogueSize} synthetic recipes`);
  const catalogue = await prepareDatabase({ databaseUrl, count: catalogueSize, log });
  const token = await benchUser(databaseUrl);
  const { base } = await startServer({ port: await freePort(), dataDir, databaseUrl });
  const post = async (path, body) => {
    const res = await fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const answer = await res.json();
    if (answer.code !== 0) throw new Error(`${path}: ${JSON.stringify(answer).slice(0, 300)}`);
    return answer.data;
  };

  // Synthetic recipes only (the demo ones are few), spread over the catalogue by a fixed stride.
  const ids = catalogue.ids.slice(-catalogueSize);
  const pick = (round) => Array.from({ length: RECIPES_PER_LIST }, (_, i) => String(ids[(round * 7919 + i * 104_729) % ids.length]));
  const times = [];
  let items = 0;
  for (let round = -10; round < rounds; round += 1) {
    const started = performance.now();
    const { id } = await post('/api/basket/addBasket', { name: `Bench ${round}`, recipeIds: pick(round + 10) });
    const ms = performance.now() - started;
    // The first rounds warm the server up (JIT, caches) and are not counted.
    if (round >= 0) times.push(ms);
    if (round === 0) {
      const res = await fetch(`${base}/api/basket/qryBasketDetail?id=${id}`, { headers: { authorization: `Bearer ${token}` } });
      items = (await res.json()).data.items.length;
    }
    await post('/api/basket/delBasket', { ids: [id] });
  }
  const sorted = times.sort((a, b) => a - b);
  console.log('');
  console.log(
    `addBasket, ${RECIPES_PER_LIST} recipes (${items} merged lines in the first list), ${kind}, ${catalogue.total} recipes, ${rounds} rounds`,
  );
  console.log(
    `p50 ${percentile(sorted, 0.5).toFixed(2)} ms   p95 ${percentile(sorted, 0.95).toFixed(2)} ms   max ${sorted.at(-1).toFixed(2)} ms`,
  );
  return 0;
});
