import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The layering rules of eslint.config.js fire: a small tree that breaks each of them is written to a
 * temporary folder (never in the repository) and linted with the repository's config. The fixture
 * uses real feature names (recipe, article): the config makes one zone per feature folder it finds.
 */
const config = fileURLToPath(new URL('./eslint.config.js', import.meta.url));

const files: Record<string, string> = {
  'apps/web/src/features/article/api/qry.ts': 'export const article = 1;\n',
  'apps/web/src/features/recipe/api/qry.ts': 'export const recipe = 1;\n',
  'apps/web/src/features/recipe/pages/ReadsArticle.ts': "import { article } from '../../article/api/qry';\nexport const a = article;\n",
  'apps/web/src/features/recipe/pages/ReadsApp.ts': "import { route } from '../../../app/route';\nexport const r = route;\n",
  'apps/web/src/app/route.ts': 'export const route = 1;\n',
  // Composing two features is what app/ is for: no error here.
  'apps/web/src/app/routes/page.ts':
    "import { article } from '../../features/article/api/qry';\nimport { recipe } from '../../features/recipe/api/qry';\nexport const both = article + recipe;\n",
  'apps/web/src/lib/reads-feature.ts': "import { recipe } from '../features/recipe/api/qry';\nexport const r = recipe;\n",
  'apps/web/src/components/ReadsApp.ts': "import { route } from '../app/route';\nexport const r = route;\n",
  // The database layer and its migrations know no module code (a migration is history).
  'apps/server/src/db/migrations/0001-reads-module.ts': "import { a } from '../../modules/a/a.service.js';\nexport const up = a;\n",
  // Cycles: web (paths without extension), server and shared (NodeNext `.js` naming a .ts file).
  'apps/web/src/lib/ping.ts': "import { pong } from './pong';\nexport const ping = () => pong;\n",
  'apps/web/src/lib/pong.ts': "import { ping } from './ping';\nexport const pong = () => ping;\n",
  'apps/server/src/modules/a/a.service.ts': "import { b } from '../b/b.service.js';\nexport const a = () => b;\n",
  'apps/server/src/modules/b/b.service.ts': "import { a } from '../a/a.service.js';\nexport const b = () => a;\n",
  'packages/shared/src/x.ts': "import { y } from './y.js';\nexport const x = () => y;\n",
  'packages/shared/src/y.ts': "import { x } from './x.js';\nexport const y = () => x;\n",
};

let root = '';
let results: ESLint.LintResult[] = [];
const messagesOf = (path: string) => results.find((result) => result.filePath === join(root, path))?.messages ?? [];
const rulesOf = (path: string) => messagesOf(path).map((message) => message.ruleId);

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'chef-lint-'));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  // Zones are relative to the working directory, as when `npm run lint` runs at the repository root.
  const cwd = process.cwd();
  process.chdir(root);
  try {
    results = await new ESLint({ cwd: root, overrideConfigFile: config }).lintFiles(['.']);
  } finally {
    process.chdir(cwd);
  }
});

afterAll(() => rm(root, { recursive: true, force: true }));

describe('eslint.config.js', () => {
  it('rejects a feature importing another feature', () => {
    expect(rulesOf('apps/web/src/features/recipe/pages/ReadsArticle.ts')).toEqual(['import-x/no-restricted-paths']);
  });

  it('rejects a feature importing app/', () => {
    expect(rulesOf('apps/web/src/features/recipe/pages/ReadsApp.ts')).toEqual(['import-x/no-restricted-paths']);
  });

  it('rejects lib/ importing a feature and components/ importing app/', () => {
    expect(rulesOf('apps/web/src/lib/reads-feature.ts')).toEqual(['import-x/no-restricted-paths']);
    expect(rulesOf('apps/web/src/components/ReadsApp.ts')).toEqual(['import-x/no-restricted-paths']);
  });

  it('lets app/ compose several features', () => {
    expect(messagesOf('apps/web/src/app/routes/page.ts')).toEqual([]);
  });

  it('rejects a migration importing module code', () => {
    expect(rulesOf('apps/server/src/db/migrations/0001-reads-module.ts')).toEqual(['no-restricted-imports']);
  });

  it('rejects import cycles in the web app, the server and shared', () => {
    for (const path of [
      'apps/web/src/lib/ping.ts',
      'apps/web/src/lib/pong.ts',
      'apps/server/src/modules/a/a.service.ts',
      'apps/server/src/modules/b/b.service.ts',
      'packages/shared/src/x.ts',
      'packages/shared/src/y.ts',
    ]) {
      expect(rulesOf(path), path).toEqual(['import-x/no-cycle']);
    }
  });
});
