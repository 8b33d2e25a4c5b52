import { describe, expect, it } from 'vitest';
import { checkImageUpload, IMAGE_UPLOAD_MAX_BYTES, imageExtension, sniffImageType } from './check-image-upload';

describe('checkImageUpload', () => {
  it.each([
    ['image/png', 1000, null],
    ['image/jpeg', IMAGE_UPLOAD_MAX_BYTES, null],
    [' IMAGE/WEBP ', 1, null],
    ['image/png', IMAGE_UPLOAD_MAX_BYTES + 1, 'UPLOAD_TOO_LARGE'],
    ['image/png', 0, 'UPLOAD_EMPTY'],
    ['image/png', -5, 'UPLOAD_EMPTY'],
    ['image/png', 1.5, 'UPLOAD_EMPTY'],
    ['image/gif', 1000, 'UPLOAD_TYPE_NOT_ALLOWED'],
    ['image/svg+xml', 1000, 'UPLOAD_TYPE_NOT_ALLOWED'],
    ['text/html', 1000, 'UPLOAD_TYPE_NOT_ALLOWED'],
    ['', 1000, 'UPLOAD_TYPE_NOT_ALLOWED'],
  ])('%j of %d bytes → %s', (contentType, size, expected) => {
    expect(checkImageUpload({ contentType, size })).toBe(expected);
  });
});

describe('sniffImageType', () => {
  const bytes = (...b: number[]) => new Uint8Array(b);
  it.each([
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), 'image/png'],
    ['WebP', new Uint8Array([...Buffer.from('RIFF'), 1, 2, 3, 4, ...Buffer.from('WEBPVP8 ')]), 'image/webp'],
    ['a RIFF that is a WAV', new Uint8Array([...Buffer.from('RIFF'), 1, 2, 3, 4, ...Buffer.from('WAVE')]), null],
    ['GIF', new Uint8Array(Buffer.from('GIF89a')), null],
    ['SVG text', new Uint8Array(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')), null],
    ['a PNG cut short', bytes(0x89, 0x50, 0x4e), null],
    ['nothing', bytes(), null],
  ])('%s → %s', (_label, input, expected) => {
    expect(sniffImageType(input)).toBe(expected);
  });

  it('names files by type', () => {
    expect([imageExtension('image/jpeg'), imageExtension('image/png'), imageExtension('image/webp')]).toEqual([
      'jpg',
      'png',
      'webp',
    ]);
  });
});
