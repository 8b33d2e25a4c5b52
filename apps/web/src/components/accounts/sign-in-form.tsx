'use client';

import type { signInSchema } from '@chobep/domain/accounts/validate-sign-in';
import type { Language } from '@chobep/domain/platform/constants';
import { failureMessage } from '@chobep/domain/platform/failure-messages';
import { isPendingPath } from '@chobep/domain/platform/routes';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { browserRequest } from '@/lib/api/browser';
import { SignInMutation } from '@/lib/api/documents';
import { failureText, fieldErrorText } from '@/lib/forms/error-catalogue';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';

type Input = z.input<typeof signInSchema>;
type Output = z.output<typeof signInSchema>;
// The schema and zod load when the form is first focused (lazyZodResolver).
const resolver = lazyZodResolver<Input, Output>(() =>
  import('@chobep/domain/accounts/validate-sign-in').then((m) => m.signInSchema),
);
export function SignInForm({
  redirectTo,
  reasonMessage,
  reasonCode,
}: {
  redirectTo: string;
  reasonMessage: string | null;
  reasonCode: string | null;
}) {
  const t = useTranslations('signIn');
  const lang = useLocale() as Language;
  const ids = useId();
  const [showPassword, setShowPassword] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [navigating, setNavigating] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver,
    defaultValues: { login: '', password: '', rememberMe: false },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const busy = isSubmitting || navigating;

  async function onSubmit(values: Output) {
    setFormError(null);
    try {
      const { meLogin } = await browserRequest(SignInMutation, { input: values });
      if (meLogin.success) {
        setNavigating(true);
        // A full navigation: the proxy runs again with the new session cookies.
        window.location.assign(redirectTo);
        return;
      }
      const general: string[] = [];
      let focused = false;
      for (const error of meLogin.userErrors) {
        if (error.field === 'login' || error.field === 'password') {
          setError(error.field, { type: 'server', message: error.message }, { shouldFocus: !focused });
          focused = true;
        } else general.push(error.message);
      }
      if (general.length > 0 || !focused) {
        setFormError(general.join(' ') || failureMessage('SOMETHING_WRONG', lang));
      }
    } catch (error) {
      console.error('meLogin failed', error);
      setFormError(await failureText(error, lang, 'SOMETHING_WRONG'));
    }
  }

  // A client-side error carries a code of the shared schema; a server error is already translated.
  const loginError = fieldErrorText(errors.login, lang, { field: 'login' });
  const passwordError = fieldErrorText(errors.password, lang, { field: 'password' });
  const inputClass = (invalid: boolean) =>
    `mt-1 block min-h-11 w-full rounded-lg border bg-white px-3 text-base text-neutral-900 placeholder:text-neutral-500 ${
      invalid ? 'border-red-600' : 'border-neutral-300 hover:border-neutral-400'
    }`;

  return (
    <form
      onFocus={resolver.preload}
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="mt-6 space-y-5"
      aria-describedby={formError ? `${ids}-form-error` : undefined}
    >
      {reasonMessage ? (
        <div
          role="alert"
          data-testid="signin-reason"
          data-reason={reasonCode ?? undefined}
          className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900 text-sm"
        >
          {reasonMessage}
        </div>
      ) : null}
      {formError ? (
        <div
          id={`${ids}-form-error`}
          role="alert"
          data-testid="form-error"
          className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800 text-sm"
        >
          {formError}
        </div>
      ) : null}

      <div>
        <label htmlFor={`${ids}-login`} className="font-medium text-neutral-800 text-sm">
          {t('login')}
        </label>
        <input
          id={`${ids}-login`}
          type="text"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('loginPlaceholder')}
          aria-invalid={loginError ? true : undefined}
          aria-describedby={loginError ? `${ids}-login-error` : undefined}
          className={inputClass(Boolean(loginError))}
          {...register('login')}
        />
        {loginError ? (
          <p id={`${ids}-login-error`} data-testid="login-error" className="mt-1 text-red-700 text-sm">
            {loginError}
          </p>
        ) : null}
      </div>

      <div>
        <div className="flex items-baseline justify-between gap-2">
          <label htmlFor={`${ids}-password`} className="font-medium text-neutral-800 text-sm">
            {t('password')}
          </label>
          {/* Shown once the page exists: a link that can only reach /not-found helps nobody. */}
          {isPendingPath('/forgot-password') ? null : (
            <Link
              href="/forgot-password"
              prefetch={false}
              className="text-brand-700 text-sm underline-offset-2 hover:underline"
            >
              {t('forgotPassword')}
            </Link>
          )}
        </div>
        <div className="relative">
          <input
            id={`${ids}-password`}
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={passwordError ? `${ids}-password-error` : undefined}
            className={`${inputClass(Boolean(passwordError))} pr-12`}
            {...register('password')}
          />
          <button
            type="button"
            aria-controls={`${ids}-password`}
            aria-pressed={showPassword}
            aria-label={t('showPassword')}
            data-testid="toggle-password"
            onClick={() => setShowPassword((v) => !v)}
            className="absolute inset-y-0 right-0 mt-1 flex w-11 items-center justify-center rounded-r-lg text-neutral-600 hover:text-neutral-900"
          >
            <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" focusable="false">
              <path
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
              />
              <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
              {showPassword ? null : <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" />}
            </svg>
          </button>
        </div>
        {passwordError ? (
          <p id={`${ids}-password-error`} data-testid="password-error" className="mt-1 text-red-700 text-sm">
            {passwordError}
          </p>
        ) : null}
      </div>

      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-neutral-800">
        <input type="checkbox" className="h-5 w-5 rounded accent-brand-600" {...register('rememberMe')} />
        {t('rememberMe')}
      </label>

      <button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        className="flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-80"
      >
        {busy ? (
          <svg viewBox="0 0 24 24" className="h-5 w-5 animate-spin" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
            <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          </svg>
        ) : null}
        {busy ? t('submitting') : t('submit')}
      </button>

      <p className="text-center text-neutral-600 text-sm">
        {t('noAccount')}{' '}
        {isPendingPath('/signup') ? null : (
          <>
            <Link
              href="/signup"
              prefetch={false}
              data-testid="signup-link"
              className="font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {t('signUp')}
            </Link>{' '}
            ·{' '}
          </>
        )}
        {/* The contact form (/contact-us) is not built yet; the partnership page takes new businesses meanwhile. */}
        <Link
          href={isPendingPath('/contact-us') ? '/lien-he-hop-tac' : '/contact-us'}
          prefetch={false}
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {t('contactUs')}
        </Link>
      </p>
    </form>
  );
}
