'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { browserRequest } from '@/lib/api/browser';
import type { ResultOf } from '@/lib/api/graphql';
import { type TeamGroupOptionsQuery, type TeamUserQuery, UserRemoveMutation, UserUpdateMutation } from '@/lib/api/team';
import { useHydrated } from '@/lib/use-hydrated';
import { BUTTON, BUTTON_DANGER, BUTTON_SECONDARY, CARD, FormMessage, INPUT } from './team-ui';

type Data = ResultOf<typeof TeamUserQuery>;
type GroupOption = ResultOf<typeof TeamGroupOptionsQuery>['userGroups'][number];

/** /user-details/{id}: a colleague's groups, stores and status, and removing them (BUYER_USER_ADD). */
export function UserEditor({
  data,
  groups,
  canEdit,
  isSelf,
}: {
  data: Data;
  /** The company's groups when the viewer may list them, else the user's own. */
  groups: readonly Pick<GroupOption, 'groupId' | 'name' | 'isSystemCreated'>[];
  canEdit: boolean;
  isSelf: boolean;
}) {
  // Disabled until the page has hydrated: a submit before that would be lost (use-hydrated.ts).
  const hydrated = useHydrated();
  const t = useTranslations('team');
  const router = useRouter();
  const user = data.user;
  const [groupIds, setGroupIds] = useState(user.userGroups.map((g) => g.groupId));
  const [storeIds, setStoreIds] = useState(user.stores.map((s) => s.id));
  const [status, setStatus] = useState<'ACTIVE' | 'INACTIVE'>(user.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE');
  const [errors, setErrors] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const deleted = user.status === 'DELETED';
  const editable = canEdit && !deleted;
  const isOwner = user.role === 'OWNER';
  const toggle = (list: string[], id: string, on: boolean) => (on ? [...list, id] : list.filter((x) => x !== id));

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors([]);
    setSaved(false);
    try {
      const res = (
        await browserRequest(UserUpdateMutation, {
          input: { id: user.id, groupIds, ...(isOwner ? {} : { storeIds }), status },
        })
      ).userUpdate;
      if (res.success) {
        setSaved(true);
        router.refresh();
      } else setErrors(res.userErrors.map((e) => e.message));
    } catch {
      setErrors([t('updateStoresFailed')]);
    }
    setBusy(false);
  }

  async function remove() {
    setBusy(true);
    setErrors([]);
    try {
      const res = (await browserRequest(UserRemoveMutation, { id: user.id })).userRemove;
      if (res.success) {
        router.push('/user-management');
        return;
      }
      setErrors(res.userErrors.map((e) => e.message));
    } catch {
      setErrors([t('saveFailed')]);
    }
    setConfirming(false);
    setBusy(false);
  }

  return (
    <form onSubmit={save} className={`${CARD} mt-6 space-y-5`} data-testid="user-editor" noValidate>
      <fieldset disabled={!editable} className="space-y-5">
        <fieldset>
          <legend className="mb-1 font-semibold text-neutral-900">{t('groups')}</legend>
          <ul className="grid gap-1 sm:grid-cols-2">
            {groups.map((g) => (
              <li key={g.groupId}>
                <label className="flex min-h-11 items-center gap-3 text-sm">
                  <input
                    type="checkbox"
                    className="size-5 accent-brand-600"
                    checked={groupIds.includes(g.groupId)}
                    onChange={(e) => setGroupIds(toggle(groupIds, g.groupId, e.target.checked))}
                  />
                  <span>
                    {g.name}
                    {g.isSystemCreated ? ` · ${t('system')}` : ''}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        {!isOwner ? (
          <fieldset>
            <legend className="mb-1 font-semibold text-neutral-900">{t('stores')}</legend>
            <ul className="grid gap-1 sm:grid-cols-2">
              {(data.buyer?.stores ?? []).map((s) => (
                <li key={s.id}>
                  <label className="flex min-h-11 items-center gap-3 text-sm">
                    <input
                      type="checkbox"
                      className="size-5 accent-brand-600"
                      checked={storeIds.includes(s.id)}
                      onChange={(e) => setStoreIds(toggle(storeIds, s.id, e.target.checked))}
                    />
                    {s.name}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ) : null}
        {!deleted ? (
          <div className="max-w-xs">
            <label htmlFor="user-status" className="mb-1 block font-semibold text-neutral-900">
              {t('status')}
            </label>
            <select
              id="user-status"
              className={INPUT}
              value={status}
              disabled={isSelf}
              onChange={(e) => setStatus(e.target.value === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE')}
            >
              <option value="ACTIVE">{t('statusValue.ACTIVE')}</option>
              <option value="INACTIVE">{t('statusValue.INACTIVE')}</option>
            </select>
          </div>
        ) : null}
      </fieldset>
      <FormMessage messages={errors} />
      <FormMessage messages={saved ? [t('saved')] : []} tone="ok" />
      {editable ? (
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={BUTTON} disabled={!hydrated || busy}>
            {t('save')}
          </button>
          {!isSelf ? (
            <button type="button" className={BUTTON_DANGER} disabled={busy} onClick={() => setConfirming(true)}>
              {t('remove')}
            </button>
          ) : null}
        </div>
      ) : null}
      {confirming ? (
        <div role="alertdialog" aria-labelledby="remove-q" className="rounded-lg border border-red-200 bg-red-50 p-3">
          <p id="remove-q" className="text-red-900 text-sm">
            {t('removeConfirm', { name: user.name })}
          </p>
          <div className="mt-3 flex gap-3">
            <button type="button" className={BUTTON_DANGER} onClick={remove} disabled={busy}>
              {t('removeYes')}
            </button>
            <button type="button" className={BUTTON_SECONDARY} onClick={() => setConfirming(false)}>
              {t('cancel')}
            </button>
          </div>
        </div>
      ) : null}
    </form>
  );
}
