import { describe, expect, it } from 'vitest';
import {
  amountsFromText,
  durationInText,
  htmlFacts,
  htmlLists,
  scanCount,
  SCAN_MAX,
  TRIES_MAX,
} from '../src/modules/recipe-import/html-lists.js';
import { draftOfPage, splitSteps } from '../src/modules/recipe-import/import.service.js';
import { readPage } from '../src/modules/recipe-import/recipe-page.js';

/**
 * The import's reading of pages without (complete) schema.org data: general layout rules, each shown
 * on a small page in one of the languages served or a common European one. No rule knows a site.
 */

const lists = (html: string) => htmlLists(readPage(html));
const draft = (html: string) => draftOfPage(html, 'https://example.com/r').draft;

describe('ingredient and instruction lists by their headings', () => {
  it('ends a section at a heading of the same rank; lower headings are group titles (German)', () => {
    const { ingredients, steps } = lists(`<h2>Zutaten</h2><h3>Für den Teig</h3><ul><li>200 g Mehl</li><li>1 Ei</li></ul>
      <h3>Für die Füllung</h3><ul><li>2 Äpfel</li></ul><h2>Zubereitung</h2><ol><li>Teig kneten.</li><li>Füllen und backen.</li></ol>
      <h2>Mehr Rezepte</h2><ul><li>Apfelkuchen</li></ul>`);
    expect(ingredients).toEqual(['200 g Mehl', '1 Ei', '2 Äpfel']);
    expect(steps).toEqual(['Teig kneten.', 'Füllen und backen.']);
  });

  it('reads a list item made of paragraphs once, without its step label (English)', () => {
    const page = draft(`<h1>Crème brûlée</h1><h2>Ingredients</h2><ul><li>4 egg yolks</li><li>1 cup cream</li></ul><h2>Instructions</h2><ol>
      <li><span>Step 1</span><p>Preheat oven to 325°F.</p><p>Heat the cream.</p></li><li><span>Step 2</span><p>Whisk into the yolks.</p></li></ol>`);
    expect(page.steps.map((s) => s.description)).toEqual(['Preheat oven to 325°F.', 'Heat the cream.', 'Whisk into the yolks.']);
  });

  it('leaves out the list a unit toggle hides, and keeps what a breakpoint shows again', () => {
    const { ingredients } = lists(`<h3>Ingredients</h3><ul><li>85 g pecans</li><li>200 g butter</li></ul>
      <ul class="u-visuallyhidden"><li>3 oz pecans</li></ul><ul><li class="imperial hide">7 oz butter</li><li style="display: none">x</li>
      <li class="hidden md:block">1 tsp salt</li></ul>`);
    expect(ingredients).toEqual(['85 g pecans', '200 g butter', '1 tsp salt']);
  });

  it('takes the prose after the ingredients as the method when no heading names it (Hungarian)', () => {
    const { ingredients, steps } = lists(`<h2>Hozzávalók</h2><ul><li>3 tojás</li><li>150 g liszt</li></ul><h1>A recept</h1>
      <p>A tojásokat szétválasztjuk, a sárgáját a cukorral habosra keverjük.</p><h1>További receptek</h1><p>Egy másik recept szövege itt.</p>`);
    expect(ingredients).toEqual(['3 tojás', '150 g liszt']);
    expect(steps).toEqual(['A tojásokat szétválasztjuk, a sárgáját a cukorral habosra keverjük.']);
  });

  it('finds a list of amounts without any heading, and the prose after it (English)', () => {
    const { ingredients, steps } = lists(`<h1>For Your Table</h1><ul><li>Home</li><li>Recipes</li></ul><h1>Chicken Salad</h1>
      <ul><li>6 cups chicken, shredded</li><li>3 cups grapes</li><li>½ cup blue cheese</li><li>Salt</li></ul>
      <p>Combine chicken, grapes and blue cheese in a large bowl.</p><p>Chill for an hour before serving it.</p><ul><li>Share</li></ul>`);
    expect(ingredients).toEqual(['6 cups chicken, shredded', '3 cups grapes', '½ cup blue cheese', 'Salt']);
    expect(steps).toEqual(['Combine chicken, grapes and blue cheese in a large bowl.', 'Chill for an hour before serving it.']);
  });

  it('reads headings after an emoji and paragraphs with bullets; a heading may end in a stop (French, Spanish)', () => {
    expect(
      lists(
        `<h2>🛒 Ingrédients</h2><p>• 2 œufs</p><p>• 1 c. à s. de sucre</p><h2>👩‍🍳 Préparation.</h2><p>Battre les œufs avec le sucre.</p>`,
      ),
    ).toEqual({ ingredients: ['2 œufs', '1 c. à s. de sucre'], steps: ['Battre les œufs avec le sucre.'] });
    const { steps } =
      lists(`<p>Ingredientes</p><p>1 diente de ajo</p><p>Preparación.</p><p>Fumet:</p><p>1.-Ponga las cabezas en el vaso.</p>
      <p>Preparación del arroz</p><p>2.- Añada la cebolla y programe 10 min.</p>`);
    expect(steps.flatMap(splitSteps)).toEqual(['Ponga las cabezas en el vaso.', 'Añada la cebolla y programe 10 min.']);
  });

  it('reads Chinese and Dutch headings, table rows and checkbox labels as lines', () => {
    expect(
      lists(
        `<h3>用料</h3><table><tr><td>鸡蛋</td><td>2个</td></tr><tr><td>面粉</td><td>100克</td></tr></table><h3>做法</h3><p>鸡蛋打散。</p>`,
      ),
    ).toEqual({
      ingredients: ['鸡蛋 2个', '面粉 100克'],
      steps: ['鸡蛋打散。'],
    });
    expect(
      lists(`<h2>Ingrediënten</h2><label><input type="checkbox"><span>2</span><p>uien</p></label><label><span>1 el</span><p>olie</p></label>
        <ul><li>Tags</li></ul><h2>Bereiding</h2><p>Snipper de uien.</p>`).ingredients,
    ).toEqual(['2 uien', '1 el olie']);
  });

  it('reads sections written on lines of one paragraph (English, Italian)', () => {
    expect(
      lists(
        `<p><strong>Ingredients</strong><br>2 cups flour<br>1 tsp salt</p><p><strong>Directions:</strong><br>Mix the flour and salt.<br>Bake 20 minutes.</p>`,
      ),
    ).toEqual({ ingredients: ['2 cups flour', '1 tsp salt'], steps: ['Mix the flour and salt.', 'Bake 20 minutes.'] });
    expect(lists(`<p><b>Ingredienti</b><br>200 g farina<br>2 uova<br><b>Preparazione</b><br>Impastare la farina con le uova.</p>`)).toEqual(
      {
        ingredients: ['200 g farina', '2 uova'],
        steps: ['Impastare la farina con le uova.'],
      },
    );
  });

  it('looks at a bounded number of blocks however many headings a page repeats', () => {
    scanCount.blocks = 0;
    lists('<h2>Ingredients</h2><h3>Method</h3>'.repeat(2000));
    expect(scanCount.blocks).toBeLessThanOrEqual(3 * TRIES_MAX * SCAN_MAX);
  });
});

