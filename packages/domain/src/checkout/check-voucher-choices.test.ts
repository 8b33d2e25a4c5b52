import { describe, expect, it } from 'vitest';
import { checkVoucherChoices } from './check-voucher-choices';

describe('checkVoucherChoices', () => {
  it.each([
    { name: 'no voucher', choices: [], want: { ok: true } },
    { name: 'one voucher on one group', choices: [{ supplierId: 1, voucherId: 'a' }], want: { ok: true } },
    {
      name: 'a different voucher on each group',
      choices: [
        { supplierId: 1, voucherId: 'a' },
        { supplierId: 2, voucherId: 'b' },
      ],
      want: { ok: true },
    },
    {
      name: 'two vouchers on one group',
      choices: [
        { supplierId: 1, voucherId: 'a' },
        { supplierId: 1, voucherId: 'b' },
      ],
      want: { ok: false, code: 'VOUCHER_CANNOT_APPLY', params: { supplierId: 1 } },
    },
    {
      name: 'one voucher on two groups',
      choices: [
        { supplierId: 1, voucherId: 'a' },
        { supplierId: 2, voucherId: 'a' },
      ],
      want: { ok: false, code: 'VOUCHER_CANNOT_APPLY', params: { voucherId: 'a' } },
    },
  ])('$name', ({ choices, want }) => {
    expect(checkVoucherChoices(choices)).toEqual(want);
  });
});
