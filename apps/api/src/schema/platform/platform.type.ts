import { FEATURE_FLAG_NAMES } from '@chobep/domain';
import { builder } from '../../builder';
import type { FeatureFlagState, MaintenanceState } from '../../services/platform/platform-settings';
import { UserError, type UserErrorShape } from '../shared/payload';

export const MaintenanceRef = builder.objectRef<MaintenanceState>('Maintenance').implement({
  description: 'Maintenance mode (spec/foundations.md §4): while on, the web app shows its maintenance page.',
  fields: (t) => ({
    enabled: t.exposeBoolean('enabled'),
    changedAt: t.field({ type: 'DateTime', nullable: true, resolve: (m) => m.changedAt }),
  }),
});

export const MaintenancePayload = builder
  .objectRef<{ success: boolean; userErrors: UserErrorShape[]; maintenance: MaintenanceState | null }>(
    'MaintenancePayload',
  )
  .implement({
    fields: (t) => ({
      success: t.exposeBoolean('success'),
      userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
      maintenance: t.field({ type: MaintenanceRef, nullable: true, resolve: (p) => p.maintenance }),
    }),
  });

export const FeatureFlagNameEnum = builder.enumType('FeatureFlagName', { values: FEATURE_FLAG_NAMES });

export const FeatureFlagRef = builder.objectRef<FeatureFlagState>('FeatureFlag').implement({
  description:
    'A feature flag and its treatment in force (BuyerWebNotification: control/on; BuyerWebHomePagePopup: on/off).',
  fields: (t) => ({
    name: t.field({ type: FeatureFlagNameEnum, resolve: (f) => f.name }),
    treatment: t.exposeString('treatment'),
  }),
});
