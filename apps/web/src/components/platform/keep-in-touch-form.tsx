'use client';

import type { Language } from '@chobep/domain/platform/constants';
import { REQUEST_LIMITS } from '@chobep/domain/platform/customer-request-limits';
import { failureMessage } from '@chobep/domain/platform/failure-messages';
import type { keepInTouchSchema } from '@chobep/domain/platform/validate-customer-request';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { browserRequest } from '@/lib/api/browser';
import { KeepInTouchMutation } from '@/lib/api/platform';
import { campaignSourceInput } from '@/lib/campaign-source';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { useHydrated } from '@/lib/use-hydrated';
import { Field, Honeypot, inputClass, placeUserErrors, requestErrorMessage } from './request-form-parts';

type Input = z.input<typeof keepInTouchSchema>;
type Output = z.output<typeof keepInTouchSchema>;
// The schema and zod load when the form is first focused (lazyZodResolver).
const resolver = lazyZodResolver<Input, Output>(() =>
  import('@chobep/domain/platform/validate-customer-request').then((m) => m.keepInTouchSchema),
);
const FIELDS = ['email', 'name', 'phone'] as const;
type FieldName = (typeof FIELDS)[number];

/**
 * "Keep in touch" (submitKeepInTouchForm): a visitor not ready to talk leaves an e-mail (name and phone optional)
 * for news and offers; operators read it on /supplier/requests with where the visitor came from.
 */
export function KeepInTouchForm() {
  const hydrated = useHydrated();
  const t = useTranslations('platform');
  const lang = useLocale() as Language;
  const ids = useId();
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver,
    defaultValues: { email: '', name: '', phone: '', website: '' },
  });
  const labels: Record<FieldName, string> = { email: t('email'), name: t('name'), phone: t('phone') };
  const message = (field: FieldName, max?: number) => requestErrorMessage(errors[field], labels[field], lang, max);

  async function onSubmit(values: Output) {
    setFormError(null);
    try {
      const { submitKeepInTouchForm } = await browserRequest(KeepInTouchMutation, {
        input: {
          email: values.email,
          name: values.name,
          phone: values.phone,
          website: values.website ?? null,
          campaignSource: campaignSourceInput(),
        },
      });
      if (submitKeepInTouchForm.success) {
        setSent(true);
        return;
      }
      const general = placeUserErrors(submitKeepInTouchForm.userErrors, FIELDS, setError);
      if (general.length > 0) setFormError(general.join(' '));
    } catch (error) {
      console.error('submitKeepInTouchForm failed', error);
      setFormError(failureMessage('SEND_REQUEST_FAILED', lang));
    }
  }

  if (sent)
    return (
      <p role="status" data-testid="keep-in-touch-sent" className="mt-4 text-brand-800">
        {t('keepInTouchSent')}
      </p>
    );
  return (
    <form
      onFocus={resolver.preload}
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      data-testid="keep-in-touch-form"
      className="relative mt-4 grid gap-4 sm:grid-cols-2"
    >
      {formError ? (
        <p role="alert" className="text-red-700 text-sm sm:col-span-2">
          {formError}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <Field
          id={`${ids}-email`}
          label={labels.email}
          hint={t('required')}
          error={message('email', REQUEST_LIMITS.email)}
          testId="keep-email"
        >
          <input
            id={`${ids}-email`}
            type="email"
            inputMode="email"
            autoComplete="email"
            className={inputClass(Boolean(errors.email))}
            aria-invalid={errors.email ? true : undefined}
            {...register('email')}
          />
        </Field>
      </div>
      <Field
        id={`${ids}-name`}
        label={labels.name}
        hint={t('optional')}
        error={message('name', REQUEST_LIMITS.name)}
        testId="keep-name"
      >
        <input
          id={`${ids}-name`}
          autoComplete="name"
          className={inputClass(Boolean(errors.name))}
          aria-invalid={errors.name ? true : undefined}
          {...register('name')}
        />
      </Field>
      <Field id={`${ids}-phone`} label={labels.phone} hint={t('optional')} error={message('phone')} testId="keep-phone">
        <input
          id={`${ids}-phone`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          className={inputClass(Boolean(errors.phone))}
          aria-invalid={errors.phone ? true : undefined}
          {...register('phone')}
        />
      </Field>
      <Honeypot label={t('honeypot')} register={register('website')} />
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={!hydrated || isSubmitting}
          data-testid="keep-in-touch-submit"
          className="min-h-11 rounded-full border border-brand-600 bg-white px-5 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-70"
        >
          {isSubmitting ? t('sending') : t('keepInTouchSend')}
        </button>
      </div>
    </form>
  );
}
