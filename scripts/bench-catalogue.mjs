import { distModule } from './bench-server.mjs';

/**
 * The benchmark's synthetic catalogue: recipes assembled from word lists, half English and half
 * Chinese, deterministic (a seeded generator), in the shape of the seed data files (the shared
 * recipeContentSchema plus category and country codes). Word frequencies are skewed on purpose
 * (a few ingredients and dishes are everywhere, many are rare) so that search meets both common and
 * rare keywords, as it would in a real catalogue.
 */

/** mulberry32: a small, fast, seeded generator; the same seed gives the same catalogue. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks with a Zipf-like skew: the first entries of a list are far more frequent than the last. */
const skewed = (rand, list) => list[Math.floor(list.length * rand() ** 2.2)];
const uniform = (rand, list) => list[Math.floor(list.length * rand())];
const capital = (word) => word.charAt(0).toUpperCase() + word.slice(1);

const EN = {
  styles: [
    'garlic',
    'spicy',
    'creamy',
    'smoky',
    'lemon',
    'honey',
    'herb',
    'roasted',
    'braised',
    'steamed',
    'grilled',
    'crispy',
    'slow-cooked',
    'sticky',
    'golden',
    'rustic',
    'sesame',
    'ginger',
    'chilli',
    'tangy',
    'peppered',
    'zesty',
    'maple',
    'miso',
    'harissa',
    'saffron',
    'tamarind',
    'juniper',
    'sumac',
    'black-garlic',
  ],
  proteins: [
    'chicken',
    'beef',
    'pork',
    'salmon',
    'tofu',
    'egg',
    'prawn',
    'lamb',
    'turkey',
    'chickpea',
    'lentil',
    'cod',
    'mushroom',
    'duck',
    'tuna',
    'mussel',
    'halloumi',
    'squid',
    'venison',
    'crab',
    'scallop',
    'quail',
    'octopus',
    'rabbit',
    'monkfish',
  ],
  vegetables: [
    'onion',
    'tomato',
    'potato',
    'carrot',
    'spinach',
    'pepper',
    'broccoli',
    'courgette',
    'leek',
    'pea',
    'kale',
    'cabbage',
    'pumpkin',
    'aubergine',
    'sweetcorn',
    'celery',
    'cauliflower',
    'beetroot',
    'fennel',
    'asparagus',
    'parsnip',
    'artichoke',
    'okra',
    'kohlrabi',
    'samphire',
    'salsify',
  ],
  dishes: [
    'soup',
    'curry',
    'stew',
    'salad',
    'pasta',
    'risotto',
    'bowl',
    'noodles',
    'pie',
    'tacos',
    'bake',
    'stir-fry',
    'casserole',
    'skewers',
    'frittata',
    'gratin',
    'pilaf',
    'dumplings',
    'tagine',
    'chowder',
    'ragout',
    'terrine',
    'galette',
    'cassoulet',
  ],
  pantry: [
    'salt',
    'olive oil',
    'black pepper',
    'butter',
    'garlic',
    'water',
    'sugar',
    'flour',
    'milk',
    'lemon juice',
    'soy sauce',
    'ginger',
    'cumin',
    'paprika',
    'stock',
    'cream',
    'thyme',
    'rosemary',
    'basil',
    'oregano',
    'coriander',
    'honey',
    'vinegar',
    'parmesan',
    'yoghurt',
    'coconut milk',
    'mustard',
    'nutmeg',
    'cardamom',
    'star anise',
    'fenugreek',
    'asafoetida',
  ],
  adjectives: ['weeknight', 'family', 'comforting', 'light', 'hearty', 'quick', 'festive', 'summery', 'warming', 'simple'],
  tags: ['quick', 'family', 'healthy', 'vegetarian', 'gluten-free', 'comfort', 'party', 'batch-cook', 'budget', 'spicy', 'kids'],
};

