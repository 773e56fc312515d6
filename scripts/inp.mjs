// `npm run inp`: how a first tap at the page's load event is answered (issue 22), against the production
// build served as lighthouse.mjs serves it. For each of the four controls of the issue (the footer's
// download button, an empty search, Add to cart and Cook on the robot on a recipe as a visitor) it loads
// the page, taps the control as soon as the load event has fired, and reads
//   - INP, from the `web-vitals` library in the page (onINP, every interaction reported);
//   - the time from the tap to the answer on screen (the toast, the login prompt), seen from the driver;
// and the same on a settled page (the app has taken it over, then 2 s of quiet). Phone profile (Pixel 7,
// touch) with the CPU slowed 4x (DevTools throttling); `--desktop` for a desktop window without throttling.
// Median of `--runs` (3) per control and moment. A measurement, not a test: it fails nothing.
//
// `--finger` taps as a finger does: Playwright's tap asks the page where the control is before touching it,
// and a page busy starting its app answers those questions late (300-600 ms at 4x), so its "tap at the load
// event" lands well after it. With `--finger` the touch (or click) is sent to the browser at the load event
// itself, at the place the control has on the settled page (a control below the fold is scrolled to while
// the page loads), and the answer is timed in the page, from the touch's own time to the moment the answer
// is in the document.
//
//   npm run inp                 # phone, 4x CPU, 3 runs
//   npm run inp -- --desktop    # desktop, no throttling
//   npm run inp -- --runs 5
//   npm run inp -- --finger     # the touch at the load event itself, timed in the page
/* global window, document, MutationObserver, addEventListener */
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import process from 'node:process';
import { parseArgs } from 'node:util';
import { chromium, devices } from '@playwright/test';
import { ensureBuilt, getData, median, startPortal } from './serve-build.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    desktop: { type: 'boolean', default: false },
    finger: { type: 'boolean', default: false },
    build: { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number(args.runs) || 3);
const CPU_SLOWDOWN = args.desktop ? 1 : 4;

// The library's script build (its package exports only the modules): beside the file `require` resolves to.
const webVitals = readFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve('web-vitals')), 'web-vitals.iife.js'), 'utf8');
// Every interaction's INP as it is processed (the page is never hidden, when web-vitals would report it).
const collectInp = `${webVitals}
window.__inp = [];
webVitals.onINP((metric) => window.__inp.push(metric.value), { reportAllChanges: true });`;

ensureBuilt(args.build);
const { base, dataDir, server } = await startPortal();

/**
 * The four controls: where, what to tap, and what answers it (an element and the text it holds: read by
 * Playwright for a tap, and in the page itself for `--finger`).
 */
async function controls() {
  const recipe = (await getData(`${base}/api/cook/qryRecipeList?current=1&size=1&sort=rating&cookOn=robot`)).records[0];
  if (!recipe) throw new Error('the demo content has no recipe for the robot');
  const detail = `${base}/home/recipeDetail/${recipe.id}`;
  return [
    {
      name: 'download button (footer)',
      url: `${base}/home`,
      tap: (page) => page.getByRole('contentinfo').getByTestId('download-android'),
      answer: { selector: '[role="alert"]', text: 'not provided yet' },
    },
    {
      name: 'empty search',
      url: `${base}/home`,
      tap: (page) => page.getByRole('button', { name: 'Search', exact: true }),
      answer: { selector: '[role="alert"]', text: 'please enter search content' },
    },
    {
      name: 'Add to cart (visitor)',
      url: detail,
      tap: (page) => page.getByRole('button', { name: 'Add to cart' }),
      answer: { selector: '[data-testid="login-required"]', text: '' },
    },
    {
      name: 'Cook on the robot (visitor)',
      url: detail,
      tap: (page) => page.getByRole('button', { name: 'Cook on the robot' }),
      answer: { selector: '[data-testid="login-required"]', text: '' },
    },
  ];
}

const newContext = (browser) => browser.newContext(args.desktop ? { viewport: { width: 1366, height: 900 } } : { ...devices['Pixel 7'] });

/** A page of `context` that collects INP, with the CPU slowed as asked. */
async function measuredPage(context) {
  const page = await context.newPage();
  await page.addInitScript(collectInp);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { page, cdp };
}

/** The app has taken the page over, then 2 s of quiet. */
async function appSettled(page) {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await page.waitForTimeout(2000);
}

/** The page's INP so far (reported after the interaction's next paint). */
async function readInp(page) {
  await page.waitForFunction(() => window.__inp.length > 0, null, { timeout: 10_000 }).catch(() => undefined);
  return page.evaluate(() => Math.max(0, ...window.__inp));
}

/**
 * One tap: at the load event, or on the settled page. Answers { inp, answerMs, loadMs }: loadMs is when
 * the load event came (from the start of the navigation), so loadMs + answerMs is when a tap at the load
 * event was answered from the moment the page was asked for. A page whose load event comes earlier is
 * tapped earlier: the answer from the tap alone does not compare two builds whose load events differ.
 */
async function measure(browser, control, settled) {
  const context = await newContext(browser);
  try {
    const { page } = await measuredPage(context);
    await page.goto(control.url, { waitUntil: 'load' });
    if (settled) await appSettled(page);
    const target = control.tap(page);
    const started = Date.now();
    // A tap where a phone taps, a click on the desktop; `force` acts at once, as a person does.
    if (args.desktop) await target.click({ force: true });
    else await target.tap({ force: true });
    const { selector, text } = control.answer;
    await page
      .locator(selector)
      .filter(text ? { hasText: text } : {})
      .first()
      .waitFor({ state: 'visible', timeout: 15_000 });
    const answerMs = Date.now() - started;
    const loadMs = await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.loadEventStart ?? 0);
    return { inp: await readInp(page), answerMs, loadMs };
  } finally {
    await context.close();
  }
}