describe('steps as written', () => {
  it.each([
    ['Schritt 1\nTeig kneten.', ['Teig kneten.']],
    ['Étape 2 : Cuire 10 minutes.', ['Cuire 10 minutes.']],
    ['3\nServe.', ['Serve.']],
    ['10 minutes before serving, warm the plates.', ['10 minutes before serving, warm the plates.']],
    ['步骤1 鸡蛋打散。', ['鸡蛋打散。']],
  ])('%j', (text, expected) => {
    expect(splitSteps(text)).toEqual(expected);
  });

  it('cuts a text longer than a step between sentences', () => {
    const sentence = 'Stir the sauce slowly for a while. ';
    const steps = splitSteps(sentence.repeat(60).trim());
    expect(steps.length).toBeGreaterThan(1);
    expect(steps.every((s) => s.length <= 1000 && s.endsWith('.'))).toBe(true);
    expect(steps.join(' ')).toBe(sentence.repeat(60).trim());
  });
});

describe('the name, time and yield a page shows', () => {
  it('names the recipe by the h1 its title repeats, not an Open Graph title of "2" nor the site', () => {
    expect(
      draft(`<html><head><title>GrimGrains — okonomiyaki</title><meta property="og:title" content="2"></head>
      <body><h1>okonomiyaki</h1><h2>Ingredients</h2><ul><li>1 cabbage</li><li>2 eggs</li></ul></body></html>`).name,
    ).toBe('okonomiyaki');
    expect(
      draft(
        `<title>Recipe - Chicken Salad with Grapes | Shop</title><h1>For Your Table</h1><h2>Ingredients</h2><ul><li>1 chicken</li></ul>`,
      ).name,
    ).toBe('Chicken Salad with Grapes');
  });

  it.each([
    ['1 hour 10 minutes', 70],
    ['45 mins', 45],
    ['1 Std. 20 Min.', 80],
    ['unter 30 Minuten', 30],
    ['1 heure 15 minutes', 75],
    ['1小时20分钟', 80],
    ['2 eggs', null],
  ])('%s is %s minutes', (text, minutes) => {
    expect(durationInText(text)).toBe(minutes);
  });

  it.each([
    ['<p>Prep time: 10 min | Cook time: 20 min | Total time: 30 min</p><p>Yield: 4 sandwiches</p>', { minutes: 30, portions: 4 }],
    ['<p>Prep: 10 mins<br>Cook: 25 mins<br>Serves 4</p>', { minutes: 35, portions: 4 }],
    ['<p>Time</p><p>45 mins</p><p>Servings</p><p>2</p>', { minutes: 45, portions: 2 }],
    ['<ul><li>Für 2 Personen</li><li>Gesamtzeit: 1 Std. 5 Min.</li></ul>', { minutes: 65, portions: 2 }],
    ['<h2>4 servings — 20 minutes</h2>', { minutes: null, portions: 4 }],
    ['<p>Bake in the oven for 45 minutes.</p><p>Time to eat 3 cookies</p>', { minutes: null, portions: null }],
  ])('%s', (html, facts) => {
    expect(htmlFacts(readPage(html))).toEqual(facts);
  });
});

