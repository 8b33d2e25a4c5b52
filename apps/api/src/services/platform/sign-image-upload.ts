import { type Db, uploads } from '@chobep/db';
import { checkImageUpload, DomainError, IMAGE_UPLOAD_MAX_BYTES } from '@chobep/domain';

/** How long a signed upload waits for its bytes. */
export const UPLOAD_TTL_MS = 15 * 60 * 1000;

export interface SignedUpload {
  id: string;
  uploadUrl: string;
  maxBytes: number;
  expiresAt: Date;
}

/**
 * `signImageUpload`: checks the declared type and size (checkImageUpload) and opens a single-use upload for this
 * user; the client then PUTs the bytes to `uploadUrl` (upload-routes.ts), where they are checked again.
 */
export async function signImageUpload(
  db: Db,
  userId: string,
  declared: { contentType: string; size: number },
  now = new Date(),
): Promise<SignedUpload> {
  const refusal = checkImageUpload(declared);
  if (refusal === 'UPLOAD_TYPE_NOT_ALLOWED') throw new DomainError(refusal, 'contentType');
  if (refusal === 'UPLOAD_TOO_LARGE') throw new DomainError(refusal, 'size', { max: '5 MB' });
  if (refusal) throw new DomainError(refusal, 'size');
  const expiresAt = new Date(now.getTime() + UPLOAD_TTL_MS);
  const [row] = await db
    .insert(uploads)
    .values({
      userId,
      purpose: 'AVATAR',
      contentType: declared.contentType.trim().toLowerCase(),
      size: declared.size,
      expiresAt,
    })
    .returning({ id: uploads.id });
  if (!row) throw new Error('inserting an upload returned nothing');
  return { id: row.id, uploadUrl: `/media/uploads/${row.id}`, maxBytes: IMAGE_UPLOAD_MAX_BYTES, expiresAt };
}
