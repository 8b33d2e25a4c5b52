'use client';

import type { Language } from '@chobep/domain/platform/constants';
import { CONTACT_WHO } from '@chobep/domain/platform/customer-request-limits';
import { failureMessage } from '@chobep/domain/platform/failure-messages';
import type { contactUsSchema } from '@chobep/domain/platform/validate-customer-request';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { browserRequest } from '@/lib/api/browser';
import { ContactUsMutation } from '@/lib/api/platform';
import { campaignSourceInput } from '@/lib/campaign-source';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { useHydrated } from '@/lib/use-hydrated';
import { Field, Honeypot, inputClass, placeUserErrors, requestErrorMessage } from './request-form-parts';

type Input = z.input<typeof contactUsSchema>;
type Output = z.output<typeof contactUsSchema>;
// The schema and zod load when the form is first focused (lazyZodResolver).
const resolver = lazyZodResolver<Input, Output>(() =>
  import('@chobep/domain/platform/validate-customer-request').then((m) => m.contactUsSchema),
);
const FIELDS = ['whoAreYou', 'name', 'phone', 'email', 'companyName', 'message'] as const;
type FieldName = (typeof FIELDS)[number];

/** The /contact-us form (writeContactUsInfo): the same schema checks it here and on the server. */
export function ContactForm() {
  // Disabled until the page has hydrated: a submit before that would be lost (use-hydrated.ts).
  const hydrated = useHydrated();
  const t = useTranslations('platform');
  const lang = useLocale() as Language;
  const ids = useId();
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const [navigating, setNavigating] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver,
    defaultValues: { name: '', phone: '', email: '', companyName: '', message: '', website: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const busy = isSubmitting || navigating;

  async function onSubmit(values: Output) {
    setFormError(null);
    try {
      const { writeContactUsInfo } = await browserRequest(ContactUsMutation, {
        input: {
          whoAreYou: values.whoAreYou,
          name: values.name,
          phone: values.phone,
          email: values.email,
          companyName: values.companyName,
          message: values.message,
          website: values.website ?? null,
          campaignSource: campaignSourceInput(),
        },
      });
      if (writeContactUsInfo.success) {
        setNavigating(true);
        router.push('/contact-success');
        return;
      }
      const general = placeUserErrors(writeContactUsInfo.userErrors, FIELDS, setError);
      const onFields = writeContactUsInfo.userErrors.length - general.length;
      if (general.length > 0 || onFields === 0)
        setFormError(general.join(' ') || failureMessage('SOMETHING_WRONG', lang));
    } catch (error) {
      console.error('writeContactUsInfo failed', error);
      setFormError(failureMessage('SEND_REQUEST_FAILED', lang));
    }
  }

  const message = (field: FieldName, max?: number) => requestErrorMessage(errors[field], t(field), lang, max);
  const described = (field: FieldName) =>
    errors[field]
      ? { 'aria-invalid': true as const, 'aria-describedby': `${ids}-${field}-error` }
      : { 'aria-invalid': undefined };

  return (
    <form
      onFocus={resolver.preload}
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="relative mt-6 space-y-5"
      data-testid="contact-form"
    >
      {formError ? (
        <div
          role="alert"
          data-testid="form-error"
          className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800 text-sm"
        >
          {formError}
        </div>
      ) : null}
      <Field
        id={`${ids}-whoAreYou`}
        label={t('whoAreYou')}
        hint={t('required')}
        error={message('whoAreYou')}
        testId="whoAreYou"
      >
        <select
          id={`${ids}-whoAreYou`}
          defaultValue=""
          className={inputClass(Boolean(errors.whoAreYou))}
          {...described('whoAreYou')}
          {...register('whoAreYou')}
        >
          <option value="" disabled>
            {t('whoPlaceholder')}
          </option>
          {CONTACT_WHO.map((who) => (
            <option key={who} value={who}>
              {t(`who.${who}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${ids}-name`} label={t('name')} hint={t('required')} error={message('name', 100)} testId="name">
        <input
          id={`${ids}-name`}
          autoComplete="name"
          className={inputClass(Boolean(errors.name))}
          {...described('name')}
          {...register('name')}
        />
      </Field>
      <div className="grid gap-5 md:grid-cols-2">
        <Field id={`${ids}-phone`} label={t('phone')} hint={t('required')} error={message('phone')} testId="phone">
          <input
            id={`${ids}-phone`}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            className={inputClass(Boolean(errors.phone))}
            {...described('phone')}
            {...register('phone')}
          />
        </Field>
        <Field id={`${ids}-email`} label={t('email')} hint={t('optional')} error={message('email')} testId="email">
          <input
            id={`${ids}-email`}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            className={inputClass(Boolean(errors.email))}
            {...described('email')}
            {...register('email')}
          />
        </Field>
      </div>
      <Field
        id={`${ids}-companyName`}
        label={t('companyName')}
        hint={t('optional')}
        error={message('companyName', 200)}
        testId="companyName"
      >
        <input
          id={`${ids}-companyName`}
          autoComplete="organization"
          className={inputClass(Boolean(errors.companyName))}
          {...described('companyName')}
          {...register('companyName')}
        />
      </Field>
      <Field
        id={`${ids}-message`}
        label={t('message')}
        hint={t('optional')}
        error={message('message', 2000)}
        testId="message"
      >
        <textarea
          id={`${ids}-message`}
          rows={4}
          placeholder={t('messagePlaceholder')}
          className={`${inputClass(Boolean(errors.message))} py-2`}
          {...described('message')}
          {...register('message')}
        />
      </Field>
      <Honeypot label={t('honeypot')} register={register('website')} />
      <button
        type="submit"
        disabled={!hydrated || busy}
        aria-busy={busy}
        data-testid="contact-submit"
        className="flex min-h-12 w-full items-center justify-center rounded-full bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-80 md:w-auto md:px-10"
      >
        {busy ? t('sending') : t('send')}
      </button>
    </form>
  );
}
