import { buyers, type Db, stores, uploads, userStores } from '@chobep/db';
import {
  DomainError,
  type ErrorCode,
  encodePlusCode,
  formatStoreAddress,
  isUuid,
  type Language,
  REGION_NAMES,
  type StoreForm,
  type StoreFormInput,
  searchKey,
  validateStoreForm,
} from '@chobep/domain';
import { and, eq, ne } from 'drizzle-orm';
import { uploadUrlOf } from '../accounts/update-profile';
import { type FullAddressRow, resolveWard } from '../geo/search-units';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Every problem of a store form, field by field (the dialog shows them all at once). */
export class StoreFormErrors extends Error {
  constructor(readonly errors: readonly { code: ErrorCode; field: string; params?: Record<string, string> }[]) {
    super('STORE_FORM_INVALID');
  }
}

/** The shared form rules (packages/domain geo/store-form.ts); every issue becomes a coded field error. */
export function parseStoreForm(input: StoreFormInput): StoreForm {
  const result = validateStoreForm(input);
  if (result.ok) return result.data;
  throw new StoreFormErrors(result.issues);
}

export interface StoreActor {
  userId: string;
  buyerId: string;
  isOwner: boolean;
  lang: Language;
}

/** The ward, district and province the form names, which must belong together and lie in the buyer's region. */
async function placeOf(tx: Tx | Db, form: StoreForm, region: 'HN' | 'HCM', lang: Language): Promise<FullAddressRow> {
  const place = await resolveWard(tx as Db, form);
  if (!place) throw new DomainError('ADDRESS_UNIT_MISMATCH', 'wardCode');
  if (place.province.region !== region) {
    throw new DomainError('STORE_OUT_OF_REGION', 'provinceCode', { region: REGION_NAMES[region][lang] });
  }
  return place;
}

const addressOf = (form: StoreForm, place: FullAddressRow) =>
  formatStoreAddress(form.addressDetail, place.ward.fullName, place.district.fullName, place.province.fullName);

/**
 * A new store duplicates an existing store of the company when it has the same name, or the same address in the
 * same ward — both compared without case, marks and punctuation (spec/trading.md §8: "new store info duplicates an
 * existing store").
 */
async function findDuplicate(
  tx: Tx | Db,
  buyerId: string,
  name: string,
  wardCode: string,
  address: string,
  detail: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = await tx
    .select({ id: stores.id, name: stores.name, address: stores.address, wardId: stores.wardId })
    .from(stores)
    .where(and(eq(stores.buyerId, buyerId), exceptId ? ne(stores.id, exceptId) : undefined));
  const nameKey = searchKey(name);
  // A store's address is the whole formatted one, or (stores entered before the dialog) the detail alone.
  const addressKeys = new Set([searchKey(address), searchKey(detail)]);
  return rows.some(
    (s) => searchKey(s.name) === nameKey || (s.wardId === wardCode && addressKeys.has(searchKey(s.address))),
  );
}