const ZH = {
  styles: [
    '红烧',
    '清蒸',
    '爆炒',
    '糖醋',
    '宫保',
    '鱼香',
    '麻辣',
    '酸辣',
    '葱油',
    '蒜蓉',
    '黄焖',
    '香煎',
    '凉拌',
    '小炒',
    '油焖',
    '水煮',
    '酱爆',
    '椒盐',
    '孜然',
    '香辣',
    '咖喱',
    '豉汁',
    '干煸',
    '白灼',
    '啤酒',
    '砂锅',
    '秘制',
    '剁椒',
    '避风塘',
    '腐乳',
  ],
  proteins: [
    '鸡块',
    '鸡蛋',
    '豆腐',
    '排骨',
    '牛肉',
    '猪肉',
    '鸡翅',
    '五花肉',
    '虾仁',
    '鱼片',
    '羊肉',
    '鸡腿',
    '牛腩',
    '里脊',
    '鸭肉',
    '鱿鱼',
    '带鱼',
    '鲈鱼',
    '蛤蜊',
    '扇贝',
    '腊肉',
    '肥肠',
    '牛蛙',
    '鳗鱼',
    '鲍鱼',
    '海参',
  ],
  vegetables: [
    '土豆',
    '番茄',
    '青椒',
    '白菜',
    '茄子',
    '西兰花',
    '豆角',
    '香菇',
    '木耳',
    '胡萝卜',
    '洋葱',
    '黄瓜',
    '菠菜',
    '莲藕',
    '冬瓜',
    '南瓜',
    '芹菜',
    '韭菜',
    '山药',
    '金针菇',
    '豆芽',
    '芋头',
    '荷兰豆',
    '苦瓜',
    '丝瓜',
    '竹笋',
    '茭白',
    '藜蒿',
  ],
  dishes: ['', '', '', '汤', '煲', '饭', '面', '粥', '盖饭', '炒饭', '拌面', '饺子', '包子', '羹', '锅'],
  pantry: [
    '盐',
    '生抽',
    '食用油',
    '姜',
    '葱',
    '大蒜',
    '料酒',
    '白糖',
    '老抽',
    '蚝油',
    '醋',
    '淀粉',
    '干辣椒',
    '花椒',
    '香油',
    '八角',
    '胡椒粉',
    '豆瓣酱',
    '桂皮',
    '香叶',
    '冰糖',
    '鸡精',
    '芝麻',
    '香菜',
    '小米辣',
    '陈皮',
    '草果',
    '甘草',
  ],
  adjectives: ['家常', '下饭', '鲜香', '清淡', '开胃', '快手', '营养', '暖身', '经典', '地道'],
  occasions: ['工作日晚餐', '周末家宴', '一人食', '带饭', '招待朋友', '孩子的午餐'],
  tags: ['家常菜', '快手菜', '下饭菜', '减脂', '宴客', '儿童', '素食', '汤品', '早餐', '便当'],
};

function englishRecipe(rand, categories, countries) {
  const style = skewed(rand, EN.styles);
  const protein = skewed(rand, EN.proteins);
  const vegetable = skewed(rand, EN.vegetables);
  const dish = skewed(rand, EN.dishes);
  const shape = rand();
  const name =
    shape < 0.4
      ? `${capital(style)} ${capital(protein)} ${capital(dish)}`
      : shape < 0.75
        ? `${capital(protein)} and ${capital(vegetable)} ${capital(dish)}`
        : `${capital(style)} ${capital(vegetable)} ${capital(dish)} with ${capital(skewed(rand, EN.pantry))}`;
  const ingredients = [
    { name: capital(protein), value: 100 * (2 + Math.floor(rand() * 6)), unit: 'g' },
    { name: capital(vegetable), value: 50 * (1 + Math.floor(rand() * 8)), unit: 'g' },
  ];
  const count = 4 + Math.floor(rand() * 7);
  for (let i = 0; i < count; i += 1) {
    const pantry = skewed(rand, EN.pantry);
    if (ingredients.some((it) => it.name.toLowerCase() === pantry)) continue;
    ingredients.push(
      rand() < 0.2
        ? { name: capital(pantry), value: null, unit: null, note: 'to taste' }
        : { name: capital(pantry), value: 1 + Math.floor(rand() * 30), unit: uniform(rand, ['g', 'ml', 'tsp', 'tbsp']) },
    );
  }
  const description = `A ${uniform(rand, EN.adjectives)} ${dish} of ${protein} and ${vegetable}, finished with ${skewed(rand, EN.pantry)}. Ready in one bowl, with the machine doing the chopping, the stirring and the timing.`;
  return {
    lang: 'en-US',
    ...common(rand, categories, countries),
    name,
    description,
    tags: [uniform(rand, EN.tags), uniform(rand, EN.tags)].filter((t, i, all) => all.indexOf(t) === i),
    tips: `Swap the ${vegetable} for any seasonal vegetable; add it with the ${protein}.`,
    preparations: [`Cut the ${protein} into 3 cm pieces`, `Peel and quarter the ${vegetable}`],
    ingredients,
    steps: machineSteps(rand, [
      ['Chop', `Place the ${vegetable} in the bowl and chop.`],
      ['Sauté', `Add the oil and sauté the ${vegetable}.`],
      ['Cook', `Add the ${protein} and the remaining ingredients and cook.`],
      ['Finish', `Season to taste and serve the ${dish} hot.`],
    ]),
  };
}

