import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call, freshIp, registerUser, setupTestApp } from './helper.js';

/**
 * Property-based fuzzing from the schemas: for every JSON call of the OpenAPI document (generated from
 * the shared zod schemas, so it is the zod schema of each route), bodies and queries are generated from
 * the route's schema, and from mutations of such valid ones (a field dropped, replaced by anything,
 * an unknown field added, the whole body replaced). Whatever comes in, the answer is never a 5xx, and
 * a 400 leaves every table as it was. A few runs per route keep it to seconds; fast-check prints the
 * seed and the smallest failing input when it finds one.
 */
const t = setupTestApp({ SEED_DEMO: 'false' });

/** Calls left out: multipart (its own tests), and the ones that end the session the fuzz runs with. */
const SKIPPED = new Set(['/api/common/uploadFileToThirdStorage', '/api/user/logout', '/api/admin/logout']);
const RUNS_PER_ROUTE = 8;

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
};

/** Characters of hostile text, mixed with a plain letter so that some strings are visible. */
const BAD_CHARACTERS = [
  '\u0000',
  '\n',
  '\u001b',
  '\u202e',
  '\u2066',
  '\u200b',
  '\u200d',
  '\u3164',
  '\u2800',
  '\ufe0f',
  '\ud800',
  '\udc00',
  '"',
  'a',
];
const badCharacter = fc.constantFrom(...BAD_CHARACTERS);

/** An arbitrary of the values a JSON schema describes (sizes kept small: it is the shapes that matter). */
function fromSchema(schema: Schema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.anything();
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map(fromSchema));
  if (schema.allOf?.length) return fromSchema(Object.assign({}, ...schema.allOf) as Schema);
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => fromSchema({ ...schema, type })));
  switch (schema.type) {
    case 'string': {
      if (schema.format === 'date') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'uri') return fc.webUrl();
      if (schema.pattern) {
        try {
          return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= (schema.maxLength ?? 200));
        } catch {
          // A pattern JavaScript cannot compile: plain strings below.
        }
      }
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 30, 60));
      // Also hostile text (issue 25): NUL and controls, bidi overrides, invisible-only, lone surrogates.
      return fc.oneof(fc.string({ minLength, maxLength, unit: 'grapheme' }), fc.string({ minLength, maxLength, unit: badCharacter }));
    }
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      return fc.array(fromSchema(schema.items), { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 4, 8)) });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const arbitraries = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, fromSchema(value)]));
      return fc.record(arbitraries, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.anything();
  }
}

/** A valid value, or one mutated: a field dropped or replaced by anything, a field added, or anything at all. */
function withMutations(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const mutated = fc
    .tuple(valid, fc.constantFrom('drop', 'replace', 'extra', 'whole'), fc.nat(), fc.anything())
    .map(([value, how, pick, other]) => {
      if (how === 'whole' || value === null || typeof value !== 'object' || Array.isArray(value)) return other;
      const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      const keys = Object.keys(copy);
      const key = keys[pick % Math.max(keys.length, 1)];
      if (how === 'extra' || key === undefined) copy[`x${pick % 7}`] = other;
      else if (how === 'drop') delete copy[key];
      else copy[key] = other;
      return copy;
    });
  return fc.oneof(valid, mutated);
}

/** A query string's values are text: what a client would put there for each generated value. */
function asQuery(value: unknown): Record<string, string> | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, v]) => [key, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')]),
  );
}

