import { describe, expect, it } from 'vitest';
import { amzDate, sha256Hex, signV4, uriEncode } from './sign-v4';

/**
 * The examples of the S3 documentation ("Signature calculations for the Authorization header", examples with
 * the access key AKIAIOSFODNN7EXAMPLE on 24 May 2013): our signer must give their signatures to the character.
 */
const EXAMPLE = {
  region: 'us-east-1',
  service: 's3',
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  now: new Date('2013-05-24T00:00:00Z'),
};
const EMPTY = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('signV4 (the S3 documentation examples)', () => {
  it.each([
    [
      'GET Object',
      'GET',
      'https://examplebucket.s3.amazonaws.com/test.txt',
      { range: 'bytes=0-9' },
      EMPTY,
      'host;range;x-amz-content-sha256;x-amz-date',
      'f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    ],
    [
      'PUT Object',
      'PUT',
      'https://examplebucket.s3.amazonaws.com/test$file.text',
      { date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
      sha256Hex('Welcome to Amazon S3.'),
      'date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class',
      '98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    ],
    [
      'GET Bucket Lifecycle',
      'GET',
      'https://examplebucket.s3.amazonaws.com/?lifecycle',
      {},
      EMPTY,
      'host;x-amz-content-sha256;x-amz-date',
      'fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543',
    ],
    [
      'GET Bucket (list objects)',
      'GET',
      'https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J',
      {},
      EMPTY,
      'host;x-amz-content-sha256;x-amz-date',
      '34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7',
    ],
  ])('%s', (_name, method, url, headers, payloadHash, signed, signature) => {
    const out = signV4({ ...EXAMPLE, method, url: new URL(url), headers, payloadHash });
    expect(out.authorization).toBe(
      `AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=${signed},Signature=${signature}`,
    );
    expect(out['x-amz-date']).toBe('20130524T000000Z');
    expect(out['x-amz-content-sha256']).toBe(payloadHash);
  });

  it('encodes the way SigV4 wants', () => {
    expect(uriEncode('a b/ç~$', true)).toBe('a%20b/%C3%A7~%24');
    expect(uriEncode('a/b', false)).toBe('a%2Fb');
    expect(amzDate(new Date('2026-11-26T06:09:23.456Z'))).toBe('20261126T060923Z');
  });
});
