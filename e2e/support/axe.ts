import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** WCAG 2.0 and 2.1, A and AA: what the issue asks every page to pass. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// The axe-core this package depends on (e2e/package.json), injected into the page rather than the copy bundled with
// @axe-core/playwright, which lags behind (4.13 did not run 2.5.3 "label in name" by default).
const require = createRequire(import.meta.url);
export const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const axeCore = require('axe-core') as typeof import('axe-core');
export const AXE_VERSION: string = axeCore.version;

/**
 * Every rule of those levels, by id — `withTags` alone leaves out the rules axe marks experimental or deprecated
 * (table headers, paragraphs styled as headings, orientation lock), which still test WCAG A and AA success criteria.
 */
export const AXE_RULES: readonly string[] = axeCore
  .getRules(AXE_TAGS)
  .map((rule) => rule.ruleId)
  .sort();

export interface BlockingViolation {
  id: string;
  impact: string;
  help: string;
  /** How many elements fail the rule. */
  count: number;
  targets: string[];
}

/** The violations of the page as it is now. */
export async function violations(page: Page): Promise<BlockingViolation[]> {
  const results = await new AxeBuilder({ page, axeSource: AXE_SOURCE }).withRules([...AXE_RULES]).analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? '',
    help: v.help,
    count: v.nodes.length,
    targets: v.nodes
      .slice(0, 5)
      .map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
  }));
}

/**
 * Runs axe on the page, attaches what it found (scripts/a11y-summary reads the attachments to count violations per
 * rule and page) and expects none: a failure of a WCAG A or AA success criterion is one whatever impact axe gives it.
 */
export async function expectNoBlockingViolations(page: Page, testInfo: TestInfo, what: string): Promise<void> {
  const found = await violations(page);
  await testInfo.attach('axe', {
    body: JSON.stringify({ page: what, project: testInfo.project.name, url: page.url(), violations: found }),
    contentType: 'application/json',
  });
  expect(found, `${what} (${page.url()}): WCAG 2.1 A/AA accessibility violations`).toEqual([]);
}
