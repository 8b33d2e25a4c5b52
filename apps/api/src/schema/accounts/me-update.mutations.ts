import { PROFILE_NAME_MAX, profileSchema } from '@chobep/domain';
import { builder } from '../../builder';
import { updateProfile } from '../../services/accounts/update-profile';
import { LanguageEnum } from '../shared/enums';
import { fromDomainError, ok, type PayloadShape, UserError } from '../shared/payload';
import { zodUserErrors } from '../shared/zod-errors';
import { MeRef } from './me.type';

const MeUpdateInput = builder.inputType('MeUpdateInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    telephone: t.string({ required: false, description: 'Empty or absent: no phone number.' }),
    lang: t.field({ type: LanguageEnum, required: true }),
    imageUploadId: t.id({ required: false, description: 'A stored upload of signImageUpload: the new avatar.' }),
    removeImage: t.boolean({ required: false, description: 'Removes the avatar (ignored with imageUploadId).' }),
  }),
});

type Me = import('../../services/accounts/load-viewer').Viewer;

const MeUpdatePayload = builder.objectRef<PayloadShape & { me?: Me | null }>('MeUpdatePayload').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
    me: t.field({ type: MeRef, nullable: true, resolve: (p) => p.me ?? null }),
  }),
});

builder.mutationFields((t) => ({
  meUpdate: t.withAuth({ loggedIn: true }).field({
    type: MeUpdatePayload,
    description:
      "The signed-in user's own name, phone (normalised to 0xxxxxxxxx, one account per number: PHONE_TAKEN), " +
      'language and avatar (an upload of signImageUpload).',
    args: { input: t.arg({ type: MeUpdateInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const parsed = profileSchema.safeParse({ name: input.name, telephone: input.telephone ?? '', lang: input.lang });
      if (!parsed.success) return zodUserErrors(parsed.error, ctx.lang, { name: { max: PROFILE_NAME_MAX } });
      try {
        const imageUrl = await updateProfile(ctx.db, ctx.viewer.userId, {
          ...parsed.data,
          imageUploadId: input.imageUploadId ? String(input.imageUploadId) : null,
          removeImage: input.removeImage ?? false,
        });
        ctx.loaders.userById.clear(ctx.viewer.userId);
        const me = {
          ...ctx.viewer,
          name: parsed.data.name,
          lang: parsed.data.lang,
          imageUrl: imageUrl === undefined ? ctx.viewer.imageUrl : imageUrl,
        };
        return { ...ok(), me };
      } catch (error) {
        return fromDomainError(error, ctx.lang);
      }
    },
  }),
}));
