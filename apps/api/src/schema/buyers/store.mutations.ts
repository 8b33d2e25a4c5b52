import { DomainError } from '@chobep/domain';
import { storeFieldLabel } from '@chobep/domain/geo/store-form';
import { builder } from '../../builder';
import type { SignedInContext } from '../../context';
import type { StoreRow } from '../../loaders';
import {
  checkStoreDuplicate,
  createStore,
  type StoreActor,
  StoreFormErrors,
  updateStore,
} from '../../services/buyers/save-store';
import { failed, fromDomainError, ok, type PayloadShape, UserError, userError } from '../shared/payload';
import { StoreRef } from './store.type';
import { storeOfViewer } from './store-access';

const addressFields = (t: Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0]) => ({
  provinceCode: t.string({ required: true, description: 'LEGACY province code (geo provinceSearch).' }),
  districtCode: t.string({ required: true }),
  wardCode: t.string({ required: true }),
  addressDetail: t.string({ required: true, description: 'House number and street.' }),
  addressNote: t.string(),
  geoLat: t.float({ description: 'The pin; the preset region centres are not accepted.' }),
  geoLon: t.float(),
});

const StoreInput = builder.inputType('StoreInput', {
  description: 'The store dialog (foundations §5). The phone is stored without ( ) + - . and spaces.',
  fields: (t) => ({
    name: t.string({ required: true }),
    telephone: t.string({ required: true }),
    ...addressFields(t),
  }),
});

const StoreUpdateInput = builder.inputType('StoreUpdateInput', {
  description:
    'Changes to a store (foundations §7: id, disabled, imageUrl, name, telephone, location). The address and pin are ' +
    're-entered only for a store flagged isForceUpdate (then provinceCode, districtCode, wardCode and addressDetail ' +
    'are required together). Name and phone are read-only: when given, the stored ones. Fields left out are kept.',
  fields: (t) => ({
    id: t.id({ required: true }),
    name: t.string(),
    telephone: t.string(),
    provinceCode: t.string({ description: 'LEGACY province code (geo provinceSearch).' }),
    districtCode: t.string(),
    wardCode: t.string(),
    addressDetail: t.string({ description: 'House number and street.' }),
    addressNote: t.string(),
    geoLat: t.float({ description: 'The pin; the preset region centres are not accepted.' }),
    geoLon: t.float(),
    disabled: t.boolean({
      description:
        'true: the store stops ordering (its cart and new orders are refused as STORE_BLOCKED; its orders in progress ' +
        'go on and it stays listed to read them); false: it may order again.',
    }),
    imageUrl: t.string({
      description:
        "The store's picture: the address of a stored upload of the caller (signImageUpload, then the PUT), or the " +
        'one it has; null or empty removes it. Any other address is UPLOAD_NOT_FOUND.',
    }),
  }),
});

interface StorePayloadShape extends PayloadShape {
  store?: StoreRow | null;
}

const StorePayload = builder.objectRef<StorePayloadShape>('StorePayload').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
    store: t.field({ type: StoreRef, nullable: true, resolve: (p) => p.store ?? null }),
  }),
});

interface DuplicateShape extends PayloadShape {
  isDuplicate: boolean;
}

const CheckStoreDuplicatePayload = builder.objectRef<DuplicateShape>('CheckStoreDuplicatePayload').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    isDuplicate: t.exposeBoolean('isDuplicate'),
    userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
  }),
});

const actorOf = (ctx: SignedInContext): StoreActor => ({
  userId: ctx.viewer.userId,
  buyerId: ctx.viewer.buyerId,
  isOwner: ctx.viewer.role === 'OWNER',
  lang: ctx.lang,
});

/** Form errors (all of them) and domain errors become userErrors; anything else propagates, masked and logged. */
function failure(error: unknown, ctx: SignedInContext): PayloadShape {
  if (error instanceof StoreFormErrors) {
    return {
      success: false,
      userErrors: error.errors.map((e) =>
        userError(e.code, ctx.lang, e.field, { field: storeFieldLabel(e.field, ctx.lang), ...e.params }),
      ),
    };
  }
  // A read-only field names the store's field (its name, its phone), not a person's.
  if (error instanceof DomainError && error.code === 'STORE_FIELD_READ_ONLY' && error.field)
    return failed(
      userError('STORE_FIELD_READ_ONLY', ctx.lang, error.field, { field: storeFieldLabel(error.field, ctx.lang) }),
    );
  return fromDomainError(error, ctx.lang);
}

/** The store as the user now sees it (after a change, the request's loaders are cleared first). */
async function reload(ctx: SignedInContext, id: string): Promise<StoreRow | null> {
  ctx.loaders.storesByUser.clear(ctx.viewer.userId);
  return storeOfViewer(ctx, id);
}

builder.mutationFields((t) => ({
  checkStoreIsDuplicate: t.withAuth({ loggedIn: true }).field({
    type: CheckStoreDuplicatePayload,
    description:
      'Whether a new store would duplicate one of the company (same name, or same address in the same ward). ' +
      'The form is validated as storeCreate validates it.',
    args: { input: t.arg({ type: StoreInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      try {
        return { ...ok(), isDuplicate: await checkStoreDuplicate(ctx.db, actorOf(ctx), input) };
      } catch (error) {
        return { ...failure(error, ctx), isDuplicate: false };
      }
    },
  }),
  storeCreate: t.withAuth({ loggedIn: true }).field({
    type: StorePayload,
    description:
      'A new store of the company (BUYER_INFO_EDIT), PENDING until reviewed. Refused when the address is outside ' +
      "the company's region (STORE_OUT_OF_REGION, naming it) or duplicates a store (STORE_DUPLICATE).",
    args: { input: t.arg({ type: StoreInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      try {
        const id = await createStore(ctx.db, actorOf(ctx), input);
        return { ...ok(), store: await reload(ctx, id) };
      } catch (error) {
        return failure(error, ctx);
      }
    },
  }),
  storeUpdate: t.withAuth({ loggedIn: true }).field({
    type: StorePayload,
    description:
      'Changes a store of the company the user acts for (BUYER_INFO_EDIT): whether it orders (disabled) and its ' +
      'picture (imageUrl) at any time; its address and pin only when flagged isForceUpdate, otherwise ' +
      'STORE_NOT_EDITABLE (contact sales). Name and phone are read-only (STORE_FIELD_READ_ONLY).',
    args: { input: t.arg({ type: StoreUpdateInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      try {
        const store = await storeOfViewer(ctx, String(input.id));
        if (!store) return failure(new DomainError('STORE_NOT_FOUND', 'id'), ctx);
        await updateStore(ctx.db, actorOf(ctx), store, input);
        return { ...ok(), store: await reload(ctx, store.id) };
      } catch (error) {
        return failure(error, ctx);
      }
    },
  }),
}));
