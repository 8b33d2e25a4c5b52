'use client';

import type { profileSchema } from '@chobep/domain/accounts/validate-profile';
import { checkImageUpload, IMAGE_UPLOAD_TYPES } from '@chobep/domain/platform/check-image-upload';
import { COOKIES, type Language } from '@chobep/domain/platform/constants';
import { failureMessage } from '@chobep/domain/platform/failure-messages';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MeUpdateMutation, SignImageUploadMutation } from '@/lib/api/accounts';
import { browserRequest } from '@/lib/api/browser';
import { ONE_YEAR_SECONDS, writeCookie } from '@/lib/client-cookies';
import { fieldErrorText, loadErrorCatalogue } from '@/lib/forms/error-catalogue';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { useHydrated } from '@/lib/use-hydrated';
import { UserAvatar } from './user-avatar';

type Input = z.input<typeof profileSchema>;
type Output = z.output<typeof profileSchema>;
// The schema and zod load when the form is first focused (lazyZodResolver).
const resolver = lazyZodResolver<Input, Output>(() =>
  import('@chobep/domain/accounts/validate-profile').then((m) => m.profileSchema),
);
type FieldName = 'name' | 'telephone' | 'lang';

function messageOf(error: FieldError | undefined, field: FieldName, lang: Language): string | null {
  return fieldErrorText(error, lang, { field, max: 100 });
}

export interface AccountInfo {
  name: string;
  email: string | null;
  telephone: string | null;
  imageUrl: string | null;
  lang: Language;
}

/**
 * /account-info's form: name, phone, language (profileSchema, shared with meUpdate) and the avatar, which is
 * uploaded when chosen (signImageUpload, then PUT of the bytes) and becomes the avatar when the form is saved.
 */