async function buyerRegion(tx: Tx | Db, buyerId: string, lock: boolean): Promise<'HN' | 'HCM'> {
  const query = tx.select({ region: buyers.region }).from(buyers).where(eq(buyers.id, buyerId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new DomainError('NOT_FOUND', 'buyerId');
  return row.region;
}

/** checkStoreIsDuplicate: the form is valid and in the region; answers whether it duplicates a store. */
export async function checkStoreDuplicate(db: Db, actor: StoreActor, input: StoreFormInput): Promise<boolean> {
  const form = parseStoreForm(input);
  const place = await placeOf(db, form, await buyerRegion(db, actor.buyerId, false), actor.lang);
  return findDuplicate(db, actor.buyerId, form.name, form.wardCode, addressOf(form, place), form.addressDetail);
}

/**
 * storeCreate: a new store of the actor's company, PENDING until the marketplace reviews it. The company's row is
 * locked first, so two creations of the same store at once cannot both pass the duplicate check. A creator who is
 * not an owner (owners act for every store) is given the store.
 */
export async function createStore(db: Db, actor: StoreActor, input: StoreFormInput): Promise<string> {
  const form = parseStoreForm(input);
  return db.transaction(async (tx) => {
    const region = await buyerRegion(tx, actor.buyerId, true);
    const place = await placeOf(tx, form, region, actor.lang);
    const address = addressOf(form, place);
    if (await findDuplicate(tx, actor.buyerId, form.name, form.wardCode, address, form.addressDetail)) {
      throw new DomainError('STORE_DUPLICATE', 'name');
    }
    const [created] = await tx
      .insert(stores)
      .values({
        buyerId: actor.buyerId,
        name: form.name.normalize('NFC'),
        telephone: form.telephone,
        address: address.normalize('NFC'),
        formattedAddress: address.normalize('NFC'),
        city: place.province.fullName,
        district: place.district.fullName,
        ward: place.ward.fullName,
        provinceId: place.province.code,
        districtId: place.district.code,
        wardId: place.ward.code,
        geoLat: form.geoLat ?? null,
        geoLon: form.geoLon ?? null,
        geoPlusCode: plusCodeOf(form),
        addressNote: form.addressNote?.normalize('NFC') || null,
        status: 'PENDING',
      })
      .returning({ id: stores.id });
    if (!created) throw new DomainError('STORE_CREATE_FAILED');
    if (!actor.isOwner) await tx.insert(userStores).values({ userId: actor.userId, storeId: created.id });
    return created.id;
  });
}

/** The pin's plus code (spec Store.geoPlusCode), derived from the pin so that it always names it. */
function plusCodeOf(form: { geoLat?: number | null; geoLon?: number | null }): string | null {
  return form.geoLat != null && form.geoLon != null ? encodePlusCode(form.geoLat, form.geoLon) : null;
}

/** What storeUpdate may change (spec/foundations.md §7: id, disabled, imageUrl, name, telephone, location…). */
export type StoreUpdateInput = {
  [K in Exclude<keyof StoreFormInput, 'name' | 'telephone'>]?: StoreFormInput[K] | null;
} & {
  name?: string | null;
  telephone?: string | null;
  /** true: the store stops ordering (a closed branch); false: it may order again. */
  disabled?: boolean | null;
  /** The store's picture: an upload of the caller's (`/media/uploads/{id}`), the one it has, or null to remove it. */
  imageUrl?: string | null;
};

const ADDRESS_FIELDS = ['provinceCode', 'districtCode', 'wardCode', 'addressDetail'] as const;

/**
 * storeUpdate. The store's identity — name, phone, address and pin — is the marketplace's once saved: the address is
 * re-entered only when the marketplace asked for it (isForceUpdate), then the flag is cleared; any other address
 * change is STORE_NOT_EDITABLE ("contact sales"), and name and phone are read-only (given, they must be the stored
 * ones). Whether the store orders (`disabled`) and its picture (`imageUrl`) are the company's own to change at any
 * time. All in one transaction: everything asked, or nothing.
 */
export async function updateStore(
  db: Db,
  actor: StoreActor,
  store: {
    id: string;
    name: string;
    telephone: string | null;
    isForceUpdate: boolean;
    imageUrl: string | null;
  },
  input: StoreUpdateInput,
): Promise<void> {
  if (input.name != null && input.name.trim() !== store.name) throw new DomainError('STORE_FIELD_READ_ONLY', 'name');
  if (
    input.telephone != null &&
    store.telephone != null &&
    input.telephone.replace(/[()+\-.\s]/g, '') !== store.telephone
  ) {
    throw new DomainError('STORE_FIELD_READ_ONLY', 'telephone');
  }
  const readdress = ADDRESS_FIELDS.some((f) => input[f] != null) || input.geoLat != null || input.geoLon != null;
  if (readdress && !store.isForceUpdate) throw new DomainError('STORE_NOT_EDITABLE', 'id');
  const form = readdress
    ? parseStoreForm({
        provinceCode: input.provinceCode ?? '',
        districtCode: input.districtCode ?? '',
        wardCode: input.wardCode ?? '',
        addressDetail: input.addressDetail ?? '',
        addressNote: input.addressNote,
        geoLat: input.geoLat,
        geoLon: input.geoLon,
        name: store.name,
        telephone: store.telephone ?? input.telephone ?? '',
      })
    : null;
  await db.transaction(async (tx) => {
    const imageUrl =
      input.imageUrl === undefined ? undefined : await storeImageUrl(tx, actor.userId, store.imageUrl, input.imageUrl);
    let address = {};
    if (form) {
      const region = await buyerRegion(tx, actor.buyerId, true);
      const place = await placeOf(tx, form, region, actor.lang);
      const text = addressOf(form, place).normalize('NFC');
      address = {
        address: text,
        formattedAddress: text,
        city: place.province.fullName,
        district: place.district.fullName,
        ward: place.ward.fullName,
        provinceId: place.province.code,
        districtId: place.district.code,
        wardId: place.ward.code,
        geoLat: form.geoLat ?? null,
        geoLon: form.geoLon ?? null,
        geoPlusCode: plusCodeOf(form),
        addressNote: form.addressNote?.normalize('NFC') || null,
        isForceUpdate: false,
      };
    }
    const change = {
      ...address,
      ...(input.disabled != null ? { disabled: input.disabled } : {}),
      ...(imageUrl !== undefined ? { imageUrl } : {}),
    };
    if (Object.keys(change).length === 0) return;
    const updated = await tx
      .update(stores)
      .set(change)
      .where(
        and(
          eq(stores.id, store.id),
          eq(stores.buyerId, actor.buyerId),
          // Two re-entries at once: the second finds the flag cleared.
          form ? eq(stores.isForceUpdate, true) : undefined,
        ),
      )
      .returning({ id: stores.id });
    if (updated.length === 0) throw new DomainError(form ? 'STORE_NOT_EDITABLE' : 'STORE_NOT_FOUND', 'id');
  });
}

/**
 * A store picture is only an address this system issued: the store's own (unchanged), or a stored upload of the
 * user who sets it (signImageUpload, then PUT /media/uploads/{id}), written as uploadUrlOf writes it. Anything else —
 * another user's upload, an unfinished one, a foreign or made-up address — is UPLOAD_NOT_FOUND, so no page ever
 * loads a picture from elsewhere through a store. An empty text or null removes the picture.
 */
async function storeImageUrl(
  tx: Tx | Db,
  userId: string,
  current: string | null,
  wanted: string | null,
): Promise<string | null> {
  const url = wanted?.trim() ?? '';
  if (url === '') return null;
  if (url === current) return current;
  const id = /^\/media\/uploads\/([0-9a-f-]{36})$/i.exec(url)?.[1];
  if (!id || !isUuid(id)) throw new DomainError('UPLOAD_NOT_FOUND', 'imageUrl');
  const [upload] = await tx
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.userId, userId), eq(uploads.status, 'STORED')));
  if (!upload) throw new DomainError('UPLOAD_NOT_FOUND', 'imageUrl');
  return uploadUrlOf(upload.id);
}
