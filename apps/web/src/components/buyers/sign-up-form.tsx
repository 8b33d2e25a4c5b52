'use client';

import { isValidEmail } from '@chobep/domain/accounts/login-id';
import {
  ACQUISITION_SOURCES,
  BUSINESS_CATEGORIES,
  BUSINESS_TYPES,
  type BusinessType,
  CUSTOMER_TIERS,
  categoriesOfType,
  PRIORITY_LEVELS,
  ROLE_LABELS,
  SIGN_UP_PROVINCES,
} from '@chobep/domain/buyers/business-setup';
import { SIGN_UP_MAX_LENGTHS } from '@chobep/domain/buyers/sign-up-fields';
import type { SignUpInput } from '@chobep/domain/buyers/validate-sign-up';
import type { Language } from '@chobep/domain/platform/constants';
import { failureMessage } from '@chobep/domain/platform/failure-messages';
import { fieldLabel } from '@chobep/domain/platform/field-labels';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useId, useRef, useState } from 'react';
import { type FieldError, type FieldErrors, type ResolverResult, useForm } from 'react-hook-form';
import { browserRequest } from '@/lib/api/browser';
import { BuyerCreateAccountMutation, CheckEmailMutation } from '@/lib/api/signup';
import { campaignSourceInput } from '@/lib/campaign-source';
import { fieldErrorText, loadErrorCatalogue } from '@/lib/forms/error-catalogue';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { useHydrated } from '@/lib/use-hydrated';

type Values = {
  [K in keyof SignUpInput]-?: K extends 'branchCount' ? number | null : string;
};
type Field = keyof Values;

// The schema and zod load when the form is first focused (lazyZodResolver).
const signUpResolver = lazyZodResolver(() =>
  import('@chobep/domain/buyers/validate-sign-up').then((m) => m.signUpSchema),
);

const EMPTY: Values = {
  representativeName: '',
  role: '',
  email: '',
  telephone: '',
  password: '',
  confirmPassword: '',
  businessName: '',
  businessType: '',
  businessCategory: '',
  branchCount: null,
  taxCode: '',
  provinceCode: '',
  district: '',
  ward: '',
  address: '',
  openTime: '',
  closeTime: '',
  foodDeliveryUrl: '',
  acquisitionSource: '',
  acquisitionSourceOther: '',
  eInvoiceEmail: '',
  createdBy: '',
  hubspotUrl: '',
  priorityLevel: '',
  salePic: '',
  team: '',
  regionalGroup: '',
  customerTier: '',
};

/** One id per sign-up, sent with it: a repeated submission (double click, retry) makes one company. */
function newSubmissionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The message of one issue: the field's label and, for lengths, the limit (the catalogue came with the rules). */
function messageOf(error: FieldError | undefined, field: Field, lang: Language): string | null {
  return fieldErrorText(error, lang, { field, max: (SIGN_UP_MAX_LENGTHS as Record<string, number>)[field] });
}

const inputClass = (invalid: boolean) =>
  `mt-1 block min-h-11 w-full rounded-lg border bg-white px-3 text-base text-neutral-900 placeholder:text-neutral-500 ${
    invalid ? 'border-red-600' : 'border-neutral-300 hover:border-neutral-400'
  }`;

/**
 * The sign-up form (/signup): every business setup field of spec/trading.md §3, checked as the user leaves each field
 * by the same schema the API applies (packages/domain buyers/validate-sign-up.ts). With ?createdBy=… (our staff
 * signing a customer up) it also asks what sales keeps. After success: the waiting-for-approval screen.
 */
