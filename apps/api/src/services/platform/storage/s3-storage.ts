import { assertStorageKey, type FileStorage } from './file-storage';
import { sha256Hex, signV4 } from './sign-v4';

export interface S3Config {
  /** e.g. https://s3.ap-southeast-1.amazonaws.com, http://127.0.0.1:9000 (MinIO), https://{account}.r2.cloudflarestorage.com */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** {endpoint}/{bucket}/{key} (default; what MinIO and R2 expect) or {bucket}.{endpoint host}/{key}. */
  pathStyle: boolean;
  /** Put before every key, e.g. "chobep/". */
  prefix?: string;
}

/**
 * An S3-compatible bucket through plain HTTP requests signed with SigV4 (sign-v4.ts): PUT, GET and DELETE of one
 * object, no SDK. Objects are private; the API reads them back and serves them.
 */
export class S3Storage implements FileStorage {
  readonly kind = 's3' as const;

  constructor(
    private readonly config: S3Config,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  urlOf(key: string): URL {
    assertStorageKey(key);
    const objectKey = `${this.config.prefix ?? ''}${key}`;
    const endpoint = new URL(this.config.endpoint);
    const base = endpoint.pathname.replace(/\/$/, '');
    if (this.config.pathStyle) return new URL(`${endpoint.origin}${base}/${this.config.bucket}/${objectKey}`);
    return new URL(`${endpoint.protocol}//${this.config.bucket}.${endpoint.host}${base}/${objectKey}`);
  }

  private async send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Uint8Array, contentType?: string) {
    const url = this.urlOf(key);
    const headers = signV4({
      method,
      url,
      headers: contentType ? { 'content-type': contentType } : {},
      payloadHash: sha256Hex(body ?? ''),
      region: this.config.region,
      service: 's3',
      accessKeyId: this.config.accessKeyId,
      secretAccessKey: this.config.secretAccessKey,
      now: this.clock(),
    });
    return this.fetchImpl(url, { method, headers, ...(body ? { body: body as BodyInit } : {}) });
  }

  async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
    const res = await this.send('PUT', key, body, contentType);
    if (!res.ok) throw new Error(`S3 PUT ${key} failed: ${res.status} ${await res.text()}`);
  }

  async get(key: string): Promise<Uint8Array | null> {
    const res = await this.send('GET', key);
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`S3 GET ${key} failed: ${res.status} ${await res.text()}`);
    return new Uint8Array(await res.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    const res = await this.send('DELETE', key);
    if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key} failed: ${res.status}`);
  }
}
