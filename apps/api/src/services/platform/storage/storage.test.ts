import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from './create-storage';
import { LocalFolderStorage } from './local-folder-storage';
import { S3Storage } from './s3-storage';
import { sha256Hex, signV4 } from './sign-v4';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe('LocalFolderStorage', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'chobep-storage-'));
  });
  afterAll(async () => rm(root, { recursive: true, force: true }));

  it('puts, gets and deletes a file, leaving no temporary file', async () => {
    const storage = new LocalFolderStorage(root);
    await storage.put('uploads/a1.png', PNG, 'image/png');
    expect(await storage.get('uploads/a1.png')).toEqual(Buffer.from(PNG));
    expect(await readdir(path.join(root, 'uploads'))).toEqual(['a1.png']);
    await storage.delete('uploads/a1.png');
    expect(await storage.get('uploads/a1.png')).toBeNull();
  });

  it.each(['../etc/passwd', '/abs', 'uploads/../../x', 'Uploads/A', 'a//b', ''])('refuses the key %j', async (key) => {
    await expect(new LocalFolderStorage(root).get(key)).rejects.toThrow(/not a storage key/);
  });
});

/**
 * A tiny S3 stand-in: it checks each request's SigV4 signature by signing the request it received again with the
 * secret it knows (the signer is itself checked against the S3 documentation's examples in sign-v4.test.ts), the
 * payload hash against the body, and keeps objects in memory.
 */
describe('S3Storage against a local S3-like server', () => {
  const SECRET = 'local-secret-key';
  const objects = new Map<string, { body: Buffer; type: string | undefined }>();
  const seen: { method: string; path: string; signedHeaders: string }[] = [];
  let server: Server;
  let endpoint: string;

  const readBody = (req: IncomingMessage) =>
    new Promise<Buffer>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks)));
    });

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const body = await readBody(req);
      const auth = String(req.headers.authorization ?? '');
      const match =
        /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request,SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(
          auth,
        );
      const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
      if (!match) return res.writeHead(403).end('no signature');
      const [, keyId, , region, signedHeaders] = match;
      seen.push({ method: req.method ?? '', path: url.pathname, signedHeaders: signedHeaders ?? '' });
      const payloadHash = String(req.headers['x-amz-content-sha256']);
      if (payloadHash !== sha256Hex(body)) return res.writeHead(400).end('payload hash mismatch');
      const headers: Record<string, string> = {};
      for (const name of (signedHeaders ?? '').split(';'))
        if (name !== 'host' && name !== 'x-amz-date' && name !== 'x-amz-content-sha256')
          headers[name] = String(req.headers[name]);
      const date = String(req.headers['x-amz-date']);
      const now = new Date(
        `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`,
      );
      const expected = signV4({
        method: req.method ?? 'GET',
        url,
        headers,
        payloadHash,
        region: region ?? '',
        service: 's3',
        accessKeyId: keyId ?? '',
        secretAccessKey: SECRET,
        now,
      });
      if (keyId !== 'LOCALKEY' || expected.authorization !== auth)
        return res.writeHead(403).end('SignatureDoesNotMatch');
      const key = url.pathname;
      if (req.method === 'PUT') {
        objects.set(key, { body, type: req.headers['content-type'] });
        return res.writeHead(200).end();
      }
      if (req.method === 'GET') {
        const found = objects.get(key);
        if (!found) return res.writeHead(404).end('NoSuchKey');
        return res.writeHead(200, { 'content-type': found.type ?? 'binary/octet-stream' }).end(found.body);
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        return res.writeHead(204).end();
      }
      return res.writeHead(405).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

  const storage = (secret = SECRET) =>
    new S3Storage({
      endpoint,
      bucket: 'avatars',
      region: 'ap-southeast-1',
      accessKeyId: 'LOCALKEY',
      secretAccessKey: secret,
      pathStyle: true,
      prefix: 'chobep/',
    });

  it('puts an object (signed, path style, with its type), reads it back and deletes it', async () => {
    await storage().put('uploads/b2.png', PNG, 'image/png');
    expect(objects.get('/avatars/chobep/uploads/b2.png')).toEqual({ body: Buffer.from(PNG), type: 'image/png' });
    expect(seen.at(-1)).toEqual({
      method: 'PUT',
      path: '/avatars/chobep/uploads/b2.png',
      signedHeaders: 'content-type;host;x-amz-content-sha256;x-amz-date',
    });
    expect(await storage().get('uploads/b2.png')).toEqual(new Uint8Array(PNG));
    await storage().delete('uploads/b2.png');
    expect(await storage().get('uploads/b2.png')).toBeNull();
  });

  it('a wrong secret is refused by the server, and the adapter says so', async () => {
    await expect(storage('wrong').put('uploads/c3.png', PNG, 'image/png')).rejects.toThrow(/403 SignatureDoesNotMatch/);
    expect(objects.has('/avatars/chobep/uploads/c3.png')).toBe(false);
  });

  it('virtual-host style puts the bucket in the host name', () => {
    const s = new S3Storage({
      endpoint: 'https://s3.ap-southeast-1.amazonaws.com',
      bucket: 'cho-bep',
      region: 'ap-southeast-1',
      accessKeyId: 'k',
      secretAccessKey: 's',
      pathStyle: false,
    });
    expect(s.urlOf('uploads/x.png').toString()).toBe('https://cho-bep.s3.ap-southeast-1.amazonaws.com/uploads/x.png');
  });
});

describe('createStorage', () => {
  it('is the local folder by default, under DATA_DIR', () => {
    const s = createStorage({ DATA_DIR: '/tmp/chobep-data' });
    expect(s.kind).toBe('local');
    expect((s as LocalFolderStorage).root).toBe('/tmp/chobep-data/uploads');
  });
  it('is S3 when S3_BUCKET is set', () => {
    const s = createStorage({
      S3_BUCKET: 'b',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    });
    expect(s.kind).toBe('s3');
    expect((s as S3Storage).urlOf('uploads/x.png').toString()).toBe('http://127.0.0.1:9000/b/uploads/x.png');
  });
  it('refuses an incomplete S3 configuration rather than falling back', () => {
    expect(() => createStorage({ S3_BUCKET: 'b' })).toThrow(/S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/);
  });
});
