import { type Db, uploads } from '@chobep/db';
import { DomainError, IMAGE_UPLOAD_MAX_BYTES, imageExtension, sniffImageType } from '@chobep/domain';
import { and, eq, gt } from 'drizzle-orm';
import type { FileStorage } from './storage/file-storage';

/**
 * The bytes of a signed upload (PUT /media/uploads/{id}): only its uploader, only once, only before it expires;
 * at most the limit, and a JPEG, PNG or WebP by their first bytes — whatever the request's Content-Type says.
 * The file is stored first and the row marked STORED after, with `status = 'PENDING'` in the condition, so two
 * concurrent PUTs cannot both finish it.
 */
export async function storeUpload(
  db: Db,
  storage: FileStorage,
  userId: string,
  uploadId: string,
  bytes: Uint8Array,
  now = new Date(),
): Promise<{ id: string; contentType: string; size: number }> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(
      and(
        eq(uploads.id, uploadId),
        eq(uploads.userId, userId),
        eq(uploads.status, 'PENDING'),
        gt(uploads.expiresAt, now),
      ),
    );
  if (!row) throw new DomainError('UPLOAD_NOT_FOUND', 'imageUploadId');
  if (bytes.length === 0) throw new DomainError('UPLOAD_EMPTY', 'size');
  if (bytes.length > IMAGE_UPLOAD_MAX_BYTES) throw new DomainError('UPLOAD_TOO_LARGE', 'size', { max: '5 MB' });
  const type = sniffImageType(bytes);
  if (!type) throw new DomainError('UPLOAD_TYPE_NOT_ALLOWED', 'contentType');
  const key = `uploads/${uploadId}.${imageExtension(type)}`;
  await storage.put(key, bytes, type);
  const done = await db
    .update(uploads)
    .set({ status: 'STORED', contentType: type, size: bytes.length, storageKey: key })
    .where(and(eq(uploads.id, uploadId), eq(uploads.status, 'PENDING')))
    .returning({ id: uploads.id });
  if (done.length === 0) throw new DomainError('UPLOAD_NOT_FOUND', 'imageUploadId');
  return { id: uploadId, contentType: type, size: bytes.length };
}

/** A stored upload's file, for GET /media/uploads/{id}: null when there is none. */
export async function readUpload(
  db: Db,
  storage: FileStorage,
  uploadId: string,
): Promise<{ body: Uint8Array; contentType: string } | null> {
  const [row] = await db
    .select({ key: uploads.storageKey, contentType: uploads.contentType })
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.status, 'STORED')));
  if (!row?.key) return null;
  const body = await storage.get(row.key);
  return body ? { body, contentType: row.contentType } : null;
}
