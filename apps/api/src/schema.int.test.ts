import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printedSchema } from './print-schema';

describe('schema.graphql', () => {
  it('is up to date (run `npm run schema:print -w @chobep/api`)', () => {
    const committed = readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8');
    expect(committed).toBe(printedSchema());
  });
});
