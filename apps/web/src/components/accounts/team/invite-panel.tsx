'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { browserRequest } from '@/lib/api/browser';
import { CompanyInviteUsersMutation } from '@/lib/api/team';
import { useHydrated } from '@/lib/use-hydrated';
import { BUTTON, BUTTON_SECONDARY, CARD, FormMessage } from './team-ui';

interface Option {
  id: string;
  name: string;
}

/** /user-management: invite colleagues by a list of e-mails, into groups, offering stores; one line per address. */
export function InvitePanel({ groups, stores }: { groups: readonly Option[]; stores: readonly Option[] }) {
  // Disabled until the page has hydrated: a submit before that would be lost (use-hydrated.ts).
  const hydrated = useHydrated();
  const t = useTranslations('team');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [emails, setEmails] = useState('');
  const [groupIds, setGroupIds] = useState<string[]>([]);
  const [storeIds, setStoreIds] = useState<string[]>(stores.length === 1 ? [stores[0]?.id as string] : []);
  const [errors, setErrors] = useState<string[]>([]);
  const [sent, setSent] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const toggle = (list: string[], id: string, on: boolean) => (on ? [...list, id] : list.filter((x) => x !== id));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors([]);
    setSent([]);
    try {
      const res = (
        await browserRequest(CompanyInviteUsersMutation, { input: { emails: [emails], groupIds, storeIds } })
      ).companyInviteUsers;
      const invited = res.results.filter((r) => r.outcome === 'INVITED').map((r) => r.email);
      // An address invited moments ago was not mailed again: said as done, with when it may be sent again.
      const recent = res.results.filter((r) => r.outcome === 'ALREADY_INVITED');
      setSent([...invited.map((email) => t('invited', { email })), ...recent.map((r) => r.message ?? r.email)]);
      setErrors(res.userErrors.map((e) => e.message));
      // Keep only the addresses that still need attention (all of them when the whole call was refused).
      if (res.results.length > 0)
        setEmails(
          res.results
            .filter((r) => r.outcome === 'ALREADY_MEMBER' || r.outcome === 'INVALID')
            .map((r) => r.email)
            .join(', '),
        );
      if (invited.length > 0) router.refresh();
    } catch {
      setErrors([t('inviteFailed')]);
    }
    setBusy(false);
  }

  if (!open)
    return (
      <button type="button" className={BUTTON} onClick={() => setOpen(true)} data-testid="invite-open">
        {t('inviteOpen')}
      </button>
    );

  return (
    <form onSubmit={submit} className={`${CARD} mt-4 space-y-4`} data-testid="invite-panel" noValidate>
      <h2 className="font-semibold text-lg text-neutral-900">{t('inviteTitle')}</h2>
      <p className="text-neutral-600 text-sm">{t('inviteHelp')}</p>
      <div>
        <label htmlFor="invite-emails" className="mb-1 block font-semibold text-neutral-800 text-sm">
          {t('inviteEmails')}
        </label>
        <textarea
          id="invite-emails"
          rows={3}
          className="w-full rounded-lg border border-neutral-300 p-3 text-base focus:border-brand-600"
          value={emails}
          onChange={(e) => setEmails(e.target.value)}
        />
      </div>
      {groups.length > 0 ? (
        <fieldset>
          <legend className="mb-1 font-semibold text-neutral-800 text-sm">{t('inviteGroups')}</legend>
          <ul className="grid gap-1 sm:grid-cols-2">
            {groups.map((g) => (
              <li key={g.id}>
                <label className="flex min-h-11 items-center gap-3 text-sm">
                  <input
                    type="checkbox"
                    className="size-5 accent-brand-600"
                    checked={groupIds.includes(g.id)}
                    onChange={(e) => setGroupIds(toggle(groupIds, g.id, e.target.checked))}
                  />
                  {g.name}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      {stores.length > 0 ? (
        <fieldset>
          <legend className="mb-1 font-semibold text-neutral-800 text-sm">{t('inviteStores')}</legend>
          <ul className="grid gap-1 sm:grid-cols-2">
            {stores.map((s) => (
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
      <FormMessage messages={sent} tone="ok" />
      <FormMessage messages={errors} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={BUTTON} disabled={!hydrated || busy}>
          {t('inviteSubmit')}
        </button>
        <button type="button" className={BUTTON_SECONDARY} onClick={() => setOpen(false)}>
          {t('inviteClose')}
        </button>
      </div>
    </form>
  );
}
