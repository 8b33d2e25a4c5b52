import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ORDER_STATUSES } from '@chobep/domain/orders/choose-initial-status';
import { ORDER_STATUS_LABELS } from '@chobep/domain/orders/order-labels';
import { describe, expect, it } from 'vitest';
import { en, vi } from '../../messages';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STATUSES = new Set<string>(ORDER_STATUSES);

/** Every string of a messages tree with its dotted key. */
function entries(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (!tree || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, value]) => entries(value, prefix ? `${prefix}.${key}` : key));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [full] : [];
  });
}

// An order's status is written in one place, ORDER_STATUS_LABELS (packages/domain): the buyer's, the supplier's and
// the operator's pages, checkout, notifications, mails, the delivery note, the invoice and the CSV all read it. A
// messages file with its own word for a status is how one state came to show under two names in one list.
describe('one label per order status', () => {
  it.each([
    ['vi', vi],
    ['en', en],
  ] as const)('no %s message is a label of its own for an order status', (_lang, messages) => {
    // A group of messages keyed by two order statuses or more is a status catalogue of its own; only the headings of
    // a status's reason may be keyed so (a mail's SENT in the outbox is another status).
    const parent = (key: string) => key.split('.').slice(0, -1).join('.');
    const statusKeys = entries(messages)
      .map(([key]) => key)
      .filter((key) => STATUSES.has(key.split('.').at(-1) ?? '') && !key.split('.').includes('reason'));
    const own = statusKeys.filter((key) => statusKeys.filter((k) => parent(k) === parent(key)).length > 1);
    expect(own).toEqual([]);
  });

  it('no page looks a status up in its messages', () => {
    const lookups = sourceFiles(src).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*`[\w.]*status\.\$\{/gi)].map(() => path.relative(src, file)),
    );
    expect(lookups).toEqual([]);
  });

  it.each(['vi', 'en'] as const)('the %s labels name every status, each differently', (lang) => {
    const labels = ORDER_STATUSES.map((s) => ORDER_STATUS_LABELS[lang][s]);
    expect(labels.every((l) => typeof l === 'string' && l.length > 0)).toBe(true);
    const keys = labels.map((l) => l.normalize('NFC').toLocaleLowerCase(lang));
    expect(new Set(keys).size).toBe(labels.length);
  });
});
