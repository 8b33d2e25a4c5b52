/**
 * Where uploaded files live (avatars so far): a port with two adapters, chosen by configuration —
 * a local folder by default (local-folder-storage.ts) and an S3-compatible bucket when S3_BUCKET is set
 * (s3-storage.ts: AWS S3, MinIO, Cloudflare R2, …). The API serves stored files itself (GET /media/uploads/{id}),
 * so a bucket never needs to be public and every instance reads the same files.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** Null when there is no such file. */
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
}

/** Keys are ours (uploads/{uuid}.{ext}), never a client's text; this guards the adapters all the same. */
export function assertStorageKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9/_.-]*$/.test(key) || key.includes('..') || key.includes('//') || key.endsWith('/'))
    throw new Error(`not a storage key: ${JSON.stringify(key)}`);
}
