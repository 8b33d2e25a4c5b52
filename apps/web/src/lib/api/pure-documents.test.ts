import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const here = path.dirname(new URL(import.meta.url).pathname);
const sourceFiles = readdirSync(here).filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts') && f !== 'graphql.ts');

/**
 * A document is declared with a call (operation(), fragment()), and a bundler keeps every top-level call it cannot
 * prove free of side effects: without the annotation, the documents of a module that no page uses still ship with the
 * modules that import it (docs/performance.md, "JavaScript budgets").
 */
describe('GraphQL documents', () => {
  it.each(sourceFiles)('%s marks every operation() and fragment() call pure', (file) => {
    const text = readFileSync(path.join(here, file), 'utf8');
    const calls = [...text.matchAll(/(\/\* @__PURE__ \*\/ )?\b(operation|fragment)\(/g)];
    const unmarked = calls.filter((m) => !m[1]).map((m) => text.slice(0, m.index).split('\n').length);
    expect(unmarked, `${file}: lines without /* @__PURE__ */`).toEqual([]);
  });

  it('finds the documents it checks', () => {
    const count = sourceFiles
      .map((f) => readFileSync(path.join(here, f), 'utf8').match(/@__PURE__ \*\/ (operation|fragment)\(/g)?.length ?? 0)
      .reduce((a, b) => a + b, 0);
    expect(count).toBeGreaterThan(100);
  });
});
