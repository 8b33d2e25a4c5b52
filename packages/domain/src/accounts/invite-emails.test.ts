import { describe, expect, it } from 'vitest';
import { parseInviteEmails } from './invite-emails';

describe('parseInviteEmails', () => {
  it.each<[string, string | string[], { valid: string[]; invalid: string[] }]>([
    ['empty', '', { valid: [], invalid: [] }],
    ['one', 'an@bepviet.vn', { valid: ['an@bepviet.vn'], invalid: [] }],
    [
      'separators',
      'a@x.vn, b@x.vn;c@x.vn\nd@x.vn  e@x.vn',
      {
        valid: ['a@x.vn', 'b@x.vn', 'c@x.vn', 'd@x.vn', 'e@x.vn'],
        invalid: [],
      },
    ],
    ['lower case, each once', ['An@X.vn', 'an@x.vn', ' AN@x.VN '], { valid: ['an@x.vn'], invalid: [] }],
    [
      'invalid ones reported as typed',
      ['ok@x.vn', 'không-phải-email', 'a@b', 'a@b'],
      {
        valid: ['ok@x.vn'],
        invalid: ['không-phải-email', 'a@b'],
      },
    ],
    ['angle brackets of a mail client', '<binh@x.vn>', { valid: ['binh@x.vn'], invalid: [] }],
    ['too long', `${'a'.repeat(250)}@x.vn`, { valid: [], invalid: [`${'a'.repeat(250)}@x.vn`] }],
  ])('%s', (_name, input, expected) => {
    expect(parseInviteEmails(input)).toEqual(expected);
  });
});