function chineseRecipe(rand, categories, countries) {
  const style = skewed(rand, ZH.styles);
  const protein = skewed(rand, ZH.proteins);
  const vegetable = skewed(rand, ZH.vegetables);
  const dish = skewed(rand, ZH.dishes);
  const shape = rand();
  const name =
    shape < 0.35
      ? `${style}${protein}${dish}`
      : shape < 0.6
        ? `${vegetable}炒${protein}`
        : shape < 0.8
          ? `${protein}炖${vegetable}${dish}`
          : `${style}${vegetable}`;
  const ingredients = [
    { name: protein, value: 100 * (2 + Math.floor(rand() * 6)), unit: 'g' },
    { name: vegetable, value: 50 * (1 + Math.floor(rand() * 8)), unit: 'g' },
  ];
  const count = 4 + Math.floor(rand() * 7);
  for (let i = 0; i < count; i += 1) {
    const pantry = skewed(rand, ZH.pantry);
    if (ingredients.some((it) => it.name === pantry)) continue;
    ingredients.push(
      rand() < 0.25
        ? { name: pantry, value: null, unit: null, note: '适量' }
        : { name: pantry, value: 1 + Math.floor(rand() * 30), unit: uniform(rand, ['g', 'ml', 'tsp', 'tbsp']) },
    );
  }
  const description = `这道${name}是一道${uniform(rand, ZH.adjectives)}的家常菜，${protein}和${vegetable}搭配，${skewed(rand, ZH.pantry)}提味，适合${uniform(rand, ZH.occasions)}。切配、翻炒和计时都交给厨师机，一锅完成。`;
  return {
    lang: 'zh-CN',
    ...common(rand, categories, countries),
    name,
    description,
    tags: [uniform(rand, ZH.tags), uniform(rand, ZH.tags)].filter((t, i, all) => all.indexOf(t) === i),
    tips: `${vegetable}可以换成当季的蔬菜，和${protein}一起下锅即可。`,
    preparations: [`${protein}切成小块`, `${vegetable}洗净切段`],
    ingredients,
    steps: machineSteps(rand, [
      ['切碎', `把${vegetable}放入主锅切碎。`],
      ['爆香', `加入食用油，把配料炒香。`],
      ['烹煮', `加入${protein}和其余配料烹煮。`],
      ['出锅', `调味后盛出，趁热享用。`],
    ]),
  };
}

function common(rand, categories, countries) {
  return {
    category: uniform(rand, categories),
    country: uniform(rand, countries),
    cookingTime: 10 + 5 * Math.floor(rand() * 20),
    difficulty: 1 + Math.floor(rand() ** 1.5 * 3),
    flavor: rand() < 0.5 ? null : uniform(rand, ['salty', 'spicy', 'sweet', 'sour', 'garlic', 'light', 'curry', 'sourSweet']),
    portions: 1 + Math.floor(rand() * 6),
    accessories: rand() < 0.5 ? [0] : [0, 3],
    nutrition: [
      { name: 'energy', amount: 800 + Math.floor(rand() * 2000), unit: 'kJ' },
      { name: 'protein', amount: 5 + Math.floor(rand() * 40), unit: 'g' },
      { name: 'carbohydrate', amount: 5 + Math.floor(rand() * 60), unit: 'g' },
      { name: 'fat', amount: 2 + Math.floor(rand() * 30), unit: 'g' },
      { name: 'sodium', amount: 100 + Math.floor(rand() * 900), unit: 'mg' },
    ],
  };
}

