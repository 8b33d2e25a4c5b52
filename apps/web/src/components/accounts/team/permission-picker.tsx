'use client';

import { CAPABILITY_BUNDLES, type Capability } from '@chobep/domain/accounts/capability-bundles';
import { PERMISSIONS, type Permission } from '@chobep/domain/accounts/permissions';
import { useTranslations } from 'next-intl';

const BUNDLES = Object.keys(CAPABILITY_BUNDLES) as Capability[];

/**
 * The permissions of a group: the capability bundles of spec/foundations.md §6 as presets (a bundle is on when all
 * its permissions are), and every permission one by one under "in detail".
 */
export function PermissionPicker({
  value,
  onChange,
  disabled,
  idPrefix,
}: {
  value: readonly Permission[];
  onChange: (next: Permission[]) => void;
  disabled?: boolean;
  idPrefix: string;
}) {
  const t = useTranslations('team');
  const held = new Set(value);
  const bundleOn = (b: Capability) => CAPABILITY_BUNDLES[b].every((p) => held.has(p));
  const toggleBundle = (b: Capability, on: boolean) => {
    const next = new Set(held);
    if (on) for (const p of CAPABILITY_BUNDLES[b]) next.add(p);
    else {
      // Keep what another bundle that stays on still needs.
      const kept = new Set(BUNDLES.filter((o) => o !== b && bundleOn(o)).flatMap((o) => CAPABILITY_BUNDLES[o]));
      for (const p of CAPABILITY_BUNDLES[b]) if (!kept.has(p)) next.delete(p);
    }
    onChange(PERMISSIONS.filter((p) => next.has(p)));
  };
  const togglePermission = (p: Permission, on: boolean) => {
    const next = new Set(held);
    if (on) next.add(p);
    else next.delete(p);
    onChange(PERMISSIONS.filter((x) => next.has(x)));
  };
  return (
    <fieldset className="space-y-3" disabled={disabled}>
      <legend className="font-semibold text-neutral-900">{t('presets')}</legend>
      <p className="text-neutral-600 text-sm">{t('presetsHelp')}</p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {BUNDLES.map((b) => (
          <li key={b}>
            <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-neutral-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
              <input
                type="checkbox"
                className="mt-0.5 size-5 shrink-0 accent-brand-600"
                checked={bundleOn(b)}
                onChange={(e) => toggleBundle(b, e.target.checked)}
                data-bundle={b}
              />
              <span className="text-neutral-900 text-sm">{t(`bundle.${b}`)}</span>
            </label>
          </li>
        ))}
      </ul>
      <details className="rounded-lg border border-neutral-200 p-3">
        <summary className="cursor-pointer font-semibold text-neutral-800 text-sm">{t('details')}</summary>
        <ul className="mt-3 grid gap-1 sm:grid-cols-2">
          {PERMISSIONS.map((p) => (
            <li key={p}>
              <label htmlFor={`${idPrefix}-${p}`} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
                <input
                  id={`${idPrefix}-${p}`}
                  type="checkbox"
                  className="size-5 shrink-0 accent-brand-600"
                  checked={held.has(p)}
                  onChange={(e) => togglePermission(p, e.target.checked)}
                />
                <span>{t(`permission.${p}`)}</span>
              </label>
            </li>
          ))}
        </ul>
      </details>
    </fieldset>
  );
}
