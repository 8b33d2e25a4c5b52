#!/usr/bin/env node
// Counts the axe violations of a run (every one fails the gate, whatever its impact), per rule and per page, from
// Playwright's JSON report: `npx playwright test specs/a11y --reporter=json > report.json; node scripts/a11y-summary.mjs report.json`.
import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync(process.argv[2] ?? '/dev/stdin', 'utf8'));
const byRule = new Map();
const byPage = new Map();
const errors = [];
let checks = 0;

function walk(suite) {
  for (const child of suite.suites ?? []) walk(child);
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      for (const result of test.results) {
        for (const attachment of result.attachments ?? []) {
          if (attachment.name !== 'axe' || !attachment.body) continue;
          checks++;
          const { page, project, violations } = JSON.parse(Buffer.from(attachment.body, 'base64').toString());
          for (const v of violations) {
            const rule = byRule.get(v.id) ?? { impact: v.impact, elements: 0, pages: new Set() };
            rule.elements += v.count;
            rule.pages.add(`${page} @${project}`);
            byRule.set(v.id, rule);
            const key = `${page} @${project}`;
            byPage.set(key, `${byPage.get(key) ? `${byPage.get(key)}, ` : ''}${v.id}×${v.count}`);
          }
        }
        const axeFailure = (result.errors ?? []).every((e) => /accessibility violations/.test(e.message ?? ''));
        if (result.status !== 'passed' && result.status !== 'skipped' && !axeFailure) {
          errors.push(
            `${spec.title} @${test.projectName}: ${(result.errors?.[0]?.message ?? result.status).split('\n')[0]}`,
          );
        }
      }
    }
  }
}
for (const suite of report.suites) walk(suite);

console.log(`axe checks: ${checks}; pages with violations: ${byPage.size}`);
console.log('\nrule | impact | elements | page checks');
for (const [id, r] of [...byRule].sort((a, b) => b[1].pages.size - a[1].pages.size)) {
  console.log(`${id} | ${r.impact} | ${r.elements} | ${r.pages.size}`);
}
console.log('\npage @width: rule×elements');
for (const [page, rules] of [...byPage].sort()) console.log(`${page}: ${rules}`);
if (errors.length) console.log(`\nother failures:\n${errors.join('\n')}`);
