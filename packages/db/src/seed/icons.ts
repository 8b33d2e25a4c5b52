import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** Category, tag, supplier and buyer pictures are emoji icons of @iconify-json/fluent-emoji-flat, served by the API under
 * this path; products and brands have drawn pictures (packshot.ts). */
export const ICON_URL_PREFIX = '/media/icons/';

export function iconUrl(name: string): string {
  return `${ICON_URL_PREFIX}${name}.svg`;
}

/** The icon name of a URL made by iconUrl(), or null. */
export function iconNameOf(url: string | null | undefined): string | null {
  if (!url?.startsWith(ICON_URL_PREFIX) || !url.endsWith('.svg')) return null;
  return url.slice(ICON_URL_PREFIX.length, -'.svg'.length);
}

let cached: Set<string> | undefined;

/** Names of the icons (the `icons` keys, not aliases) of the installed set; the JSON is large, so it is read once. */
export function loadIconNames(): Set<string> {
  if (cached) return cached;
  const require = createRequire(import.meta.url);
  const file = require.resolve('@iconify-json/fluent-emoji-flat/icons.json');
  const json = JSON.parse(readFileSync(file, 'utf8')) as { icons: Record<string, unknown> };
  cached = new Set(Object.keys(json.icons));
  return cached;
}
