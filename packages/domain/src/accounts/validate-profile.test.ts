import { describe, expect, it } from 'vitest';
import { PROFILE_NAME_MAX, profileSchema } from './validate-profile';

const base = { name: 'Nguyễn Văn An', telephone: '0901234567', lang: 'vi' as const };

describe('profileSchema', () => {
  it.each([
    ['a plain profile', base, { name: 'Nguyễn Văn An', telephone: '0901234567', lang: 'vi' }],
    ['+84 and separators → 0xxxxxxxxx', { ...base, telephone: '+84 90 123-4567' }, { ...base }],
    ['(090) 123.4567', { ...base, telephone: '(090) 123.4567' }, { ...base }],
    ['an empty phone → none', { ...base, telephone: '  ' }, { ...base, telephone: null }],
    ['name trimmed, spaces collapsed', { ...base, name: '  Nguyễn   Văn  An ' }, { ...base }],
    [
      'a decomposed name is stored NFC',
      { ...base, name: 'Nguyễn Văn An'.normalize('NFD') },
      { ...base, name: 'Nguyễn Văn An'.normalize('NFC') },
    ],
    ['English', { ...base, lang: 'en' as const }, { ...base, lang: 'en' }],
  ])('%s', (_label, input, expected) => {
    const parsed = profileSchema.safeParse(input);
    expect(parsed.success && parsed.data).toEqual(expected);
  });

  it.each([
    ['an empty name', { ...base, name: '   ' }, 'name', 'REQUIRED'],
    ['a name too long', { ...base, name: 'a'.repeat(PROFILE_NAME_MAX + 1) }, 'name', 'TEXT_TOO_LONG'],
    ['a NUL in the name', { ...base, name: 'An\u0000' }, 'name', 'INVALID_TEXT'],
    ['9 digits', { ...base, telephone: '090123456' }, 'telephone', 'INVALID_PHONE'],
    ['11 digits', { ...base, telephone: '09012345678' }, 'telephone', 'INVALID_PHONE'],
    ['letters', { ...base, telephone: '09012345ab' }, 'telephone', 'INVALID_PHONE'],
    ['not starting with 0 or 84', { ...base, telephone: '1901234567' }, 'telephone', 'INVALID_PHONE'],
    ['an unknown language', { ...base, lang: 'fr' }, 'lang', 'INVALID_LANGUAGE'],
  ])('%s is refused', (_label, input, field, code) => {
    const parsed = profileSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([[field, code]]);
  });
});
