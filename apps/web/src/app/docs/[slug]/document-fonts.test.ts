import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The legal documents are static pages in a frame (public/docs): they cannot use the app's
 * bundled fonts.css, so they declare the site's font themselves from public/fonts, copies of the
 * same files fonts.css takes from @fontsource-variable/maven-pro.
 */
const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const docs = path.join(web, 'public/docs');
const fonts = path.join(web, 'public/fonts');
const require = createRequire(import.meta.url);
const SUBSETS = ['vietnamese', 'latin-ext', 'latin'] as const;

describe('legal documents use the site font (Maven Pro)', () => {
  const pages = readdirSync(docs).filter((file) => file.endsWith('.html'));

  it('finds the four documents', () => {
    expect(pages.sort()).toEqual([
      'privacy-policy.en.html',
      'privacy-policy.vi.html',
      'term-of-service.en.html',
      'term-of-service.vi.html',
    ]);
  });

  it.each(pages)('%s declares Maven Pro from /fonts for every subset it names', (file) => {
    const html = readFileSync(path.join(docs, file), 'utf8');
    const faces = [...html.matchAll(/@font-face\{([^}]*)\}/g)].map((m) => m[1] as string);
    for (const subset of SUBSETS) {
      const face = faces.find((f) => f.includes(`/fonts/maven-pro-${subset}-wght-normal.woff2`));
      expect(face, subset).toBeDefined();
      expect(face).toContain('font-family:"Maven Pro"');
      expect(face).toContain('unicode-range:');
    }
    expect(html).toMatch(/body\{font-family:"Maven Pro"/);
  });

  it.each(SUBSETS)('public/fonts holds the package file of the %s subset, unchanged', (subset) => {
    const name = `maven-pro-${subset}-wght-normal.woff2`;
    const original = readFileSync(require.resolve(`@fontsource-variable/maven-pro/files/${name}`));
    expect(readFileSync(path.join(fonts, name)).equals(original)).toBe(true);
  });
});
