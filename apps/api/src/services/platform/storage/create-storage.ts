import path from 'node:path';
import type { FileStorage } from './file-storage';
import { LocalFolderStorage } from './local-folder-storage';
import { S3Storage } from './s3-storage';

/**
 * The storage adapter configuration asks for: S3 when S3_BUCKET is set (with S3_ENDPOINT, S3_ACCESS_KEY_ID,
 * S3_SECRET_ACCESS_KEY, S3_REGION default us-east-1, S3_PATH_STYLE default true, S3_PREFIX), else the local folder
 * UPLOADS_DIR (default {DATA_DIR}/uploads). An incomplete S3 configuration is an error at start, not a silent fallback.
 */
export function createStorage(env: NodeJS.ProcessEnv = process.env): FileStorage {
  if (env.S3_BUCKET) {
    const missing = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !env[name]);
    if (missing.length > 0) throw new Error(`S3_BUCKET is set but ${missing.join(', ')} is not`);
    return new S3Storage({
      endpoint: env.S3_ENDPOINT as string,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION || 'us-east-1',
      accessKeyId: env.S3_ACCESS_KEY_ID as string,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
      pathStyle: env.S3_PATH_STYLE !== 'false',
      ...(env.S3_PREFIX ? { prefix: env.S3_PREFIX } : {}),
    });
  }
  return new LocalFolderStorage(path.resolve(env.UPLOADS_DIR ?? path.join(env.DATA_DIR ?? '.data', 'uploads')));
}
