import fs from 'node:fs';
import { draftOfPage } from './apps/server/src/modules/recipe-import/import.service.ts';
const dir = '/work/shared/fixtures/recipe-pages/';
for (const host of process.argv.slice(2)) {
  const exp = JSON.parse(fs.readFileSync(dir + host + '.json', 'utf8'));
  try {
    const { draft } = draftOfPage(fs.readFileSync(dir + host + '.html', 'utf8'), 'https://' + host + '/');
    console.log('==', host, 'ING exp', exp.ingredients.length, 'got', draft.ingredients.length, 'STEPS exp', (exp.instructions_list ?? []).length, 'got', draft.steps.length);
    console.log('  exp ing:', exp.ingredients.slice(0, 3).join(' | '));
    console.log('  got ing:', draft.ingredients.slice(0, 3).map((i) => `${i.value ?? ''} ${i.unit ?? ''} ${i.name}`).join(' | '));
    console.log('  exp st:', (exp.instructions_list ?? []).slice(0, 2).join(' | ').slice(0, 200));
    console.log('  got st:', draft.steps.slice(0, 2).map((s) => s.description).join(' | ').slice(0, 200));
  } catch (e) { console.log('==', host, 'ERR', (e as Error).message); }
}
