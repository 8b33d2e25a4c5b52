'use client';

import type { Language } from '@chobep/domain/platform/constants';
import { failureMessage } from '@chobep/domain/platform/failure-messages';
import type { productRequestSchema } from '@chobep/domain/platform/validate-customer-request';
import * as Dialog from '@radix-ui/react-dialog';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { browserRequest } from '@/lib/api/browser';
import { NewProductRequestMutation } from '@/lib/api/platform';
import { campaignSourceInput } from '@/lib/campaign-source';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { Field, Honeypot, inputClass, placeUserErrors, requestErrorMessage } from './request-form-parts';

type Input = z.input<typeof productRequestSchema>;
type Output = z.output<typeof productRequestSchema>;
// The rules with the error catalogue that words what they find (lazyZodResolver), loaded with the dialog's first check.
const resolver = lazyZodResolver<Input, Output>(() =>
  import('@chobep/domain/platform/validate-customer-request').then((m) => m.productRequestSchema),
);
const FIELDS = ['productName', 'link', 'phone', 'message'] as const;
type FieldName = (typeof FIELDS)[number];

/**
 * "Request a new product" (createNewProductRequest): the product name is required, a reference link and a phone
 * number optional. Offered where the catalogue has nothing to show for a search (the empty result); the button that
 * opens it is ProductRequest (product-request.tsx), which loads this module on the first click.
 */
export function ProductRequestDialog({
  defaultName,
  open,
  onOpenChange,
}: {
  defaultName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations('platform');
  const lang = useLocale() as Language;
  const ids = useId();
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver,
    defaultValues: { productName: defaultName, link: '', phone: '', message: '', website: '' },
  });
  const labels: Record<FieldName, string> = {
    productName: t('productName'),
    link: t('productLink'),
    phone: t('productPhone'),
    message: t('message'),
  };
  const message = (field: FieldName, max?: number) => requestErrorMessage(errors[field], labels[field], lang, max);

  async function onSubmit(values: Output) {
    setFormError(null);
    try {
      const { createNewProductRequest } = await browserRequest(NewProductRequestMutation, {
        input: {
          productName: values.productName,
          link: values.link,
          phone: values.phone,
          message: values.message,
          website: values.website ?? null,
          campaignSource: campaignSourceInput(),
        },
      });
      if (createNewProductRequest.success) {
        setSent(true);
        return;
      }
      const general = placeUserErrors(createNewProductRequest.userErrors, FIELDS, setError);
      if (general.length > 0) setFormError(general.join(' '));
    } catch (error) {
      console.error('createNewProductRequest failed', error);
      setFormError(failureMessage('SEND_REQUEST_FAILED', lang));
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (isSubmitting) return;
        onOpenChange(next);
        if (!next && sent) {
          setSent(false);
          reset();
        }
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          data-testid="product-request-dialog"
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-[500px] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 text-left shadow-xl"
        >
          <Dialog.Title className="font-semibold text-lg text-neutral-900">{t('productRequestTitle')}</Dialog.Title>
          <Dialog.Description className="mt-1 text-neutral-600 text-sm">{t('productRequestIntro')}</Dialog.Description>
          {sent ? (
            <div className="mt-4">
              <p role="status" data-testid="product-request-sent" className="text-brand-800">
                {t('productRequestSent')}
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
                id={`${ids}-productName`}
                label={labels.productName}
                hint={t('required')}
                error={message('productName', 200)}
                testId="productName"
              >
                <input
                  id={`${ids}-productName`}
                  className={inputClass(Boolean(errors.productName))}
                  aria-invalid={errors.productName ? true : undefined}
                  {...register('productName')}
                />
              </Field>
              <Field
                id={`${ids}-link`}
                label={labels.link}
                hint={t('optional')}
                error={message('link', 500)}
                testId="link"
              >
                <input
                  id={`${ids}-link`}
                  type="url"
                  inputMode="url"
                  placeholder={t('productLinkPlaceholder')}
                  className={inputClass(Boolean(errors.link))}
                  aria-invalid={errors.link ? true : undefined}
                  {...register('link')}
                />
              </Field>
              <Field
                id={`${ids}-phone`}
                label={labels.phone}
                hint={t('optional')}
                error={message('phone')}
                testId="phone"
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
              <Honeypot label={t('honeypot')} register={register('website')} />
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
                  data-testid="product-request-submit"
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
