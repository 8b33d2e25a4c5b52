import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** WCAG 2.1 A and AA: what the issue asks every page to pass. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

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
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
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
 * Runs axe on the page, attaches what it found (scripts/a11y-summary reads the attachments to count
 * violations per rule and page) and expects none that is serious or critical.
 */
export async function expectNoBlockingViolations(page: Page, testInfo: TestInfo, what: string): Promise<void> {
  const found = await violations(page);
  await testInfo.attach('axe', {
    body: JSON.stringify({ page: what, project: testInfo.project.name, url: page.url(), violations: found }),
    contentType: 'application/json',
  });
  const blocking = found.filter((v) => BLOCKING.has(v.impact));
  expect(blocking, `${what} (${page.url()}): serious or critical accessibility violations`).toEqual([]);
}