export function AccountInfoForm({ account }: { account: AccountInfo }) {
  // Disabled until the page has hydrated: a submit before that would be lost (use-hydrated.ts).
  const hydrated = useHydrated();
  const t = useTranslations('accountPages.account');
  const lang = useLocale() as Language;
  const ids = useId();
  const router = useRouter();
  const fileInput = useRef<HTMLInputElement>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [imageUrl, setImageUrl] = useState(account.imageUrl);
  const [upload, setUpload] = useState<{ id: string; preview: string } | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [avatarState, setAvatarState] = useState<'idle' | 'uploading'>('idle');
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver,
    defaultValues: { name: account.name, telephone: account.telephone ?? '', lang: account.lang },
  });

  async function chooseFile(file: File | undefined) {
    setAvatarError(null);
    setSaved(false);
    if (!file) return;
    const refusal = checkImageUpload({ contentType: file.type, size: file.size });
    if (refusal) {
      // A refusal of the browser's own check: its words come with the error catalogue.
      const catalogue = await loadErrorCatalogue().catch(() => null);
      setAvatarError(
        catalogue ? catalogue.translateError(refusal, lang, { max: '5 MB' }) : failureMessage('SOMETHING_WRONG', lang),
      );
      return;
    }
    setAvatarState('uploading');
    try {
      const { signImageUpload } = await browserRequest(SignImageUploadMutation, {
        contentType: file.type,
        size: file.size,
      });
      if (!signImageUpload.success || !signImageUpload.upload) {
        setAvatarError(signImageUpload.userErrors[0]?.message ?? failureMessage('SOMETHING_WRONG', lang));
        return;
      }
      const put = await fetch(signImageUpload.upload.uploadUrl, {
        method: 'PUT',
        body: file,
        headers: { 'content-type': file.type, 'x-lang': lang },
        credentials: 'same-origin',
      });
      if (!put.ok) {
        const body = (await put.json().catch(() => null)) as { message?: string } | null;
        setAvatarError(body?.message ?? failureMessage('SOMETHING_WRONG', lang));
        return;
      }
      setUpload({ id: signImageUpload.upload.id, preview: URL.createObjectURL(file) });
      setRemoveImage(false);
    } catch (error) {
      console.error('avatar upload failed', error);
      setAvatarError(failureMessage('SOMETHING_WRONG', lang));
    } finally {
      setAvatarState('idle');
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  async function onSubmit(values: Output) {
    setFormError(null);
    setSaved(false);
    try {
      const { meUpdate } = await browserRequest(MeUpdateMutation, {
        input: { ...values, imageUploadId: upload?.id ?? null, removeImage: removeImage && !upload },
      });
      if (!meUpdate.success) {
        const general: string[] = [];
        let focused = false;
        for (const error of meUpdate.userErrors) {
          if (error.field === 'name' || error.field === 'telephone' || error.field === 'lang') {
            setError(error.field, { type: 'server', message: error.message }, { shouldFocus: !focused });
            focused = true;
          } else if (error.field === 'imageUploadId') {
            setAvatarError(error.message);
            setUpload(null);
          } else general.push(error.message);
        }
        if (general.length > 0) setFormError(general.join(' '));
        return;
      }
      setImageUrl(meUpdate.me?.imageUrl ?? null);
      setUpload(null);
      setRemoveImage(false);
      if (values.lang !== account.lang && values.lang !== lang) {
        // The account's language was changed here: the page follows it (the cookie, then a reload in it). A page read
        // in another language than the account's stays as it is when only the other fields were saved.
        writeCookie(COOKIES.language, values.lang, ONE_YEAR_SECONDS);
        window.location.reload();
        return;
      }
      setSaved(true);
      // The header's name and picture come from the session the proxy reads on each request.
      router.refresh();
    } catch (error) {
      console.error('meUpdate failed', error);
      setFormError(t('error'));
    }
  }

  const nameError = messageOf(errors.name, 'name', lang);
  const phoneError = messageOf(errors.telephone, 'telephone', lang);
  const inputClass = (invalid: boolean) =>
    `mt-1 block min-h-11 w-full rounded-lg border bg-white px-3 text-base text-neutral-900 ${
      invalid ? 'border-red-600' : 'border-neutral-300 hover:border-neutral-400'
    }`;
  const shownImage = upload?.preview ?? (removeImage ? null : imageUrl);

  return (
    <form
      onFocus={resolver.preload}
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="space-y-6"
      data-testid="account-info-form"
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

      <fieldset className="flex flex-wrap items-center gap-4">
        <legend className="mb-2 font-medium text-neutral-800 text-sm">{t('avatar')}</legend>
        <UserAvatar name={account.name} imageUrl={shownImage} size={72} testId="account-avatar" />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <label
              htmlFor={`${ids}-avatar`}
              className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-brand-600 px-4 font-semibold text-brand-700 text-sm hover:bg-brand-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              {t('chooseAvatar')}
              <input
                ref={fileInput}
                id={`${ids}-avatar`}
                type="file"
                accept={IMAGE_UPLOAD_TYPES.join(',')}
                className="sr-only"
                data-testid="avatar-input"
                disabled={avatarState === 'uploading'}
                aria-describedby={`${ids}-avatar-hint`}
                onChange={(event) => void chooseFile(event.target.files?.[0])}
              />
            </label>
            {shownImage ? (
              <button
                type="button"
                onClick={() => {
                  setUpload(null);
                  setRemoveImage(true);
                  setSaved(false);
                }}
                className="inline-flex min-h-11 items-center rounded-full px-4 font-medium text-neutral-700 text-sm hover:bg-neutral-100"
              >
                {t('removeAvatar')}
              </button>
            ) : null}
          </div>
          <p id={`${ids}-avatar-hint`} className="text-neutral-600 text-sm" aria-live="polite">
            {avatarState === 'uploading' ? t('uploading') : upload ? t('avatarReady') : t('avatarHint')}
          </p>
          {avatarError ? (
            <p role="alert" data-testid="avatar-error" className="text-red-700 text-sm">
              {avatarError}
            </p>
          ) : null}
        </div>
      </fieldset>

      {account.email ? (
        <div>
          <p className="font-medium text-neutral-800 text-sm">{t('email')}</p>
          <p className="mt-1 break-all text-neutral-700" data-testid="account-email">
            {account.email}
          </p>
        </div>
      ) : null}

      <div>
        <label htmlFor={`${ids}-name`} className="font-medium text-neutral-800 text-sm">
          {t('name')}
        </label>
        <input
          id={`${ids}-name`}
          autoComplete="name"
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${ids}-name-error` : undefined}
          className={inputClass(Boolean(nameError))}
          data-testid="account-name-input"
          {...register('name')}
        />
        {nameError ? (
          <p id={`${ids}-name-error`} data-testid="name-error" className="mt-1 text-red-700 text-sm">
            {nameError}
          </p>
        ) : null}
      </div>

      <div>
        <label htmlFor={`${ids}-phone`} className="font-medium text-neutral-800 text-sm">
          {t('telephone')}
        </label>
        <input
          id={`${ids}-phone`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          aria-invalid={phoneError ? true : undefined}
          aria-describedby={`${ids}-phone-hint${phoneError ? ` ${ids}-phone-error` : ''}`}
          className={inputClass(Boolean(phoneError))}
          data-testid="account-phone-input"
          {...register('telephone')}
        />
        <p id={`${ids}-phone-hint`} className="mt-1 text-neutral-600 text-sm">
          {t('telephoneHint')}
        </p>
        {phoneError ? (
          <p id={`${ids}-phone-error`} data-testid="phone-error" className="mt-1 text-red-700 text-sm">
            {phoneError}
          </p>
        ) : null}
      </div>

      <div>
        <label htmlFor={`${ids}-lang`} className="font-medium text-neutral-800 text-sm">
          {t('lang')}
        </label>
        <select
          id={`${ids}-lang`}
          className={inputClass(false)}
          data-testid="account-lang-select"
          {...register('lang')}
        >
          <option value="vi" lang="vi">
            {t('langVi')}
          </option>
          <option value="en" lang="en">
            {t('langEn')}
          </option>
        </select>
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={!hydrated || isSubmitting || avatarState === 'uploading'}
          data-testid="account-save"
          className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
        >
          {isSubmitting ? t('saving') : t('save')}
        </button>
        <p role="status" data-testid="account-saved" className="text-brand-800 text-sm">
          {saved ? t('saved') : ''}
        </p>
      </div>
    </form>
  );
}
