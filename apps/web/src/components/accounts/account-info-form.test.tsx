// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie } from '@/lib/client-cookies';
import { en, vi as viMessages } from '../../../messages';
import { type AccountInfo, AccountInfoForm } from './account-info-form';

const calls: { operation: string; variables: unknown }[] = [];
const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));
vi.mock('@/lib/api/browser', () => ({
  browserRequest: async (document: { operationName: string }, variables: { input: { name: string; lang: string } }) => {
    calls.push({ operation: document.operationName, variables });
    return {
      meUpdate: {
        success: true,
        userErrors: [],
        me: { id: 'u1', name: variables.input.name, telephone: null, imageUrl: null, lang: variables.input.lang },
      },
    };
  },
}));

const reload = vi.fn();
const account: AccountInfo = {
  name: 'Phạm Quốc Dũng',
  email: 'a@b.vn',
  telephone: '0912345678',
  imageUrl: null,
  lang: 'vi',
};

function show(locale: 'vi' | 'en', who: AccountInfo = account) {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : viMessages} timeZone="Asia/Ho_Chi_Minh">
      <AccountInfoForm account={who} />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  calls.length = 0;
  refresh.mockReset();
  reload.mockReset();
  Object.defineProperty(window, 'location', { value: { ...window.location, reload }, configurable: true });
  deleteCookie('cb_lang');
});
afterEach(cleanup);

describe('the account form', () => {
  it('saves a page read in English for a Vietnamese account without reloading it (the language was not touched)', async () => {
    show('en');
    fireEvent.change(screen.getByTestId('account-name-input'), { target: { value: 'Phạm Quốc Dũng Mới' } });
    fireEvent.click(screen.getByTestId('account-save'));
    await waitFor(() =>
      expect(screen.getByTestId('account-saved').textContent).toBe('Your account information is saved.'),
    );
    expect(calls).toEqual([
      {
        operation: 'MeUpdate',
        variables: {
          input: {
            name: 'Phạm Quốc Dũng Mới',
            telephone: '0912345678',
            lang: 'vi',
            imageUploadId: null,
            removeImage: false,
          },
        },
      },
    ]);
    expect(reload).not.toHaveBeenCalled();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('reloads in the new language when the account language is changed', async () => {
    show('vi');
    fireEvent.change(screen.getByTestId('account-lang-select'), { target: { value: 'en' } });
    fireEvent.click(screen.getByTestId('account-save'));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(document.cookie).toContain('cb_lang=en');
  });

  it('refuses an empty name before sending anything, in the page language', async () => {
    show('vi');
    fireEvent.change(screen.getByTestId('account-name-input'), { target: { value: '  ' } });
    fireEvent.click(screen.getByTestId('account-save'));
    await waitFor(() => expect(screen.getByTestId('name-error').textContent).toBe('Vui lòng nhập Họ và tên!'));
    expect(calls).toEqual([]);
  });
});
