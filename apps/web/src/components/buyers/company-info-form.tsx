'use client';

import { BUSINESS_CATEGORY_CODES, businessCategoryLabel } from '@chobep/domain/buyers/business-categories';
import { COMPANY_ADDRESS_MAX, COMPANY_TEXT_MAX } from '@chobep/domain/buyers/company-info-limits';
import type { companyInfoSchema } from '@chobep/domain/buyers/validate-company-info';
import type { Language } from '@chobep/domain/platform/constants';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CompanyUpdateMutation } from '@/lib/api/accounts';
import { browserRequest } from '@/lib/api/browser';
import { fieldErrorText } from '@/lib/forms/error-catalogue';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { useHydrated } from '@/lib/use-hydrated';

type Input = z.input<typeof companyInfoSchema>;
type Output = z.output<typeof companyInfoSchema>;
// The schema and zod load when the form is first focused (lazyZodResolver).
const resolver = lazyZodResolver<Input, Output>(() =>
  import('@chobep/domain/buyers/validate-company-info').then((m) => m.companyInfoSchema),
);
type FieldName = keyof Input;

const MAX: Record<FieldName, number> = {
  name: COMPANY_TEXT_MAX,
  businessCategory: 0,
  redInvoiceCompanyName: COMPANY_TEXT_MAX,
  redInvoiceAddress: COMPANY_ADDRESS_MAX,
  redInvoiceTaxCode: 0,
};
/** The server names the red-invoice fields by their input path. */
const FIELD_OF_SERVER: Record<string, FieldName> = {
  name: 'name',
  businessCategory: 'businessCategory',
  'redInvoiceInfo.companyName': 'redInvoiceCompanyName',
  'redInvoiceInfo.location': 'redInvoiceAddress',
  'redInvoiceInfo.mst': 'redInvoiceTaxCode',
};

/** A client-side error carries a code of the shared schema; a server error is already translated. */
function messageOf(error: FieldError | undefined, field: FieldName, lang: Language): string | null {
  return fieldErrorText(error, lang, { field, max: MAX[field] });
}

export interface CompanyInfo {
  name: string;
  telephone: string | null;
  businessCategory: string | null;
  redInvoice: { companyName: string | null; location: string | null; mst: string | null } | null;
}

