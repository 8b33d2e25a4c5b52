import enAccounts from './en/accounts.json';
import enCatalog from './en/catalog.json';
import enCheckout from './en/checkout.json';
import enContent from './en/content.json';
import enError from './en/error.json';
import enGeo from './en/geo.json';
import enHome from './en/home.json';
import enOrders from './en/orders.json';
import enPasswords from './en/passwords.json';
import enPlatform from './en/platform.json';
import enSignUp from './en/signup.json';
import enSupply from './en/supply.json';
import enTeam from './en/team.json';
import enCore from './en.json';
import viAccounts from './vi/accounts.json';
import viCatalog from './vi/catalog.json';
import viCheckout from './vi/checkout.json';
import viContent from './vi/content.json';
import viError from './vi/error.json';
import viGeo from './vi/geo.json';
import viHome from './vi/home.json';
import viOrders from './vi/orders.json';
import viPasswords from './vi/passwords.json';
import viPlatform from './vi/platform.json';
import viSignUp from './vi/signup.json';
import viSupply from './vi/supply.json';
import viTeam from './vi/team.json';
import viCore from './vi.json';

/**
 * The message catalogues, one file per area so that the areas can grow independently:
 * `vi.json`/`en.json` hold the shell (header, sign-in…), `vi/<area>.json` the rest; `error.json`
 * is its own file because the root error boundary (app/global-error.tsx) imports it alone.
 * Each area file holds whole namespaces (top-level keys); `catalogue-parity.ts` checks that
 * both languages have the same keys.
 */
export const vi = {
  ...viCore,
  ...viError,
  ...viCatalog,
  ...viHome,
  ...viContent,
  ...viCheckout,
  ...viOrders,
  ...viSupply,
  ...viPasswords,
  ...viPlatform,
  ...viTeam,
  ...viAccounts,
  ...viSignUp,
  ...viGeo,
};
export const en = {
  ...enCore,
  ...enError,
  ...enCatalog,
  ...enHome,
  ...enContent,
  ...enCheckout,
  ...enOrders,
  ...enSupply,
  ...enPasswords,
  ...enPlatform,
  ...enTeam,
  ...enAccounts,
  ...enSignUp,
  ...enGeo,
};

export const MESSAGES = { vi, en } as const;