export function SignUpForm({ createdBy }: { createdBy: string | null }) {
  // Disabled until the page has hydrated: a submit before that would be lost (use-hydrated.ts).
  const hydrated = useHydrated();
  const t = useTranslations('signUp');
  const lang = useLocale() as Language;
  const ids = useId();
  const [submissionId, setSubmissionId] = useState(newSubmissionId);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<{ email: string; business: string } | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [emailFree, setEmailFree] = useState<string | null>(null);
  const checkedEmail = useRef<string | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    getValues,
    watch,
    reset,
    setValue,
    trigger,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<Values>({
    // The schema's own output (normalised values) is the server's business: the form sends what the user typed.
    resolver: async (values, context, options): Promise<ResolverResult<Values>> => {
      const result = await signUpResolver(values as never, context, options as never);
      return Object.keys(result.errors).length > 0
        ? { values: {}, errors: result.errors as FieldErrors<Values> }
        : { values, errors: {} };
    },
    defaultValues: { ...EMPTY, createdBy: createdBy ?? '' },
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });

  const businessType = watch('businessType');
  const source = watch('acquisitionSource');
  const categories = Object.hasOwn(BUSINESS_TYPES, businessType) ? categoriesOfType(businessType as BusinessType) : [];

  /** Asks the server once per valid e-mail whether it is free (rate-limited there). */
  async function checkEmailOnBlur() {
    const email = getValues('email').trim().toLowerCase();
    if (!isValidEmail(email) || checkedEmail.current === email) return;
    checkedEmail.current = email;
    setEmailFree(null);
    try {
      const { checkEmail } = await browserRequest(CheckEmailMutation, { email });
      if (getValues('email').trim().toLowerCase() !== email) return;
      if (checkEmail.available === false)
        setError('email', {
          type: 'server',
          message: (await loadErrorCatalogue()).translateError('EMAIL_TAKEN', lang),
        });
      else if (checkEmail.available) setEmailFree(email);
    } catch (error) {
      // Only a hint: the sign-up itself checks again.
      console.error('checkEmail failed', error);
    }
  }

  function onInvalid() {
    setFormError(null);
    summaryRef.current?.focus();
  }

  async function onSubmit() {
    setFormError(null);
    const values = getValues();
    const input = {
      ...values,
      createdBy: createdBy ?? null,
      branchCount: values.branchCount,
      submissionId,
      // Where the visitor came from (the landing URL's ref/utm_*), for our operators.
      campaignSource: campaignSourceInput(),
    };
    try {
      const { buyerCreateAccount: result } = await browserRequest(BuyerCreateAccountMutation, { input });
      if (result.success) {
        setDone({ email: result.email ?? values.email, business: values.businessName.trim() });
        window.scrollTo({ top: 0 });
        return;
      }
      const general: string[] = [];
      let focused = false;
      for (const error of result.userErrors) {
        if (error.field && Object.hasOwn(EMPTY, error.field)) {
          setError(error.field as Field, { type: 'server', message: error.message }, { shouldFocus: !focused });
          focused = true;
        } else general.push(error.message);
      }
      setFormError(general.length > 0 ? general.join(' ') : null);
    } catch (error) {
      console.error('buyerCreateAccount failed', error);
      setFormError(failureMessage('SOMETHING_WRONG', lang));
    }
    summaryRef.current?.focus();
  }

  if (done) {
    return (
      <section
        data-testid="signup-success"
        aria-labelledby={`${ids}-done`}
        className="rounded-2xl border border-brand-200 bg-white p-6 text-center shadow-sm sm:p-8"
      >
        <svg viewBox="0 0 48 48" className="mx-auto h-14 w-14 text-brand-600" aria-hidden="true" focusable="false">
          <circle cx="24" cy="24" r="22" fill="currentColor" opacity="0.12" />
          <circle cx="24" cy="24" r="13" fill="none" stroke="currentColor" strokeWidth="2.6" />
          <path d="M24 16v8.5l5.5 3.5" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
        </svg>
        <h1 id={`${ids}-done`} className="mt-4 font-bold text-2xl text-neutral-900">
          {t('successTitle')}
        </h1>
        <p className="mt-3 text-neutral-700">{t('successBody', { business: done.business })}</p>
        <p className="mt-2 break-words text-neutral-700">{t('successEmail', { email: done.email })}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          {createdBy ? (
            <button
              type="button"
              onClick={() => {
                reset({ ...EMPTY, createdBy });
                setSubmissionId(newSubmissionId());
                checkedEmail.current = null;
                setEmailFree(null);
                setDone(null);
              }}
              className="min-h-11 rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
            >
              {t('successAnother')}
            </button>
          ) : (
            <Link
              href="/signin"
              className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
            >
              {t('successSignIn')}
            </Link>
          )}
          <Link
            href="/"
            className="inline-flex min-h-11 items-center justify-center rounded-full border border-neutral-300 px-5 font-semibold text-neutral-800 hover:bg-neutral-50"
          >
            {t('successHome')}
          </Link>
        </div>
      </section>
    );
  }

  const error = (field: Field) => messageOf(errors[field], field, lang);
  // The summary above the form follows the fields: it counts what is still wrong and goes when nothing is.
  const errorCount = Object.keys(errors).length;

  /** A labelled control with its error and hint, wired for assistive technology. */
  const row = (
    field: Field,
    control: (a11y: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode,
    { optional = false, hint }: { optional?: boolean; hint?: string } = {},
  ) => {
    const message = error(field);
    const id = `${ids}-${field}`;
    const describedBy = [message ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
    return (
      <div data-field={field}>
        <label htmlFor={id} className="font-medium text-neutral-800 text-sm">
          {fieldLabel(field, lang)}
          {optional ? (
            <span className="font-normal text-neutral-500"> ({t('optional')})</span>
          ) : (
            <span className="text-red-700" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </label>
        {control({
          id,
          ...(message ? { 'aria-invalid': true as const } : {}),
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        })}
        {hint ? (
          <p id={`${id}-hint`} className="mt-1 text-neutral-600 text-sm">
            {hint}
          </p>
        ) : null}
        {message ? (
          <p id={`${id}-error`} data-testid={`${field}-error`} className="mt-1 text-red-700 text-sm">
            {message}
          </p>
        ) : null}
      </div>
    );
  };

  const text = (
    field: Exclude<Field, 'branchCount'>,
    opts: {
      optional?: boolean;
      hint?: string;
      type?: string;
      inputMode?: 'email' | 'tel' | 'url' | 'numeric' | 'text';
      autoComplete?: string;
      placeholder?: string;
    } = {},
  ) =>
    row(
      field,
      (a11y) => (
        <input
          {...a11y}
          type={opts.type ?? 'text'}
          inputMode={opts.inputMode}
          autoComplete={opts.autoComplete ?? 'off'}
          placeholder={opts.placeholder}
          maxLength={(SIGN_UP_MAX_LENGTHS as Record<string, number>)[field]}
          className={inputClass(Boolean(error(field)))}
          {...register(field)}
        />
      ),
      opts,
    );

  const select = (
    field: Exclude<Field, 'branchCount'>,
    options: Array<[string, string]>,
    opts: { optional?: boolean; disabledText?: string; onChange?: () => void; deps?: Field } = {},
  ) =>
    row(
      field,
      (a11y) => {
        const registered = register(field, {
          onChange: opts.onChange,
          // A field whose rule reads this one is checked again when this one changes (once the form was sent).
          ...(opts.deps ? { deps: opts.deps } : {}),
        });
        return (
          <select {...a11y} className={inputClass(Boolean(error(field)))} {...registered}>
            <option value="">{opts.disabledText && options.length === 0 ? opts.disabledText : t('choose')}</option>
            {options.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        );
      },
      opts,
    );

  const optionsOf = (table: Record<string, Record<Language, string>>): Array<[string, string]> =>
    Object.entries(table).map(([code, labels]) => [code, labels[lang]]);

  const section = (key: string, title: string, children: ReactNode) => (
    <fieldset className="rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-6" data-section={key}>
      <legend className="px-1 font-semibold text-lg text-neutral-900">{title}</legend>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );

  const busy = isSubmitting;

  return (
    <form
      onFocus={signUpResolver.preload}
      noValidate
      onSubmit={handleSubmit(onSubmit, onInvalid)}
      className="space-y-6"
      data-testid="signup-form"
    >
      <div>
        <h1 className="font-bold text-2xl text-neutral-900 sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-neutral-600">{t('subtitle')}</p>
      </div>
      {createdBy ? (
        <p
          data-testid="signup-internal"
          className="rounded-lg border border-sky-300 bg-sky-50 px-4 py-3 text-sky-900 text-sm"
        >
          {t('internalNotice', { createdBy })}
        </p>
      ) : null}
      <div ref={summaryRef} tabIndex={-1} className="outline-none">
        {formError || (submitCount > 0 && errorCount > 0) ? (
          <div
            role="alert"
            data-testid="form-error"
            className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800 text-sm"
          >
            {formError ?? t('fixErrors', { count: errorCount })}
          </div>
        ) : null}
      </div>

      {section(
        'account',
        t('sections.account'),
        <>
          {text('representativeName', { autoComplete: 'name' })}
          {select('role', optionsOf(ROLE_LABELS))}
          <div className="sm:col-span-2">
            {row('email', (a11y) => (
              <input
                {...a11y}
                type="email"
                inputMode="email"
                autoComplete="email"
                autoCapitalize="none"
                spellCheck={false}
                placeholder={t('placeholders.email')}
                maxLength={SIGN_UP_MAX_LENGTHS.email}
                className={inputClass(Boolean(error('email')))}
                {...register('email', {
                  onBlur: () => void checkEmailOnBlur(),
                  onChange: () => {
                    setEmailFree(null);
                    if (errors.email?.type === 'server') clearErrors('email');
                  },
                })}
              />
            ))}
            {errors.email?.type === 'server' ? (
              <Link href="/signin" className="mt-1 inline-block text-brand-700 text-sm underline">
                {t('emailTakenSignIn')}
              </Link>
            ) : null}
            {emailFree && !errors.email ? (
              <p data-testid="email-free" className="mt-1 text-brand-700 text-sm">
                {t('emailFree')}
              </p>
            ) : null}
          </div>
          {text('telephone', {
            type: 'tel',
            inputMode: 'tel',
            autoComplete: 'tel',
            placeholder: t('placeholders.telephone'),
            hint: t('hints.telephone'),
          })}
          <div className="hidden sm:block" />
          {row(
            'password',
            (a11y) => (
              <div className="relative">
                <input
                  {...a11y}
                  type={showPassword ? 'text' : 'password'}
                  autoComplete="new-password"
                  maxLength={SIGN_UP_MAX_LENGTHS.password}
                  className={`${inputClass(Boolean(error('password')))} pr-12`}
                  {...register('password', {
                    onChange: () => {
                      if (getValues('confirmPassword')) void trigger('confirmPassword');
                    },
                  })}
                />
                <button
                  type="button"
                  aria-controls={a11y.id}
                  aria-pressed={showPassword}
                  aria-label={t('showPassword')}
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
            ),
            { hint: t('hints.password') },
          )}
          {text('confirmPassword', { type: showPassword ? 'text' : 'password', autoComplete: 'new-password' })}
        </>,
      )}

      {section(
        'business',
        t('sections.business'),
        <>
          <div className="sm:col-span-2">{text('businessName', { autoComplete: 'organization' })}</div>
          {select('businessType', optionsOf(BUSINESS_TYPES), {
            onChange: () => {
              const category = getValues('businessCategory');
              const type = getValues('businessType');
              if (category && BUSINESS_CATEGORIES[category as keyof typeof BUSINESS_CATEGORIES]?.type !== type)
                setValue('businessCategory', '');
            },
          })}
          {select(
            'businessCategory',
            categories.map((c) => [c, BUSINESS_CATEGORIES[c][lang]]),
            { disabledText: t('chooseTypeFirst') },
          )}
          {row(
            'branchCount',
            (a11y) => (
              <input
                {...a11y}
                type="number"
                inputMode="numeric"
                min={1}
                max={10000}
                step={1}
                className={inputClass(Boolean(error('branchCount')))}
                {...register('branchCount', { setValueAs: (v) => (v === '' || v == null ? null : Number(v)) })}
              />
            ),
            { optional: true },
          )}
          {text('taxCode', { optional: true, inputMode: 'numeric', hint: t('hints.taxCode') })}
          <div className="sm:col-span-2">
            {text('eInvoiceEmail', { optional: true, type: 'email', inputMode: 'email' })}
          </div>
        </>,
      )}

      {section(
        'address',
        t('sections.address'),
        <>
          {select(
            'provinceCode',
            Object.entries(SIGN_UP_PROVINCES).map(([code, p]) => [code, p[lang]]),
          )}
          {text('district', { autoComplete: 'address-level2' })}
          {text('ward', { autoComplete: 'address-level3' })}
          {text('address', { autoComplete: 'address-line1', placeholder: t('placeholders.address') })}
        </>,
      )}

      {section(
        'operations',
        t('sections.operations'),
        <>
          {text('openTime', { optional: true, type: 'time' })}
          {text('closeTime', { optional: true, type: 'time', hint: t('hints.hours') })}
          <div className="sm:col-span-2">
            {text('foodDeliveryUrl', {
              optional: true,
              type: 'url',
              inputMode: 'url',
              placeholder: t('placeholders.foodDeliveryUrl'),
              hint: t('hints.foodDeliveryUrl'),
            })}
          </div>
        </>,
      )}

      {section(
        'source',
        t('sections.source'),
        <>
          {select('acquisitionSource', optionsOf(ACQUISITION_SOURCES), { deps: 'acquisitionSourceOther' })}
          {source === 'OTHER' ? text('acquisitionSourceOther') : <div className="hidden sm:block" />}
        </>,
      )}

      {createdBy
        ? section(
            'sales',
            t('sections.sales'),
            <>
              <div className="sm:col-span-2">
                {text('hubspotUrl', { optional: true, type: 'url', inputMode: 'url' })}
              </div>
              {select('priorityLevel', optionsOf(PRIORITY_LEVELS), { optional: true })}
              {select('customerTier', optionsOf(CUSTOMER_TIERS), { optional: true })}
              {text('salePic', { optional: true })}
              {text('team', { optional: true })}
              {text('regionalGroup', { optional: true })}
            </>,
          )
        : null}

      <div className="space-y-4">
        <button
          type="submit"
          disabled={!hydrated || busy}
          aria-busy={busy}
          data-testid="signup-submit"
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
          {t('haveAccount')}{' '}
          <Link href="/signin" className="font-medium text-brand-700 underline-offset-2 hover:underline">
            {t('signIn')}
          </Link>
        </p>
      </div>
    </form>
  );
}
