import { describe, expect, it } from 'vitest';
import { composeInvoiceDetails } from './compose-invoice-details';

const SIGN_UP = {
  businessName: 'Công ty TNHH Bếp Mới',
  taxCode: '0312345678',
  address: '15 Nguyễn Huệ',
  ward: 'Phường Bến Nghé',
  district: 'Quận 1',
  city: 'Hồ Chí Minh',
};
const NONE = { companyName: null, address: null, taxCode: null };

describe('composeInvoiceDetails', () => {
  it.each([
    {
      name: 'a new company: everything from its sign-up',
      current: NONE,
      want: {
        companyName: 'Công ty TNHH Bếp Mới',
        address: '15 Nguyễn Huệ, Phường Bến Nghé, Quận 1, Hồ Chí Minh',
        taxCode: '0312345678',
      },
    },
    {
      name: 'what the company entered is kept; blanks are filled',
      current: { companyName: 'CÔNG TY TNHH BẾP MỚI', address: '  ', taxCode: '0312345678-001' },
      want: {
        companyName: 'CÔNG TY TNHH BẾP MỚI',
        address: '15 Nguyễn Huệ, Phường Bến Nghé, Quận 1, Hồ Chí Minh',
        taxCode: '0312345678-001',
      },
    },
    {
      name: 'a sign-up without a tax code gives none',
      current: NONE,
      signUp: { taxCode: null },
      want: { taxCode: null },
    },
    {
      name: 'the address written once, whatever the street already says',
      current: NONE,
      signUp: { address: '15 Nguyễn Huệ, Quận 1' },
      want: { address: '15 Nguyễn Huệ, Quận 1, Phường Bến Nghé, Hồ Chí Minh' },
    },
  ])('$name', ({ current, signUp = {}, want }) => {
    expect(composeInvoiceDetails(current, { ...SIGN_UP, ...signUp })).toMatchObject(want);
  });
});
