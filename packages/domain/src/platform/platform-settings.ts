import type { BackoffRule } from '../accounts/sign-in-limits';

/** spec/foundations.md §4: the web app checks for maintenance every 10 seconds. */
export const MAINTENANCE_CHECK_INTERVAL_MS = 10_000;
/** spec/foundations.md §4: the update worker checks every 30 minutes (and the web app on focus). */
export const VERSION_CHECK_INTERVAL_MS = 30 * 60_000;
/** The maintenance page of the web app; `?redirect=` names the path to return to. */
export const MAINTENANCE_PATH = '/maintenance';

const MINUTE = 60_000;

/**
 * Contact and request forms per client address (docs/decisions.md, "Accounts (issue 15): platform"): ten sent
 * freely — an office behind one address writing to us a few times — then one a minute, two, four… up to fifteen
 * minutes between requests; forgotten after an hour without one.
 */
export const CUSTOMER_REQUEST_LIMIT: BackoffRule = {
  free: 10,
  baseMs: MINUTE,
  maxMs: 15 * MINUTE,
  forgetAfterMs: 60 * MINUTE,
};

/**
 * The feature flags of spec/foundations.md §7 ("a feature-flag service supplying treatments"), with the spec's
 * defaults: BuyerWebNotification `control` (the web app does not ask for browser notifications), BuyerWebHomePagePopup
 * `on` (the home popup may show). An operator's stored treatment overrides the default.
 */
export const FEATURE_FLAGS = {
  BuyerWebNotification: { treatments: ['control', 'on'], defaultTreatment: 'control' },
  BuyerWebHomePagePopup: { treatments: ['on', 'off'], defaultTreatment: 'on' },
} as const satisfies Record<string, { treatments: readonly string[]; defaultTreatment: string }>;

export type FeatureFlagName = keyof typeof FEATURE_FLAGS;
export const FEATURE_FLAG_NAMES = Object.keys(FEATURE_FLAGS) as FeatureFlagName[];

export function isFeatureFlagName(name: string): name is FeatureFlagName {
  return Object.hasOwn(FEATURE_FLAGS, name);
}

/** The treatment in force: the stored one when it is one of the flag's treatments, else the default. */
export function resolveTreatment(name: FeatureFlagName, stored: string | null | undefined): string {
  const flag = FEATURE_FLAGS[name];
  return stored && (flag.treatments as readonly string[]).includes(stored) ? stored : flag.defaultTreatment;
}
