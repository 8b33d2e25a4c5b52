'use client';

import { isPermission, type Permission } from '@chobep/domain/accounts/permissions';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { browserRequest } from '@/lib/api/browser';
import type { ResultOf } from '@/lib/api/graphql';
import {
  type TeamColleaguesQuery,
  type TeamGroupQuery,
  UserGroupAddMembersMutation,
  UserGroupDeleteMutation,
  UserGroupRemoveMembersMutation,
  UserGroupUpdateMutation,
} from '@/lib/api/team';
import { useHydrated } from '@/lib/use-hydrated';
import { PermissionPicker } from './permission-picker';
import { BUTTON, BUTTON_DANGER, BUTTON_SECONDARY, CARD, FormMessage, INPUT } from './team-ui';

type Group = NonNullable<ResultOf<typeof TeamGroupQuery>['userGroup']>;
type Colleague = ResultOf<typeof TeamColleaguesQuery>['users']['data'][number];

/** /groups/{id}: rename, permissions, on/off, members, delete — each only with BUYER_GROUP_EDIT. */
export function GroupEditor({
  initial,
  colleagues,
  canEdit,
}: {
  initial: Group;
  colleagues: readonly Colleague[];
  canEdit: boolean;
}) {
  // Disabled until the page has hydrated: a submit before that would be lost (use-hydrated.ts).
  const hydrated = useHydrated();
  const t = useTranslations('team');
  const router = useRouter();
  const [group, setGroup] = useState(initial);
  const [name, setName] = useState(initial.name);
  const [permissions, setPermissions] = useState<Permission[]>(initial.permissions.filter(isPermission));
  const [active, setActive] = useState(initial.active);
  const [adding, setAdding] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  async function run(
    work: () => Promise<{ success: boolean; userErrors: { message: string }[]; group?: Group | null }>,
  ) {
    setBusy(true);
    setErrors([]);
    setSaved(false);
    try {
      const res = await work();
      if (res.success) {
        if (res.group) setGroup(res.group);
        setSaved(true);
      } else setErrors(res.userErrors.map((e) => e.message));
    } catch {
      setErrors([t('saveFailed')]);
    }
    setBusy(false);
  }

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const res = (
        await browserRequest(UserGroupUpdateMutation, {
          input: { id: group.groupId, ...(group.isSystemCreated ? {} : { name }), permissions, active },
        })
      ).userGroupUpdate;
      return { ...res, group: res.userGroup };
    });
  };
  const addMember = () =>
    adding &&
    run(async () => {
      const res = (await browserRequest(UserGroupAddMembersMutation, { groupId: group.groupId, userIds: [adding] }))
        .userGroupAddMembers;
      if (res.success) setAdding('');
      return { ...res, group: res.userGroup };
    });
  const removeMember = (userId: string) =>
    run(async () => {
      const res = (await browserRequest(UserGroupRemoveMembersMutation, { groupId: group.groupId, userIds: [userId] }))
        .userGroupRemoveMembers;
      return { ...res, group: res.userGroup };
    });
  const remove = () =>
    run(async () => {
      const res = (await browserRequest(UserGroupDeleteMutation, { id: group.groupId })).userGroupDelete;
      if (res.success) router.push('/group-management');
      return res;
    });

  const memberIds = new Set(group.members.map((m) => m.id));
  const candidates = colleagues.filter((c) => !memberIds.has(c.id));

  return (
    <div className="mt-6 space-y-6">
      <form onSubmit={save} className={`${CARD} space-y-4`} data-testid="group-editor" noValidate>
        {!canEdit ? <p className="text-neutral-600 text-sm">{t('readOnly')}</p> : null}
        <div>
          <label htmlFor="group-name" className="mb-1 block font-semibold text-neutral-800 text-sm">
            {t('groupName')}
          </label>
          <input
            id="group-name"
            className={INPUT}
            value={name}
            maxLength={80}
            disabled={!canEdit || group.isSystemCreated}
            onChange={(e) => setName(e.target.value)}
          />
          {group.isSystemCreated ? <p className="mt-1 text-neutral-600 text-sm">{t('systemLocked')}</p> : null}
        </div>
        <PermissionPicker value={permissions} onChange={setPermissions} disabled={!canEdit} idPrefix="group" />
        <label className="flex min-h-11 items-center gap-3 text-sm">
          <input
            type="checkbox"
            className="size-5 accent-brand-600"
            checked={active}
            disabled={!canEdit || group.isSystemCreated}
            onChange={(e) => setActive(e.target.checked)}
          />
          {t('active')}
        </label>
        <FormMessage messages={errors} />
        <FormMessage messages={saved ? [t('saved')] : []} tone="ok" />
        {canEdit ? (
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={BUTTON} disabled={!hydrated || busy}>
              {t('save')}
            </button>
            {!group.isSystemCreated ? (
              <button type="button" className={BUTTON_DANGER} disabled={busy} onClick={() => setConfirming(true)}>
                {t('deleteGroup')}
              </button>
            ) : null}
          </div>
        ) : null}
        {confirming ? (
          <div role="alertdialog" aria-labelledby="delete-q" className="rounded-lg border border-red-200 bg-red-50 p-3">
            <p id="delete-q" className="text-red-900 text-sm">
              {t('deleteConfirm', { name: group.name })}
            </p>
            <div className="mt-3 flex gap-3">
              <button type="button" className={BUTTON_DANGER} onClick={remove} disabled={busy}>
                {t('deleteGroup')}
              </button>
              <button type="button" className={BUTTON_SECONDARY} onClick={() => setConfirming(false)}>
                {t('cancel')}
              </button>
            </div>
          </div>
        ) : null}
      </form>

      <section className={CARD} aria-labelledby="members-title">
        <h2 id="members-title" className="font-semibold text-lg text-neutral-900">
          {t('members')}
        </h2>
        {group.members.length === 0 ? <p className="mt-2 text-neutral-600">{t('noMembers')}</p> : null}
        <ul className="mt-3 divide-y divide-neutral-100" data-testid="group-members">
          {group.members.map((m) => (
            <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0">
                <span className="block font-semibold text-neutral-900">{m.name}</span>
                {m.email ? <span className="block break-all text-neutral-600 text-sm">{m.email}</span> : null}
              </span>
              {canEdit ? (
                <button type="button" className={BUTTON_SECONDARY} disabled={busy} onClick={() => removeMember(m.id)}>
                  {t('removeMember')}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
        {canEdit && candidates.length > 0 ? (
          <div className="mt-4 flex flex-wrap items-end gap-3">
            <div className="min-w-0 flex-1">
              <label htmlFor="add-member" className="mb-1 block font-semibold text-neutral-800 text-sm">
                {t('addMember')}
              </label>
              <select id="add-member" className={INPUT} value={adding} onChange={(e) => setAdding(e.target.value)}>
                <option value="">{t('chooseUser')}</option>
                {candidates.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                    {c.email ? ` (${c.email})` : ''}
                  </option>
                ))}
              </select>
            </div>
            <button type="button" className={BUTTON} disabled={busy || !adding} onClick={addMember}>
              {t('add')}
            </button>
          </div>
        ) : null}
      </section>
    </div>
  );
}