function machineSteps(rand, steps) {
  return steps.map(([title, description], i) => ({
    title,
    description,
    stepType: i === steps.length - 1 ? 1 : 2,
    temperature: i === 0 || i === steps.length - 1 ? null : 90 + 10 * Math.floor(rand() * 3),
    speed: i === steps.length - 1 ? null : i === 0 ? 11 : 2,
    duration: i === steps.length - 1 ? null : i === 0 ? 5 : 60 * (2 + Math.floor(rand() * 20)),
    rotation: i === 2 && rand() < 0.5 ? { type: 0 } : null,
  }));
}

/**
 * count recipes, alternating English and Chinese, in batches of batchSize (an array per batch), with
 * category and country codes drawn from the given lists.
 */
export function* syntheticRecipes(count, { categories, countries, seed = 20261122, batchSize = 2000 }) {
  const rand = random(seed);
  let batch = [];
  for (let i = 0; i < count; i += 1) {
    batch.push(i % 2 === 0 ? englishRecipe(rand, categories, countries) : chineseRecipe(rand, categories, countries));
    if (batch.length === batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/**
 * The keywords the benchmark searches, by kind. Common ones match thousands of the 100,000 recipes,
 * rare ones a handful; "none" matches nothing (the worst case for a scan).
 */
export const SEARCH_KEYWORDS = {
  'en common': ['chicken', 'garlic', 'soup', 'olive oil', 'tomato'],
  'en rare': ['monkfish', 'salsify', 'asafoetida', 'kohlrabi', 'cassoulet'],
  'zh 3+ chars': ['红烧排骨', '西兰花', '金针菇', '宫保鸡块', '五花肉', '荷兰豆', '避风塘'],
  'zh 3+ rare': ['鳗鱼饭', '腐乳海参', '藜蒿炒'],
  'zh 1 char': ['鸡', '辣', '鳗', '蒿', '汤'],
  'zh 2 chars': ['豆腐', '排骨', '莲藕', '鳗鱼', '海参', '茭白'],
  none: ['zzqx', '无此菜'],
};

// ---------------------------------------------------------------------------------------------------
// The benchmark's database: migrated, demo-seeded and filled with the synthetic catalogue before the
// server starts, through the server's own build (apps/server/dist), so rows, search text and FTS rows
// are written exactly as the app writes them.

/**
 * The synthetic ratings of the n-th recipe (1-based): a long tail, deterministic. Four stars each, so a
 * rated recipe's average shows 3.0-5.0 from rating_avg while its sum and count stay consistent.
 */
const syntheticRatings = (n) => (n % 5 === 0 ? 0 : n % 23);

/**
 * Migrates databaseUrl, seeds the demo content (timed: the seed time a fresh install and every test
 * app pays) and inserts `count` synthetic recipes through the app's own writer (recipe rows and their
 * search rows: FTS5 on SQLite, tsvectors on PostgreSQL) in transactions of `batchSize`. Returns what
 * the routes vary over.
 *
 * A million recipes in reasonable time (BENCH_RECIPES=1000000): the secondary indexes of recipes (and
 * of PostgreSQL's recipe_search, its GIN indexes among them) are made after the load from the
 * migrations' own definitions (db/bulk-load.ts), and every row is written with its final rating rank,
 * so that neither the bench nor the server's start rewrites the catalogue. PostgreSQL is then
 * vacuumed and analysed, as autovacuum leaves a bulk-loaded table.
 */
export async function prepareDatabase({ databaseUrl, count, log }) {
  const { createDb, isPostgres } = await distModule('db/index.js');
  const { migrateToLatest } = await distModule('db/migrate.js');
  const { seedContent, recipeRow } = await distModule('seed/content.js');
  const { seedDemo } = await distModule('seed/index.js');
  const { createRecipeRepository } = await distModule('modules/recipe/recipe.repository.js');
  const { refreshRatingRanks, RATING_PRIOR_WEIGHT } = await distModule('modules/rating/rating.rank.js');
  const { withIndexesAfter } = await distModule('db/bulk-load.js');
  const db = createDb(databaseUrl);
  const postgres = isPostgres(db);
  try {
    await migrateToLatest(db);
    // The demo seed, timed on its own (content only; the config records are a handful of rows).
    let started = performance.now();
    await seedContent(db, { publicUrl: 'http://localhost' });
    const seedMs = performance.now() - started;
    await seedDemo(db, 'http://localhost');

    const categories = await db.selectFrom('categories').select(['id', 'code']).execute();
    const categoryId = new Map(categories.map((c) => [c.code, c.id]));
    const countries = (await db.selectFrom('countries').select('code').execute()).map((c) => c.code);
    started = performance.now();
    // Synthetic recipes are older than the demo ones: one every 5 minutes before the oldest.
    const oldest = Date.parse(
      (await db.selectFrom('recipes').select('created_at').orderBy('id').limit(1).executeTakeFirstOrThrow()).created_at,
    );
    // The mean of all ratings once the catalogue is in, as ratingMean (rating.rank.ts) will sum it, so
    // that each row's rank is computed here exactly as refreshRatingRanks would (same double arithmetic).
    const demo = await db
      .selectFrom('recipes')
      .select((eb) => [eb.fn.sum('rating_sum').as('sum'), eb.fn.sum('rating_count').as('n')])
      .executeTakeFirstOrThrow();
    let ratingSum = Number(demo.sum ?? 0);
    let ratingCount = Number(demo.n ?? 0);
    for (let n = 1; n <= count; n += 1) {
      ratingSum += syntheticRatings(n) * 4;
      ratingCount += syntheticRatings(n);
    }
    const mean = ratingCount > 0 ? ratingSum / ratingCount : 3;

    let n = 0;
    const batchSize = postgres ? 5000 : 20_000;
    const load = async () => {
      for (const batch of syntheticRecipes(count, { categories: categories.map((c) => c.code), countries, batchSize })) {
        await db.transaction().execute(async (trx) => {
          const rows = batch.map((recipe) => {
            n += 1;
            const row = recipeRow(recipe, {
              lang: recipe.lang,
              categoryId: categoryId.get(recipe.category),
              countryCode: recipe.country,
              authorName: 'Chef Robot',
              createdAt: new Date(oldest - (count - n + 1) * 300_000).toISOString(),
            });
            // A long tail of views and ratings, deterministic.
            const views = (n * 7919) % 1000;
            const ratings = syntheticRatings(n);
            return {
              ...row,
              view_count: views * views,
              rating_count: ratings,
              rating_sum: ratings * 4,
              rating_avg: ratings === 0 ? 0 : 3 + (n % 21) / 10,
              rating_rank: ratings === 0 ? 0 : (RATING_PRIOR_WEIGHT * mean + ratings * 4) / (RATING_PRIOR_WEIGHT + ratings),
            };
          });
          await createRecipeRepository(trx).insertMany(rows);
        });
        if (n % 100_000 === 0 || (count < 200_000 && n % 20_000 === 0)) log(`synthetic catalogue: ${n} recipes`);
      }
    };
    // Small catalogues (other benches' hundreds) keep their indexes; a big load makes them afterwards.
    if (count >= 10_000) await withIndexesAfter(db, postgres ? ['recipes', 'recipe_search'] : ['recipes'], load);
    else await load();
    // The ranks a server start computes (rating.rank.ts): the demo recipes' (the synthetic rows already
    // have theirs, so this rewrites no synthetic row). A database the server has run on before starts
    // with its ranks in place.
    await refreshRatingRanks(db);
    const insertMs = performance.now() - started;
    // The table as autovacuum leaves it after a bulk load (it vacuums inserted tables too): statistics
    // for the planner, and a visibility map, without which counts cannot be answered from an index alone.
    if (postgres) {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query('VACUUM ANALYZE');
      await client.end();
    }
    const ids = (await db.selectFrom('recipes').select('id').execute()).map((r) => r.id);
    const categoryIds = categories.map((c) => c.id);
    return { seedMs, insertMs, ids, categoryIds, countries, total: ids.length };
  } finally {
    await db.destroy();
    if (!postgres) {
      // The bulk load left a WAL of some 300 MB; a running server keeps its WAL short by checkpoints,
      // and reads through a long one are slower. Start the server as a long-running one would be.
      const { default: SQLite } = await import('better-sqlite3');
      const sqlite = new SQLite(databaseUrl.replace(/^file:/, ''));
      sqlite.pragma('wal_checkpoint(TRUNCATE)');
      sqlite.close();
    }
  }
}

/** Recipe list URLs over pages, sorts, languages and filters: `distinct` of them, in a fixed shuffled order. */
export function listPaths(catalogue, distinct, { bust = false } = {}) {
  const rand = random(7);
  const filters = [
    () => '',
    () => `&categoryId=${uniform(rand, catalogue.categoryIds)}`,
    () => `&difficulty=${1 + Math.floor(rand() * 3)}`,
    () => `&maxTime=${uniform(rand, [20, 30, 45, 60])}`,
    () => `&country=${uniform(rand, catalogue.countries)}`,
    () => `&categoryId=${uniform(rand, catalogue.categoryIds)}&difficulty=${1 + Math.floor(rand() * 2)}`,
  ];
  const paths = [];
  for (let i = 0; i < distinct; i += 1) {
    const lang = uniform(rand, ['en-US', 'zh-CN', 'all']);
    const sort = uniform(rand, ['new', 'hot', 'rating']);
    const current = 1 + Math.floor(rand() ** 2 * 20);
    // bust: a parameter the API ignores, so that no two requests share a cached answer.
    paths.push(
      `/api/cook/qryRecipeList?current=${current}&size=10&sort=${sort}&lang=${lang}${uniform(rand, filters)()}${bust ? `&_=${i}` : ''}`,
    );
  }
  return paths;
}

/**
 * Recipe detail URLs of `count` ids drawn from the whole catalogue: uniformly (every recipe as likely:
 * almost every request a cache miss), or with a long tail (`popular`: a few recipes are viewed far more
 * than the rest, as on a real portal; id i of a shuffled list drawn with probability falling as
 * (i/N)^(-2/3): the top 1% of recipes take a fifth of the views, the top 10% half).
 */
export function detailPaths(catalogue, count, { popular = false, page = false } = {}) {
  const rand = random(11);
  const ids = [...catalogue.ids];
  for (let i = ids.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rand() * (i + 1));
    [ids[i], ids[j]] = [ids[j], ids[i]];
  }
  return Array.from({ length: count }, () => {
    const id = ids[Math.floor(ids.length * (popular ? rand() ** 3 : rand()))];
    // `page`: the recipe's page as a visitor opens it (rendered on the server), not its API answer.
    return page ? `/home/recipeDetail/${id}` : `/api/cook/qryRecipeDetail?id=${id}`;
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))];

/**
 * qrySearch timed one request at a time (latency, not throughput) over SEARCH_KEYWORDS: a warm-up pass,
 * then `rounds` passes, recipes (type 1), page 1, both languages. p50/p95 per kind and overall, in ms.
 */
export async function timeSearch(base, { rounds = 20 } = {}) {
  const run = async (keyword) => {
    const started = performance.now();
    const res = await fetch(`${base}/api/search/qrySearch?keyword=${encodeURIComponent(keyword)}&type=1&size=10`);
    const body = await res.json();
    const ms = performance.now() - started;
    if (!res.ok || body.code !== 0) throw new Error(`qrySearch ${keyword}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
    return { ms, total: body.data.total };
  };
  const totals = {};
  for (const words of Object.values(SEARCH_KEYWORDS)) for (const keyword of words) totals[keyword] = (await run(keyword)).total;
  const byKind = Object.fromEntries(Object.keys(SEARCH_KEYWORDS).map((kind) => [kind, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const [kind, words] of Object.entries(SEARCH_KEYWORDS)) for (const keyword of words) byKind[kind].push((await run(keyword)).ms);
  }
  const summary = (list) => {
    const sorted = [...list].sort((a, b) => a - b);
    return {
      requests: sorted.length,
      p50: Number(percentile(sorted, 0.5).toFixed(2)),
      p95: Number(percentile(sorted, 0.95).toFixed(2)),
      max: Number(sorted.at(-1).toFixed(2)),
    };
  };
  const kinds = Object.fromEntries(
    Object.entries(byKind).map(([kind, list]) => [
      kind,
      { ...summary(list), matches: SEARCH_KEYWORDS[kind].map((k) => `${k}:${totals[k]}`).join(' ') },
    ]),
  );
  return { kinds, overall: summary(Object.values(byKind).flat()) };
}

export function printSearch(search) {
  const rows = [...Object.entries(search.kinds), ['all keywords', search.overall]];
  console.log('');
  console.log(
    `${'qrySearch (type 1, page 1)'.padEnd(28)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'max ms'.padStart(8)}  matches (capped at 200)`,
  );
  for (const [kind, s] of rows) {
    console.log(
      `${kind.padEnd(28)}${s.p50.toFixed(2).padStart(8)}${s.p95.toFixed(2).padStart(8)}${s.max.toFixed(2).padStart(8)}  ${s.matches ?? ''}`,
    );
  }
}