interface Operation {
  security?: unknown[];
  parameters?: { in: string; name: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

describe('fuzzing every route from its schema', () => {
  it('never answers 5xx, and a 400 stores nothing', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const user = await registerUser(t);
    const staffToken = (
      await call(t.app, 'POST', '/api/admin/login', { body: { email: 'staff@example.com', password: 'staff-secret-1' }, ip: freshIp() })
    ).body.data.token as string;
    const tables = (await t.db.introspection.getTables()).map((table) => table.name).filter((name) => !name.startsWith('kysely_'));
    const counts = async () =>
      Promise.all(
        tables.map(async (table) =>
          Number(
            (
              await t.db
                .selectFrom(table as 'users')
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ),
      );

    let routes = 0;
    for (const [path, operations] of Object.entries(docs.paths)) {
      if (SKIPPED.has(path) || !path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        if (method !== 'get' && method !== 'post') continue;
        routes += 1;
        const token = (operation.security ?? []).length > 0 ? (path.startsWith('/api/admin/') ? staffToken : user.token) : undefined;
        const querySchema: Schema = {
          type: 'object',
          properties: Object.fromEntries((operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}])),
          required: (operation.parameters ?? []).filter((p) => p.in === 'query' && p.required).map((p) => p.name),
        };
        const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
        const input = method === 'get' ? withMutations(fromSchema(querySchema)) : withMutations(fromSchema(bodySchema));
        await fc.assert(
          fc.asyncProperty(input, async (value) => {
            const before = await counts();
            const res = await call(t.app, method.toUpperCase() as 'GET' | 'POST', path, {
              ...(method === 'get' ? { query: asQuery(value) ?? {} } : { body: value ?? {} }),
              ...(token ? { token } : {}),
              ip: freshIp(),
            });
            if (res.status >= 500) throw new Error(`${method.toUpperCase()} ${path} answered ${res.status}: ${res.body.msg}`);
            if (res.status === 400) expect({ route: path, counts: await counts() }).toEqual({ route: path, counts: before });
          }),
          { numRuns: RUNS_PER_ROUTE },
        );
      }
    }
    expect(routes).toBeGreaterThan(30);
  }, 180_000);
});

describe('bad text (issue 25)', () => {
  const badChars = 'Contains characters that are not allowed (control or direction characters)';
  it('refuses controls, direction overrides and lone surrogates in names, naming the field, and takes invisible-only text as empty', async () => {
    const user = await registerUser(t);
    const nickname = (value: string) => call(t.app, 'POST', '/api/user/updUserInfo', { body: { nickname: value }, token: user.token });
    for (const bad of ['a\u0000b', 'a\nb', 'evil\u202eexe.txt', 'x\ud800', '\udc00y']) {
      expect((await nickname(bad)).body).toEqual({ code: 400, msg: `Nickname: ${badChars}`, data: { field: 'nickname' } });
    }
    for (const invisible of ['\u200b', '\u200d\u200b', '\u3164', '\u2800\u2800', '\ufe0f', ' \u200b ']) {
      expect((await nickname(invisible)).body).toEqual({ code: 400, msg: 'Nickname: This field is required', data: { field: 'nickname' } });
    }
    // Visible text with a joiner inside (an emoji sequence) and other scripts stay as written.
    expect((await nickname('厨师 👩\u200d🍳')).body.code).toBe(0);
    const comment = await call(t.app, 'POST', '/api/feedback/addFeedback', {
      body: { type: 1, description: '\u200b\u3164' },
      token: user.token,
    });
    expect(comment.body).toMatchObject({ code: 400, data: { field: 'description' } });
  });

  it('answers a NUL in a search keyword with 400, never 500', async () => {
    const staff = await call(t.app, 'POST', '/api/admin/login', {
      body: { email: 'staff@example.com', password: 'staff-secret-1' },
      ip: freshIp(),
    });
    for (const url of ['/api/search/qrySearch', '/api/cook/qryRecipeList', '/api/article/qryArticleList']) {
      const res = await call(t.app, 'GET', url, { query: { keyword: 'a\u0000"b', current: '1', size: '10' } });
      expect({ url, status: res.status, field: res.body.data?.field }).toEqual({ url, status: 400, field: 'keyword' });
    }
    const consoleSearch = await call(t.app, 'GET', '/api/admin/qryUser', {
      query: { keyword: 'a\u0000' },
      token: staff.body.data.token as string,
    });
    expect(consoleSearch.status).toBe(400);
  });
});
