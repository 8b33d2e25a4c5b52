import { z } from 'zod';
import { isValidPhone } from '../accounts/login-id';
import type { Language } from '../platform/constants';
import { formatAddress } from './format-address';
import { isPresetCentre } from './region';

z.config({ jitless: true });

/**
 * On blur of the phone field, parentheses, plus, hyphen, dot and spaces are removed (foundations §5). The form
 * does it only when the field has no error; the server stores the same stripped form.
 */
export function stripPhoneSeparators(phone: string): string {
  return phone.replace(/[()+\-.\s]/g, '');
}

const code = (message: string) => z.string().trim().min(1, message).max(10, message);

/**
 * The store form (foundations §5), shared by the store dialog and storeCreate/storeUpdate. Messages are error codes
 * (PLEASE_ENTER gets the field label, CHOOSE_WARD asks to choose a ward/commune, ADDRESS_UPDATE_REQUIRED asks to
 * update the address when the pin was never placed).
 */
export const storeFormSchema = z
  .object({
    name: z.string().trim().min(1, 'PLEASE_ENTER').max(120, 'TEXT_TOO_LONG'),
    telephone: z
      .string()
      .transform(stripPhoneSeparators)
      .pipe(z.string().min(1, { message: 'PLEASE_ENTER', abort: true }).refine(isValidPhone, 'INVALID_PHONE')),
    provinceCode: code('PLEASE_ENTER'),
    districtCode: code('PLEASE_ENTER'),
    wardCode: code('CHOOSE_WARD'),
    addressDetail: z.string().trim().min(1, 'PLEASE_ENTER').max(200, 'TEXT_TOO_LONG'),
    addressNote: z.string().trim().max(500, 'TEXT_TOO_LONG').nullish(),
    geoLat: z.number().min(-90, 'ADDRESS_UPDATE_REQUIRED').max(90, 'ADDRESS_UPDATE_REQUIRED').nullish(),
    geoLon: z.number().min(-180, 'ADDRESS_UPDATE_REQUIRED').max(180, 'ADDRESS_UPDATE_REQUIRED').nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.geoLat == null || v.geoLon == null || isPresetCentre({ lat: v.geoLat, lng: v.geoLon })) {
      ctx.addIssue({ code: 'custom', path: ['geoLat'], message: 'ADDRESS_UPDATE_REQUIRED' });
    }
  });

export type StoreFormInput = z.input<typeof storeFormSchema>;
export type StoreForm = z.output<typeof storeFormSchema>;

export type StoreFormField = keyof StoreFormInput;

/**
 * The store form's field names as its messages read them ("Vui lòng nhập tên cửa hàng"): lower case inside a
 * sentence, and a store's `name` is the store's, not a person's (FIELD_LABELS' `name` is a person's).
 */
export const STORE_FIELD_LABELS: Record<string, Record<Language, string>> = {
  name: { vi: 'tên cửa hàng', en: 'store name' },
  telephone: { vi: 'số điện thoại', en: 'phone number' },
  provinceCode: { vi: 'tỉnh/thành phố', en: 'province/city' },
  districtCode: { vi: 'quận/huyện', en: 'district' },
  wardCode: { vi: 'phường/xã', en: 'ward/commune' },
  addressDetail: { vi: 'địa chỉ cụ thể', en: 'address detail' },
  addressNote: { vi: 'ghi chú địa chỉ', en: 'address note' },
};

/** The label of a store form field in the reader's language (the field's own name when unknown). */
export function storeFieldLabel(field: string, lang: Language): string {
  return STORE_FIELD_LABELS[field]?.[lang] ?? field;
}
export interface StoreFormIssue {
  field: StoreFormField;
  code: 'PLEASE_ENTER' | 'TEXT_TOO_LONG' | 'INVALID_PHONE' | 'CHOOSE_WARD' | 'ADDRESS_UPDATE_REQUIRED';
}
const ISSUE_CODES = new Set<string>([
  'PLEASE_ENTER',
  'TEXT_TOO_LONG',
  'INVALID_PHONE',
  'CHOOSE_WARD',
  'ADDRESS_UPDATE_REQUIRED',
]);

/**
 * The whole form checked at once, one issue per field (the first), in field order: zod skips an object's
 * refinement while a field fails, so the pin is checked here too and every problem shows together.
 */
export function validateStoreForm(
  input: StoreFormInput,
): { ok: true; data: StoreForm } | { ok: false; issues: StoreFormIssue[] } {
  const parsed = storeFormSchema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issues: StoreFormIssue[] = [];
  const seen = new Set<string>();
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'name') as StoreFormField;
    if (seen.has(field)) continue;
    seen.add(field);
    issues.push({
      field,
      code: (ISSUE_CODES.has(issue.message) ? issue.message : 'PLEASE_ENTER') as StoreFormIssue['code'],
    });
  }
  const { geoLat, geoLon } = input;
  if (!seen.has('geoLat') && (geoLat == null || geoLon == null || isPresetCentre({ lat: geoLat, lng: geoLon }))) {
    issues.push({ field: 'geoLat', code: 'ADDRESS_UPDATE_REQUIRED' });
  }
  return { ok: false, issues };
}

/** The form may look the address up on the map once it has an address detail and a ward (foundations §5). */
export function isReadyForMap(form: { addressDetail?: string | null; wardCode?: string | null }): boolean {
  return Boolean(form.addressDetail?.trim() && form.wardCode);
}

/**
 * Submit is enabled only with an address detail, a ward, both coordinates, and coordinates that are not a preset
 * centre (the pin was placed).
 */
export function isReadyToSubmit(form: {
  addressDetail?: string | null;
  wardCode?: string | null;
  geoLat?: number | null;
  geoLon?: number | null;
}): boolean {
  if (!isReadyForMap(form) || form.geoLat == null || form.geoLon == null) return false;
  return !isPresetCentre({ lat: form.geoLat, lng: form.geoLon });
}

/** The address a store is saved with: the detail, then ward, district and province, each once (formatAddress). */
export function formatStoreAddress(detail: string, ward: string, district: string | null, province: string): string {
  return formatAddress({ address: detail, ward, district, city: province });
}
