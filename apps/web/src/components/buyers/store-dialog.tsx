'use client';

import { type LatLng, REGION_CENTRES, startingPoint } from '@chobep/domain/geo/region';
import {
  isReadyToSubmit,
  storeFieldLabel,
  stripPhoneSeparators,
  validateStoreForm,
} from '@chobep/domain/geo/store-form';
import { translateError } from '@chobep/domain/platform/errors';
import * as Dialog from '@radix-ui/react-dialog';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { browserRequest } from '@/lib/api/browser';
import {
  GeoDistrictsQuery,
  GeoProvincesQuery,
  GeoWardsQuery,
  StoreDialogCreateMutation,
  StoreDialogDuplicateMutation,
  StoreDialogMapPlaceQuery,
  StoreDialogMapProviderQuery,
  StoreDialogRegisteredAddressQuery,
  StoreDialogUpdateMutation,
} from '@/lib/api/geo';
import type { ResultOf } from '@/lib/api/graphql';
import { AddressSearch, type AddressSuggestion } from './address-search';
import { PinPicker } from './pin-picker';

type Lang = 'vi' | 'en';
type RegisteredAddress = NonNullable<
  NonNullable<ResultOf<typeof StoreDialogRegisteredAddressQuery>['buyer']>['registeredStoreAddress']
>;
interface Unit {
  code: string;
  fullName: string;
  fullNameEn: string;
}

export interface StoreToUpdate {
  id: string;
  name: string;
  telephone: string | null;
  provinceId: string | null;
  districtId: string | null;
  wardId: string | null;
  geoLat: number | null;
  geoLon: number | null;
  addressNote: string | null;
}

type Field = 'name' | 'telephone' | 'provinceCode' | 'districtCode' | 'wardCode' | 'addressDetail' | 'geoLat';

