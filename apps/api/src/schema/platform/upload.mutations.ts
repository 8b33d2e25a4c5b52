import { builder } from '../../builder';
import { type SignedUpload, signImageUpload } from '../../services/platform/sign-image-upload';
import { fromDomainError, ok, type PayloadShape, UserError } from '../shared/payload';

const ImageUploadRef = builder.objectRef<SignedUpload>('ImageUpload').implement({
  description:
    "A single-use upload: PUT the picture's bytes to uploadUrl (same origin, with the session) before expiresAt; " +
    'the server checks the size and that the bytes are a JPEG, PNG or WebP.',
  fields: (t) => ({
    id: t.exposeID('id'),
    uploadUrl: t.exposeString('uploadUrl'),
    maxBytes: t.exposeInt('maxBytes'),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
  }),
});

const SignImageUploadPayload = builder
  .objectRef<PayloadShape & { upload?: SignedUpload | null }>('SignImageUploadPayload')
  .implement({
    fields: (t) => ({
      success: t.exposeBoolean('success'),
      userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
      upload: t.field({ type: ImageUploadRef, nullable: true, resolve: (p) => p.upload ?? null }),
    }),
  });

builder.mutationFields((t) => ({
  signImageUpload: t.withAuth({ loggedIn: true }).field({
    type: SignImageUploadPayload,
    description:
      'Opens the upload of an avatar: contentType image/jpeg, image/png or image/webp (UPLOAD_TYPE_NOT_ALLOWED), ' +
      'size in bytes up to 5 MB (UPLOAD_TOO_LARGE).',
    args: { contentType: t.arg.string({ required: true }), size: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      try {
        return { ...ok(), upload: await signImageUpload(ctx.db, ctx.viewer.userId, args) };
      } catch (error) {
        return fromDomainError(error, ctx.lang);
      }
    },
  }),
}));
