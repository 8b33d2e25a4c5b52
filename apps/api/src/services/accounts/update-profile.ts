import { type Db, uploads, users } from '@chobep/db';
import { DomainError, isUuid, type Profile } from '@chobep/domain';
import { and, eq, ne } from 'drizzle-orm';

/** The address a stored avatar is served at (upload-routes.ts). */
export const uploadUrlOf = (uploadId: string) => `/media/uploads/${uploadId}`;

export interface ProfileChange extends Profile {
  /** A STORED upload of this user to become the avatar. */
  imageUploadId?: string | null;
  /** Remove the avatar. */
  removeImage?: boolean;
}

/**
 * `meUpdate`: the user's own name, phone, language and avatar (the input already passed profileSchema). A phone
 * number belongs to one account (it signs in with it): another account's number is PHONE_TAKEN — checked first for
 * the message, and by the unique index in the end, should two accounts take it at the same moment.
 */
/** Returns the avatar's address after the change (unchanged: undefined). */
export async function updateProfile(db: Db, userId: string, change: ProfileChange): Promise<string | null | undefined> {
  if (change.telephone) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.telephone, change.telephone), ne(users.id, userId)))
      .limit(1);
    if (taken) throw new DomainError('PHONE_TAKEN', 'telephone');
  }
  let imageUrl: string | null | undefined;
  if (change.imageUploadId) {
    // Not an id at all (the column is a uuid): the same answer as an id that names nothing of this user's.
    if (!isUuid(change.imageUploadId)) throw new DomainError('UPLOAD_NOT_FOUND', 'imageUploadId');
    const [upload] = await db
      .select({ id: uploads.id })
      .from(uploads)
      .where(
        and(
          eq(uploads.id, change.imageUploadId),
          eq(uploads.userId, userId),
          eq(uploads.status, 'STORED'),
          eq(uploads.purpose, 'AVATAR'),
        ),
      );
    if (!upload) throw new DomainError('UPLOAD_NOT_FOUND', 'imageUploadId');
    imageUrl = uploadUrlOf(upload.id);
  } else if (change.removeImage) {
    imageUrl = null;
  }
  try {
    await db
      .update(users)
      .set({
        name: change.name,
        telephone: change.telephone,
        lang: change.lang,
        ...(imageUrl !== undefined ? { imageUrl } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    return imageUrl;
  } catch (error) {
    if (isUniqueViolation(error, 'users_telephone_uq')) throw new DomainError('PHONE_TAKEN', 'telephone');
    throw error;
  }
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === '23505' && (name === constraint || message?.includes(constraint))) return true;
  }
  return false;
}