/** /company-info's details: read-only without BUYER_INFO_EDIT, else a form (companyInfoSchema, shared with companyUpdate). */
export function CompanyInfoForm({ company, canEdit }: { company: CompanyInfo; canEdit: boolean }) {
  // Disabled until the page has hydrated: a submit before that would be lost (use-hydrated.ts).
  const hydrated = useHydrated();
  const t = useTranslations('accountPages.company');
  const lang = useLocale() as Language;
  const ids = useId();
  const router = useRouter();
  const [saved, setSaved] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver,
    defaultValues: {
      name: company.name,
      businessCategory: company.businessCategory ?? '',
      redInvoiceCompanyName: company.redInvoice?.companyName ?? '',
      redInvoiceAddress: company.redInvoice?.location ?? '',
      redInvoiceTaxCode: company.redInvoice?.mst ?? '',
    },
  });

  if (!canEdit) {
    const row = (label: string, value: string | null | undefined, testId: string) => (
      <div className="py-3 sm:grid sm:grid-cols-[14rem_1fr] sm:gap-4">
        <dt className="font-medium text-neutral-600 text-sm">{label}</dt>
        <dd className="mt-1 break-words text-neutral-900 sm:mt-0" data-testid={testId}>
          {value || <span className="text-neutral-500">{t('none')}</span>}
        </dd>
      </div>
    );
    return (
      <div data-testid="company-read-only">
        <p
          role="note"
          data-testid="company-read-only-note"
          className="rounded-lg border border-neutral-200 bg-neutral-50 px-4 py-3 text-neutral-700 text-sm"
        >
          {t('readOnly')}
        </p>
        <dl className="mt-4 divide-y divide-neutral-200">
          {row(t('name'), company.name, 'company-name')}
          {row(t('telephone'), company.telephone, 'company-telephone')}
          {row(
            t('businessCategory'),
            company.businessCategory ? businessCategoryLabel(company.businessCategory, lang) : null,
            'company-category',
          )}
          {row(t('redInvoiceCompanyName'), company.redInvoice?.companyName, 'company-invoice-name')}
          {row(t('redInvoiceAddress'), company.redInvoice?.location, 'company-invoice-address')}
          {row(t('redInvoiceTaxCode'), company.redInvoice?.mst, 'company-tax-code')}
        </dl>
      </div>
    );
  }

  async function onSubmit(values: Output) {
    setFormError(null);
    setSaved(false);
    try {
      const { companyUpdate } = await browserRequest(CompanyUpdateMutation, {
        input: {
          name: values.name,
          businessCategory: values.businessCategory ?? '',
          redInvoiceInfo: {
            companyName: values.redInvoiceCompanyName ?? '',
            location: values.redInvoiceAddress ?? '',
            mst: values.redInvoiceTaxCode ?? '',
          },
        },
      });
      if (!companyUpdate.success) {
        const general: string[] = [];
        let focused = false;
        for (const error of companyUpdate.userErrors) {
          const field = error.field ? FIELD_OF_SERVER[error.field] : undefined;
          if (field) {
            setError(field, { type: 'server', message: error.message }, { shouldFocus: !focused });
            focused = true;
          } else general.push(error.message);
        }
        if (general.length > 0) setFormError(general.join(' '));
        return;
      }
      setSaved(true);
      router.refresh();
    } catch (error) {
      console.error('companyUpdate failed', error);
      setFormError(t('error'));
    }
  }

  const inputClass = (invalid: boolean) =>
    `mt-1 block min-h-11 w-full rounded-lg border bg-white px-3 text-base text-neutral-900 ${
      invalid ? 'border-red-600' : 'border-neutral-300 hover:border-neutral-400'
    }`;
  const field = (name: FieldName, label: string, options: { hint?: string; autoComplete?: string } = {}) => {
    const error = messageOf(errors[name], name, lang);
    const describedBy = [options.hint ? `${ids}-${name}-hint` : null, error ? `${ids}-${name}-error` : null]
      .filter(Boolean)
      .join(' ');
    return (
      <div>
        <label htmlFor={`${ids}-${name}`} className="font-medium text-neutral-800 text-sm">
          {label}
        </label>
        <input
          id={`${ids}-${name}`}
          autoComplete={options.autoComplete ?? 'off'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={inputClass(Boolean(error))}
          data-testid={`company-input-${name}`}
          {...register(name)}
        />
        {options.hint ? (
          <p id={`${ids}-${name}-hint`} className="mt-1 text-neutral-600 text-sm">
            {options.hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${ids}-${name}-error`} data-testid={`company-error-${name}`} className="mt-1 text-red-700 text-sm">
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  const categoryError = messageOf(errors.businessCategory, 'businessCategory', lang);

  return (
    <form
      onFocus={resolver.preload}
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="space-y-5"
      data-testid="company-info-form"
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
      {field('name', t('name'), { autoComplete: 'organization' })}
      {company.telephone ? (
        <div>
          <p className="font-medium text-neutral-800 text-sm">{t('telephone')}</p>
          <p className="mt-1 text-neutral-700">{company.telephone}</p>
        </div>
      ) : null}
      <div>
        <label htmlFor={`${ids}-category`} className="font-medium text-neutral-800 text-sm">
          {t('businessCategory')}
        </label>
        <select
          id={`${ids}-category`}
          aria-invalid={categoryError ? true : undefined}
          aria-describedby={categoryError ? `${ids}-category-error` : undefined}
          className={inputClass(Boolean(categoryError))}
          data-testid="company-input-businessCategory"
          {...register('businessCategory')}
        >
          <option value="">{t('chooseCategory')}</option>
          {BUSINESS_CATEGORY_CODES.map((code) => (
            <option key={code} value={code}>
              {businessCategoryLabel(code, lang)}
            </option>
          ))}
        </select>
        {categoryError ? (
          <p id={`${ids}-category-error`} className="mt-1 text-red-700 text-sm">
            {categoryError}
          </p>
        ) : null}
      </div>
      <fieldset className="space-y-5 rounded-xl border border-neutral-200 p-4">
        <legend className="px-1 font-semibold text-neutral-900">{t('redInvoiceTitle')}</legend>
        <p className="text-neutral-600 text-sm">{t('redInvoiceHint')}</p>
        {field('redInvoiceCompanyName', t('redInvoiceCompanyName'))}
        {field('redInvoiceAddress', t('redInvoiceAddress'))}
        {field('redInvoiceTaxCode', t('redInvoiceTaxCode'), { hint: t('taxCodeHint') })}
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={!hydrated || isSubmitting}
          data-testid="company-save"
          className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
        >
          {isSubmitting ? t('saving') : t('save')}
        </button>
        <p role="status" data-testid="company-saved" className="text-brand-800 text-sm">
          {saved ? t('saved') : ''}
        </p>
      </div>
    </form>
  );
}
