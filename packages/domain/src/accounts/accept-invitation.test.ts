import { describe, expect, it } from 'vitest';
import { acceptInvitationSchema } from './accept-invitation';

const valid = {
  token: 'abc',
  name: 'Trần Thị Bình',
  password: 'bepviet2026',
  confirmPassword: 'bepviet2026',
  storeIds: [],
};

function problems(input: Partial<typeof valid>): Record<string, string> {
  const res = acceptInvitationSchema.safeParse({ ...valid, ...input });
  if (res.success) return {};
  return Object.fromEntries(res.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('acceptInvitationSchema', () => {
  it.each<[string, Partial<typeof valid>, Record<string, string>]>([
    ['valid', {}, {}],
    ['name required', { name: '   ' }, { name: 'REQUIRED' }],
    ['name too long', { name: 'a'.repeat(101) }, { name: 'NAME_TOO_LONG' }],
    ['password required', { password: '', confirmPassword: '' }, { password: 'REQUIRED' }],
    ['password 7 characters', { password: 'abcdef1', confirmPassword: 'abcdef1' }, { password: 'PASSWORD_TOO_SHORT' }],
    ['password 8 characters with a digit', { password: 'abcdefg1', confirmPassword: 'abcdefg1' }, {}],
    [
      'password with a space',
      { password: 'abcd efg1', confirmPassword: 'abcd efg1' },
      { password: 'PASSWORD_HAS_SPACES' },
    ],
    [
      'password without a digit',
      { password: 'abcdefgh', confirmPassword: 'abcdefgh' },
      { password: 'PASSWORD_NEEDS_DIGIT' },
    ],
    ['confirmation differs', { confirmPassword: 'bepviet2027' }, { confirmPassword: 'PASSWORD_CONFIRM_MISMATCH' }],
    ['token missing', { token: '' }, { token: 'INVITATION_INVALID' }],
  ])('%s', (_name, input, expected) => {
    expect(problems(input)).toEqual(expected);
  });

  it('stores the name as NFC with single spaces', () => {
    const res = acceptInvitationSchema.parse({ ...valid, name: '  Tra\u0302\u0300n   Bình ' });
    expect(res.name).toBe('Trần Bình');
  });
});
