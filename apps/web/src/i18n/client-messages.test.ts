import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { vi as viMessages } from '../../messages';
import { CLIENT_NAMESPACES, clientMessages, PAGE_NAMESPACES, pageMessages } from './client-messages';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [full] : [];
  });
}

/** A project import (`@/…` or relative) as a file path; packages are outside the graph. */
function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(src, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every module that runs in the browser: 'use client' modules and what they import, statically or not. */
function clientModuleGraph(): Map<string, string> {
  const pending = sourceFiles(src).filter((file) => /^['"]use client['"]/m.test(readFileSync(file, 'utf8')));
  const modules = new Map<string, string>();
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (modules.has(file)) continue;
    const text = readFileSync(file, 'utf8');
    modules.set(file, text);
    for (const match of text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      const resolved = resolveImport(file, match[1] as string);
      if (resolved) pending.push(resolved);
    }
  }
  return modules;
}

describe('client messages', () => {
  const modules = clientModuleGraph();

  it('finds the client modules (the walk itself works)', () => {
    const names = [...modules.keys()].map((file) => path.relative(src, file));
    expect(names).toContain(path.join('components', 'catalog', 'market-search-bar.tsx'));
    // Not 'use client' itself, but imported by one (load-more renders cards in the browser).
    expect(names).toContain(path.join('components', 'catalog', 'product-card.tsx'));
    expect(names).not.toContain(path.join('app', 'layout.tsx'));
  });

  it('sends every namespace that client code reads', () => {
    const used = new Set<string>();
    for (const [file, text] of modules) {
      expect(text, `${file}: useTranslations without a literal namespace`).not.toMatch(/useTranslations\((?!')/);
      for (const match of text.matchAll(/useTranslations\('([^'.]+)/g)) used.add(match[1] as string);
    }
    const sent: readonly string[] = [...CLIENT_NAMESPACES, ...PAGE_NAMESPACES];
    const missing = [...used].filter((ns) => !sent.includes(ns));
    expect(missing).toEqual([]);
  });

  it('sends a page namespace only with the pages that ask for it', () => {
    expect(clientMessages(viMessages)).not.toHaveProperty('checkout');
    const page = pageMessages(viMessages, ['checkout']);
    expect(page).toHaveProperty('checkout', viMessages.checkout);
    expect(page).toHaveProperty('cart', viMessages.cart);
  });

  it('leaves the server-only catalogues out', () => {
    const sent = clientMessages(viMessages);
    expect(Object.keys(sent).sort()).toEqual([...CLIENT_NAMESPACES].sort());
    expect(sent).not.toHaveProperty('landing');
    expect(sent).not.toHaveProperty('meta');
    expect(JSON.stringify(sent).length).toBeLessThan(JSON.stringify(viMessages).length * 0.6);
  });
});
