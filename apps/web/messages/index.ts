import enCatalog from './en/catalog.json';
import enContent from './en/content.json';
import enHome from './en/home.json';
import enCore from './en.json';
import viCatalog from './vi/catalog.json';
import viContent from './vi/content.json';
import viHome from './vi/home.json';
import viCore from './vi.json';

/**
 * The message catalogues, one file per area so that the areas can grow independently:
 * `vi.json`/`en.json` hold the shell (header, sign-in, errors…), `vi/<area>.json` the rest.
 * Each area file holds whole namespaces (top-level keys); `catalogue-parity.ts` checks that
 * both languages have the same keys.
 */
export const vi = { ...viCore, ...viCatalog, ...viHome, ...viContent };
export const en = { ...enCore, ...enCatalog, ...enHome, ...enContent };

export const MESSAGES = { vi, en } as const;
