'use client';

import type { resetPasswordSchema } from '@chobep/domain/accounts/password-rules';
import type { Language } from '@chobep/domain/platform/constants';
import { failureMessage as plainFailure } from '@chobep/domain/platform/failure-messages';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { browserRequest } from '@/lib/api/browser';
import { ResetPasswordMutation } from '@/lib/api/passwords';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { FormField, failureMessage, fieldMessage, SubmitButton } from './password-form-parts';

type Input = z.input<typeof resetPasswordSchema>;
type Output = z.output<typeof resetPasswordSchema>;
// The schema and zod load when the form is first focused (lazyZodResolver).
const resolver = lazyZodResolver<Input, Output>(() =>
  import('@chobep/domain/accounts/password-rules').then((m) => m.resetPasswordSchema),
);

/**
 * /reset-password?token=…: a new password and its confirmation, checked by the same schema as the server
 * (spec/trading.md §5). A used or expired link gets its message and a way to ask for a new one.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('passwords');
  const lang = useLocale() as Language;
  const ids = useId();
  const [done, setDone] = useState(false);
  const [tokenError, setTokenError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver,
    defaultValues: { token, password: '', confirmPassword: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  useEffect(() => {
    if (done) doneHeading.current?.focus();
  }, [done]);

  async function onSubmit(values: Output) {
    setFormError(null);
    setTokenError(null);
    try {
      const { meResetPassword } = await browserRequest(ResetPasswordMutation, { input: values });
      if (meResetPassword.success) {
        setDone(true);
        return;
      }
      let focused = false;
      const general: string[] = [];
      for (const error of meResetPassword.userErrors) {
        if (error.field === 'password' || error.field === 'confirmPassword') {
          setError(error.field, { type: 'server', message: error.message }, { shouldFocus: !focused });
          focused = true;
        } else if (error.field === 'token') setTokenError(error.message);
        else general.push(error.message);
      }
      if (general.length > 0) setFormError(general.join(' '));
      else if (!focused && meResetPassword.userErrors.length === 0) setFormError(plainFailure('SOMETHING_WRONG', lang));
    } catch (error) {
      console.error('meResetPassword failed', error);
      setFormError(await failureMessage(error, lang));
    }
  }

  if (done) {
    return (
      <div className="mt-6 space-y-4" data-testid="reset-done">
        <h2 ref={doneHeading} tabIndex={-1} className="font-semibold text-lg text-neutral-900 outline-none">
          {t('resetDoneTitle')}
        </h2>
        <p role="status" className="text-neutral-700">
          {t('resetDoneBody')}
        </p>
        <Link
          href="/signin"
          prefetch={false}
          data-testid="reset-signin"
          className="flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
        >
          {t('signIn')}
        </Link>
      </div>
    );
  }

  const showLabel = t('showPassword');
  const alert = tokenError ?? formError;
  return (
    <form
      onFocus={resolver.preload}
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="mt-6 space-y-5"
      aria-describedby={alert ? `${ids}-form-error` : undefined}
    >
      {alert ? (
        <div
          id={`${ids}-form-error`}
          role="alert"
          data-testid="form-error"
          className="space-y-2 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800 text-sm"
        >
          <p>{alert}</p>
          {tokenError ? (
            <Link href="/forgot-password" prefetch={false} className="font-medium underline underline-offset-2">
              {t('askNewLink')}
            </Link>
          ) : null}
        </div>
      ) : null}
      <input type="hidden" {...register('token')} />
      <FormField
        id={`${ids}-password`}
        label={t('newPassword')}
        error={fieldMessage(errors.password, 'password', lang)}
        testId="reset-password"
        autoComplete="new-password"
        password={{ showLabel }}
        {...register('password')}
      />
      <FormField
        id={`${ids}-confirm`}
        label={t('confirmPassword')}
        error={fieldMessage(errors.confirmPassword, 'confirmPassword', lang)}
        testId="reset-confirm"
        autoComplete="new-password"
        password={{ showLabel }}
        {...register('confirmPassword')}
      />
      <SubmitButton busy={isSubmitting} label={t('save')} busyLabel={t('saving')} />
    </form>
  );
}
