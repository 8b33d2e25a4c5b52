'use client';

import type { forgetPasswordSchema } from '@chobep/domain/accounts/password-rules';
import type { Language } from '@chobep/domain/platform/constants';
import { failureMessage as plainFailure } from '@chobep/domain/platform/failure-messages';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { browserRequest } from '@/lib/api/browser';
import { ForgetPasswordMutation } from '@/lib/api/passwords';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { FormAlert, FormField, failureMessage, fieldMessage, SubmitButton } from './password-form-parts';

type Input = z.input<typeof forgetPasswordSchema>;
type Output = z.output<typeof forgetPasswordSchema>;
// The schema and zod load when the form is first focused (lazyZodResolver).
const resolver = lazyZodResolver<Input, Output>(() =>
  import('@chobep/domain/accounts/password-rules').then((m) => m.forgetPasswordSchema),
);

/**
 * /forgot-password: the e-mail of the account. The answer is the same whether or not it has one (no account
 * enumeration), so the page always says "if it is an account's e-mail, a link is on its way".
 */
export function ForgotPasswordForm() {
  const t = useTranslations('passwords');
  const lang = useLocale() as Language;
  const ids = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver,
    defaultValues: { email: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  useEffect(() => {
    if (sentTo) sentHeading.current?.focus();
  }, [sentTo]);

  async function onSubmit(values: Output) {
    setFormError(null);
    try {
      const { meForgetPassword } = await browserRequest(ForgetPasswordMutation, { input: values });
      if (meForgetPassword.success) {
        setSentTo(getValues('email').trim());
        return;
      }
      const fieldError = meForgetPassword.userErrors.find((e) => e.field === 'email');
      if (fieldError) setError('email', { type: 'server', message: fieldError.message }, { shouldFocus: true });
      else
        setFormError(
          meForgetPassword.userErrors.map((e) => e.message).join(' ') || plainFailure('SOMETHING_WRONG', lang),
        );
    } catch (error) {
      console.error('meForgetPassword failed', error);
      setFormError(await failureMessage(error, lang));
    }
  }

  if (sentTo) {
    return (
      <div className="mt-6 space-y-4" data-testid="forgot-sent">
        <h2 ref={sentHeading} tabIndex={-1} className="font-semibold text-lg text-neutral-900 outline-none">
          {t('sentTitle')}
        </h2>
        <p role="status" className="text-neutral-700">
          {t('sentBody', { email: sentTo })}
        </p>
        <p className="text-neutral-600 text-sm">{t('sentHint')}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <button
            type="button"
            onClick={() => setSentTo(null)}
            className="min-h-11 rounded-full border border-neutral-300 px-4 font-medium text-neutral-800 hover:bg-neutral-50"
          >
            {t('sendAgain')}
          </button>
          <Link
            href="/signin"
            prefetch={false}
            className="flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
          >
            {t('backToSignIn')}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <form
      onFocus={resolver.preload}
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="mt-6 space-y-5"
      aria-describedby={formError ? `${ids}-form-error` : undefined}
    >
      <FormAlert id={`${ids}-form-error`} message={formError} />
      <FormField
        id={`${ids}-email`}
        label={t('email')}
        error={fieldMessage(errors.email, 'email', lang)}
        testId="forgot-email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t('emailPlaceholder')}
        {...register('email')}
      />
      <SubmitButton busy={isSubmitting} label={t('sendLink')} busyLabel={t('sending')} />
      <p className="text-center text-sm">
        <Link href="/signin" prefetch={false} className="font-medium text-brand-700 underline-offset-2 hover:underline">
          {t('backToSignIn')}
        </Link>
      </p>
    </form>
  );
}
