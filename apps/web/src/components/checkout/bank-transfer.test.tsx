// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi as mock } from 'vitest';
import { en, vi } from '../../../messages';
import { BankTransfer, type VaAndQr } from './bank-transfer';

afterEach(() => {
  cleanup();
  mock.unstubAllGlobals();
});

const info: VaAndQr = {
  bankBin: '970422',
  bankName: 'MB Bank',
  accountNumber: '6868000000017',
  accountName: 'CHO BEP',
  amount: 250_000,
  purpose: 'CB000033',
  qrPayload: '000201',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  orders: [],
} as unknown as VaAndQr;

function show(locale: 'vi' | 'en') {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : vi} timeZone="Asia/Ho_Chi_Minh">
      <BankTransfer info={info} />
    </NextIntlClientProvider>,
  );
}

async function copyAccount() {
  await act(async () => {
    fireEvent.click(screen.getAllByTestId('transfer-copy')[0] as HTMLElement);
  });
  return screen.getAllByTestId('transfer-copy-failed')[0]?.textContent;
}

describe('copying the account number (spec §8 copy fail / copy success)', () => {
  it.each([
    ['vi', 'Sao chép thất bại. Vui lòng chọn và sao chép thủ công.'],
    ['en', 'Copy fail. Please select the text and copy it yourself.'],
  ] as const)('%s: a copy the browser refuses is reported', async (locale, text) => {
    const writeText = mock.fn(() => Promise.reject(new Error('NotAllowedError')));
    mock.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    show(locale);
    expect(await copyAccount()).toBe(text);
    expect(writeText).toHaveBeenCalledWith('6868000000017');
  });

  it('a page without a clipboard (not HTTPS) says so too', async () => {
    mock.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    show('vi');
    expect(await copyAccount()).toBe('Sao chép thất bại. Vui lòng chọn và sao chép thủ công.');
  });

  it('a copy that worked says so, and no failure', async () => {
    mock.stubGlobal('navigator', { ...navigator, clipboard: { writeText: () => Promise.resolve() } });
    show('en');
    expect(await copyAccount()).toBe('');
    expect(screen.getAllByTestId('transfer-copy')[0]?.textContent).toBe('Copied');
  });
});