/**
 * In the page, for `--finger`: the first press's own time, and when the answer (selector and text) is first
 * in the document; `window.__answer` settles with both.
 */
const watchAnswer = ({ selector, text }) => {
  window.__press = undefined;
  let answered;
  window.__answer = new Promise((resolve) => (answered = resolve));
  addEventListener('pointerdown', (event) => (window.__press ??= event.timeStamp), true);
  addEventListener('mousedown', (event) => (window.__press ??= event.timeStamp), true);
  const watch = new MutationObserver(() => {
    if (![...document.querySelectorAll(selector)].some((node) => node.textContent.includes(text))) return;
    watch.disconnect();
    answered({ press: window.__press, answered: performance.now() });
  });
  watch.observe(document, { childList: true, subtree: true, characterData: true });
};

/**
 * An expression's value, read through the DevTools protocol. Playwright's own evaluate and waitFor put its
 * script into the page at their first use (compiled and run on the main thread: 100-150 ms at 4x), which
 * a visitor's page does not run: between the touch and the answer, only this reads the page.
 */
async function read(cdp, expression, timeoutMs = 15_000) {
  let timer;
  const late = new Promise(
    (resolve, reject) => (timer = setTimeout(() => reject(new Error(`${expression}: no value within ${timeoutMs} ms`)), timeoutMs)),
  );
  const evaluated = cdp.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true });
  const { result, exceptionDetails } = await Promise.race([evaluated, late]).finally(() => clearTimeout(timer));
  if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
  return result.value;
}

/** Where a finger touches the control: its centre in the window once scrolled to, on a settled page. */
async function placeOf(browser, control) {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(control.url, { waitUntil: 'load' });
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    const target = control.tap(page);
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    const scrollY = await page.evaluate(() => window.scrollY);
    if (!box) throw new Error(`${control.name}: not on the page`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2, scrollY };
  } finally {
    await context.close();
  }
}

/** One touch (or click) sent at the load event (or on the settled page) at `place`; the answer timed in the page. */
async function measureFinger(browser, control, place, settled) {
  const context = await newContext(browser);
  try {
    const { page, cdp } = await measuredPage(context);
    await page.addInitScript(watchAnswer, control.answer);
    // A control below the fold is scrolled to as the page loads (once its HTML is there), as a person
    // scrolls while it loads: the touch then comes at the load event.
    const scroll = (y) => read(cdp, `window.scrollTo(0, ${y})`);
    await page.goto(control.url, { waitUntil: 'domcontentloaded' });
    if (place.scrollY > 0) await scroll(place.scrollY);
    await page.waitForLoadState('load');
    if (settled) {
      await appSettled(page);
      if (place.scrollY > 0) await scroll(place.scrollY);
    }
    const point = { x: Math.round(place.x), y: Math.round(place.y) };
    if (args.desktop) {
      await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...point, button: 'left', clickCount: 1 });
      await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...point, button: 'left', clickCount: 1 });
    } else {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    }
    const { press, answered } = await read(cdp, 'window.__answer').catch(async () => {
      const seen = await read(cdp, '({ press: window.__press, scrollY: window.scrollY })');
      throw new Error(`${control.name}: no answer within 15 s (${JSON.stringify({ ...seen, place })})`);
    });
    if (press === undefined) throw new Error(`${control.name}: the touch did not reach the page`);
    // The answer from the touch, which came at the load event: loadMs + answerMs is then when it was answered
    // from the start, as for `measure`.
    return { inp: await readInp(page), answerMs: Math.round(answered - press), loadMs: press };
  } finally {
    await context.close();
  }
}

let failed = false;
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const list = await controls();
  // One unmeasured visit per page: the server's first answers are not what a visitor meets.
  for (const control of list) await fetch(control.url);
  console.log(
    `\nFirst tap at the load event vs on a settled page: ${args.desktop ? 'desktop' : `phone (Pixel 7), CPU ${CPU_SLOWDOWN}x slower`}, median of ${runs}` +
      `${args.finger ? ' (--finger: "at load" is when the touch came, answers timed in the page)' : ''}\n`,
  );
  for (const control of list) {
    const rows = {};
    const place = args.finger ? await placeOf(browser, control) : undefined;
    for (const moment of ['load', 'settled']) {
      const results = [];
      for (let run = 0; run < runs; run += 1)
        results.push(
          place
            ? await measureFinger(browser, control, place, moment === 'settled')
            : await measure(browser, control, moment === 'settled'),
        );
      rows[moment] = {
        inp: median(results.map((r) => r.inp)),
        answer: median(results.map((r) => r.answerMs)),
        fromStart: Math.round(median(results.map((r) => r.loadMs + r.answerMs))),
        load: Math.round(median(results.map((r) => r.loadMs))),
      };
    }
    console.log(
      `${control.name}\n     at load (${rows.load.load} ms): INP ${Math.round(rows.load.inp)} ms, answer ${rows.load.answer} ms ` +
        `(${rows.load.fromStart} ms from the start)   ` +
        `settled: INP ${Math.round(rows.settled.inp)} ms, answer ${rows.settled.answer} ms   ` +
        `difference ${rows.load.answer - rows.settled.answer} ms`,
    );
  }
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve()));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
