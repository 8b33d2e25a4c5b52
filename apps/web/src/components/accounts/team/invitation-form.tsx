'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { browserRequest } from '@/lib/api/browser';
import { InvitationAcceptMutation } from '@/lib/api/team';
import { useHydrated } from '@/lib/use-hydrated';
import { BUTTON, CARD, FormMessage, INPUT } from './team-ui';

type Field = 'name' | 'password' | 'confirmPassword' | 'storeIds' | 'token';

/** The schema, and zod with it, load when the form is first focused, not with the page (docs/performance.md). */
const loadRules = () => import('@chobep/domain/accounts/accept-invitation');

/**
 * /invitations/{token}: the invitee's name, password and stores. The same zod schema as invitationAccept checks the
 * form first; the server's answer (an expired, used or withdrawn link, a store no longer offered) is shown as it
 * comes. Accepting signs the colleague in: the page then takes them into the app (only a company that may not sign
 * in is shown the way to the sign-in page, which says why).
 */
export function InvitationForm({
  token,
  email,
  stores,
}: {
  token: string;
  email: string;
  stores: readonly { id: string; name: string }[];
}) {
  // Disabled until the page has hydrated: a submit before that would be lost (use-hydrated.ts).
  const hydrated = useHydrated();
  const t = useTranslations('team');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [storeIds, setStoreIds] = useState<string[]>(stores.length === 1 ? [stores[0]?.id as string] : []);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [errors, setErrors] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setErrors([]);
    const input = { token, name, password, confirmPassword, storeIds };
    // Should the rules not load (the network went away), the server's check of the same schema answers.
    const rules = await loadRules().catch((error: unknown) => {
      console.error('The form rules could not be loaded; the server checks the form', error);
      return null;
    });
    const parsed = rules?.acceptInvitationSchema.safeParse(input);
    if (parsed && !parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as Field;
        next[field] ??= t(`errors.${issue.message}` as 'errors.REQUIRED', {
          field: field === 'name' ? t('name') : t('invitation.password'),
        });
      }
      setFieldErrors(next);
      return;
    }
    setFieldErrors({});
    setBusy(true);
    try {
      const res = (await browserRequest(InvitationAcceptMutation, { input })).invitationAccept;
      if (res.success && res.me) {
        // Signed in by the acceptance: a full navigation, so the proxy runs again with the new session cookies.
        window.location.assign('/');
        return;
      }
      if (res.success) setDone(res.email ?? email);
      else {
        const byField: Partial<Record<Field, string>> = {};
        const general: string[] = [];
        for (const e of res.userErrors) {
          if (e.field && ['name', 'password', 'confirmPassword', 'storeIds'].includes(e.field))
            byField[e.field as Field] ??= e.message;
          else general.push(e.message);
        }
        setFieldErrors(byField);
        setErrors(general);
      }
    } catch {
      setErrors([t('invitation.failed')]);
    }
    setBusy(false);
  }

  if (done)
    return (
      <div className={`${CARD} mt-6 text-center`} data-testid="invitation-done" role="status">
        <h2 className="font-semibold text-lg text-neutral-900">{t('invitation.doneTitle')}</h2>
        <p className="mt-2 break-words text-neutral-600">{t('invitation.doneBody', { email: done })}</p>
        <Link href="/signin" prefetch={false} className={`${BUTTON} mt-6`}>
          {t('invitation.signIn')}
        </Link>
      </div>
    );

  const error = (field: Field) =>
    fieldErrors[field] ? (
      <p id={`${field}-error`} className="mt-1 text-red-700 text-sm">
        {fieldErrors[field]}
      </p>
    ) : null;
  const described = (field: Field) =>
    fieldErrors[field] ? { 'aria-invalid': true, 'aria-describedby': `${field}-error` } : {};

  return (
    <form
      onFocus={() => void loadRules().catch(() => undefined)}
      onSubmit={submit}
      className={`${CARD} mt-6 space-y-4`}
      data-testid="invitation-form"
      noValidate
    >
      <p className="break-words text-neutral-700 text-sm">{t('invitation.account', { email })}</p>
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <div>
        <label htmlFor="invite-name" className="mb-1 block font-semibold text-neutral-800 text-sm">
          {t('name')}
        </label>
        <input
          id="invite-name"
          className={INPUT}
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          {...described('name')}
        />
        {error('name')}
      </div>
      <div>
        <label htmlFor="invite-password" className="mb-1 block font-semibold text-neutral-800 text-sm">
          {t('invitation.password')}
        </label>
        <input
          id="invite-password"
          type="password"
          className={INPUT}
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          {...described('password')}
        />
        <p className="mt-1 text-neutral-600 text-sm">{t('invitation.passwordHelp')}</p>
        {error('password')}
      </div>
      <div>
        <label htmlFor="invite-confirm" className="mb-1 block font-semibold text-neutral-800 text-sm">
          {t('invitation.confirmPassword')}
        </label>
        <input
          id="invite-confirm"
          type="password"
          className={INPUT}
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(e) => setConfirmPassword(e.target.value)}
          {...described('confirmPassword')}
        />
        {error('confirmPassword')}
      </div>
      {stores.length > 0 ? (
        <fieldset>
          <legend className="mb-1 font-semibold text-neutral-800 text-sm">{t('invitation.chooseStores')}</legend>
          <ul className="grid gap-1">
            {stores.map((s) => (
              <li key={s.id}>
                <label className="flex min-h-11 items-center gap-3 text-sm">
                  <input
                    type="checkbox"
                    className="size-5 accent-brand-600"
                    checked={storeIds.includes(s.id)}
                    onChange={(e) =>
                      setStoreIds(e.target.checked ? [...storeIds, s.id] : storeIds.filter((x) => x !== s.id))
                    }
                  />
                  {s.name}
                </label>
              </li>
            ))}
          </ul>
          {error('storeIds')}
        </fieldset>
      ) : null}
      <FormMessage messages={errors} />
      <button type="submit" className={BUTTON} disabled={!hydrated || busy}>
        {t('invitation.submit')}
      </button>
    </form>
  );
}
