import {
  FEATURE_FLAG_NAMES,
  type FeatureFlagName,
  isFeatureFlagName,
  resolveTreatment,
} from '@chobep/domain/platform/platform-settings';
import { FeatureFlagsQuery } from './api/platform';
import { serverRequest } from './api/server';

export type Treatments = Record<FeatureFlagName, string>;

/**
 * The feature flags' treatments for a server component (spec/foundations.md §7: BuyerWebNotification, default
 * control; BuyerWebHomePagePopup, default on). When the API cannot answer, the spec's defaults.
 */
export async function loadTreatments(): Promise<Treatments> {
  const stored = new Map<string, string>();
  try {
    const { featureFlags } = await serverRequest(FeatureFlagsQuery);
    for (const flag of featureFlags) if (isFeatureFlagName(flag.name)) stored.set(flag.name, flag.treatment);
  } catch (error) {
    console.error('Could not load the feature flags; using the defaults', error);
  }
  return Object.fromEntries(
    FEATURE_FLAG_NAMES.map((name) => [name, resolveTreatment(name, stored.get(name))]),
  ) as Treatments;
}
