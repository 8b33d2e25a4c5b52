'use client';

import type { Permission } from '@chobep/domain/accounts/permissions';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { browserRequest } from '@/lib/api/browser';
import { UserGroupCreateMutation } from '@/lib/api/team';
import { useHydrated } from '@/lib/use-hydrated';
import { PermissionPicker } from './permission-picker';
import { BUTTON, CARD, FormMessage, INPUT } from './team-ui';

/** /group-management: a new group with a name and its permissions (bundles as presets); then its page opens. */
export function GroupCreateForm() {
  // Disabled until the page has hydrated: a submit before that would be lost (use-hydrated.ts).
  const hydrated = useHydrated();
  const t = useTranslations('team');
  const router = useRouter();
  const [name, setName] = useState('');
  const [permissions, setPermissions] = useState<Permission[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors([]);
    try {
      const res = (await browserRequest(UserGroupCreateMutation, { input: { name, permissions } })).userGroupCreate;
      if (res.success && res.userGroup) {
        router.push(`/groups/${res.userGroup.groupId}`);
        return;
      }
      setErrors(res.userErrors.map((e) => e.message));
    } catch {
      setErrors([t('saveFailed')]);
    }
    setBusy(false);
  }

  return (
    <form onSubmit={submit} className={`${CARD} mt-6 space-y-4`} data-testid="group-create" noValidate>
      <h2 className="font-semibold text-lg text-neutral-900">{t('createGroup')}</h2>
      <div>
        <label htmlFor="group-name" className="mb-1 block font-semibold text-neutral-800 text-sm">
          {t('groupName')}
        </label>
        <input
          id="group-name"
          className={INPUT}
          value={name}
          maxLength={80}
          placeholder={t('groupNamePlaceholder')}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <PermissionPicker value={permissions} onChange={setPermissions} idPrefix="new-group" />
      <FormMessage messages={errors} />
      <button type="submit" className={BUTTON} disabled={!hydrated || busy}>
        {t('createGroup')}
      </button>
    </form>
  );
}
