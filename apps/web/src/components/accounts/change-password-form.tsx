'use client';

import type { updatePasswordSchema } from '@chobep/domain/accounts/password-rules';
import type { Language } from '@chobep/domain/platform/constants';
import { failureMessage as plainFailure } from '@chobep/domain/platform/failure-messages';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { browserRequest } from '@/lib/api/browser';
import { UpdatePasswordMutation } from '@/lib/api/passwords';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { FormAlert, FormField, failureMessage, fieldMessage, SubmitButton } from './password-form-parts';

type Input = z.input<typeof updatePasswordSchema>;
type Output = z.output<typeof updatePasswordSchema>;
// The schema and zod load when the form is first focused (lazyZodResolver).
const resolver = lazyZodResolver<Input, Output>(() =>
  import('@chobep/domain/accounts/password-rules').then((m) => m.updatePasswordSchema),
);
type Field = 'currentPassword' | 'password' | 'confirmPassword';
const FIELDS: readonly string[] = ['currentPassword', 'password', 'confirmPassword'];

/**
 * The change-password form (meUpdatePassword), for the account page to mount. It reads the `passwords` message
 * namespace: the page wraps it in `<NextIntlClientProvider messages={pageMessages(messages, ['passwords'])}>`.
 * The current password is required; on success the other sessions are signed out and this one stays.
 */
export function ChangePasswordForm() {
  const t = useTranslations('passwords');
  const lang = useLocale() as Language;
  const ids = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver,
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  async function onSubmit(values: Output) {
    setFormError(null);
    setChanged(false);
    try {
      const { meUpdatePassword } = await browserRequest(UpdatePasswordMutation, { input: values });
      if (meUpdatePassword.success) {
        reset();
        setChanged(true);
        return;
      }
      let focused = false;
      const general: string[] = [];
      for (const error of meUpdatePassword.userErrors) {
        if (error.field && FIELDS.includes(error.field)) {
          setError(error.field as Field, { type: 'server', message: error.message }, { shouldFocus: !focused });
          focused = true;
        } else general.push(error.message);
      }
      if (general.length > 0 || !focused) setFormError(general.join(' ') || plainFailure('SOMETHING_WRONG', lang));
    } catch (error) {
      console.error('meUpdatePassword failed', error);
      setFormError(await failureMessage(error, lang));
    }
  }

  const showLabel = t('showPassword');
  return (
    <section aria-labelledby={`${ids}-title`} data-testid="change-password" className="space-y-1">
      <h2 id={`${ids}-title`} className="font-semibold text-lg text-neutral-900">
        {t('changeTitle')}
      </h2>
      <p className="text-neutral-600 text-sm">{t('changeSubtitle')}</p>
      <form
        onFocus={resolver.preload}
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        className="mt-4 space-y-5"
        aria-describedby={formError ? `${ids}-form-error` : undefined}
      >
        <FormAlert id={`${ids}-form-error`} message={formError} />
        {changed ? (
          <p
            role="status"
            data-testid="change-password-done"
            className="rounded-lg border border-brand-300 bg-brand-50 px-4 py-3 text-brand-900 text-sm"
          >
            {t('changed')}
          </p>
        ) : null}
        <FormField
          id={`${ids}-current`}
          label={t('currentPassword')}
          error={fieldMessage(errors.currentPassword, 'currentPassword', lang)}
          testId="change-current"
          autoComplete="current-password"
          password={{ showLabel }}
          {...register('currentPassword')}
        />
        <FormField
          id={`${ids}-password`}
          label={t('newPassword')}
          error={fieldMessage(errors.password, 'password', lang)}
          testId="change-password-new"
          autoComplete="new-password"
          password={{ showLabel }}
          {...register('password')}
        />
        <FormField
          id={`${ids}-confirm`}
          label={t('confirmPassword')}
          error={fieldMessage(errors.confirmPassword, 'confirmPassword', lang)}
          testId="change-confirm"
          autoComplete="new-password"
          password={{ showLabel }}
          {...register('confirmPassword')}
        />
        <SubmitButton busy={isSubmitting} label={t('change')} busyLabel={t('saving')} />
      </form>
    </section>
  );
}