describe('amounts for bare ingredient names', () => {
  it('takes the amount shown before each name (German) or after it (Polish), never the neighbour’s', () => {
    expect(amountsFromText(['Butter', 'Mehl', 'Salz'], 'Zutaten\n20 g\nButter\n30 g\nMehl\nSalz\nZubereitung')).toEqual([
      '20 g Butter',
      '30 g Mehl',
      'Salz',
    ]);
    expect(amountsFromText(['ziemniaki', 'cebula'], 'Składniki\nziemniaki\n1 kilogram\ncebula\n1 sztuka\nPrzygotowanie')).toEqual([
      '1 kilogram ziemniaki',
      '1 sztuka cebula',
    ]);
    expect(amountsFromText(['oil', 'popping corn'], 'Heat the oil.\n2 tbsp\noil\n– ½ cup\npopping corn')).toEqual([
      '2 tbsp oil',
      '½ cup popping corn',
    ]);
  });

  it('uses the page’s list when schema.org gives a stub of it', () => {
    const html = `<script type="application/ld+json">{"@type":"Recipe","name":"Chicken","recipeIngredient":["Chicken"],"recipeInstructions":["Roast."]}</script>
      <h2>Ingredients</h2><table><tr><td>150ml</td><td>red wine</td></tr><tr><td>100g</td><td>tomato paste</td></tr><tr><td>1</td><td>chicken</td></tr></table>`;
    expect(draft(html).ingredients).toEqual([
      { name: 'red wine', value: 150, unit: 'ml' },
      { name: 'tomato paste', value: 100, unit: 'g' },
      { name: 'chicken', value: 1, unit: 'pcs' },
    ]);
  });
});

describe('RDFa Lite', () => {
  it('reads a schema.org Recipe given with typeof/property, nested in a page-level item', () => {
    const html = `<body vocab="https://schema.org/" typeof="WebPage"><div typeof="Recipe">
      <h1 property="name">Pão de queijo</h1><meta property="totalTime" content="PT40M"><span property="recipeYield">Serve 6</span>
      <img property="image" src="/pao.jpg"><ul><li property="recipeIngredient">500 g de polvilho</li><li property="recipeIngredient">2 ovos</li></ul>
      <div property="recipeInstructions" typeof="HowToStep"><p property="text">Misture tudo.</p></div>
      <div property="schema:recipeInstructions" typeof="schema:HowToStep"><span property="schema:text">Asse por 25 minutos.</span></div>
    </div></body>`;
    const { draft: recipe, imageUrl } = draftOfPage(html, 'https://example.com/r');
    expect(recipe).toMatchObject({
      name: 'Pão de queijo',
      cookingTime: 40,
      portions: 6,
      ingredients: [
        { name: 'polvilho', value: 500, unit: 'g' },
        { name: 'ovos', value: 2, unit: 'pcs' },
      ],
      steps: [{ description: 'Misture tudo.' }, { description: 'Asse por 25 minutos.' }],
    });
    expect(imageUrl).toBe('https://example.com/pao.jpg');
  });
});
