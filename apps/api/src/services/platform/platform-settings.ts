import { appSettings, type Db } from '@chobep/db';
import { FEATURE_FLAG_NAMES, type FeatureFlagName, resolveTreatment } from '@chobep/domain';
import { eq, inArray, sql } from 'drizzle-orm';

const MAINTENANCE_KEY = 'maintenance';
const flagKey = (name: FeatureFlagName) => `feature_flag:${name}`;

export interface MaintenanceState {
  enabled: boolean;
  /** When it was last turned on or off; null when it never was. */
  changedAt: Date | null;
}

/** Upserts one shared setting: every API instance reads the same row. */
async function writeSetting(db: Db, key: string, value: string, at: Date): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key, value, createdAt: at })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, createdAt: sql`excluded.created_at` } });
}

/**
 * Maintenance mode (spec/foundations.md §4): an operator's setting in the database, so that every API instance
 * answers the web app's check alike. Off when never set.
 */
export async function readMaintenance(db: Db): Promise<MaintenanceState> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, MAINTENANCE_KEY));
  return { enabled: row?.value === 'on', changedAt: row?.createdAt ?? null };
}

export async function setMaintenance(db: Db, enabled: boolean, now = new Date()): Promise<MaintenanceState> {
  await writeSetting(db, MAINTENANCE_KEY, enabled ? 'on' : 'off', now);
  return readMaintenance(db);
}

export interface FeatureFlagState {
  name: FeatureFlagName;
  treatment: string;
}

/** Every feature flag with the treatment in force (the stored one, else the spec's default). */
export async function readFeatureFlags(db: Db): Promise<FeatureFlagState[]> {
  const rows = await db
    .select()
    .from(appSettings)
    .where(inArray(appSettings.key, FEATURE_FLAG_NAMES.map(flagKey)));
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  return FEATURE_FLAG_NAMES.map((name) => ({ name, treatment: resolveTreatment(name, stored.get(flagKey(name))) }));
}

export async function setFeatureFlag(
  db: Db,
  name: FeatureFlagName,
  treatment: string,
  now = new Date(),
): Promise<void> {
  await writeSetting(db, flagKey(name), treatment, now);
}
