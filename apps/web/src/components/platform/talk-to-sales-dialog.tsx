'use client';

import { HOTLINE, HOTLINE_TEL, type Language } from '@chobep/domain/platform/constants';
import { REQUEST_LIMITS } from '@chobep/domain/platform/customer-request-limits';
import { failureMessage } from '@chobep/domain/platform/failure-messages';
import type { customerContactRequestSchema } from '@chobep/domain/platform/validate-customer-request';
import * as Dialog from '@radix-ui/react-dialog';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { browserRequest } from '@/lib/api/browser';
import { CustomerContactRequestMutation } from '@/lib/api/platform';
import { campaignSourceInput } from '@/lib/campaign-source';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { useReturnFocus } from '@/lib/use-return-focus';
import { Field, Honeypot, inputClass, placeUserErrors, requestErrorMessage } from './request-form-parts';

type Input = z.input<typeof customerContactRequestSchema>;
type Output = z.output<typeof customerContactRequestSchema>;
// The rules with the error catalogue that words what they find (lazyZodResolver), loaded with the dialog's first check.
const resolver = lazyZodResolver<Input, Output>(() =>
  import('@chobep/domain/platform/validate-customer-request').then((m) => m.customerContactRequestSchema),
);
const FIELDS = ['name', 'phone', 'message'] as const;
type FieldName = (typeof FIELDS)[number];

/** The talk-to-sales form of an exclusive product: name and phone required, a message optional. */
export function TalkToSalesDialog({
  productId,
  productName,
  open,
  onOpenChange,
}: {
  productId: string;
  productName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations('catalog');
  const lang = useLocale() as Language;
  const ids = useId();
  const returnFocus = useReturnFocus();
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver,
    defaultValues: { name: '', phone: '', message: '', productId, website: '' },
  });
  const labels: Record<FieldName, string> = {
    name: t('talkToSalesName'),
    phone: t('talkToSalesPhone'),
    message: t('talkToSalesMessage'),
  };
  const message = (field: FieldName, max?: number) => requestErrorMessage(errors[field], labels[field], lang, max);

  async function onSubmit(values: Output) {
    setFormError(null);
    try {
      const { customerContactRequest } = await browserRequest(CustomerContactRequestMutation, {
        input: {
          name: values.name,
          phone: values.phone,
          message: values.message,
          productId,
          website: values.website ?? null,
          campaignSource: campaignSourceInput(),
        },
      });
      if (customerContactRequest.success) {
        setSent(true);
        return;
      }
      const general = placeUserErrors(customerContactRequest.userErrors, FIELDS, setError);
      if (general.length > 0) setFormError(general.join(' '));
    } catch (error) {
      console.error('customerContactRequest failed', error);
      setFormError(failureMessage('SEND_REQUEST_FAILED', lang));
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        // Closing while sending would hide the answer; what was typed stays for the next opening.
        if (!isSubmitting) onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          {...returnFocus}
          data-testid="talk-to-sales-dialog"
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-[500px] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 text-left shadow-xl"
        >
          <Dialog.Title className="font-semibold text-lg text-neutral-900">{t('talkToSalesTitle')}</Dialog.Title>
          <Dialog.Description className="mt-1 text-neutral-600 text-sm">
            {t('talkToSalesIntro', { product: productName })}
          </Dialog.Description>
          {sent ? (
            <div className="mt-4">
              <p role="status" data-testid="talk-to-sales-sent" className="text-brand-800">
                {t('talkToSalesSent')}
              </p>
              <Dialog.Close className="mt-4 min-h-11 rounded-full bg-brand-600 px-5 font-semibold text-white">
                {t('close')}
              </Dialog.Close>
            </div>
          ) : (
            <form
              onFocus={resolver.preload}
              noValidate
              onSubmit={handleSubmit(onSubmit)}
              className="relative mt-4 space-y-4"
            >
              {formError ? (
                <p role="alert" className="text-red-700 text-sm">
                  {formError}
                </p>
              ) : null}
              <Field
                id={`${ids}-name`}
                label={labels.name}
                hint={t('required')}
                error={message('name', REQUEST_LIMITS.name)}
                testId="talk-name"
              >
                <input
                  id={`${ids}-name`}
                  autoComplete="name"
                  className={inputClass(Boolean(errors.name))}
                  aria-invalid={errors.name ? true : undefined}
                  {...register('name')}
                />
              </Field>
              <Field
                id={`${ids}-phone`}
                label={labels.phone}
                hint={t('required')}
                error={message('phone')}
                testId="talk-phone"
              >
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
              <Field
                id={`${ids}-message`}
                label={labels.message}
                hint={t('optional')}
                error={message('message', REQUEST_LIMITS.message)}
                testId="talk-message"
              >
                <textarea
                  id={`${ids}-message`}
                  rows={3}
                  className={`${inputClass(Boolean(errors.message))} py-2`}
                  aria-invalid={errors.message ? true : undefined}
                  {...register('message')}
                />
              </Field>
              <Honeypot label={t('honeypot')} register={register('website')} />
              <p className="text-neutral-700 text-sm">
                <a href={HOTLINE_TEL} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                  {t('talkToSalesOrCall', { hotline: HOTLINE })}
                </a>
              </p>
              <div className="flex flex-wrap justify-end gap-3">
                <Dialog.Close
                  type="button"
                  className="min-h-11 rounded-full border border-neutral-300 px-5 font-semibold text-neutral-800 hover:bg-neutral-50"
                >
                  {t('cancel')}
                </Dialog.Close>
                <button
                  type="submit"
                  disabled={isSubmitting}
                  data-testid="talk-to-sales-submit"
                  className="min-h-11 rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
                >
                  {isSubmitting ? t('sending') : t('send')}
                </button>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
