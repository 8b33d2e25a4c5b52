/**
 * Pictures users upload (avatars, from `signImageUpload`): JPEG, PNG or WebP, at most IMAGE_UPLOAD_MAX_BYTES.
 * The declared type and size are checked when the upload is signed, and the bytes themselves when they arrive
 * (sniffImageType): a file is what its first bytes say, not what its name or header claim.
 */
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageUploadType = (typeof IMAGE_UPLOAD_TYPES)[number];

/** 5 MB: a phone photo fits; anything larger is not an avatar. */
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export type ImageUploadRefusal = 'UPLOAD_TYPE_NOT_ALLOWED' | 'UPLOAD_TOO_LARGE' | 'UPLOAD_EMPTY';

export function isImageUploadType(value: string): value is ImageUploadType {
  return (IMAGE_UPLOAD_TYPES as readonly string[]).includes(value);
}

/** What a client declares before uploading: a type among the allowed ones and a size within the limit. */
export function checkImageUpload(declared: { contentType: string; size: number }): ImageUploadRefusal | null {
  const type = declared.contentType.trim().toLowerCase();
  if (!isImageUploadType(type)) return 'UPLOAD_TYPE_NOT_ALLOWED';
  if (!Number.isInteger(declared.size) || declared.size <= 0) return 'UPLOAD_EMPTY';
  if (declared.size > IMAGE_UPLOAD_MAX_BYTES) return 'UPLOAD_TOO_LARGE';
  return null;
}

/** The image type of these bytes by their signature (magic number), or null when they are none of the allowed. */
export function sniffImageType(bytes: Uint8Array): ImageUploadType | null {
  const at = (offset: number, signature: readonly number[]) => signature.every((b, i) => bytes[offset + i] === b);
  if (at(0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return 'image/webp';
  return null;
}

/** The file extension of a stored picture, for its name. */
export function imageExtension(type: ImageUploadType): 'jpg' | 'png' | 'webp' {
  return type === 'image/jpeg' ? 'jpg' : type === 'image/png' ? 'png' : 'webp';
}