function useUnits(load: (() => Promise<Unit[]>) | null, key: string): Unit[] {
  const [units, setUnits] = useState<Unit[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names what load loads.
  useEffect(() => {
    let live = true;
    setUnits([]);
    if (load) {
      load()
        .then((list) => live && setUnits(list))
        // Address lookups fail silently (foundations §8): the select stays empty.
        .catch(() => undefined);
    }
    return () => {
      live = false;
    };
  }, [key]);
  return units;
}

/**
 * The store dialog (spec/foundations.md §2.5, §4, §5): create a store, or re-enter the address of a store flagged
 * isForceUpdate (name and phone read-only). Province → district → ward selects (native, so keyboard and
 * type-ahead work), the address detail, and the offline pin. Finish stays disabled until the address is complete
 * and the pin has been placed; creating checks for a duplicate first.
 *
 * With a maps service (mapProvider PROVIDER) an address search comes first (foundations §4 map address flow):
 * choosing a suggestion fetches its place, which fills province, district and ward (matched by the API), the address
 * detail and the pin, centred on the place, and keeps its place id. A place outside the company's region shows the
 * region warning and recentres the pin on the region; moving the pin clears the place id; editing the search text
 * clears the chosen place and what it filled. Without one the dialog is the selects and the offline pin alone.
 */
export function StoreDialog({
  open,
  mode,
  region,
  store,
  onClose,
  onSaved,
}: {
  open: boolean;
  mode: 'create' | 'update';
  region: 'HN' | 'HCM';
  store?: StoreToUpdate | null;
  onClose: () => void;
  /** `storeId`: the store just created (create mode). */
  onSaved: (message: string, storeId?: string) => void;
}) {
  const t = useTranslations('storeDialog');
  const lang = useLocale() as Lang;
  const [name, setName] = useState(store?.name ?? '');
  const [telephone, setTelephone] = useState(store?.telephone ?? '');
  const [provinceCode, setProvince] = useState(store?.provinceId ?? '');
  const [districtCode, setDistrict] = useState(store?.districtId ?? '');
  const [wardCode, setWard] = useState(store?.wardId ?? '');
  const [addressDetail, setDetail] = useState('');
  const [addressNote, setNote] = useState(store?.addressNote ?? '');
  const [pin, setPin] = useState<LatLng | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [toast, setToast] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The map (issue 15 point 4): which map, the search text, the chosen place and where the pin surface is centred.
  const [mapKind, setMapKind] = useState<'OFFLINE' | 'PROVIDER'>('OFFLINE');
  const [search, setSearch] = useState('');
  const [placeId, setPlaceId] = useState<string | null>(null);
  const [placeLoading, setPlaceLoading] = useState(false);
  const [mapCentre, setMapCentre] = useState<LatLng | null>(null);
  const [registered, setRegistered] = useState<RegisteredAddress | null>(null);
  const ids = {
    name: useId(),
    phone: useId(),
    province: useId(),
    district: useId(),
    ward: useId(),
    detail: useId(),
    note: useId(),
  };

  const provinces = useUnits(
    async () => (await browserRequest(GeoProvincesQuery, { regions: [region] })).provinceSearch.data,
    `p:${region}`,
  );
  const districts = useUnits(
    provinceCode
      ? async () => (await browserRequest(GeoDistrictsQuery, { provinceCodes: [provinceCode] })).districtSearch.data
      : null,
    `d:${provinceCode}`,
  );
  const wards = useUnits(
    districtCode
      ? async () => (await browserRequest(GeoWardsQuery, { districtCodes: [districtCode] })).wardSearch.data
      : null,
    `w:${districtCode}`,
  );

  useEffect(() => {
    if (!open) return;
    let live = true;
    browserRequest(StoreDialogMapProviderQuery)
      .then((res) => live && setMapKind(res.mapProvider.kind))
      // Without an answer the dialog is the offline one.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [open]);

  // A new store is often the address the company registered: offered in one click (create mode only).
  useEffect(() => {
    if (!open || mode !== 'create') return;
    let live = true;
    browserRequest(StoreDialogRegisteredAddressQuery)
      .then((res) => live && setRegistered(res.buyer?.registeredStoreAddress ?? null))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [open, mode]);

  /** Fills the units and the detail from the registered address; the pin is still the buyer's to place. */
  function fillRegistered(address: RegisteredAddress) {
    setSearch('');
    setPlaceId(null);
    setProvince(address.provinceCode);
    setDistrict(address.districtCode ?? '');
    setWard(address.wardCode ?? '');
    setDetail(address.addressDetail);
    setMapCentre(null);
    setPin(null);
    setErrors({});
  }

  /** Forgets the chosen place and what it filled (the search text was edited). */
  function clearPlace() {
    if (!placeId && !mapCentre) return;
    setPlaceId(null);
    setMapCentre(null);
    setProvince('');
    setDistrict('');
    setWard('');
    setDetail('');
    setPin(null);
  }

  async function choosePlace(suggestion: AddressSuggestion) {
    setSearch(suggestion.description);
    setToast(null);
    setPlaceLoading(true);
    try {
      const { place, warning } = (await browserRequest(StoreDialogMapPlaceQuery, { placeId: suggestion.placeId }))
        .mapPlace;
      if (!place?.inRegion) {
        // Out of the region (or not found): the warning, and the pin back on the region (foundations §4, §8).
        setToast(warning?.message ?? t('mapFailed'));
        setPlaceId(null);
        setProvince('');
        setDistrict('');
        setWard('');
        setPin(null);
        setMapCentre(place ? REGION_CENTRES[region] : null);
        return;
      }
      const at = { lat: place.lat, lng: place.lng };
      setProvince(place.provinceCode ?? '');
      setDistrict(place.districtCode ?? '');
      setWard(place.wardCode ?? '');
      setDetail(place.addressDetail || suggestion.name);
      setMapCentre(at);
      setPin(at);
      setPlaceId(place.placeId);
      setErrors({});
    } catch {
      setToast(t('mapFailed'));
    } finally {
      setPlaceLoading(false);
    }
  }

  const nameOf = (u: Unit | undefined) => (u ? (lang === 'en' ? u.fullNameEn : u.fullName) : '');
  const ward = wards.find((w) => w.code === wardCode);
  const centre = mapCentre ?? startingPoint(provinceCode || null);
  const ready = isReadyToSubmit({ addressDetail, wardCode, geoLat: pin?.lat ?? null, geoLon: pin?.lng ?? null });

  const message = (code: string, field: string) =>
    translateError(code as Parameters<typeof translateError>[0], lang, { field: storeFieldLabel(field, lang) });

  async function submit() {
    const input = {
      name,
      telephone,
      provinceCode,
      districtCode,
      wardCode,
      addressDetail,
      addressNote: addressNote || null,
      geoLat: pin?.lat ?? null,
      geoLon: pin?.lng ?? null,
    };
    const checked = validateStoreForm(input);
    if (!checked.ok) {
      setErrors(Object.fromEntries(checked.issues.map((i) => [i.field, message(i.code, i.field)])));
      return;
    }
    setErrors({});
    setToast(null);
    setBusy(true);
    try {
      if (mode === 'create') {
        // Confirming the store (the duplicate check) before creating it: a check that could not be made says so
        // (foundations §8 "confirm store failed"), not "create store failed" — nothing was tried yet.
        const dup = await browserRequest(StoreDialogDuplicateMutation, { input }).then(
          (answer) => answer.checkStoreIsDuplicate,
          () => null,
        );
        const problem = !dup
          ? translateError('STORE_CONFIRM_FAILED', lang)
          : (dup.userErrors[0]?.message ??
            (dup.isDuplicate
              ? message('STORE_DUPLICATE', 'name')
              : dup.success
                ? null
                : translateError('STORE_CONFIRM_FAILED', lang)));
        if (problem) {
          setToast(problem);
          return;
        }
        const res = (await browserRequest(StoreDialogCreateMutation, { input })).storeCreate;
        if (!res.success) {
          setToast(res.userErrors[0]?.message ?? t('createFailed'));
          return;
        }
        onSaved(t('created'), res.store?.id);
      } else if (store) {
        const { name: _n, telephone: _p, ...address } = input;
        const res = (await browserRequest(StoreDialogUpdateMutation, { input: { id: store.id, ...address } }))
          .storeUpdate;
        if (!res.success) {
          setToast(res.userErrors[0]?.message ?? t('updateFailed'));
          return;
        }
        onSaved(t('updated'));
      }
    } catch {
      setToast(mode === 'create' ? t('createFailed') : t('updateFailed'));
    } finally {
      setBusy(false);
    }
  }

  const fieldClass =
    'mt-1 min-h-11 w-full rounded-xl border border-neutral-300 bg-white px-3 text-base text-neutral-900 focus:border-brand-600 aria-[invalid=true]:border-red-600';
  const error = (field: Field) =>
    errors[field] ? (
      <p className="mt-1 text-red-700 text-sm" data-testid={`error-${field}`}>
        {errors[field]}
      </p>
    ) : null;

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          data-testid="store-dialog"
          data-mode={mode}
          onEscapeKeyDown={(event) => {
            // Escape in the address search closes its open suggestion list, not the dialog.
            if ((event.target as HTMLElement | null)?.getAttribute?.('aria-expanded') === 'true')
              event.preventDefault();
          }}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-1rem)] w-[calc(100vw-1rem)] max-w-[652px] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-xl"
        >
          <div className="border-neutral-200 border-b px-5 py-4">
            <Dialog.Title className="font-semibold text-lg text-neutral-900">
              {mode === 'create' ? t('createTitle') : t('updateTitle')}
            </Dialog.Title>
            <Dialog.Description className="mt-1 text-neutral-600 text-sm">
              {mode === 'create' ? t('createIntro') : t('updateIntro')}
            </Dialog.Description>
          </div>
          <form
            noValidate
            className="flex min-h-0 flex-1 flex-col"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-5 py-4 sm:max-h-[500px]">
              {toast ? (
                <div
                  role="alert"
                  data-testid="store-dialog-toast"
                  className="flex items-start gap-3 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-red-800 text-sm"
                >
                  <span className="flex-1">{toast}</span>
                  <button type="button" className="font-semibold underline" onClick={() => setToast(null)}>
                    {t('dismiss')}
                  </button>
                </div>
              ) : null}
              <div className="grid gap-4 sm:grid-cols-2">
                <div>
                  <label htmlFor={ids.name} className="font-medium text-neutral-800 text-sm">
                    {t('name')}
                  </label>
                  {mode === 'update' ? (
                    <p id={ids.name} className="mt-1 text-neutral-900" data-testid="store-name-readonly">
                      {name}
                    </p>
                  ) : (
                    <input
                      id={ids.name}
                      data-testid="store-name"
                      value={name}
                      maxLength={120}
                      autoComplete="organization"
                      aria-invalid={Boolean(errors.name)}
                      onChange={(e) => setName(e.target.value)}
                      className={fieldClass}
                    />
                  )}
                  {error('name')}
                </div>
                <div>
                  <label htmlFor={ids.phone} className="font-medium text-neutral-800 text-sm">
                    {t('telephone')}
                  </label>
                  {mode === 'update' ? (
                    <p id={ids.phone} className="mt-1 text-neutral-900">
                      {telephone}
                    </p>
                  ) : (
                    <input
                      id={ids.phone}
                      data-testid="store-phone"
                      type="tel"
                      inputMode="tel"
                      autoComplete="tel"
                      value={telephone}
                      aria-invalid={Boolean(errors.telephone)}
                      onChange={(e) => setTelephone(e.target.value)}
                      onBlur={() => {
                        if (!errors.telephone) setTelephone(stripPhoneSeparators(telephone));
                      }}
                      className={fieldClass}
                    />
                  )}
                  {error('telephone')}
                </div>
              </div>
              {registered ? (
                <div
                  data-testid="store-registered-address"
                  className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-neutral-50 px-3 py-2 text-sm"
                >
                  <p className="min-w-0 text-neutral-800">
                    <span className="block font-medium">{t('registeredAddress')}</span>
                    <span className="block text-neutral-700">{registered.text}</span>
                  </p>
                  <button
                    type="button"
                    data-testid="store-use-registered"
                    onClick={() => fillRegistered(registered)}
                    className="inline-flex min-h-11 shrink-0 items-center rounded-full border border-brand-600 px-4 font-semibold text-brand-700 text-sm hover:bg-brand-50"
                  >
                    {t('useRegistered')}
                  </button>
                </div>
              ) : null}
              {mapKind === 'PROVIDER' ? (
                <div data-place-id={placeId ?? ''} data-testid="store-place">
                  <AddressSearch
                    value={search}
                    busy={placeLoading}
                    onTextChange={(text) => {
                      setSearch(text);
                      clearPlace();
                    }}
                    onChoose={(suggestion) => void choosePlace(suggestion)}
                  />
                </div>
              ) : null}
              <div className="grid gap-4 sm:grid-cols-3">
                <div>
                  <label htmlFor={ids.province} className="font-medium text-neutral-800 text-sm">
                    {t('province')}
                  </label>
                  <select
                    id={ids.province}
                    data-testid="store-province"
                    value={provinceCode}
                    aria-invalid={Boolean(errors.provinceCode)}
                    onChange={(e) => {
                      setProvince(e.target.value);
                      setDistrict('');
                      setWard('');
                      setPin(null);
                      setPlaceId(null);
                      setMapCentre(null);
                    }}
                    className={fieldClass}
                  >
                    <option value="">{t('chooseProvince')}</option>
                    {provinces.map((p) => (
                      <option key={p.code} value={p.code}>
                        {nameOf(p)}
                      </option>
                    ))}
                  </select>
                  {error('provinceCode')}
                </div>
                <div>
                  <label htmlFor={ids.district} className="font-medium text-neutral-800 text-sm">
                    {t('district')}
                  </label>
                  <select
                    id={ids.district}
                    data-testid="store-district"
                    value={districtCode}
                    disabled={!provinceCode}
                    aria-invalid={Boolean(errors.districtCode)}
                    onChange={(e) => {
                      setDistrict(e.target.value);
                      setWard('');
                      setPlaceId(null);
                      // A chosen place's pin stays where the place is; otherwise the pin starts again.
                      if (!mapCentre) setPin(null);
                    }}
                    className={fieldClass}
                  >
                    <option value="">{t('chooseDistrict')}</option>
                    {districts.map((d) => (
                      <option key={d.code} value={d.code}>
                        {nameOf(d)}
                      </option>
                    ))}
                  </select>
                  {error('districtCode')}
                </div>
                <div>
                  <label htmlFor={ids.ward} className="font-medium text-neutral-800 text-sm">
                    {t('ward')}
                  </label>
                  <select
                    id={ids.ward}
                    data-testid="store-ward"
                    value={wardCode}
                    disabled={!districtCode}
                    aria-invalid={Boolean(errors.wardCode)}
                    onChange={(e) => {
                      setWard(e.target.value);
                      setPlaceId(null);
                      if (!mapCentre) setPin(null);
                    }}
                    className={fieldClass}
                  >
                    <option value="">{t('chooseWard')}</option>
                    {wards.map((w) => (
                      <option key={w.code} value={w.code}>
                        {nameOf(w)}
                      </option>
                    ))}
                  </select>
                  {error('wardCode')}
                </div>
              </div>
              <div>
                <label htmlFor={ids.detail} className="font-medium text-neutral-800 text-sm">
                  {t('addressDetail')}
                </label>
                <input
                  id={ids.detail}
                  data-testid="store-address-detail"
                  value={addressDetail}
                  maxLength={200}
                  autoComplete="street-address"
                  placeholder={t('addressDetailPlaceholder')}
                  aria-invalid={Boolean(errors.addressDetail)}
                  onChange={(e) => setDetail(e.target.value)}
                  className={fieldClass}
                />
                {error('addressDetail')}
              </div>
              {wardCode ? (
                <div>
                  <p className="font-medium text-neutral-800 text-sm">{t('pinTitle')}</p>
                  <p className="mb-2 text-neutral-600 text-xs">{t('pinNote')}</p>
                  <PinPicker
                    centre={centre}
                    value={pin}
                    label={nameOf(ward)}
                    onChange={(point) => {
                      // Moving the pin: the coordinates are the user's, no longer the chosen place's.
                      setPin(point);
                      setPlaceId(null);
                    }}
                  />
                  {error('geoLat')}
                </div>
              ) : null}
              <div>
                <label htmlFor={ids.note} className="font-medium text-neutral-800 text-sm">
                  {t('addressNote')}
                </label>
                <input
                  id={ids.note}
                  data-testid="store-address-note"
                  value={addressNote}
                  maxLength={500}
                  onChange={(e) => setNote(e.target.value)}
                  className={fieldClass}
                />
              </div>
            </div>
            <div className="flex flex-wrap justify-end gap-3 border-neutral-200 border-t px-5 py-4">
              {mode === 'create' ? (
                <Dialog.Close asChild>
                  <button
                    type="button"
                    disabled={busy}
                    className="min-h-11 rounded-full border border-neutral-300 px-5 font-semibold text-neutral-800 hover:bg-neutral-50"
                  >
                    {t('later')}
                  </button>
                </Dialog.Close>
              ) : null}
              <button
                type="submit"
                data-testid="store-submit"
                disabled={busy || !ready}
                aria-busy={busy}
                className="min-h-11 rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
              >
                {busy ? t('saving') : t('finish')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
