import { appendFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import type { Result } from 'axe-core';

/**
 * The accessibility check every journey runs (WCAG 2.2 AA, kept by axe-core, the engine inside
 * Lighthouse's accessibility score). The `page` fixture of support/fixtures.ts checks the page a test
 * leaves behind before each `page.goto` and at the end of every test; a spec may call `checkA11y`
 * itself for a state worth checking (an open dialog, a menu). Serious and critical violations fail the
 * test; minor and moderate ones are attached to its report.
 */
export const FAILING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

/**
 * Options a spec may set with `test.use({ a11y: { ... } })`. Exclude narrowly and say why: a rule
 * may be left out only for a third party's markup that we cannot change, never for our own.
 */
export interface A11yOptions {
  /** Skip the automatic checks (the explicit `checkA11y` calls still run). */
  off?: boolean;
  /** axe rule ids not to run. */
  disableRules?: string[];
  /** CSS selectors of regions left out of the check. */
  exclude?: string[];
}

/** A transition longer than this is decorative motion (a banner's slide), not a state change to wait for. */
const TRANSITION_MAX_MS = 1000;

/**
 * Settles the page before a check: the document has loaded, and every transition under way (a dialog
 * opening, a toast sliding in) has ended, so colours are measured as they are seen rather than half-way
 * through a fade. Endless or long animations (a spinner, a skeleton's pulse, a carousel) keep running.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(async (maxMs) => {
    // Two frames first: a toast inserted a moment ago starts its transition at its first style pass.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document.getAnimations().filter((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return typeof end === 'number' && end <= maxMs && animation.playState === 'running';
    });
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  }, TRANSITION_MAX_MS);
}

function describe(violation: Result): string {
  const nodes = violation.nodes
    .slice(0, 5)
    .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.split('\n').join('\n      ') ?? ''}`)
    .join('\n');
  return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length} element(s))\n${nodes}`;
}

/**
 * The page states checked so far in this worker: the route (ids folded), the language, the width, signed
 * in or not, a dialog open or not. The automatic checks look at each state once per run, so that a suite
 * of journeys through the same pages does not pay for the same check a hundred times; `checkA11y` called
 * by a spec always runs.
 */
const checkedStates = new Set<string>();

async function pageState(page: Page): Promise<string> {
  const { pathname, search } = new URL(page.url());
  const route = `${pathname.replace(/\d+/g, ':id')}${search ? '?' : ''}`;
  const { lang, signedIn, dialog } = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    signedIn: Boolean(localStorage.getItem('token')),
    dialog: document.querySelectorAll('[role="dialog"], [role="menu"]').length > 0,
  }));
  return [route, lang, page.viewportSize()?.width, signedIn, dialog].join(' ');
}

/**
 * The automatic check: the page as it is now, unless this state was checked already in this run (`once`);
 * a spec's own call checks in any case, and counts for the automatic one.
 */
export async function checkA11yOnce(page: Page, testInfo: TestInfo, options: A11yOptions, when: string, once = true): Promise<void> {
  try {
    const state = await pageState(page);
    if (once && checkedStates.has(state)) return;
    checkedStates.add(state);
    await checkA11y(page, testInfo, options, when);
  } catch (error) {
    // The test left a full page load under way (a language switch reloads): check the page it lands on.
    if (!String(error).includes('Execution context was destroyed')) throw error;
    await checkA11yOnce(page, testInfo, options, when, once);
  }
}

/** Time granted to one check on top of the journey's own budget (a loaded machine takes seconds). */
const CHECK_ALLOWANCE_MS = 30_000;

/**
 * Runs axe on the page as it is now; throws on serious or critical violations. The check is not the
 * journey's work: the test's timeout grows by what the check took, so a journey keeps its own budget.
 */
export async function checkA11y(page: Page, testInfo: TestInfo, options: A11yOptions = {}, when = 'on demand'): Promise<void> {
  const started = Date.now();
  testInfo.setTimeout(testInfo.timeout + CHECK_ALLOWANCE_MS);
  try {
    await analyse(page, testInfo, options, when);
  } finally {
    testInfo.setTimeout(testInfo.timeout - CHECK_ALLOWANCE_MS + (Date.now() - started));
  }
}

async function analyse(page: Page, testInfo: TestInfo, options: A11yOptions, when: string): Promise<void> {
  await settle(page);
  // Legacy mode runs axe in the page itself; the default mode opens a second page per check to merge
  // frame results, which triples the cost, and the portal has no frames of its own.
  const run = () => {
    let builder = new AxeBuilder({ page }).setLegacyMode(true);
    if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
    for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
    return builder.analyze();
  };
  let results = await run();
  if (results.violations.length > 0) {
    // A toast that began to fade in (or out) while axe was reading the page was measured half-way through
    // its fade: what is really there is still there once the page has settled again.
    await settle(page);
    const again = await run();
    const seen = new Set(
      again.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id} ${node.target.join(' ')}`)),
    );
    results = {
      ...results,
      violations: results.violations
        .map((violation) => ({
          ...violation,
          nodes: violation.nodes.filter((node) => seen.has(`${violation.id} ${node.target.join(' ')}`)),
        }))
        .filter((violation) => violation.nodes.length > 0),
    };
  }
  const url = new URL(page.url());
  const where = `${url.pathname}${url.search} (${await page.evaluate(() => document.documentElement.lang)}, ${page.viewportSize()?.width ?? '?'} px, ${when})`;
  // A log of every check (AXE_LOG=<file>): the figures of the accessibility report come from it.
  if (process.env.AXE_LOG) {
    const counts = results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.length,
      first: `${v.nodes[0]?.target.join(' ')}: ${v.nodes[0]?.failureSummary?.replace(/\s+/g, ' ')}`,
    }));
    appendFileSync(process.env.AXE_LOG, `${JSON.stringify({ test: testInfo.title, where, violations: counts })}\n`);
  }
  if (results.violations.length === 0) return;
  const report = `axe at ${where}:\n${results.violations.map(describe).join('\n')}`;
  await testInfo.attach(`axe ${url.pathname}`, { body: report, contentType: 'text/plain' });
  const failing = results.violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
  if (failing.length > 0 && !process.env.AXE_REPORT_ONLY) {
    throw new Error(`Accessibility violations (serious or critical) ${report.slice(4)}`);
  }
}

/** Whether the page shows one of the portal's own documents (not about:blank, not a closed tab). */
export function isPortalPage(page: Page, baseURL: string | undefined): boolean {
  if (page.isClosed() || !baseURL) return false;
  return page.url().startsWith(new URL(baseURL).origin);
}
